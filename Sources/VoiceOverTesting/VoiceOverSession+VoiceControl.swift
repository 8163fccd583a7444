import AccessibilityTree
import VoiceCursor

/// Voice Control on the session's app (docs/voice-control.md): say commands as a user would, and check
/// the names and numbers Voice Control shows. Each command is logged in the transcript as a script's
/// `say` is, with what it matched and what happened; VoiceOver keeps running beside it.
extension VoiceOverSession {
    /// Voice Control on the session's app, started on first use, showing the screen as it is now.
    public var voiceControl: VoiceControl {
        if let started = startedVoiceControl {
            started.refresh()
            return started
        }
        let started = VoiceControl(application: scene.application)
        startedVoiceControl = started
        return started
    }

    /// Says `utterance` to Voice Control ("Tap Send", "Show numbers", "2") and returns what happened.
    @discardableResult
    public func say(_ utterance: String) -> VoiceControlResult {
        record(.say(utterance), "say \"\(utterance)\"") {
            let result = voiceControl.say(utterance)
            return (result, [.voiceControl(result)])
        }
    }

    /// The names "Show names" shows, in the order "Show numbers" numbers the items, must be exactly
    /// `expected` (an item with no name is `nil`); a failure shows what Voice Control sees on screen.
    @discardableResult
    public func expectNames(_ expected: [String?],
                            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                            line: UInt = #line, column: UInt = #column) -> Bool {
        let actual = voiceControl.actionableItems.map(\.primaryName)
        let describe = { (names: [String?]) in names.map { $0 ?? "(no name)" } }
        return check(actual == expected, CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            Failure(summary: "expectNames failed: Voice Control's names on \(screenName) differ",
                    diff: ListDiff.lines(expected: describe(expected), actual: describe(actual)), voiceControlItems: voiceControlLines())
        }
    }

    /// The items numbers are showing on — all actionable items after "Show numbers", or the matches
    /// of an ambiguous name — must be `expected`, in number order, each given by its name or its
    /// VoiceOver phrase; a failure shows the numbered items and the last command's matches.
    @discardableResult
    public func expectNumbered(_ expected: [String],
                               fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                               line: UInt = #line, column: UInt = #column) -> Bool {
        let control = voiceControl
        let overlay = control.overlay
        let numbered = overlay.kind == .numbers ? overlay.tags.compactMap { tag in tag.item.flatMap { id in control.items.first { $0.id == id } } } : []
        let phrases = numbered.map { control.tree.elements[$0.index].phrase }
        let passed = numbered.count == expected.count && zip(numbered.indices, expected).allSatisfy { index, wanted in
            numbered[index].names.contains(wanted) || phrases[index] == wanted
        }
        return check(passed, CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            let actual = overlay.kind == .numbers
                ? zip(numbered, phrases).map { item, phrase in item.primaryName.map { "\($0) (\(phrase))" } ?? phrase }
                : ["(numbers are not showing: say \"Show numbers\")"]
            return Failure(summary: "expectNumbered failed: the numbered items on \(screenName) differ",
                           diff: ListDiff.lines(expected: expected, actual: actual), voiceControlItems: voiceControlLines())
        }
    }

    /// What Voice Control sees on the screen: `3. Send  — Send, button`, one line per actionable item.
    func voiceControlLines() -> [String] {
        let control = voiceControl
        return Array(VoiceControlDescription.lines(for: control.tree.snapshot, items: control.items).dropFirst())
    }
}
