import VoiceCursor

/// Assertions: each fails the running test (Swift Testing or XCTest) with what was expected, what
/// VoiceOver did instead, and the transcript of the last commands; each returns whether it passed.
extension VoiceOverSession {
    /// The focused element must answer to `element`: its accessibilityIdentifier, its label or its
    /// whole phrase — as a script's `expect-focus` checks it (`Expectation.focus(_:)`). Only the
    /// focused element counts, so another element with the same name does not matter.
    @discardableResult
    public func expectFocus(_ element: String,
                            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                            line: UInt = #line, column: UInt = #column) -> Bool {
        expect(.focus(element), CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
               summary: "expectFocus failed: focus is not on \"\(element)\"")
    }

    /// VoiceOver must have said `phrase` (of any kind: element phrase, hint, announcement, value)
    /// since the last command began, once queued speech has finished.
    @discardableResult
    public func expectSpoken(_ phrase: String,
                             fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column) -> Bool {
        settle()
        let spoken = spokenSinceLastCommand()
        return check(spoken.contains(phrase), CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            Failure(summary: "expectSpoken failed: \"\(phrase)\" was not said after the last command", expected: phrase,
                    actual: spoken.isEmpty ? "(nothing said)" : spoken.map { "\"\($0)\"" }.joined(separator: ", "))
        }
    }

    /// The current screen's phrases in swipe order must be exactly `expected`; a failure shows the two
    /// lists' difference line by line.
    @discardableResult
    public func expectSwipeOrder(_ expected: [String],
                                 fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                 line: UInt = #line, column: UInt = #column) -> Bool {
        let actual = swipeOrder()
        return check(actual == expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            Failure(summary: "expectSwipeOrder failed: the swipe order on \(screenName) differs",
                    diff: ListDiff.lines(expected: expected, actual: actual))
        }
    }

    /// The screen's title, or the last part of its controller path, must be `title` — as a script's
    /// `expect-screen` checks it (`Expectation.screen(_:)`).
    @discardableResult
    public func expectScreen(_ title: String,
                             fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column) -> Bool {
        expect(.screen(title), CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
               summary: "expectScreen failed: the screen is not \"\(title)\"")
    }

    /// Checks `expectation` as a script does; when it fails, fails the test with `summary`, what was
    /// expected and what was found.
    private func expect(_ expectation: Expectation, _ site: CallSite, summary: String) -> Bool {
        let (passed, actual) = expectation.check(on: voiceOver)
        return check(passed, site) { Failure(summary: summary, expected: expectation.expected, actual: actual) }
    }

    /// Returns `passed`; when it is false, first fails the test with the failure `failure` describes.
    func check(_ passed: Bool, _ site: CallSite, _ failure: () -> Failure) -> Bool {
        if !passed { fail(failure(), site) }
        return passed
    }

    /// Fails the running test with `failure` and the transcript of the last commands, up to the entry
    /// at `index` (a script's failed expectation), else up to now.
    func fail(_ failure: Failure, _ site: CallSite, through index: Int? = nil) {
        if index == nil { settle() }
        let shown = index.map { Array(entries[...$0]) } ?? entries
        IssueReporter.record(failure.message(transcript: TranscriptText.tail(of: shown, commands: Failure.transcriptCommands)), at: site)
    }

    /// The screen's controller path, e.g. `Settings › Downloads`, or its title: how the audit names it.
    public var screenName: String {
        let screen = voiceOver.screen
        return screen.pathDescription.isEmpty ? (screen.title ?? "the screen") : screen.pathDescription
    }

    /// What was spoken since the last command was echoed.
    private func spokenSinceLastCommand() -> [String] {
        var spoken: [String] = []
        for entry in entries.reversed() {
            switch entry.content {
            case .command: return spoken.reversed()
            case .event(.speech(let text, _)): spoken.append(text)
            default: break
            }
        }
        return spoken.reversed()
    }
}
