import AccessibilityTree

/// Something observable that happened in a VoiceOver session, stamped with the step (gesture number)
/// and the virtual time.
public struct VoiceOverEvent: Hashable, Sendable {
    /// The gesture count when it happened (0 before the first gesture).
    public var step: Int
    /// The virtual clock.
    public var time: Duration
    public var kind: Kind

    public init(step: Int, time: Duration, kind: Kind) {
        self.step = step
        self.time = time
        self.kind = kind
    }

    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// VoiceOver said something (element phrase, hint, value change, announcement, page status…).
        case speech(String, SpeechKind)
        /// An utterance stopped before its end (`progress` is the fraction heard, 0…1).
        case speechInterrupted(String, progress: Double)
        /// A sound played.
        case sound(Sound)
        /// Focus moved to an element.
        case focus(ElementSnapshot)
        /// The app posted a notification (argument described: a phrase, a string, or nil).
        case notification(AccessibilityNotification, argument: String?)
        /// Who handled a gesture.
        case handler(Gesture, GestureHandler)
        /// A view-controller transition completed, with the controller now on top.
        case transition(TransitionRecord.Kind, to: String?)
        /// A control or cell sent a message ("sends didTapPlay: to PlayerViewController").
        case action(String)
        /// announcementDidFinish was posted to the app.
        case announcementFinished(String, wasSuccessful: Bool)
        /// The rotor turned to a setting.
        case rotor(RotorSetting)
        /// Something the user should know that is not VoiceOver's behaviour (a UIKit warning,
        /// a speech fallback).
        case warning(String)
    }
}

/// Why VoiceOver said something.
public enum SpeechKind: String, Hashable, Sendable, Codable {
    case elementPhrase, hint, valueChange, announcement, pageStatus, rotorSetting, screenChangedString
}

/// VoiceOver's sounds.
public enum Sound: String, Hashable, Sendable, Codable, CustomStringConvertible {
    case screenChanged = "screen changed"
    case layoutChanged = "layout changed"
    case boundary
    case pageTurn = "page turn"

    public var description: String { rawValue }
}
