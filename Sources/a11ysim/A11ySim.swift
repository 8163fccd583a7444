import ArgumentParser
import Foundation

/// The `a11ysim` command: VoiceOver for UIKit hierarchies, on Linux.
///
/// Exit codes: 0 success; 1 a failed expectation or audit; 2 a usage or input error.
@main
struct A11ySim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "a11ysim",
        abstract: "Simulate VoiceOver over UIKit view-controller hierarchies from scene files and storyboards.",
        discussion: """
            Exit codes: 0 success, 1 a failed expectation, 2 a usage or input error.
            Documentation: docs/cli.md, docs/scene-format.md, docs/storyboards.md.
            """,
        version: "0.1.0",
        subcommands: [RunCommand.self, SessionCommand.self, TreeCommand.self, AuditCommand.self, MergeCommand.self, SpeakCommand.self]
    )

    /// Parses and runs, mapping every failure to the documented exit codes.
    static func main() {
        CrashNotice.install()
        let status: Int32
        do {
            var command = try parseAsRoot()
            try command.run()
            status = 0
        } catch let error as CLIError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            status = error.exitCode
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                print(message)
                status = 0
            } else {
                FileHandle.standardError.write(Data((message + "\n").utf8))
                status = 2
            }
        }
        Foundation.exit(status)
    }
}
