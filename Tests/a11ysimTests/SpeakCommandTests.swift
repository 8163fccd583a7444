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

    @Test("A rate out of range exits 2 and says the range")
    func badRate() throws {
        let output = try CommandRunner.run(["speak", "Hello", "--rate", "5"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("between 80 and 450"))
    }
}
