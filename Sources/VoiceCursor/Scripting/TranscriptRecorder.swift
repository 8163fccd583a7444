import AccessibilityTree

/// Keeps a VoiceOver session's transcript: each command echoed, the events that followed it, then
/// the command's outcome (an expectation, a tree).
///
/// Scripts (``ScriptRunner``, `a11ysim run`) and focus tests (VoiceOverTesting) record through it, so
/// a command has the same step, and an event the same command, whichever of them ran it.
@MainActor
public final class TranscriptRecorder {
    /// The session recorded.
    public let voiceOver: VoiceOver
    /// Everything recorded, in order: the first screen's phrase (step 0), then each command with what
    /// followed it.
    public private(set) var entries: [TranscriptEntry] = []
    /// The number of commands recorded so far (the step of the last one).
    public private(set) var step = 0
    private var recordedEvents = 0

    public init(voiceOver: VoiceOver) {
        self.voiceOver = voiceOver
    }

    /// Records the events not recorded yet and returns them: those that happened outside any command
    /// (the first screen's phrase; speech that finished after the last command) belong to none, at the
    /// last command's step.
    @discardableResult
    public func recordEvents() -> ArraySlice<TranscriptEntry> {
        recordEvents(command: nil)
    }

    /// Records `command`: the events before it, its echo, then runs `body` and records the events
    /// that followed and the outcomes `body` returns, in that order.
    public func record<Result>(_ command: ScriptCommand,
                               _ body: () -> (result: Result, outcome: [TranscriptEntry.Content])) -> Result {
        recordEvents()
        step += 1
        entries.append(TranscriptEntry(step: step, command: command.text, time: voiceOver.clock, content: .command(command)))
        let (result, outcome) = body()
        recordEvents(command: command.text)
        for content in outcome {
            entries.append(TranscriptEntry(step: step, command: command.text, time: voiceOver.clock, content: content))
        }
        return result
    }

    /// Lets queued speech finish and records what it said (under no command).
    @discardableResult
    public func settle() -> ArraySlice<TranscriptEntry> {
        voiceOver.waitForSpeech()
        return recordEvents()
    }

    @discardableResult
    private func recordEvents(command: String?) -> ArraySlice<TranscriptEntry> {
        let start = entries.count
        let events = voiceOver.events
        if recordedEvents < events.count {
            for event in events[recordedEvents...] {
                entries.append(TranscriptEntry(step: step, command: command, time: event.time, content: .event(event.kind)))
            }
            recordedEvents = events.count
        }
        return entries[start...]
    }
}
