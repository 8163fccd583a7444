/// What exploration learnt by trying gestures on a screen state (rules read these).
public struct ProbeOutcomes: Sendable {
    /// Double tap on each actionable element, by reading-order index.
    public var activations: [Int: ActivationOutcome] = [:]
    /// The escape gesture, when tried.
    public var escape: EscapeOutcome?
    /// Three-finger scrolls, one per scrolling area.
    public var scrolls: [ScrollOutcome] = []
    /// Increment then decrement on each adjustable element: whether either changed its value.
    public var adjustments: [Int: Bool] = [:]

    public init() {}
}

/// What a double tap did.
public struct ActivationOutcome: Sendable {
    /// The screen state it led to (nil when the bound stopped exploration or the screen stayed).
    public var targetID: Int?
    /// Whether the screen changed (structurally).
    public var changedScreen: Bool
    /// A digest of what happened (target screen, messages sent, value changes): equal digests mean
    /// the same action.
    public var signature: String
    /// Whether the front-most presentation went away.
    public var leavesPresentation: Bool
    /// Whether the front-most navigation stack got shorter or showed its hidden bar again.
    public var goesBack: Bool

    public init(targetID: Int?, changedScreen: Bool, signature: String, leavesPresentation: Bool, goesBack: Bool) {
        self.targetID = targetID
        self.changedScreen = changedScreen
        self.signature = signature
        self.leavesPresentation = leavesPresentation
        self.goesBack = goesBack
    }
}

/// What the escape gesture did.
public struct EscapeOutcome: Sendable {
    /// Whether the screen changed (went back, dismissed).
    public var changedScreen: Bool
    public var leavesPresentation: Bool
    /// Who handled it, as VoiceOver's handler line says.
    public var handler: String

    public init(changedScreen: Bool, leavesPresentation: Bool, handler: String) {
        self.changedScreen = changedScreen
        self.leavesPresentation = leavesPresentation
        self.handler = handler
    }
}

/// What a three-finger scroll did.
public struct ScrollOutcome: Sendable {
    /// The element focused before scrolling (its reading-order index).
    public var elementIndex: Int
    public var direction: String
    /// Whether an app responder's `accessibilityScroll` handled it (rather than UIKit's default).
    public var handledByApp: Bool
    /// Whether VoiceOver spoke a page status ("Page 2 of 3") after it.
    public var spokePageStatus: Bool
    /// Who handled it.
    public var handler: String

    public init(elementIndex: Int, direction: String, handledByApp: Bool, spokePageStatus: Bool, handler: String) {
        self.elementIndex = elementIndex
        self.direction = direction
        self.handledByApp = handledByApp
        self.spokePageStatus = spokePageStatus
        self.handler = handler
    }
}

/// Where VoiceOver's focus went wrong after a transition that led to a screen.
public struct FocusLanding: Sendable {
    /// The gestures that caused the transition, from the first screen.
    public var path: [ExplorationStep]
    /// What went wrong, e.g. `focus lands on a hidden element ("Spinner")`.
    public var problem: String
    /// The element VoiceOver focused instead, when any (reading-order index on the screen reached).
    public var focusedIndex: Int?

    public init(path: [ExplorationStep], problem: String, focusedIndex: Int?) {
        self.path = path
        self.problem = problem
        self.focusedIndex = focusedIndex
    }
}

/// An announcement heard during exploration, and how often it was heard to the end.
public struct AnnouncementRecord: Sendable {
    public var text: String
    public var finished: Int
    public var interrupted: Int
    /// The gestures after which it was first announced.
    public var path: [ExplorationStep]

    public init(text: String, finished: Int, interrupted: Int, path: [ExplorationStep]) {
        self.text = text
        self.finished = finished
        self.interrupted = interrupted
        self.path = path
    }
}
