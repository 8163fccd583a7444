import Foundation
import Testing

/// `--landscape`, `--rtl` and `--language` change the device a storyboard was designed on; only
/// `--device` replaces it (issue 16 item 4).
@Suite("Device options on a storyboard's own device")
struct DeviceOptionTests {
    /// `tree --format json` of the collapsed-split fixture (designed on `retina6_1`, 414×896 pt) with `options`.
    private func device(_ options: [String]) throws -> [String: Any] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mail.storyboard")
        try CollapsedSplitTests.storyboard.write(to: file, atomically: true, encoding: .utf8)
        let output = try CommandRunner.run(["tree", file.path, "--format", "json"] + options)
        #expect(output.status == 0, "\(output.stderr)")
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        return try #require(tree["device"] as? [String: Any])
    }

    @Test("--landscape turns the designed 414 pt phone, not the default 390 pt one")
    func landscapeKeepsTheDesignedSize() throws {
        let device = try device(["--landscape"])
        #expect(device["orientation"] as? String == "landscape")
        let size = try #require(device["portraitSize"] as? [String: Any])
        #expect(size["width"] as? Double == 414)
        #expect(size["height"] as? Double == 896)
    }

    @Test("--rtl and --language keep the designed size; --device phone replaces it")
    func otherOptions() throws {
        let rtl = try device(["--rtl", "--language", "de"])
        #expect(rtl["layoutDirection"] as? String == "rightToLeft")
        #expect(rtl["language"] as? String == "de")
        #expect((rtl["portraitSize"] as? [String: Any])?["width"] as? Double == 414)
        let phone = try device(["--device", "phone"])
        #expect((phone["portraitSize"] as? [String: Any])?["width"] as? Double == 390)
    }
}
