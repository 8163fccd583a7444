/// Speech as lines of text: what is said and when, like VoiceOver's caption panel.
///
/// `[1.250s] Play, button` when an utterance starts; a note when one is interrupted,
/// paused or resumed. Nothing is written for utterances that finish or are cancelled.
public struct TextSpeechOutput: SpeechOutput {
    private let write: @Sendable (String) -> Void

    /// Text output that hands each line to `write` (by default, standard output).
    public init(write: @escaping @Sendable (String) -> Void = { print($0) }) {
        self.write = write
    }

    public func receive(_ events: [SpeechEvent]) {
        for event in events {
            if let line = Self.line(for: event) { write(line) }
        }
    }

    public func finish() {}

    /// The line for `event`, or nil if it shows nothing.
    static func line(for event: SpeechEvent) -> String? {
        let stamp = "[\(format(event.time))]"
        return switch event {
        case .started(let utterance, _): "\(stamp) \(utterance.text)"
        case .interrupted(_, _, let progress): "\(stamp) (interrupted \(describe(progress)))"
        case .paused(_, _, let progress): "\(stamp) (paused \(describe(progress)))"
        case .resumed: "\(stamp) (resumed)"
        case .finished, .cancelled: nil
        }
    }

    /// "at word 2, "button"" or "before the first word".
    private static func describe(_ progress: SpeechProgress) -> String {
        guard let word = progress.lastSpokenWord else { return "before the first word" }
        return "at word \(progress.spokenWordCount), \"\(word)\""
    }

    /// Seconds with millisecond precision: "1.250s".
    static func format(_ time: Duration) -> String {
        let milliseconds = Int((time / .milliseconds(1)).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)s"
    }
}
