import AccessibilityTree

/// A VoiceOver gesture, named by the command that performs it (docs/voiceover.md §5's command column).
public enum Gesture: Hashable, Sendable, CustomStringConvertible {
    /// Flick right.
    case next
    /// Flick left.
    case previous
    /// Four-finger tap near the top.
    case first
    /// Four-finger tap near the bottom.
    case last
    /// Touch at a point (explore by touch).
    case touch(Point)
    /// Double tap.
    case activate
    /// Two-finger scrub (Z).
    case escape
    /// Two-finger double tap.
    case magicTap
    /// Three-finger swipe.
    case scroll(AccessibilityScrollDirection)
    /// Flick up on an adjustable element.
    case increment
    /// Flick down on an adjustable element.
    case decrement
    /// Two-finger twist to a rotor setting.
    case rotor(RotorSetting)
    /// Flick down with a rotor setting chosen.
    case rotorNext
    /// Flick up with a rotor setting chosen.
    case rotorPrevious
    /// Two-finger swipe up (from the top) or down (from the focus).
    case readAll(fromTop: Bool)
    /// Two-finger tap: pause or resume speech.
    case pause

    /// The command's name, as scripts write it ("magic-tap", "scroll up", "touch 10 20").
    public var description: String {
        switch self {
        case .next: return "next"
        case .previous: return "previous"
        case .first: return "first"
        case .last: return "last"
        case .touch(let point): return "touch \(format(point.x)) \(format(point.y))"
        case .activate: return "activate"
        case .escape: return "escape"
        case .magicTap: return "magic-tap"
        case .scroll(let direction): return "scroll \(direction.rawValue)"
        case .increment: return "increment"
        case .decrement: return "decrement"
        case .rotor(let setting): return "rotor \(setting.commandName)"
        case .rotorNext: return "rotor-next"
        case .rotorPrevious: return "rotor-previous"
        case .readAll(let fromTop): return fromTop ? "read-all" : "read-all from-focus"
        case .pause: return "pause"
        }
    }

    /// VoiceOver's name for the gesture in handler lines ("escape", "magic tap", "scroll").
    public var spokenName: String {
        switch self {
        case .magicTap: return "magic tap"
        case .scroll: return "scroll"
        case .readAll: return "read all"
        default: return description
        }
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// A rotor setting (VoiceOver's words).
public enum RotorSetting: Hashable, Sendable, CustomStringConvertible {
    case headings, links, formControls, containers, actions, adjustValue
    /// An app's custom rotor, by name.
    case custom(String)

    /// The setting's name in English ("Headings", "Form Controls"), as messages and transcripts name it.
    public var description: String { spokenName(in: .english) }

    /// What VoiceOver says when the rotor turns to it, in `language`; a custom rotor's name as the app
    /// gives it.
    public func spokenName(in language: VoiceOverLanguage) -> String {
        switch self {
        case .headings: return language.word(.rotorHeadings)
        case .links: return language.word(.rotorLinks)
        case .formControls: return language.word(.rotorFormControls)
        case .containers: return language.word(.rotorContainers)
        case .actions: return language.word(.rotorActions)
        case .adjustValue: return language.word(.rotorAdjustValue)
        case .custom(let name): return name
        }
    }

    /// The name scripts use ("headings", "form-controls", or a custom rotor's name).
    public var commandName: String {
        switch self {
        case .headings: return "headings"
        case .links: return "links"
        case .formControls: return "form-controls"
        case .containers: return "containers"
        case .actions: return "actions"
        case .adjustValue: return "adjust-value"
        case .custom(let name): return name
        }
    }

    /// The setting named `name` in a script: a built-in one, else a custom rotor.
    public init(commandName name: String) {
        switch name.lowercased() {
        case "headings": self = .headings
        case "links": self = .links
        case "form-controls", "formcontrols", "form controls": self = .formControls
        case "containers": self = .containers
        case "actions": self = .actions
        case "adjust-value", "adjustvalue", "adjust value": self = .adjustValue
        default: self = .custom(name)
        }
    }
}
