import Foundation
import Testing

@Suite("a11ysim speak")
struct SpeakCommandTests {
    @Test("speak --wav writes a WAV file of the spoken text")
    func writesWAV() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-speak-\(UUID().uuidString).wav")
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try CommandRunner.run(["speak", "Play, button", "--wav", file.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("Play, button"))
        let data = try Data(contentsOf: file)
        #expect(data.count > 44 + 22_050 / 10, "expected at least 0.1 s of 16-bit audio")
        #expect(String(decoding: data.prefix(4), as: UTF8.self) == "RIFF")
    }

    /// libespeak-ng's runtime library on this machine, when there is one.
    static let espeakLibrary: String? = {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib")) ?? []
        return folders.map { "/usr/lib/\($0)/libespeak-ng.so.1" }.first { FileManager.default.fileExists(atPath: $0) }
    }()

    /// Whether a command can be run with libespeak-ng hidden from it: a private mount namespace
    /// (`unshare -m`, root only) in which /dev/null is mounted over the library.
    static let canHideEspeak: Bool = {
        guard geteuid() == 0, espeakLibrary != nil, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        return (try? withoutEspeak("true").status) == 0
    }()

    /// Runs `command` (a shell command line) in a mount namespace where libespeak-ng.so.1 is /dev/null.
    static func withoutEspeak(_ command: String) throws -> CommandRunner.Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-m", "sh", "-c", "mount --bind /dev/null \(espeakLibrary ?? "/nonexistent") && \(command)"]
        process.currentDirectoryURL = CommandRunner.packageRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CommandRunner.Output(stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
                                    status: process.terminationStatus)
    }

    @Test("Without libespeak-ng, speak falls back with the package to install, and audit does not need it",
          .enabled(if: canHideEspeak, "needs root, unshare and libespeak-ng.so.1 to hide"))
    func withoutLibrary() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-nolib-\(UUID().uuidString).wav")
        defer { try? FileManager.default.removeItem(at: file) }
        let tool = CommandRunner.executable.path
        let spoken = try Self.withoutEspeak("'\(tool)' speak 'Play, button' --wav '\(file.path)'")
        #expect(spoken.status == 0, "\(spoken.stderr)")
        #expect(spoken.stderr.contains("libespeak-ng could not start"), "\(spoken.stderr)")
        #expect(spoken.stderr.contains("apt-get install -y libespeak-ng1"), "\(spoken.stderr)")
        #expect(FileManager.default.fileExists(atPath: file.path), "the WAV holds estimated silence")
        let audited = try Self.withoutEspeak("'\(tool)' audit examples/nav.yaml --format json")
        #expect(audited.status == 0 || audited.status == 1, "\(audited.stderr)")
        #expect(audited.stdout.contains("\"files\""))
        #expect(!audited.stderr.contains("espeak"), "\(audited.stderr)")
    }

    /// No audio player can be found with PATH naming an empty folder, whatever the machine has.
    static let noPlayer = ["PATH": FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-no-player").path]

    @Test("Without a sound device, speak and session say so once, with the option that writes WAV files")
    func noSoundDevice() throws {
        let spoken = try CommandRunner.run(["speak", "Hello world"], environment: Self.noPlayer)
        #expect(spoken.status == 0, "\(spoken.stderr)")
        #expect(spoken.stderr.components(separatedBy: "no working sound device").count == 2, "\(spoken.stderr)")
        #expect(spoken.stderr.contains("Nothing is heard; --wav FILE writes it to a WAV file"), "\(spoken.stderr)")
        let session = try CommandRunner.run(["session", "examples/nav.yaml"], input: "next\nnext\n", environment: Self.noPlayer)
        #expect(session.status == 0, "\(session.stderr)")
        #expect(session.stderr.components(separatedBy: "no working sound device").count == 2, "\(session.stderr)")
        #expect(session.stderr.contains("--speech wav=DIR or --speech wav-session=FILE writes the speech to WAV"), "\(session.stderr)")
        let silent = try CommandRunner.run(["session", "examples/nav.yaml", "--speech", "off"], input: "next\n", environment: Self.noPlayer)
        #expect(!silent.stderr.contains("sound device"), "--speech off asks for no device")
    }

    @Test("A rate out of range exits 2 and says the range")
    func badRate() throws {
        let output = try CommandRunner.run(["speak", "Hello", "--rate", "5"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("between 80 and 450"))
    }
}
