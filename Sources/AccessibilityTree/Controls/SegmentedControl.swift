/// A segmented control, like `UISegmentedControl`: each segment is a button element, selected on the
/// chosen one, with the context "N of M" (docs/model.md §2).
@MainActor
open class SegmentedControl: Control {
    /// The segments' titles (or image names for image segments).
    public var segmentTitles: [String] { didSet { rebuildSegments() } }
    /// The chosen segment, or -1 for none.
    public var selectedSegmentIndex: Int { didSet { invalidateAccessibility() } }

    private var segments: [SegmentElement] = []

    public init(segmentTitles: [String] = [], selectedSegmentIndex: Int = -1, frame: Rect = .zero) {
        self.segmentTitles = segmentTitles
        self.selectedSegmentIndex = selectedSegmentIndex
        super.init(frame: frame)
        rebuildSegments()
    }

    override open var className: String { "UISegmentedControl" }
    override open var standardAccessibilityElements: [AccessibilityObject]? { segments }

    private func rebuildSegments() {
        segments = segmentTitles.indices.map { SegmentElement(control: self, index: $0) }
        invalidateAccessibility()
    }

    /// Selects segment `index` as a tap does.
    func select(_ index: Int) -> TapOutcome {
        guard isEnabled, segmentTitles.indices.contains(index) else { return .unhandled }
        selectedSegmentIndex = index
        return .handled(description: "selected", actions: sendActions(for: .valueChanged))
    }
}

/// One segment of a segmented control.
@MainActor
final class SegmentElement: AccessibilityElement {
    let index: Int

    init(control: SegmentedControl, index: Int) {
        self.index = index
        super.init(accessibilityContainer: control)
        seriesPosition = SeriesPosition(index: index + 1, count: control.segmentTitles.count)
    }

    private var control: SegmentedControl? { accessibilityContainer as? SegmentedControl }

    override var className: String { "UISegment" }
    override var standardAccessibilityLabel: String? {
        guard let control, control.segmentTitles.indices.contains(index) else { return nil }
        return control.segmentTitles[index]
    }

    override var displayedText: String? { standardAccessibilityLabel }

    override var standardAccessibilityTraits: AccessibilityTraits {
        guard let control else { return .button }
        var traits: AccessibilityTraits = .button
        if control.selectedSegmentIndex == index { traits.insert(.selected) }
        if !control.isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    override var standardAccessibilityFrame: Rect {
        guard let control, !control.segmentTitles.isEmpty else { return .zero }
        let whole = control.frameInWindow
        let width = whole.width / Double(control.segmentTitles.count)
        return Rect(x: whole.minX + width * Double(index), y: whole.minY, width: width, height: whole.height)
    }

    override func simulateTap() -> TapOutcome { control?.select(index) ?? .unhandled }
}

/// An element's place in a series VoiceOver announces as "N of M" (segments, tabs).
public struct SeriesPosition: Hashable, Codable, Sendable {
    /// 1-based position.
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }
}
