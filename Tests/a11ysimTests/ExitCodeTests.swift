import Foundation
import Testing

@Suite("Exit codes and error messages")
struct ExitCodeTests {
    @Test("A failed expectation exits 1 and shows what was expected and what happened")
    func failedExpectation() throws {
        let output = try CommandRunner.run(["run", "examples/nav.yaml", "-c", #"next; expect "Check One, button""#])
        #expect(output.status == 1)
        #expect(output.stdout.contains(#"-c:1:7: expectation failed: expect "Check One, button""#))
        #expect(output.stdout.contains("  expected: Check One, button"))
        #expect(output.stdout.contains("  actual:   Disclosure Buttons, button"))
        #expect(output.stderr.contains("1 expectation failed"))
    }

    @Test("Passing expectations exit 0")
    func passing() throws {
        let output = try CommandRunner.run(["run", "examples/nav.yaml", "-c", #"next; expect "Disclosure Buttons, button"; expect-screen First Level"#])
        #expect(output.status == 0)
    }

    @Test("An unknown script command exits 2 with file:line:column")
    func badCommand() throws {
        let output = try CommandRunner.run(["run", "examples/nav.yaml", "-c", "next; fly away"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("error: -c:1:7: unknown command 'fly'"))
    }

    @Test("A missing file exits 2 and names it")
    func missingFile() throws {
        let output = try CommandRunner.run(["tree", "examples/nope.yaml"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("examples/nope.yaml: no such file or folder"))
    }

    @Test("A malformed scene file exits 2 with its line")
    func malformedScene() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.yaml")
        try "root:\n  kind: viewController\n  views: [\n".write(to: file, atomically: true, encoding: .utf8)
        let output = try CommandRunner.run(["tree", file.path])
        #expect(output.status == 2)
        #expect(output.stderr.contains("bad.yaml:"))
    }

    @Test("Bad arguments exit 2 with usage help", arguments: [
        ["run"], ["run", "examples/nav.yaml", "--format", "yaml"], ["run", "examples/nav.yaml", "--speech", "loud"],
        ["tree", "examples/nav.yaml", "--device", "huge"], ["frobnicate"],
        ["audit"], ["audit", "examples/nav.yaml", "--jobs", "0"], ["audit", "examples/nav.yaml", "--format", "xml"],
    ])
    func badArguments(arguments: [String]) throws {
        let output = try CommandRunner.run(arguments)
        #expect(output.status == 2)
        #expect(!output.stderr.isEmpty)
    }

    @Test("--help exits 0")
    func help() throws {
        let output = try CommandRunner.run(["run", "--help"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("--script"))
    }

    @Test("audit --help shows the audit command's usage under the tool's name")
    func auditHelp() throws {
        let output = try CommandRunner.run(["audit", "--help"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("a11ysim audit"))
        #expect(output.stdout.contains("--write-baseline"))
    }

    @Test("A mistake in audit's arguments is reported with the tool's usage")
    func auditMistake() throws {
        let output = try CommandRunner.run(["audit", "examples/nav.yaml", "--jobs", "0"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("--jobs must be at least 1"))
        #expect(output.stderr.contains("a11ysim audit"))
    }
}
