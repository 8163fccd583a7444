import AccessibilityTree
import VoiceCursor

/// Judges where VoiceOver's focus went after a gesture that changed the screen (docs/voiceover.md §7): on nothing,
/// short of a hidden or unreachable element the app asked for, or behind the front-most presentation.
@MainActor
enum FocusLandingCheck {
    /// The problem, when there is one, and the element VoiceOver focused (reading-order index).
    static func problem(in session: LiveSession, events: [VoiceOverEvent]) -> (String, Int?)? {
        guard events.contains(where: isScreenChange), let window = session.window else { return nil }
        let voiceOver = session.voiceOver
        let tree = voiceOver.tree
        guard !tree.elements.isEmpty else {
            // A controller whose view shows nothing but plain views is filled elsewhere (in code, or a
            // storyboard reference to a file not audited): what VoiceOver finds there is not in the input.
            if let content = window.contentViewController, !(content.viewIfLoaded.map(holdsContent) ?? false) { return nil }
            return ("the screen has no accessibility elements: VoiceOver focus lands on nothing", nil)
        }
        let focusedIndex = voiceOver.focused.flatMap { tree.index(of: $0.id) }
        let instead = focusedIndex.map { "; VoiceOver focuses \(tree.elements[$0].quoted) instead" } ?? ""
        if let target = session.recorder.focusTargets.last, tree.index(of: target.objectID) == nil,
           !containsElement(target, tree: tree) {
            let name = target.accessibilityLabel.map { "\"\($0)\"" } ?? target.displayClassName
            let view = LiveQueries.view(of: target)
            if view?.window !== window {
                return ("the app asks VoiceOver to focus \(name), which is not on screen\(instead)", focusedIndex)
            }
            if let view, !LiveQueries.isShown(view) {
                return ("the app asks VoiceOver to focus the hidden element \(name)\(instead)", focusedIndex)
            }
            return ("the app asks VoiceOver to focus \(name), which VoiceOver cannot reach (behind a modal view, or of zero size)\(instead)", focusedIndex)
        }
        if let front = window.presentationStack.last, let container = front.presented.viewIfLoaded?.superview,
           let focused = voiceOver.focusedObject, let view = LiveQueries.view(of: focused), !view.isDescendant(of: container),
           let index = focusedIndex {
            return ("focus lands on \(tree.elements[index].quoted), behind the \(front.style.rawValue) presentation of \(front.presented.screenDescription)", index)
        }
        return nil
    }

    private static func isScreenChange(_ event: VoiceOverEvent) -> Bool {
        switch event.kind {
        case .transition: return true
        case .notification(let name, _): return name == .screenChanged || name == .layoutChanged
        default: return false
        }
    }

    /// Whether `object` is a view with elements inside it (VoiceOver then focuses the first of them).
    private static func containsElement(_ object: AccessibilityObject, tree: DerivedTree) -> Bool {
        guard let container = object as? View else { return false }
        return tree.elements.contains { element in
            guard let live = tree.object(for: element.id), let view = LiveQueries.view(of: live) else { return false }
            return view.isDescendant(of: container)
        }
    }

    /// Whether `view` or a view inside it shows something of its own: text, an image or a control (a
    /// table or collection view without cells is filled by code; hidden views are shown by code).
    /// Whether `view` shows content a11ysim knows: a label, image, text view or control that is not
    /// made in code with a place a11ysim estimated (`frameIsEstimated`: such a screen's layout, and so
    /// what VoiceOver finds there, is not the app's; `no-accessibility-elements` says so instead).
    private static func holdsContent(_ view: View) -> Bool {
        if view.isHidden || view.frameIsEstimated { return false }
        if view is Label || view is ImageView || view is TextView || view is Control { return true }
        return view.subviews.contains(where: holdsContent)
    }
}
