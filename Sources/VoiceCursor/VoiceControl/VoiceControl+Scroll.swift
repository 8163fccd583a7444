import AccessibilityTree

/// "Scroll down", "Swipe up", "Scroll to top": the scroll view under the screen's centre, or the
/// named one, moves by a page (docs/voice-control.md §2).
extension VoiceControl {
    func scroll(_ direction: VoiceControlScroll, in target: VoiceControlTarget?) -> VoiceControlOutcome {
        let scrollView: ScrollView?
        if let target {
            let name = target.description
            let named = items.first { $0.isNamed(name) }.flatMap { tree.object(for: $0.id) }
            let labelled = window?.allViews().first { view in
                view is ScrollView && (view.accessibilityLabel.map { VoiceControlName.folded($0) == VoiceControlName.folded(name) } ?? false)
            }
            guard let found = named ?? labelled else { return VoiceControlOutcome(message: "no item named \(name)", succeeded: false) }
            scrollView = Self.enclosingScrollView(of: found)
        } else {
            scrollView = centreScrollView()
        }
        guard let scrollView else { return VoiceControlOutcome(message: "nothing to scroll here", succeeded: false) }
        var offset = scrollView.contentOffset
        switch direction {
        case .down: offset.y += scrollView.pageHeight
        case .up: offset.y -= scrollView.pageHeight
        case .right: offset.x += scrollView.pageWidth
        case .left: offset.x -= scrollView.pageWidth
        case .toTop: offset.y = scrollView.minimumContentOffset.y
        case .toBottom: offset.y = scrollView.maximumContentOffset.y
        }
        let handler = GestureHandler.uikitDefault(ResponderDescription(scrollView), action: "scrolls")
        guard scrollView.isScrollEnabled, scrollView.setContentOffset(offset) else {
            return VoiceControlOutcome(message: "cannot scroll \(direction.rawValue) any further", succeeded: false, handler: handler)
        }
        return VoiceControlOutcome(message: "scrolled \(direction.rawValue)", succeeded: true, handler: handler)
    }

    /// The scroll view under the centre of the window (the front-most view there, or its nearest
    /// scroll view ancestor).
    private func centreScrollView() -> ScrollView? {
        guard let window else { return nil }
        let centre = window.frame.center
        let hit = View.withCachedWindowCoordinates { HitTesting.hitTest(window, at: centre) }
        return hit.flatMap { Self.enclosingScrollView(of: $0) }
    }

    /// `object` when it is a scroll view, else its nearest scroll view ancestor.
    private static func enclosingScrollView(of object: AccessibilityObject) -> ScrollView? {
        var view: View? = object as? View ?? object.accessibilityContainer as? View
        while let current = view {
            if let scroll = current as? ScrollView { return scroll }
            view = current.superview
        }
        return nil
    }
}
