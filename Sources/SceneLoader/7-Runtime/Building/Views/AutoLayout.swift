import AccessibilityTree

/// The documented layout for views a scene gives no frame: a column of rows, top to bottom.
///
/// In a controller's root view the column starts 8 pt below the safe area (below the status bar and
/// any navigation bar) with 16 pt margins; elsewhere it fills the container. Each view gets its
/// natural height (``naturalSize(of:width:)``) and 8 pt spacing; scroll views, tables, collections
/// and container views take the rest of the height (all of it when they are the only child, so a
/// table under a navigation bar gets its content inset as in UIKit).
@MainActor
enum AutoLayout {
    static let margin = 16.0
    static let spacing = 8.0

    /// Places the views of `subviews` that are in `automatic` inside `bounds` minus `insets`.
    static func placeColumn(_ subviews: [View], automatic: Set<ObjectIdentifier>, in bounds: Rect,
                            insets: EdgeInsets, margins: Bool) {
        let placed = subviews.filter { automatic.contains(ObjectIdentifier($0)) }
        guard !placed.isEmpty else { return }
        let fills = placed.filter(fillsRemainingSpace)
        if placed.count == 1, subviews.count == 1, fills.count == 1 {
            placed[0].frame = Rect(origin: .zero, size: bounds.size)
            return
        }
        let side = margins ? margin : 0
        let left = insets.left + side
        let width = max(0, bounds.width - insets.left - insets.right - 2 * side)
        var y = insets.top + (margins ? spacing : 0)
        let bottom = bounds.height - insets.bottom
        let fixedHeight = placed.filter { !fillsRemainingSpace($0) }.reduce(0) { $0 + naturalSize(of: $1, width: width).height + spacing }
        let share = fills.isEmpty ? 0 : max(44, (bottom - y - fixedHeight) / Double(fills.count))
        for view in placed {
            if fillsRemainingSpace(view) {
                view.frame = Rect(x: insets.left, y: y, width: max(0, bounds.width - insets.left - insets.right), height: share)
                y += share
            } else {
                let size = naturalSize(of: view, width: width)
                view.frame = Rect(x: left, y: y, width: size.width, height: size.height)
                y += size.height + spacing
            }
        }
    }

    /// Places the views of a table row in a line: fixed-width controls at their natural width, the
    /// others sharing the rest, vertically centred.
    static func placeLine(_ subviews: [View], automatic: Set<ObjectIdentifier>, in bounds: Rect, leading: Double) {
        let placed = subviews.filter { automatic.contains(ObjectIdentifier($0)) }
        guard !placed.isEmpty else { return }
        let fixed = placed.compactMap { fixedWidth(of: $0) }.reduce(0, +)
        let flexible = placed.filter { fixedWidth(of: $0) == nil }.count
        let available = bounds.width - leading - margin - spacing * Double(placed.count - 1) - fixed
        let share = flexible > 0 ? max(0, available / Double(flexible)) : 0
        var x = leading
        for view in placed {
            let width = fixedWidth(of: view) ?? share
            let height = min(bounds.height, naturalSize(of: view, width: width).height)
            view.frame = Rect(x: x, y: (bounds.height - height) / 2, width: width, height: height)
            x += width + spacing
        }
    }

    /// Whether a view takes the remaining height of its column.
    static func fillsRemainingSpace(_ view: View) -> Bool {
        view is ScrollView || view is SceneContainerView
    }

    /// The width of controls that have one of their own (switches, steppers, activity indicators).
    static func fixedWidth(of view: View) -> Double? {
        switch view {
        case is Switch: return 51
        case is Stepper: return 94
        case is ActivityIndicatorView: return 20
        case let button as Button: return max(44, Double((button.title ?? button.accessibilityLabel ?? "").count) * 9 + 16)
        case is ImageView: return 32
        default: return nil
        }
    }

    /// A view's natural size in a column `width` wide: 44 pt for controls (the minimum touch target),
    /// 21 pt per line of a label, 216 pt for pickers, the content of a container.
    static func naturalSize(of view: View, width: Double) -> Size {
        let height: Double
        switch view {
        case let label as Label:
            let characters = Double((label.text ?? "").count)
            height = 21 * max(1, (characters * 8.5 / max(1, width)).rounded(.up))
        case is PickerView: height = 216
        case is TextView: height = 100
        case is ImageView: return Size(width: min(width, 100), height: 100)
        case is ProgressView: height = 4
        case is ActivityIndicatorView: return Size(width: 20, height: 20)
        case is SearchBar: height = 56
        case is TabBar, is SceneTabBar: height = Metrics.tabBarHeight
        case let stack as StackView:
            let sizes = stack.arrangedSubviews.map { naturalSize(of: $0, width: width) }
            height = stack.axis == .vertical
                ? sizes.reduce(0) { $0 + $1.height } + stack.spacing * Double(max(0, sizes.count - 1))
                : sizes.map(\.height).max() ?? 44
        case let container as SceneView where !container.subviews.isEmpty:
            height = container.contentHeight(width: width)
        default: height = 44
        }
        if let fixed = fixedWidth(of: view), !(view is ImageView) { return Size(width: fixed, height: height) }
        return Size(width: width, height: height)
    }
}
