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

/// A responder described for transcripts: its class and, when it has them, identifier and label.
public struct ResponderDescription: Hashable, Sendable, Codable, CustomStringConvertible {
    public var className: String
    public var identifier: String?
    public var label: String?

    public init(className: String, identifier: String? = nil, label: String? = nil) {
        self.className = className
        self.identifier = identifier
        self.label = label
    }

    /// Describes a live responder.
    @MainActor
    public init(_ responder: Responder) {
        className = responder.displayClassName
        if let object = responder as? AccessibilityObject {
            identifier = object.accessibilityIdentifier
            label = object.accessibilityLabel
        } else if let controller = responder as? ViewController {
            identifier = controller.storyboardIdentifier
            label = controller.title
        }
    }

    /// `UIButton "Play"` or `PlayerView #playerView` or just the class.
    public var description: String {
        if let identifier, !identifier.isEmpty { return "\(className) #\(identifier)" }
        if let label, !label.isEmpty { return "\(className) \"\(label)\"" }
        return className
    }
}
