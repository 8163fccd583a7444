import Foundation
import VoiceCursor

/// Prints transcript entries as they happen, in text or JSON Lines, and counts failed expectations.
struct TranscriptPrinter {
    let format: OutputFormat
    private(set) var failures = 0

    init(format: OutputFormat) {
        self.format = format
    }

    mutating func print(_ entries: ArraySlice<TranscriptEntry>) {
        for entry in entries {
            if case .expectation(let result) = entry.content, !result.passed { failures += 1 }
            let lines = format == .json ? JSONTranscript.lines(for: entry) : TextTranscript.lines(for: entry)
            for line in lines { Swift.print(line) }
        }
        fflush(nil)
    }
}

/// Runs script commands on a loaded scene, printing the transcript.
@MainActor
struct ScriptExecution {
    let runner: ScriptRunner
    var printer: TranscriptPrinter

    init(voiceOver: VoiceOver, format: OutputFormat) {
        runner = ScriptRunner(voiceOver: voiceOver)
        printer = TranscriptPrinter(format: format)
        printer.print(runner.recorder.recordEvents())
    }

    mutating func run(_ commands: [ScriptCommand]) {
        for command in commands { printer.print(runner.run(command)) }
    }

    /// Lets speech finish and stops VoiceOver; throws exit 2 when a WAV file asked for could not be
    /// written, else exit 1 when an expectation failed.
    mutating func finish() throws {
        runner.voiceOver.waitForSpeech()
        runner.voiceOver.stop()
        printer.print(runner.recorder.recordEvents())
        if let failed = runner.voiceOver.failedSpeechWrites.first { throw CLIError.input("\(failed)") }
        if printer.failures > 0 { throw CLIError.expectationsFailed(printer.failures) }
    }
}
