import Foundation
import Testing
@testable import VoiceCursor

@Suite("Speaker")
struct SpeechSpeakerTests {
    @Test("An interrupted synthesized announcement reports not finished, partway through its words")
    func interruptedAnnouncement() throws {
        let speaker = Speaker(synthesizer: try EspeakSynthesizer(), outputs: [])
        let announcement = Utterance("Your download of the quarterly report is now complete", kind: .announcement)
        let started = speaker.speak(announcement, mode: .enqueue, at: .zero)
        let speech = try #require(started.first?.utterance.speech)
        let midway = speech.duration / 2
        let events = speaker.speak(Utterance("Inbox, heading", kind: .elementPhrase), mode: .interrupt, at: midway)
        guard case .interrupted(let utterance, _, let progress) = events.first else {
            Issue.record("expected an interruption, got \(events)")
            return
        }
        #expect(utterance.kind == .announcement)
        #expect(events.first?.wasSuccessful == false)
        let words = speech.boundaries.filter { $0.kind == .word }.count
        #expect(progress.spokenWordCount > 0 && progress.spokenWordCount < words)
        #expect(progress.lastSpokenWord != nil)
        #expect(abs(progress.fraction - 0.5) < 0.001)
    }

    @Test("An utterance that plays to the end reports finished successfully")
    func finishedAnnouncement() throws {
        let speaker = Speaker(synthesizer: try EspeakSynthesizer(), outputs: [])
        _ = speaker.speak(Utterance("Saved", kind: .announcement), mode: .enqueue, at: .zero)
        let events = speaker.advance(to: speaker.busyUntil)
        #expect(events.count == 1)
        #expect(events.first?.wasSuccessful == true)
        #expect(!speaker.isSpeaking)
    }

    @Test("Text-only output with estimated speech needs no espeak-ng and no device")
    func textOnly() {
        let recorder = SpeechLineRecorder()
        let speaker = Speaker(
            configuration: SpeechConfiguration(synthesis: .estimated, output: .text), text: recorder.output)
        _ = speaker.speak(Utterance("Wi-Fi, switch button, on", kind: .elementPhrase), mode: .interrupt, at: .zero)
        #expect(speaker.busyUntil == .seconds(4) / 3)  // four words at 180 a minute
        _ = speaker.finish()
        #expect(recorder.lines == ["[0.000s] Wi-Fi, switch button, on"])
        #expect(speaker.takeWarnings().isEmpty)
    }

    @Test("An unknown session voice falls back to estimated speech with a warning saying what to do")
    func unknownVoiceFallsBack() {
        let recorder = SpeechLineRecorder()
        let speaker = Speaker(
            configuration: SpeechConfiguration(voice: "Robby", output: .text), text: recorder.output)
        _ = speaker.speak(Utterance("one two three", kind: .elementPhrase), mode: .interrupt, at: .zero)
        #expect(speaker.busyUntil == .seconds(1))
        let warnings = speaker.takeWarnings()
        #expect(warnings == [.synthesisUnavailable(.unknownVoice("Robby"))])
        #expect(warnings.first?.description.contains("language tag") == true)
    }

    @Test("An unwritable WAV path falls back to text with a warning")
    func unwritableWAV() throws {
        let directory = try makeSpeechTestDirectory()
        defer { removeSpeechTestDirectory(directory) }
        let blocker = directory.appendingPathComponent("file")
        try #require(FileManager.default.createFile(atPath: blocker.path, contents: Data()))
        let recorder = SpeechLineRecorder()
        let speaker = Speaker(
            configuration: SpeechConfiguration(
                synthesis: .estimated, output: .wavFiles(directory: blocker.appendingPathComponent("wav").path)),
            text: recorder.output)
        _ = speaker.speak(Utterance("Done, button", kind: .elementPhrase), mode: .interrupt, at: .zero)
        let warnings = speaker.takeWarnings()
        #expect(warnings.count == 1)
        #expect(warnings.first?.description.contains("falls back to text") == true)
        #expect(recorder.lines == ["[0.000s] Done, button"])
    }

    @Test("An element's language reaches the synthesizer through the speaker")
    func languagePassesThrough() throws {
        let speaker = Speaker(synthesizer: try EspeakSynthesizer(), outputs: [])
        let events = speaker.speak(Utterance("안녕하세요", language: "ko", kind: .elementPhrase), mode: .interrupt, at: .zero)
        #expect(events.first?.utterance.speech?.voice?.language == "ko")
    }
}
