import Foundation
import VoiceCursor

/// `a11ysim session --voice-control`: type what a Voice Control user would say, one command a line,
/// and see what happened and the overlay as text; the result is spoken when speech is on
/// (docs/voice-control.md §4).
@MainActor
struct VoiceControlPrompt {
    let voiceControl: VoiceControl
    let speaker: Speaker
    let format: OutputFormat
    let isInteractive: Bool
    private var printer: TranscriptPrinter
    private var clock = Duration.zero
    private var step = 0

    init(voiceControl: VoiceControl, speaker: Speaker, format: OutputFormat, isInteractive: Bool) {
        self.voiceControl = voiceControl
        self.speaker = speaker
        self.format = format
        self.isInteractive = isInteractive
        printer = TranscriptPrinter(format: format)
    }

    /// Reads commands until end of input or `quit`; returns the number of commands that did nothing.
    mutating func run() -> Int {
        if isInteractive {
            print("Voice Control on \(voiceControl.screen.title ?? voiceControl.screen.pathDescription). Say a command "
                  + "(\"Show numbers\", \"Tap Send\", \"Scroll down\", \"Go back\"); an empty line shows the overlay; quit ends.")
        }
        var failed = 0
        while true {
            if isInteractive { print("say> ", terminator: ""); fflush(nil) }
            guard let line = readLine() else { break }
            let utterance = line.trimmingCharacters(in: .whitespaces)
            if utterance == "quit" || utterance == "q" { break }
            if utterance.isEmpty {
                if format == .text { print(voiceControl.overlayText()) }
                continue
            }
            step += 1
            let result = voiceControl.say(utterance)
            if !result.succeeded { failed += 1 }
            printer.print([TranscriptEntry(step: step, command: utterance, time: clock, content: .voiceControl(result))])
            if format == .text, result.overlay.kind != nil { print(voiceControl.overlayText()) }
            speak(result.message)
        }
        _ = speaker.finish()
        for warning in speaker.takeWarnings() { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        return failed
    }

    /// Speaks `text` and lets it play before the next command is read.
    private mutating func speak(_ text: String) {
        _ = speaker.speak(Utterance(text, kind: .announcement), mode: .interrupt, at: clock)
        clock = max(clock, speaker.busyUntil)
        _ = speaker.advance(to: clock)
    }
}
