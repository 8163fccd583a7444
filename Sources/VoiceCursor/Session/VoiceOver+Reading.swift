import AccessibilityTree

/// Read all and pause (docs/voiceover.md §5).
extension VoiceOver {
    /// Two-finger swipe up (from the top) or down (from the focus): reads every element to the end,
    /// moving focus along as VoiceOver does; each phrase waits for the one before.
    @discardableResult
    public func readAll(fromTop: Bool = true) -> GestureResult {
        perform(.readAll(fromTop: fromTop)) {
            let elements = tree.elements
            guard !elements.isEmpty else { return .unhandled(fallback: "nothing on screen") }
            let start = fromTop ? 0 : (focusedID.flatMap { tree.index(of: $0) } ?? 0)
            for (offset, element) in elements[start...].enumerated() {
                // Reading on is swiping forward: each element is reached from the one before it.
                focusedFrom = start + offset > 0 ? elements[start + offset - 1].id : nil
                focusedID = element.id
                log(.focus(refreshed(element)))
                speak(refreshed(element).phrase, kind: .elementPhrase, language: element.language, interrupt: offset == 0)
            }
            return .voiceOver
        }
    }

    /// Two-finger tap: pauses speech, or resumes it when paused.
    @discardableResult
    public func pauseOrResume() -> GestureResult {
        let wasWaiting = waitsForSpeech
        waitsForSpeech = false
        defer { waitsForSpeech = wasWaiting }
        return perform(.pause) {
            if speaker.isPaused {
                deliver(speaker.resume(at: clock))
            } else {
                deliver(speaker.pause(at: clock))
            }
            return .voiceOver
        }
    }
}
