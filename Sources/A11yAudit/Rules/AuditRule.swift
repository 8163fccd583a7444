import AccessibilityTree
import Foundation

/// A rule's identity and documentation: what SARIF's rule list, the docs and the configuration use.
public struct RuleDescriptor: Hashable, Codable, Sendable {
    /// Kebab-case id, e.g. `missing-label`.
    public var id: String
    /// One line: what the rule finds.
    public var summary: String
    public var defaultSeverity: Severity
    /// What to do about it (SARIF's help text).
    public var help: String

    public init(id: String, summary: String, defaultSeverity: Severity, help: String) {
        self.id = id
        self.summary = summary
        self.defaultSeverity = defaultSeverity
        self.help = help
    }
}

/// A check over one explored screen state. Rules are pure functions of the captured data, so they
/// can be tested on captures built by hand.
public protocol AuditRule: Sendable {
    var descriptor: RuleDescriptor { get }
    /// The problems on `screen`.
    func check(_ screen: ExploredScreen) -> [RuleHit]
}

/// One problem a rule found on a screen, before the engine turns it into a ``Finding``.
public struct RuleHit: Sendable {
    /// What the hit is about.
    public enum Subject: Sendable {
        /// The screen as a whole.
        case screen
        /// An element VoiceOver reaches, by reading-order index.
        case element(Int)
        /// An element VoiceOver cannot reach, by index in ``ScreenCapture/unreachable``.
        case unreachable(Int)
        /// A control inside another element, by index in ``ScreenCapture/nested``.
        case nested(Int)
    }

    public var subject: Subject
    public var message: String
    /// The gestures that show the problem, when they differ from the screen's own path.
    public var path: [ExplorationStep]?
    /// A better source location than the element's, when the rule knows one (an overlay's).
    public var location: SourceLocation?

    public init(_ subject: Subject, _ message: String, path: [ExplorationStep]? = nil, location: SourceLocation? = nil) {
        self.subject = subject
        self.message = message
        self.path = path
        self.location = location
    }
}

extension ElementSnapshot {
    /// Whether a user acts on it (the model's respondsToUserInteraction, or an interactive trait).
    var isInteractive: Bool {
        respondsToUserInteraction || !traits.isDisjoint(with: .interactive)
    }

    /// The label without surrounding white space, or nil when there is none.
    var trimmedLabel: String? {
        guard let trimmed = label?.trimmingWhitespace(), !trimmed.isEmpty else { return nil }
        return trimmed
    }

    /// How a finding quotes it: `"Play, button"`, or its class when VoiceOver says nothing.
    var quoted: String {
        let spoken = phrase
        return spoken.isEmpty ? className : "\"\(spoken)\""
    }
}

extension String {
    /// The text without leading and trailing white space and line breaks (Unicode White_Space, the
    /// set Foundation's `.whitespacesAndNewlines` describes).
    ///
    /// Rules trim every label on every screen state; Foundation's `trimmingCharacters(in:)` bridges
    /// through NSString on Linux, and most labels have nothing to trim, so those come back as they are.
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return self }
        if !first.properties.isWhitespace && !last.properties.isWhitespace { return self }
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[start...end])
    }
}
