import AccessibilityTree

/// Runs a VoiceOver script on a session and reports what happened, entry by entry.
///
/// Expectations that fail are reported and the script goes on, so one run shows every failure.
@MainActor
public final class ScriptRunner {
    /// The transcript the commands are recorded in.
    public let recorder: TranscriptRecorder
    public var voiceOver: VoiceOver { recorder.voiceOver }
    /// Voice Control on the same app, started by the first `say` (docs/voice-control.md).
    public private(set) var voiceControl: VoiceControl?
    /// The number of commands run so far (the step of the next entries).
    public var step: Int { recorder.step }

    /// A runner with a transcript of its own.
    public convenience init(voiceOver: VoiceOver) {
        self.init(recorder: TranscriptRecorder(voiceOver: voiceOver))
    }

    /// A runner that records in `recorder`, after what is there already (a focus test's gestures).
    public init(recorder: TranscriptRecorder) {
        self.recorder = recorder
    }

    /// Runs `command`, returning the entries it produced: the events before it, its echo, the events
    /// it caused, then any expectation or tree.
    @discardableResult
    public func run(_ command: ScriptCommand) -> ArraySlice<TranscriptEntry> {
        let start = recorder.entries.count
        recorder.record(command) { ((), outcome(of: command)) }
        return recorder.entries[start...]
    }

    /// Performs `command` and returns what it reports beyond the events: an expectation's result, a tree.
    private func outcome(of command: ScriptCommand) -> [TranscriptEntry.Content] {
        switch command.action {
        case .gesture(let gesture):
            voiceOver.perform(gesture)
        case .wait(let duration):
            voiceOver.wait(duration)
        case .focus(let target):
            if !voiceOver.focus(target) {
                return [.expectation(ExpectationResult(
                    command: command, passed: false, expected: "an element \"\(target)\" to focus",
                    actual: "no element with that identifier or label on screen"))]
            }
        case .tree:
            voiceOver.waitForSpeech()
            return [.tree(voiceOver.tree.snapshot)]
        case .rotate(let orientation):
            voiceOver.window?.rotate(to: orientation)
        case .post(let notification, let argument):
            voiceOver.application.post(notification: notification, argument: resolve(argument, for: notification))
        case .expect(let expectation):
            let (passed, actual) = expectation.check(on: voiceOver)
            return [.expectation(ExpectationResult(command: command, passed: passed, expected: expectation.expected, actual: actual))]
        case .say(let utterance):
            let voiceControl = voiceControl ?? VoiceControl(application: voiceOver.application)
            self.voiceControl = voiceControl
            let result = voiceControl.say(utterance)
            // The command may have run app code that posted nothing: VoiceOver reads the screen as it is now.
            voiceOver.rederive()
            return [.voiceControl(result)]
        }
        return []
    }

    /// A notification's argument from a script: an element on screen named by identifier or label
    /// (for screenChanged and layoutChanged), else the string itself.
    private func resolve(_ argument: String?, for notification: AccessibilityNotification) -> Any? {
        guard let argument else { return nil }
        guard notification == .screenChanged || notification == .layoutChanged else { return argument }
        let match = voiceOver.tree.elements.first { $0.identifier == argument }
            ?? voiceOver.tree.elements.first { $0.label == argument }
        if let match, let object = voiceOver.tree.object(for: match.id) { return object }
        return argument
    }
}
