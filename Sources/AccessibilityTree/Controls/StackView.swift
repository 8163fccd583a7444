/// A row or column of views, like `UIStackView`: arranged subviews are placed one after another,
/// hidden ones collapse. Views with a size keep it along the axis; views without one share the rest.
@MainActor
open class StackView: View {
    public enum Axis: String, Hashable, Codable, Sendable, CaseIterable { case horizontal, vertical }

    public var axis: Axis { didSet { setNeedsLayout() } }
    public var spacing: Double { didSet { setNeedsLayout() } }
    public private(set) var arrangedSubviews: [View] = []

    public init(axis: Axis = .vertical, spacing: Double = 0, frame: Rect = .zero) {
        self.axis = axis
        self.spacing = spacing
        super.init(frame: frame)
    }

    override open var className: String { "UIStackView" }

    /// Adds `view` at the end of the arrangement.
    public func addArrangedSubview(_ view: View) {
        arrangedSubviews.append(view)
        addSubview(view)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let shown = arrangedSubviews.filter { !$0.isHidden }
        guard !shown.isEmpty else { return }
        let vertical = axis == .vertical
        let length = vertical ? frame.height : frame.width
        let fixed = shown.map { vertical ? $0.frame.height : $0.frame.width }
        let flexibleCount = fixed.filter { $0 <= 0 }.count
        let gaps = spacing * Double(shown.count - 1)
        let share = flexibleCount > 0 ? max(0, (length - gaps - fixed.reduce(0, +)) / Double(flexibleCount)) : 0
        var position: Double = 0
        for (view, size) in zip(shown, fixed) {
            let extent = size > 0 ? size : share
            view.frame = vertical
                ? Rect(x: 0, y: position, width: frame.width, height: extent)
                : Rect(x: position, y: 0, width: extent, height: frame.height)
            position += extent + spacing
        }
    }
}
