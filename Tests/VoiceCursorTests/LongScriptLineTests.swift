import AccessibilityTree
import Testing
import VoiceCursor

/// A long line is read once: each command's column is counted as the line is read, not measured
/// again from the start of the line for every command.
@Suite("Long script lines")
struct LongScriptLineTests {
    @Test("A file line of 20,000 'next;' is rejected at 1:1 (';' separates commands only with -c)")
    func longFileLine() {
        let line = String(repeating: "next; ", count: 20_000)
        #expect {
            try ScriptParser.parse(line, file: "walk.txt")
        } throws: { error in
            guard let error = error as? ScriptError else { return false }
            return error.location == SourceLocation(file: "walk.txt", line: 1, column: 1) && error.message.hasPrefix("unknown command 'next;'")
        }
    }

    @Test("-c with 5,000 commands keeps every command's column, and an error after them has its own")
    func manyCommands() throws {
        let count = 5_000
        let commands = try ScriptParser.parse(String(repeating: "next; ", count: count), file: "-c", semicolons: true)
        #expect(commands.count == count)
        #expect(commands.enumerated().allSatisfy { $0.element.location.column == 6 * $0.offset + 1 })
        #expect {
            try ScriptParser.parse(String(repeating: "next; ", count: count) + #"focus "é"; jump"#, file: "-c", semicolons: true)
        } throws: { error in
            guard let error = error as? ScriptError else { return false }
            return error.location.column == 6 * count + 12 && error.message.hasPrefix("unknown command 'jump'")
        }
    }

    @Test("A token after many others on one line has its column, counted in characters")
    func columnsAfterManyTokens() {
        #expect {
            try ScriptParser.parse("expect-screen " + String(repeating: "é ", count: 10_000) + "\n next x", file: "s")
        } throws: { error in
            guard let error = error as? ScriptError else { return false }
            return error.location == SourceLocation(file: "s", line: 2, column: 7) && error.message.contains("takes no arguments")
        }
        #expect {
            try ScriptParser.parse(String(repeating: "é", count: 10_000) + #" "open"#, file: "s")
        } throws: { error in
            guard let error = error as? ScriptError else { return false }
            return error.location.column == 10_002 && error.message.hasPrefix("unterminated quoted string")
        }
    }
}
