/// What an assertion found wrong, before the transcript is added: a summary, expected and actual, and
/// for a swipe order the difference line by line.
struct Failure {
    var summary: String
    var expected: String?
    var actual: String?
    /// The difference of two lists, one `  `, `- ` or `+ ` line each.
    var diff: [String] = []
    /// The current screen's swipe order, for a failure that needs it to be understood.
    var swipeOrder: [String] = []
    /// What Voice Control shows on the screen (numbers, names, phrases), for a Voice Control failure.
    var voiceControlItems: [String] = []

    /// How many commands of the transcript a failure message shows.
    static let transcriptCommands = 5

    init(summary: String, expected: String? = nil, actual: String? = nil, diff: [String] = [], swipeOrder: [String] = [],
         voiceControlItems: [String] = []) {
        self.voiceControlItems = voiceControlItems
        self.summary = summary
        self.expected = expected
        self.actual = actual
        self.diff = diff
        self.swipeOrder = swipeOrder
    }

    /// The message: the summary, expected and actual, the diff or swipe order, then the transcript of
    /// the last commands (the assertion ran after the last one shown).
    func message(transcript: (text: String, shown: Int, total: Int)) -> String {
        var lines = [summary]
        if let expected { lines.append("  expected: \(expected)") }
        if let actual { lines.append("  actual:   \(actual)") }
        if !diff.isEmpty {
            lines.append(voiceControlItems.isEmpty ? "swipe order (- expected, + actual):" : "- expected, + actual:")
            lines += diff.map { "  \($0)" }
        }
        if !swipeOrder.isEmpty {
            lines.append("swipe order on this screen:")
            lines += swipeOrder.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        }
        if !voiceControlItems.isEmpty {
            lines.append("Voice Control on this screen (number. name — phrase):")
            lines += voiceControlItems.map { "  \($0)" }
        }
        let heading = transcript.total > transcript.shown
            ? "transcript, last \(transcript.shown) of \(transcript.total) commands (the assertion follows the last):"
            : "transcript (the assertion follows the last command):"
        lines.append(heading)
        lines += transcript.text.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }
        return lines.joined(separator: "\n")
    }
}

/// The line-by-line difference of two lists, for a failure message: common lines start with two
/// spaces, lines only in `expected` with `- `, lines only in `actual` with `+ `; each is numbered by
/// its place in its own list.
enum ListDiff {
    static func lines(expected: [String], actual: [String]) -> [String] {
        let difference = actual.difference(from: expected)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var lines: [String] = []
        var old = 0, new = 0
        while old < expected.count || new < actual.count {
            if old < expected.count, removed.contains(old) {
                lines.append("- \(old + 1). \(expected[old])")
                old += 1
            } else if new < actual.count, inserted.contains(new) {
                lines.append("+ \(new + 1). \(actual[new])")
                new += 1
            } else {
                lines.append("  \(new + 1). \(actual[new])")
                old += 1
                new += 1
            }
        }
        return lines
    }
}
