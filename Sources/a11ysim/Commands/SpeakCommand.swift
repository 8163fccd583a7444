import ArgumentParser
import Foundation
import VoiceCursor

/// `a11ysim speak`: says a text through espeak-ng, live or to a WAV file.
struct SpeakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "speak",
        abstract: "Speak a text through espeak-ng, live or to a WAV file."
    )

    @Argument(help: "What to say.")
    var text: String

    @Option(help: "The espeak-ng voice or language (e.g. en-US, ko, fr-CA).")
    var voice = "en-US"

    @Option(help: "Speaking rate in words per minute (80–450).")
    var rate = 180

    @Option(help: "Write the audio to this WAV file instead of playing it.")
    var wav: String?

    func run() throws {
        if wav?.isEmpty == true { throw CLIError.input("--wav: the path is empty; give the WAV file to write") }
        guard SpeechParameters.rateRange.contains(rate) else {
            throw CLIError.input("--rate must be between \(SpeechParameters.rateRange.lowerBound) and \(SpeechParameters.rateRange.upperBound) words per minute, not \(rate)")
        }
        let output: SpeechOutputChoice = wav.map { .continuousWAV(path: $0) } ?? .auto
        let speaker = Speaker(configuration: SpeechConfiguration(voice: voice, parameters: SpeechParameters(rate: rate), output: output),
                              text: TextSpeechOutput(write: { _ in }))
        let events = speaker.speak(Utterance(text, kind: .announcement), mode: .interrupt, at: .zero) + speaker.finish()
        SpeechOptions.warnIfUnheard(speaker, wavOption: "--wav FILE writes it to a WAV file")
        for warning in speaker.takeWarnings() { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        if let failed = speaker.failedWrites.first { throw CLIError.input("\(failed)") }
        let seconds = Double((events.last?.time ?? .zero).components.attoseconds) / 1e18
            + Double((events.last?.time ?? .zero).components.seconds)
        print("\(text)  (\(String(format: "%.2f", seconds)) s)\(wav.map { " → \($0)" } ?? "")")
    }
}
