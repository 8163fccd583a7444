import Testing
import VoiceCursor

/// A huge label is spoken only to its first characters, so its audio stays bounded (docs/fuzzing.md).
@Suite("Spoken text is bounded per utterance")
struct SpokenTextBoundTests {
    @Test("A 200,000-word label takes as long to say as its first maximumSpokenCharacters characters, and the transcript keeps it whole")
    func hugeLabelBounded() {
        let huge = String(repeating: "word ", count: 200_000)
        let speaker = Speaker(synthesizer: EstimatedSynthesizer(), outputs: [])
        let events = speaker.speak(Utterance(huge, kind: .elementPhrase), mode: .interrupt, at: .zero)
        guard case .started(let utterance, _)? = events.first else {
            Issue.record("no utterance started: \(events)")
            return
        }
        let bounded = EstimatedSynthesizer().synthesize(String(huge.prefix(Speaker.maximumSpokenCharacters)), language: nil)
        #expect(utterance.speech?.duration == bounded.duration)
        #expect(utterance.text.count == huge.count)
    }
}
