import VoiceCursor

/// What a script did on a session: its transcript, entry by entry, as `a11ysim run` prints it.
public struct ScriptTranscript: Hashable, Sendable {
    /// The script's entries: each command echoed, then what followed it, then any failed expectation.
    public var entries: [TranscriptEntry]

    public init(entries: [TranscriptEntry]) {
        self.entries = entries
    }

    /// The transcript in text, one line per utterance, sound, handler and echoed command.
    public var text: String { TranscriptText.text(of: entries) }

    /// The script's `expect…` commands that failed.
    public var failedExpectations: [ExpectationResult] {
        entries.compactMap { entry in
            if case .expectation(let result) = entry.content, !result.passed { return result }
            return nil
        }
    }
}
