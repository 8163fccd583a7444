import Foundation
@_spi(Benchmarks) import VoiceCursor

/// Measures speech synthesis and prints the figures docs/speech.md reports.
///
/// - Real-time factor: synthesis time over the length of the audio it makes.
/// - Overhead: a11ysim's synthesis (voice choice, cache miss, boundary mapping, locking)
///   against libespeak-ng called directly (`EspeakBaseline`) for the same phrases,
///   interleaved round by round.
/// - Cache: a repeated phrase against a synthesized one.
///
/// Every figure is a median over rounds after a warm-up, timed with ContinuousClock.
public func runSpeechBenchmark() {
    do {
        try SpeechBenchmark().run()
    } catch {
        print("Speech benchmark skipped: \(error)")
    }
}

/// The phrases and the measurements of ``runSpeechBenchmark()``.
private struct SpeechBenchmark {
    /// Typical VoiceOver output (docs/voiceover.md §4 examples, a hint, an announcement).
    let phrases = [
        "Play, button", "Selected, Favorites, tab, 2 of 4", "Volume, 50%, adjustable",
        "Wi-Fi, switch button, on", "Settings, back button", "Submit, dimmed, button",
        "Inbox, heading", "Swipe up or down with one finger to adjust the value.",
        "Double tap to edit.", "Your download of the quarterly report is now complete.",
        "Rows 1 to 10 of 40", "Search, search field, double tap to edit",
    ]
    let rounds = 15
    let cacheHitsPerRound = 200
    let clock = ContinuousClock()

    func run() throws(SpeechError) {
        let warm = try EspeakSynthesizer()
        for phrase in phrases {  // warm up: start espeak-ng, load the voice, touch every code path
            _ = try warm.synthesize(phrase, language: nil)
            _ = try EspeakBaseline.synthesizeDirectly(phrase)
        }
        var audio = Duration.zero
        for phrase in phrases { audio += try warm.synthesize(phrase, language: nil).duration }

        var direct: [Duration] = []
        var a11ysim: [Duration] = []
        var ratios: [Double] = []
        for round in 0..<rounds {
            let fresh = try EspeakSynthesizer()  // an empty cache: every phrase is a miss
            let measureDirect = { () throws(SpeechError) -> Duration in
                try time { () throws(SpeechError) in
                    for phrase in phrases { _ = try EspeakBaseline.synthesizeDirectly(phrase) }
                }
            }
            let measureA11ysim = { () throws(SpeechError) -> Duration in
                try time { () throws(SpeechError) in
                    for phrase in phrases { _ = try fresh.synthesize(phrase, language: nil) }
                }
            }
            // Alternate which goes first, so neither always runs on a warmer cache.
            let baseline: Duration
            let ours: Duration
            if round.isMultiple(of: 2) {
                baseline = try measureDirect()
                ours = try measureA11ysim()
            } else {
                ours = try measureA11ysim()
                baseline = try measureDirect()
            }
            direct.append(baseline)
            a11ysim.append(ours)
            ratios.append(ours / baseline)
        }

        var hits: [Duration] = []
        for _ in 0..<rounds {
            let total = try time { () throws(SpeechError) in
                for _ in 0..<cacheHitsPerRound {
                    for phrase in phrases { _ = try warm.synthesize(phrase, language: nil) }
                }
            }
            hits.append(total / (cacheHitsPerRound * phrases.count))
        }

        let perPhrase = median(a11ysim) / phrases.count
        let realTimeFactor = median(a11ysim) / audio
        let overhead = (median(ratios) - 1) * 100
        let speedup = perPhrase / median(hits)
        print("Speech synthesis (libespeak-ng, \(warm.sampleRate ?? 0) Hz, \(warm.voice.name); "
            + "\(phrases.count) phrases, median of \(rounds) rounds after warm-up)")
        print(String(format: "  synthesis: %.2f ms per phrase, %.2f s of audio per round; "
            + "real-time factor %.4f (%.0fx faster than real time)",
            milliseconds(perPhrase), audio / .seconds(1), realTimeFactor, 1 / realTimeFactor))
        print(String(format: "  direct libespeak-ng: %.2f ms per round; a11ysim: %.2f ms per round; "
            + "a11ysim overhead %+.2f%% (target <= 5%%)",
            milliseconds(median(direct)), milliseconds(median(a11ysim)), overhead))
        print(String(format: "  cached phrase: %.2f us vs %.2f ms synthesized: %.0fx faster (target >= 20x)",
            milliseconds(median(hits)) * 1000, milliseconds(perPhrase), speedup))
    }

    /// How long `body` takes.
    private func time(_ body: () throws(SpeechError) -> Void) throws(SpeechError) -> Duration {
        let start = clock.now
        try body()
        return clock.now - start
    }

    private func median<Value: Comparable>(_ values: [Value]) -> Value {
        values.sorted()[values.count / 2]
    }

    private func milliseconds(_ duration: Duration) -> Double {
        duration / .milliseconds(1)
    }
}
