/// A notification an app posts to VoiceOver, like `UIAccessibility.Notification`.
public enum AccessibilityNotification: String, Hashable, Codable, Sendable, CaseIterable {
    /// A new screen: plays the "screen changed" sound and moves focus (docs/voiceover.md §7).
    case screenChanged
    /// Part of the screen changed: moves focus to the argument, or keeps it when still present.
    case layoutChanged
    /// Speaks a string without moving focus.
    case announcement
    /// Speaks the scroll position after a three-finger scroll, e.g. "Page 2 of 3".
    case pageScrolled
}

/// What a notification carries: nothing, an element to focus, or a string to speak.
@MainActor
public enum AccessibilityNotificationArgument {
    case none
    case element(AccessibilityObject)
    case string(String)
    /// An announcement that waits for current speech instead of interrupting it.
    case queuedString(String)

    /// Interprets UIKit's `Any?` argument: a view or element, a string (or a ``QueuedAnnouncement``),
    /// or nil.
    public init(_ value: Any?) {
        switch value {
        case let object as AccessibilityObject: self = .element(object)
        case let queued as QueuedAnnouncement: self = .queuedString(queued.text)
        case let string as String: self = .string(string)
        case let convertible as CustomStringConvertible: self = .string(convertible.description)
        default: self = .none
        }
    }
}

/// An announcement that waits its turn, like an attributed string with UIKit's
/// `accessibilitySpeechQueueAnnouncement` attribute set to true.
public struct QueuedAnnouncement: Hashable, Sendable {
    public var text: String

    public init(_ text: String) {
        self.text = text
    }
}

/// Something VoiceOver hears from the app: a posted notification, or a finished transition after
/// which UIKit itself posts screenChanged (docs/voiceover.md §7).
@MainActor
public enum AccessibilityEvent {
    case posted(AccessibilityNotification, AccessibilityNotificationArgument)
    case transition(TransitionRecord)
}

/// A view-controller transition that has completed.
@MainActor
public struct TransitionRecord {
    /// What kind of transition it was; VoiceOver's focus rule depends on it (docs/voiceover.md §7).
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case push, pop, present, dismiss, tabSelection, rotation, setViewControllers
    }

    public var kind: Kind
    /// The controller that was on top before, when there is one.
    public var from: ViewController?
    /// The controller that is on top now, when there is one.
    public var to: ViewController?
    /// Whether the app posted screenChanged or layoutChanged during the transition, replacing UIKit's.
    public var replacedByApp: Bool
}

/// Receives the app's notifications and transitions; the VoiceOver session is one.
@MainActor
public protocol AccessibilityEventListener: AnyObject {
    func application(_ application: Application, didSend event: AccessibilityEvent)
}

/// A notification VoiceOver posts back to the app, like UIKit's accessibility status notifications.
@MainActor
public enum AccessibilityStatusNotification {
    /// `UIAccessibility.announcementDidFinishNotification` with its two user-info values.
    case announcementDidFinish(stringValue: String, wasSuccessful: Bool)
    /// `UIAccessibility.voiceOverStatusDidChangeNotification`.
    case voiceOverStatusDidChange(isVoiceOverRunning: Bool)
    /// `UIAccessibility.elementFocusedNotification` with the focused element.
    case elementFocused(AccessibilityObject?)

    /// The notification's name, for registering observers.
    public var name: Name {
        switch self {
        case .announcementDidFinish: return .announcementDidFinish
        case .voiceOverStatusDidChange: return .voiceOverStatusDidChange
        case .elementFocused: return .elementFocused
        }
    }

    /// Names of VoiceOver's status notifications.
    public enum Name: String, Hashable, Sendable, CaseIterable {
        case announcementDidFinish, voiceOverStatusDidChange, elementFocused
    }
}

/// The app's notification centre for VoiceOver's status notifications (seed 001, Listing 6-2).
///
/// UIKit uses `NotificationCenter.default`; a11ysim gives each `Application` its own centre so that
/// tests running side by side never hear each other.
@MainActor
public final class AccessibilityNotificationCenter {
    /// A registration; pass it to ``removeObserver(_:)`` to stop observing.
    public struct Token: Hashable, Sendable {
        let id: Int
    }

    private var observers: [(token: Token, name: AccessibilityStatusNotification.Name,
                             block: @MainActor (AccessibilityStatusNotification) -> Void)] = []
    private var nextID = 0

    init() {}

    /// Calls `block` for every notification called `name` from now on.
    @discardableResult
    public func addObserver(forName name: AccessibilityStatusNotification.Name,
                            using block: @escaping @MainActor (AccessibilityStatusNotification) -> Void) -> Token {
        nextID += 1
        let token = Token(id: nextID)
        observers.append((token, name, block))
        return token
    }

    /// Stops the observer registered with `token`.
    public func removeObserver(_ token: Token) {
        observers.removeAll { $0.token == token }
    }

    /// Delivers `notification` to its observers in registration order.
    public func post(_ notification: AccessibilityStatusNotification) {
        for observer in observers where observer.name == notification.name {
            observer.block(notification)
        }
    }
}
