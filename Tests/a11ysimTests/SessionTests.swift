import Foundation
import Testing

@Suite("The interactive session")
struct SessionTests {
    @Test("Without a terminal, the session reads commands line by line like run")
    func lineByLine() throws {
        let output = try CommandRunner.run(["session", "examples/nav.yaml", "--speech", "off"],
                                           input: "next\nactivate\nescape\nexpect-focus \"Disclosure Buttons\"\n")
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("> activate"))
        #expect(output.stdout.contains("(escape handled by UINavigationController: pops)"))
    }

    @Test("A line that cannot be read is reported with its line number and the session goes on")
    func badLine() throws {
        let output = try CommandRunner.run(["session", "examples/nav.yaml", "--speech", "off"], input: "next\nhop\nnext\n")
        #expect(output.status == 2)
        #expect(output.stderr.contains("<stdin>:2:1: error: unknown command 'hop'"))
        #expect(output.stdout.contains("Check One, button"))
    }

    @Test("On a terminal: navigate, activate, escape and quit, and the terminal is restored")
    func throughAPseudoTerminal() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        let command = "\(CommandRunner.executable.path) session examples/nav.yaml --speech off"
        process.arguments = ["-qfec", command, "/dev/null"]
        process.currentDirectoryURL = CommandRunner.packageRoot
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        for keys in ["\u{1B}[C", "\r", "\u{1B}", "q"] {
            usleep(400_000)
            input.fileHandleForWriting.write(Data(keys.utf8))
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let screen = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0)
        #expect(screen.contains("\u{1B}[?1049h"), "the session should enter the alternate screen")
        #expect(screen.contains("Disclosure Buttons, button"))
        #expect(screen.contains("First Level › Disclosure Buttons") || screen.contains("Disclosure Buttons, heading"))
        #expect(screen.contains("(escape handled by UINavigationController: pops)"))
        #expect(screen.hasSuffix("\u{1B}[?1049l") || screen.contains("\u{1B}[?25h\u{1B}[?1049l"), "the terminal must be restored on quit")
    }
}
