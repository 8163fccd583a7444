import Foundation
import Testing

/// `audit --format xcode` and `--format github` on examples/, compared with reviewed golden files
/// (Tests/a11ysimTests/Golden/audit-examples.*.txt). Re-record after a reviewed change with
/// `A11YSIM_RECORD=1 swift test --filter AuditLineFormatTests`, then review the diff.
@Suite("Xcode and GitHub reports of the examples")
struct AuditLineFormatTests {
    static let goldenFolder = CommandRunner.packageRoot.appendingPathComponent("Tests/a11ysimTests/Golden")

    @Test("Each format matches its golden file, and the exit status is the audit's", arguments: ["xcode", "github"])
    func golden(format: String) throws {
        let output = try CommandRunner.run(["audit", "examples", "--format", format, "--jobs", "2"], timeout: 300)
        #expect(output.status == 1, "the examples have errors: \(output.stderr)")
        let golden = Self.goldenFolder.appendingPathComponent("audit-examples.\(format).txt")
        if ProcessInfo.processInfo.environment["A11YSIM_RECORD"] == "1" {
            try output.stdout.write(to: golden, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(output.stdout == expected, "differs from \(golden.lastPathComponent); re-record with A11YSIM_RECORD=1 if intended")
    }

    @Test("Xcode: every finding is one issue line with the file relative to the source root, its line and column, severity and rule")
    func xcodeLines() throws {
        let output = try CommandRunner.run(["audit", "examples/split.yaml", "--format", "xcode"])
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let issue = #/^examples/split\.yaml:\d+:\d+: (error|warning|note): .+ \([a-z-]+\)$/#
        let issues = lines.filter { $0.wholeMatch(of: issue) != nil }
        #expect(issues.contains { $0.contains(": error: ") && $0.hasSuffix("(missing-label)") }, "\(output.stdout)")
        #expect(issues.count == lines.count - 2, "every line but the summary and coverage is an issue: \(output.stdout)")
        #expect(lines[lines.count - 2].contains("— audit failed:"))
        #expect(lines.last?.hasPrefix("audited ") == true)
    }

    @Test("GitHub: findings are workflow commands with file, line, column and title")
    func githubCommands() throws {
        let output = try CommandRunner.run(["audit", "examples/split.yaml", "--format", "github"])
        let commands = output.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(!commands.isEmpty)
        let command = #/^::(error|warning|notice) file=examples/split\.yaml,line=\d+,col=\d+,title=a11ysim%3A [a-z-]+::.+$/#
        for line in commands { #expect(line.wholeMatch(of: command) != nil, "\(line)") }
        #expect(commands.contains { $0.hasPrefix("::error ") && $0.contains("title=a11ysim%3A missing-label::") })
    }
}
