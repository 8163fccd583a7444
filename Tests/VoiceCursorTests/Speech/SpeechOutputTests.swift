import Foundation
import Testing
@testable import VoiceCursor

@Suite("Speech outputs")
struct SpeechOutputTests {
    @Test("A written WAV file has a correct RIFF header and length")
    func wavHeader() throws {
        let directory = try makeSpeechTestDirectory()
        defer { removeSpeechTestDirectory(directory) }
        let output = try WAVFileOutput(directory: directory.path)
        let synthesizer = try EspeakSynthesizer()
        let speaker = Speaker(synthesizer: synthesizer, outputs: [output])
        _ = speaker.speak(Utterance("Play, button", kind: .elementPhrase), mode: .interrupt, at: .zero)
        _ = speaker.finish()
        try #require(output.files.count == 1)
        #expect(output.files[0].hasSuffix("0001-element.wav"))
        let wav = try ParsedSpeechWAV(contentsOf: URL(fileURLWithPath: output.files[0]))
        let expected = try #require(synthesizer.synthesize("Play, button", language: nil).audio)
        #expect(wav.riff == "RIFF" && wav.wave == "WAVE")
        #expect(wav.format == 1 && wav.channels == 1 && wav.bitsPerSample == 16)
        #expect(wav.sampleRate == 22050)
        #expect(wav.dataSize == expected.samples.count * 2)
        #expect(wav.riffSize == wav.fileSize - 8)
        #expect(wav.fileSize == 44 + wav.dataSize)
        #expect(wav.samples == expected.samples)
    }

    @Test("Per-utterance WAV files hold what was heard: an interrupted one is cut short")
    func wavFilesTruncate() throws {
        let directory = try makeSpeechTestDirectory()
        defer { removeSpeechTestDirectory(directory) }
        let output = try WAVFileOutput(directory: directory.path)
        let speaker = Speaker(synthesizer: try EspeakSynthesizer(), outputs: [output])
        let announcement = Utterance("Your download is now complete", kind: .announcement)
        _ = speaker.speak(announcement, mode: .interrupt, at: .zero)
        _ = speaker.speak(Utterance("Inbox, heading", kind: .elementPhrase), mode: .interrupt, at: .milliseconds(500))
        _ = speaker.finish()
        #expect(output.files.map { URL(fileURLWithPath: $0).lastPathComponent }
            == ["0001-announcement.wav", "0002-element.wav"])
        let cut = try ParsedSpeechWAV(contentsOf: URL(fileURLWithPath: output.files[0]))
        #expect(cut.samples.count == 22050 / 2)
    }

    @Test("A continuous WAV lasts until the last utterance ends on the virtual clock, with silence between")
    func continuousWAV() throws {
        let directory = try makeSpeechTestDirectory()
        defer { removeSpeechTestDirectory(directory) }
        let file = directory.appendingPathComponent("session.wav")
        let output = try ContinuousWAVOutput(path: file.path)
        let speaker = Speaker(synthesizer: try EspeakSynthesizer(), outputs: [output])
        _ = speaker.speak(Utterance("Play, button", kind: .elementPhrase), mode: .interrupt, at: .zero)
        let gapStart = speaker.busyUntil
        _ = speaker.speak(Utterance("Next, button", kind: .elementPhrase), mode: .interrupt, at: .seconds(3))
        _ = speaker.speak(Utterance("Inbox, heading", kind: .elementPhrase), mode: .enqueue, at: .seconds(3))
        let end = speaker.busyUntil
        _ = speaker.finish()
        let wav = try ParsedSpeechWAV(contentsOf: file)
        #expect(wav.samples.count == PCMAudio.sampleCount(in: end, at: 22050))
        #expect(wav.dataSize == wav.samples.count * 2 && wav.riffSize == wav.fileSize - 8)
        let gap = PCMAudio.sampleCount(in: gapStart, at: 22050)..<(3 * 22050)
        #expect(wav.samples[gap].allSatisfy { $0 == 0 })
        #expect(wav.samples[(3 * 22050)...].contains { abs(Int($0)) > 1000 })
    }

    @Test("A continuous WAV cuts an interrupted utterance where it stopped")
    func continuousWAVInterruption() throws {
        let directory = try makeSpeechTestDirectory()
        defer { removeSpeechTestDirectory(directory) }
        let file = directory.appendingPathComponent("session.wav")
        let output = try ContinuousWAVOutput(path: file.path)
        let speaker = Speaker(synthesizer: EstimatedSynthesizer(), outputs: [output])
        _ = speaker.speak(Utterance("one two three four five six", kind: .announcement), mode: .interrupt, at: .zero)
        _ = speaker.speak(Utterance("seven eight nine", kind: .elementPhrase), mode: .interrupt, at: .milliseconds(500))
        _ = speaker.finish()
        // 0.5 s of the first, then the whole second (1 s), all silent because estimated.
        #expect(try ParsedSpeechWAV(contentsOf: file).samples.count == 22050 * 3 / 2)
    }

    @Test("Text output shows what is said and when, and interruptions with their progress")
    func textOutput() {
        let recorder = SpeechLineRecorder()
        let speaker = Speaker(synthesizer: EstimatedSynthesizer(), outputs: [recorder.output])
        _ = speaker.speak(Utterance("Your download is now complete", kind: .announcement), mode: .interrupt, at: .zero)
        _ = speaker.speak(Utterance("Play, button", kind: .elementPhrase), mode: .interrupt, at: .milliseconds(1250))
        _ = speaker.finish()
        #expect(recorder.lines == [
            "[0.000s] Your download is now complete",
            "[1.250s] (interrupted at word 4, \"now\")",
            "[1.250s] Play, button",
        ])
    }

    @Test("Live playback returns at once and stops when interrupted")
    func livePlaybackIsInterruptible() throws {
        let player = AudioPlayer(executable: "/bin/sh", arguments: ["-c", "exec sleep 20", "sh"])
        let output = LiveSpeechOutput(player: player)
        let speech = try EspeakSynthesizer().synthesize("Play, button", language: nil)
        let utterance = Utterance("Play, button", kind: .elementPhrase, speech: speech)
        let clock = ContinuousClock()
        let start = clock.now
        try output.receive([.started(utterance, at: .zero)])
        #expect(clock.now - start < .seconds(2))
        #expect(output.isPlaying)
        try output.receive([.interrupted(utterance, at: .milliseconds(100), progress: speech.progress(after: .milliseconds(100)))])
        try output.finish()
        #expect(!output.isPlaying)
        #expect(clock.now - start < .seconds(10))
    }

    @Test("A sound device that fails mid-session falls back to text with one warning")
    func failingDeviceFallsBack() {
        let recorder = SpeechLineRecorder()
        let failing = AudioPlayer(executable: "/bin/sh", arguments: ["-c", "exit 1", "sh"])
        let speaker = Speaker(
            synthesizer: EstimatedSynthesizer(), outputs: [LiveSpeechOutput(player: failing)],
            fallback: recorder.output)
        // Estimated speech has no audio, so give the player a synthesized phrase.
        let speech = try? EspeakSynthesizer().synthesize("Play, button", language: nil)
        _ = speaker.speak(Utterance("Play, button", kind: .elementPhrase, speech: speech), mode: .interrupt, at: .zero)
        Thread.sleep(forTimeInterval: 0.5)  // let the player fail
        _ = speaker.speak(Utterance("Next, button", kind: .elementPhrase), mode: .interrupt, at: .seconds(2))
        _ = speaker.speak(Utterance("Inbox, heading", kind: .elementPhrase), mode: .interrupt, at: .seconds(4))
        _ = speaker.finish()
        let warnings = speaker.takeWarnings()
        #expect(warnings.count == 1)
        if case .outputFellBackToText(.deviceFailed(let player, let reason)) = warnings.first {
            #expect(player == "/bin/sh")
            #expect(reason.contains("status 1"))
        } else {
            Issue.record("expected a device failure warning, got \(warnings)")
        }
        #expect(recorder.lines.contains("[2.000s] Next, button"))
        #expect(recorder.lines.contains("[4.000s] Inbox, heading"))
    }
}
