import AccessibilityTree

/// Questions about live objects that several parts of the capture ask.
@MainActor
enum LiveQueries {
    /// The view that draws `object`: itself, or the view that contains a non-view element.
    static func view(of object: AccessibilityObject) -> View? {
        var current: AccessibilityObject? = object
        while let candidate = current {
            if let view = candidate as? View { return view }
            current = candidate.accessibilityContainer
        }
        return nil
    }

    /// The front-most visible, touchable view containing `point`, as a finger's tap finds it: hidden,
    /// transparent and non-interactive views are skipped with their subtrees, and so are labels and
    /// image views, which UIKit makes non-interactive by default (the model does not).
    static func hitTest(_ view: View, at point: Point) -> View? {
        if view.isHidden || view.alpha <= 0.01 || !view.isUserInteractionEnabled || view is Label || view is ImageView { return nil }
        for subview in view.subviews.reversed() {
            if let hit = hitTest(subview, at: point) { return hit }
        }
        return view.frameInWindow.contains(point) && !(view is Window) ? view : nil
    }

    /// Whether `view` is inside a bar UIKit lays out itself (navigation bar, toolbar, tab bar).
    static func isInSystemBar(_ view: View) -> Bool {
        var current: View? = view
        while let candidate = current {
            if candidate is NavigationBar || candidate is Toolbar || candidate is TabBar { return true }
            current = candidate.superview
        }
        return false
    }

    /// Whether `view` and its ancestors are all shown (not hidden, not transparent, not hidden from
    /// accessibility).
    static func isShown(_ view: View) -> Bool {
        var current: View? = view
        while let candidate = current {
            if candidate.isHidden || candidate.alpha <= 0.01 || candidate.accessibilityElementsHidden { return false }
            current = candidate.superview
        }
        return true
    }

    /// Every view and non-view element in the window, by identity (for elements VoiceOver cannot reach,
    /// which the derived tree does not map back).
    static func objectsByID(in window: Window) -> [ElementID: AccessibilityObject] {
        var result: [ElementID: AccessibilityObject] = [:]
        var pending: [AccessibilityObject] = window.allViews()
        var index = 0
        while index < pending.count {
            let object = pending[index]
            index += 1
            guard result[object.objectID] == nil else { continue }
            result[object.objectID] = object
            for item in object.accessibilityElements ?? [] where !(item is View) { pending.append(item) }
        }
        return result
    }

    /// The colour seen behind `view`'s content: its own or its ancestors' background colours composited
    /// over each other (and over white when all are translucent); nil when no view has one.
    static func backgroundColor(behind view: View) -> Color? {
        var layers: [Color] = []
        var current: View? = view
        while let candidate = current {
            if let color = candidate.backgroundColor, color.alpha > 0 {
                layers.append(color)
                if color.alpha >= 1 { break }
            }
            current = candidate.superview
        }
        guard var result = layers.last.map({ $0.alpha >= 1 ? $0 : Contrast.composite($0, over: .white) }) else { return nil }
        for layer in layers.dropLast().reversed() { result = Contrast.composite(layer, over: result) }
        return result
    }
}
