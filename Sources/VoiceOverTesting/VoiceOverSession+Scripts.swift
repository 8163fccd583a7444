import AccessibilityTree
import Foundation
import VoiceCursor

/// Scripts: the commands `a11ysim run` takes, from a file or a string, on the session.
extension VoiceOverSession {
    /// Runs the script at `path` (one command per line, `#` comments; docs/cli.md) from where the
    /// session is, lets speech finish, and returns its transcript. Each failed `expect…` fails the test
    /// with the script line and the transcript up to it.
    ///
    /// - Throws: A `ScriptError` when the file cannot be read or a line is not a command.
    @discardableResult
    public func run(script path: String,
                    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                    line: UInt = #line, column: UInt = #column) throws(ScriptError) -> ScriptTranscript {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw ScriptError(location: SourceLocation(file: path, line: 1),
                              message: "cannot read the script (missing, unreadable or not UTF-8); a relative path is read from \(FileManager.default.currentDirectoryPath)")
        }
        return run(try ScriptParser.parse(text, file: path),
                   CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Runs commands separated by `;` or new lines, e.g. `"next; activate; expect \"Back, button\""`;
    /// see ``run(script:fileID:filePath:line:column:)``.
    @discardableResult
    public func run(_ commands: String,
                    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                    line: UInt = #line, column: UInt = #column) throws(ScriptError) -> ScriptTranscript {
        run(try ScriptParser.parse(commands, file: "\(fileID)", semicolons: true),
            CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func run(_ commands: [ScriptCommand], _ site: CallSite) -> ScriptTranscript {
        settle()
        let start = entries.count
        let runner = ScriptRunner(recorder: recorder)
        for command in commands { runner.run(command) }
        settle()
        for index in start..<entries.count {
            guard case .expectation(let result) = entries[index].content, !result.passed else { continue }
            fail(Failure(summary: "\(result.command.location): expectation failed: \(result.command.text)",
                         expected: result.expected, actual: result.actual),
                 site, through: index)
        }
        return ScriptTranscript(entries: Array(entries[start...]))
    }
}
