import AccessibilityTree

/// The element VoiceOver last focused on each screen, so that a pop or a dismissal returns focus to
/// it (docs/voiceover.md §7; docs/voiceover.md, "Transitions").
///
/// A screen is the content controller (``ViewController/contentViewController``) of the innermost
/// controller that holds the element: a navigation bar's button counts for the controller on top of
/// the stack, a tab for the selected tab's screen, and the screens of a navigation controller that an
/// app's own container embeds stay apart from each other and from the container's own elements.
@MainActor
struct FocusMemory {
    /// One screen's element, by id: ids are never reused, so a removed element cannot be mistaken for
    /// a new one. (Not a weak reference to the element: docs/performance.md, "No side tables".)
    private struct Entry {
        /// Weak: a screen that is gone must not be kept alive by VoiceOver; its entry then no longer
        /// matches the (possibly reused) `ObjectIdentifier` it is stored under.
        weak var screen: ViewController?
        let objectID: ElementID
        /// When it was focused: of two screens shown at once, the later focus wins.
        let order: Int
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var order = 0

    /// Remembers `object` as the focus of the screen that shows it; `fallback` is the screen when no
    /// controller holds the object (a view placed on the window itself).
    mutating func remember(_ object: AccessibilityObject, fallback: ViewController?) {
        let holder = object.responderChain.first { $0 is ViewController } as? ViewController
        guard let screen = holder?.contentViewController ?? fallback else { return }
        order += 1
        entries[ObjectIdentifier(screen)] = Entry(screen: screen, objectID: object.objectID, order: order)
    }

    /// The element focused last on the screens `controller` shows now (itself and its visible
    /// children, at any depth) for which `isPresent` holds.
    func focus(shownBy controller: ViewController, where isPresent: (ElementID) -> Bool) -> ElementID? {
        var best: Entry?
        var pending = [controller]
        while let current = pending.popLast() {
            pending.append(contentsOf: current.visibleChildViewControllers)
            guard let entry = entries[ObjectIdentifier(current)], entry.screen === current,
                  entry.order > (best?.order ?? 0), isPresent(entry.objectID) else { continue }
            best = entry
        }
        return best?.objectID
    }
}
