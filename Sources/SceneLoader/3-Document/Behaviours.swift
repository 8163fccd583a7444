import AccessibilityTree

/// What an element, controller or the app delegate does for each event, as lists of steps.
struct Behaviours: Hashable, Sendable {
    var handlers: [BehaviourEvent: [Step]] = [:]
    /// What to say in transcripts for an event's handler instead of its owner: the app's Swift method,
    /// what it does and its line (set for handlers read from code).
    var summaries: [BehaviourEvent: String] = [:]

    subscript(event: BehaviourEvent) -> [Step]? {
        get { handlers[event] }
        set { handlers[event] = newValue }
    }

    var isEmpty: Bool { handlers.isEmpty }

    /// The events with handlers, in the canonical order of ``BehaviourEvent/allCases``.
    var events: [BehaviourEvent] { BehaviourEvent.allCases.filter { handlers[$0] != nil } }

    /// Adds `other`'s handlers, appending steps where both have one (overlays use it); `other`'s
    /// summary wins where both have one.
    mutating func merge(_ other: Behaviours) {
        for (event, steps) in other.handlers { handlers[event, default: []].append(contentsOf: steps) }
        summaries.merge(other.summaries) { $1 }
    }
}

/// An event a behaviour answers.
enum BehaviourEvent: Hashable, Sendable {
    case activate, increment, decrement, escape, magicTap
    /// A three-finger scroll in one direction, or in any direction (nil) not handled otherwise.
    case scroll(AccessibilityScrollDirection?)
    case lifecycle(LifecycleEvent)
    /// VoiceOver finished speaking an announcement successfully.
    case announcementDidFinish

    /// Whether this answers a VoiceOver gesture (its handler can be named in transcripts), not a
    /// controller's lifecycle or a finished announcement.
    var isGesture: Bool {
        switch self {
        case .lifecycle, .announcementDidFinish: return false
        case .activate, .increment, .decrement, .escape, .magicTap, .scroll: return true
        }
    }

    /// Whether this is a three-finger scroll, in one direction or any.
    var isScroll: Bool {
        if case .scroll = self { return true }
        return false
    }

    /// Every event, in the canonical order scene files are written in.
    static let allCases: [BehaviourEvent] =
        [.activate, .increment, .decrement, .escape, .magicTap]
        + AccessibilityScrollDirection.allCases.map { .scroll($0) } + [.scroll(nil)]
        + LifecycleEvent.allCases.map { .lifecycle($0) } + [.announcementDidFinish]
}

/// Which events a kind of owner can answer.
enum BehaviourOwner {
    case element, controller, delegate

    var allowedEvents: [BehaviourEvent] {
        let gestures: [BehaviourEvent] = [.escape, .magicTap]
            + AccessibilityScrollDirection.allCases.map { .scroll($0) } + [.scroll(nil)]
        switch self {
        case .element: return [.activate, .increment, .decrement] + gestures
        case .controller: return gestures + LifecycleEvent.allCases.map { .lifecycle($0) } + [.announcementDidFinish]
        case .delegate: return gestures + [.announcementDidFinish]
        }
    }
}
