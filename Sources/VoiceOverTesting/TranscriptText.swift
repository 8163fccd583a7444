import VoiceCursor

/// Transcript entries as the text `a11ysim run` prints, whole or around a failing step.
enum TranscriptText {
    /// Every entry's lines, one per line.
    static func text(of entries: [TranscriptEntry]) -> String {
        entries.flatMap(TextTranscript.lines(for:)).joined(separator: "\n")
    }

    /// The entries of the last `commands` commands (and the events before the first of them when
    /// there are no more commands than that), for a failure message.
    static func tail(of entries: [TranscriptEntry], commands: Int) -> (text: String, shown: Int, total: Int) {
        let commandIndices = entries.indices.filter { if case .command = entries[$0].content { return true } else { return false } }
        let start = commandIndices.count > commands ? commandIndices[commandIndices.count - commands] : entries.startIndex
        return (text(of: Array(entries[start...])), min(commands, commandIndices.count), commandIndices.count)
    }
}
