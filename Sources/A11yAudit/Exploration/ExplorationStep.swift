import AccessibilityTree
import VoiceCursor

/// One gesture of a path: focus the element at a reading-order index, then perform the gesture.
public struct ExplorationStep: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The gestures exploration uses.
    public enum Probe: Hashable, Codable, Sendable {
        case activate, escape, increment, decrement
        case scroll(AccessibilityScrollDirection)
        /// The app performs a segue from code, from the scene `source` on screen: no gesture.
        case appSegue(source: String, identifier: String)
        /// Opens the scene `scene` on a fresh application the way the app shows it (`opening` says
        /// how): the first step of the paths of the states explored from an entry.
        case open(scene: String, opening: String)

        /// The gesture VoiceOver performs; nil for what the app does by itself.
        var gesture: Gesture? {
            switch self {
            case .activate: return .activate
            case .escape: return .escape
            case .increment: return .increment
            case .decrement: return .decrement
            case .scroll(let direction): return .scroll(direction)
            case .appSegue, .open: return nil
            }
        }
    }

    public var action: Probe
    /// The element focused first — its index in the screen's canonical order (the reading order with the
    /// elements outside scroll views first; see `ScreenKey`) — or nil to keep the focus.
    public var elementIndex: Int?
    /// The element's label (or identifier) when recorded: a replay checks it is the same element.
    public var elementName: String?

    public init(action: Probe, elementIndex: Int?, elementName: String?) {
        self.action = action
        self.elementIndex = elementIndex
        self.elementName = elementName
    }

    /// `activate "Check One"`, `scroll up from "Row 1"`, `escape`, `⟨app performs segue "showDetail"⟩`.
    public var description: String {
        let name = elementName.map { "\"\($0)\"" } ?? "an unnamed element"
        switch action {
        case .activate: return "activate \(name)"
        case .escape: return "escape"
        case .increment: return "increment \(name)"
        case .decrement: return "decrement \(name)"
        case .scroll(let direction): return "scroll \(direction.rawValue) from \(name)"
        case .appSegue(_, let identifier): return "⟨app performs segue \"\(identifier)\"⟩"
        case .open(_, let opening): return opening
        }
    }

    /// The name a step uses for `element`: its label, else its identifier, else its phrase.
    static func name(of element: ElementSnapshot) -> String? {
        if let label = element.label, !label.isEmpty { return label }
        if let identifier = element.identifier, !identifier.isEmpty { return identifier }
        let phrase = element.phrase
        return phrase.isEmpty ? nil : phrase
    }
}

extension Array where Element == ExplorationStep {
    /// `First Level › activate "Check One" › escape`; a path from an entry starts with how the entry
    /// opens instead of the first screen's name: `⟨storyboard ID "Settings"⟩ › activate "Account"`.
    func pathDescription(startingAt firstScreen: String) -> String {
        if case .open? = first?.action { return map(\.description).joined(separator: " › ") }
        return ([firstScreen] + map(\.description)).joined(separator: " › ")
    }
}
