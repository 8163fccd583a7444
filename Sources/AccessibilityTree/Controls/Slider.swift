/// A slider, like `UISlider`: adjustable, valued in percent of its range, stepping 10% (docs/model.md §2, docs/voiceover.md §5).
@MainActor
open class Slider: Control {
    public var value: Double { didSet { invalidateAccessibility() } }
    public var minimumValue: Double
    public var maximumValue: Double

    /// VoiceOver's step for a slider: a tenth of the range.
    public static let accessibilityStepFraction = 0.1

    public init(value: Double = 0.5, minimumValue: Double = 0, maximumValue: Double = 1, frame: Rect = .zero) {
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        super.init(frame: frame)
    }

    override open var className: String { "UISlider" }
    override open var standardIsAccessibilityElement: Bool { true }
    override open var standardAccessibilityTraits: AccessibilityTraits { stateTraits.union(.adjustable) }

    /// The value as a rounded percentage of the range in the device's format, e.g. "50%" ("50 %" in German).
    override open var standardAccessibilityValue: String? {
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? (value - minimumValue) / range : 0
        return deviceLanguage.percent(Int((fraction * 100).rounded()))
    }

    override open func accessibilityIncrement() { step(by: 1) }
    override open func accessibilityDecrement() { step(by: -1) }

    private func step(by direction: Double) {
        guard isEnabled else { return }
        let range = maximumValue - minimumValue
        value = min(maximumValue, max(minimumValue, value + direction * range * Self.accessibilityStepFraction))
        sendActions(for: .valueChanged)
    }
}
