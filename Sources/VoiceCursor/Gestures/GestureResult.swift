import AccessibilityTree

/// What one gesture did: who handled it, and everything observable that followed.
public struct GestureResult: Hashable, Sendable {
    public var gesture: Gesture
    public var handler: GestureHandler
    /// The events logged during the gesture, in order.
    public var events: [VoiceOverEvent]
    /// The focused element afterwards.
    public var focused: ElementSnapshot?

    /// Everything spoken during the gesture.
    public var spoken: [String] {
        events.compactMap { event in
            if case .speech(let text, _) = event.kind { return text }
            return nil
        }
    }

    /// The sounds played during the gesture.
    public var sounds: [Sound] {
        events.compactMap { event in
            if case .sound(let sound) = event.kind { return sound }
            return nil
        }
    }

    /// The transitions that completed during the gesture.
    public var transitions: [TransitionRecord.Kind] {
        events.compactMap { event in
            if case .transition(let kind, _) = event.kind { return kind }
            return nil
        }
    }

    /// The messages controls sent during the gesture.
    public var actions: [String] {
        events.compactMap { event in
            if case .action(let action) = event.kind { return action }
            return nil
        }
    }
}
