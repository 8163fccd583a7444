import AccessibilityTree

/// Who handled a gesture: a responder in the chain, UIKit's default behaviour, or nobody.
public enum GestureHandler: Hashable, Sendable, CustomStringConvertible {
    /// A responder's own method or block returned true.
    case responder(ResponderDescription)
    /// UIKit's built-in behaviour acted (a navigation controller popped, a switch toggled).
    case uikitDefault(ResponderDescription, action: String)
    /// Nothing handled it; `fallback` says what the system did instead (e.g. "system default").
    case unhandled(fallback: String?)
    /// VoiceOver itself acted (moving the cursor, turning the rotor); no app code ran.
    case voiceOver

    /// "UINavigationController", "PlayerView (play)", "unhandled".
    public var description: String {
        switch self {
        case .responder(let responder): return responder.description
        case .uikitDefault(let responder, let action): return "\(responder) (UIKit default: \(action))"
        case .unhandled(let fallback): return fallback.map { "unhandled: \($0)" } ?? "unhandled"
        case .voiceOver: return "VoiceOver"
        }
    }

    /// Whether anything handled the gesture.
    public var isHandled: Bool {
        if case .unhandled = self { return false }
        return true
    }

    /// The responder that handled it, when one did.
    public var responder: ResponderDescription? {
        switch self {
        case .responder(let responder), .uikitDefault(let responder, _): return responder
        case .unhandled, .voiceOver: return nil
        }
    }
}

/// A responder described for transcripts: its class and, when it has them, identifier and label;
/// or the app code that handled the gesture, when the handling block has a description.
public struct ResponderDescription: Hashable, Sendable, Codable, CustomStringConvertible {
    public var className: String
    public var identifier: String?
    public var label: String?
    /// What to say in transcripts instead of the responder: the app's method that handled the
    /// gesture, what it does and its Swift line (`Responder.accessibilityBlockDescriptions`).
    public var summary: String?

    public init(className: String, identifier: String? = nil, label: String? = nil, summary: String? = nil) {
        self.className = className
        self.identifier = identifier
        self.label = label
        self.summary = summary
    }

    /// Describes a live responder; when `block` handled the gesture, with that block's description.
    @MainActor
    public init(_ responder: Responder, handledBy block: AccessibilityBlock? = nil) {
        className = responder.displayClassName
        summary = block.flatMap { responder.accessibilityBlockDescriptions[$0] }
        if let object = responder as? AccessibilityObject {
            identifier = object.accessibilityIdentifier
            label = object.accessibilityLabel
        } else if let controller = responder as? ViewController {
            identifier = controller.storyboardIdentifier
            label = controller.title
        }
    }

    /// `UIButton "Play"` or `PlayerView #playerView` or just the class; the summary when there is one.
    public var description: String {
        if let summary { return summary }
        if let identifier, !identifier.isEmpty { return "\(className) #\(identifier)" }
        if let label, !label.isEmpty { return "\(className) \"\(label)\"" }
        return className
    }
}
