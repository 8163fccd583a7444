import AccessibilityTree
import ArgumentParser
import Foundation
import VoiceCursor

/// How VoiceOver's speech is heard: live, to WAV files, or not at all.
struct SpeechOptions: ParsableArguments {
    @Option(help: "Speech: auto (live when a sound device works, else none), espeak (live), wav=DIR (one WAV file per utterance), wav-session=FILE (one continuous WAV), off (timed at 180 wpm, silent). Default: off for run, auto for session.")
    var speech: String?

    @Option(help: "The espeak-ng voice or language for the session (e.g. en-US, ko); by default the --language's voice (en-US, de, ru).")
    var voice: String?

    @Option(help: "Speaking rate in words per minute (80–450).")
    var rate = 180

    /// The speaker for `--speech` (or `fallback` when not given), in `--voice` or else `language`'s voice. Text output is never printed by the
    /// speaker itself: the transcript shows what is said. A WAV file that would replace one of
    /// `readFiles` is a usage error.
    func makeSpeaker(default fallback: String, language: VoiceOverLanguage = .english, readFiles: ReadFiles) throws -> Speaker {
        let choice = speech ?? fallback
        let output: SpeechOutputChoice
        var synthesis = SpeechConfiguration.Synthesis.espeak
        switch choice {
        case "auto": output = .auto
        case "espeak": output = .live
        case "off": output = .text; synthesis = .estimated
        case "wav=", "wav-session=":
            throw CLIError.input("--speech \(choice) needs a path after '='")
        case let value where value.hasPrefix("wav="): output = .wavFiles(directory: String(value.dropFirst(4)))
        case let value where value.hasPrefix("wav-session="):
            let path = String(value.dropFirst(12))
            if let refusal = readFiles.refusal(writing: path) { throw CLIError.input("--speech \(choice): \(refusal)") }
            output = .continuousWAV(path: path)
        default:
            throw CLIError.input("--speech takes auto, espeak, wav=DIR, wav-session=FILE or off, not '\(choice)'")
        }
        guard SpeechParameters.rateRange.contains(rate) else {
            throw CLIError.input("--rate must be between \(SpeechParameters.rateRange.lowerBound) and \(SpeechParameters.rateRange.upperBound) words per minute, not \(rate)")
        }
        var configuration = SpeechConfiguration(synthesis: synthesis, voice: voice ?? language.espeakVoice,
                                                parameters: SpeechParameters(rate: rate), output: output)
        configuration.readFiles = readFiles
        return Speaker(configuration: configuration, text: TextSpeechOutput(write: { _ in }))
    }

    /// Tells the user once, on standard error, that `speaker` found no sound device, so nothing will be
    /// heard, and which option writes the speech to WAV instead (`wavOption`).
    static func warnIfUnheard(_ speaker: Speaker, wavOption: String) {
        guard let error = speaker.noSoundDevice else { return }
        FileHandle.standardError.write(Data("warning: \(error) Nothing is heard; \(wavOption) (docs/speech.md).\n".utf8))
    }
}
