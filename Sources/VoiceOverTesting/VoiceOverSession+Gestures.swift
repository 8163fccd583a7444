import AccessibilityTree
import VoiceCursor

/// The gestures, as `VoiceOver` has them, each logged in the session's transcript.
extension VoiceOverSession {
    /// Performs `gesture`; every named gesture below goes through here.
    @discardableResult
    public func perform(_ gesture: Gesture) -> GestureResult {
        record(.gesture(gesture), gesture.description) { voiceOver.perform(gesture) }
    }

    /// Flick right: the next element.
    @discardableResult public func next() -> GestureResult { perform(.next) }
    /// Flick left: the previous element.
    @discardableResult public func previous() -> GestureResult { perform(.previous) }
    /// Four-finger tap near the top: the first element.
    @discardableResult public func first() -> GestureResult { perform(.first) }
    /// Four-finger tap near the bottom: the last element.
    @discardableResult public func last() -> GestureResult { perform(.last) }
    /// Touch at `point` (window coordinates).
    @discardableResult public func touch(at point: Point) -> GestureResult { perform(.touch(point)) }
    /// Double tap.
    @discardableResult public func activate() -> GestureResult { perform(.activate) }
    /// Two-finger scrub.
    @discardableResult public func escape() -> GestureResult { perform(.escape) }
    /// Two-finger double tap.
    @discardableResult public func magicTap() -> GestureResult { perform(.magicTap) }
    /// Three-finger swipe.
    @discardableResult public func scroll(_ direction: AccessibilityScrollDirection) -> GestureResult { perform(.scroll(direction)) }
    /// Flick up on an adjustable element.
    @discardableResult public func increment() -> GestureResult { perform(.increment) }
    /// Flick down on an adjustable element.
    @discardableResult public func decrement() -> GestureResult { perform(.decrement) }
    /// Two-finger twist to a rotor setting.
    @discardableResult public func rotor(_ setting: RotorSetting) -> GestureResult { perform(.rotor(setting)) }
    /// Flick down with a rotor setting chosen.
    @discardableResult public func rotorNext() -> GestureResult { perform(.rotorNext) }
    /// Flick up with a rotor setting chosen.
    @discardableResult public func rotorPrevious() -> GestureResult { perform(.rotorPrevious) }
    /// Two-finger swipe up (from the top) or down (from the focus).
    @discardableResult public func readAll(fromTop: Bool = true) -> GestureResult { perform(.readAll(fromTop: fromTop)) }

    /// Lets `duration` of virtual time pass; the next gesture does not wait for speech, so it can
    /// interrupt.
    public func wait(_ duration: Duration) {
        record(.wait(duration), "wait \(duration)") { voiceOver.wait(duration) }
    }

    /// Moves focus to the element with accessibilityIdentifier `identifierOrLabel`, else the first
    /// whose label it is (a test's shortcut, not a gesture). When there is none, the test fails with
    /// the screen's swipe order.
    @discardableResult
    public func focus(_ identifierOrLabel: String,
                      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                      line: UInt = #line, column: UInt = #column) -> Bool {
        let found = record(.focus(identifierOrLabel), "focus \"\(identifierOrLabel)\"") { voiceOver.focus(identifierOrLabel) }
        if !found {
            fail(Failure(summary: "focus(\"\(identifierOrLabel)\"): no element with that identifier or label on screen",
                         swipeOrder: swipeOrder()),
                 CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        return found
    }
}
