/// A row or column of views, like `UIStackView`: arranged subviews are placed one after another,
/// hidden ones collapse. Views with a size keep it along the axis; views without one share the rest.
/// Across the axis each view fills the stack, or, with another alignment, keeps the size it has
/// (its intrinsic one, as Auto Layout or Interface Builder gave it) at the stack's start, centre or end.
@MainActor
open class StackView: View {
    public enum Axis: String, Hashable, Codable, Sendable, CaseIterable { case horizontal, vertical }
    /// `UIStackView.Alignment` across the axis; `baseline` keeps each view where its layout put it.
    public enum Alignment: String, Hashable, Codable, Sendable, CaseIterable { case fill, leading, center, trailing, baseline }

    public var axis: Axis { didSet { setNeedsLayout() } }
    public var spacing: Double { didSet { setNeedsLayout() } }
    public var alignment: Alignment { didSet { setNeedsLayout() } }
    public private(set) var arrangedSubviews: [View] = []

    public init(axis: Axis = .vertical, spacing: Double = 0, alignment: Alignment = .fill, frame: Rect = .zero) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
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
        let across = vertical ? frame.width : frame.height
        for (view, size) in zip(shown, fixed) {
            let extent = size > 0 ? size : share
            let own = vertical ? view.frame.width : view.frame.height
            let breadth = alignment == .fill || own <= 0 ? across : min(own, across)
            let offset: Double = switch alignment {
            case .fill, .leading: 0
            case .center: (across - breadth) / 2
            case .trailing: across - breadth
            case .baseline: min(max(0, vertical ? view.frame.minX : view.frame.minY), across - breadth)
            }
            view.frame = vertical
                ? Rect(x: offset, y: position, width: breadth, height: extent)
                : Rect(x: position, y: offset, width: extent, height: breadth)
            position += extent + spacing
        }
    }
}
