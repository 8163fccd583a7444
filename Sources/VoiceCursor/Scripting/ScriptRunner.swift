import AccessibilityTree

/// Runs a VoiceOver script on a session and reports what happened, entry by entry.
///
/// Expectations that fail are reported and the script goes on, so one run shows every failure.
@MainActor
public final class ScriptRunner {
    public let voiceOver: VoiceOver
    /// Voice Control on the same app, started by the first `say` (docs/voice-control.md).
    public private(set) var voiceControl: VoiceControl?
    private var reported = 0
    /// The number of commands run so far (the step of the next entries).
    public private(set) var step = 0

    public init(voiceOver: VoiceOver) {
        self.voiceOver = voiceOver
    }

    /// The events not reported yet (at the start: the first screen's phrase), as entries of the
    /// current step.
    public func takeNewEvents(command: String? = nil) -> [TranscriptEntry] {
        let events = voiceOver.events[reported...].map {
            TranscriptEntry(step: step, command: command, time: $0.time, content: .event($0.kind))
        }
        reported = voiceOver.events.count
        return Array(events)
    }

    /// Runs `command`, returning the entries it produced: its echo, the events, then any expectation.
    public func run(_ command: ScriptCommand) -> [TranscriptEntry] {
        var entries = takeNewEvents()
        step += 1
        func entry(_ content: TranscriptEntry.Content) -> TranscriptEntry {
            TranscriptEntry(step: step, command: command.text, time: voiceOver.clock, content: content)
        }
        entries.append(entry(.command(command)))
        var outcome: [TranscriptEntry] = []
        switch command.action {
        case .gesture(let gesture):
            voiceOver.perform(gesture)
        case .wait(let duration):
            voiceOver.wait(duration)
        case .focus(let target):
            if !voiceOver.focus(target) {
                outcome.append(entry(.expectation(ExpectationResult(
                    command: command, passed: false, expected: "an element \"\(target)\" to focus",
                    actual: "no element with that identifier or label on screen"))))
            }
        case .tree:
            voiceOver.waitForSpeech()
            outcome.append(entry(.tree(voiceOver.tree.snapshot)))
        case .rotate(let orientation):
            voiceOver.window?.rotate(to: orientation)
        case .post(let notification, let argument):
            voiceOver.application.post(notification: notification, argument: resolve(argument, for: notification))
        case .expectPhrase(let phrase):
            voiceOver.waitForSpeech()
            let actual = voiceOver.lastPhrase
            outcome.append(entry(.expectation(ExpectationResult(
                command: command, passed: actual == phrase, expected: phrase, actual: actual ?? "(nothing spoken)"))))
        case .expectFocus(let target):
            let focused = voiceOver.focused
            let passed = focused.map { $0.id == voiceOver.element(named: target)?.id } ?? false
            let actual = focused.map { element in element.identifier.map { "\(element.phrase) #\($0)" } ?? element.phrase }
            outcome.append(entry(.expectation(ExpectationResult(
                command: command, passed: passed, expected: target, actual: actual ?? "(nothing focused)"))))
        case .expectScreen(let title):
            let screen = voiceOver.screen
            let passed = screen.title == title || screen.path.last == title
            outcome.append(entry(.expectation(ExpectationResult(
                command: command, passed: passed, expected: title, actual: screen.title ?? screen.pathDescription))))
        case .say(let utterance):
            let voiceControl = voiceControl ?? VoiceControl(application: voiceOver.application)
            self.voiceControl = voiceControl
            outcome.append(entry(.voiceControl(voiceControl.say(utterance))))
            // The command may have run app code that posted nothing: VoiceOver reads the screen as it is now.
            voiceOver.rederive()
        }
        entries.append(contentsOf: takeNewEvents(command: command.text))
        entries.append(contentsOf: outcome)
        return entries
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

/// One line of a transcript: what happened at which step of a script.
public struct TranscriptEntry: Hashable, Sendable {
    /// The script's command number (0 before the first command).
    public var step: Int
    /// The command as written, when the entry belongs to one.
    public var command: String?
    /// The virtual time.
    public var time: Duration
    public var content: Content

    public init(step: Int, command: String?, time: Duration, content: Content) {
        self.step = step
        self.command = command
        self.time = time
        self.content = content
    }

    /// What the entry says.
    public enum Content: Hashable, Sendable {
        /// A command about to run (echoed as `> command`).
        case command(ScriptCommand)
        /// Something VoiceOver did.
        case event(VoiceOverEvent.Kind)
        /// The screen, for the `tree` command.
        case tree(AccessibilitySnapshot)
        /// An expectation's outcome.
        case expectation(ExpectationResult)
        /// What a Voice Control command matched and did.
        case voiceControl(VoiceControlResult)
    }
}

/// The outcome of an `expect…` command.
public struct ExpectationResult: Hashable, Sendable {
    public var command: ScriptCommand
    public var passed: Bool
    public var expected: String
    public var actual: String

    public init(command: ScriptCommand, passed: Bool, expected: String, actual: String) {
        self.command = command
        self.passed = passed
        self.expected = expected
        self.actual = actual
    }
}
