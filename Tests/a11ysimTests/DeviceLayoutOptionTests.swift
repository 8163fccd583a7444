import Foundation
import Testing

/// `--device` names a device of docs/storyboards.md's table, and a storyboard shown on another device
/// than its own is laid out by its constraints there (docs/layout.md, "On another device").
@Suite("--device lays a storyboard out on the device it names")
struct DeviceLayoutOptionTests {
    /// Designed on a 390×844 phone: a label at the margins, 20 pt below the safe area.
    static let fixture = "Tests/SceneLoaderTests/Fixtures/title-layout.storyboard"

    /// `tree --format json` of the storyboard with `options`: the device and the label's frame.
    private func tree(_ options: [String]) throws -> (device: [String: Any], frame: [String: Any]) {
        let output = try CommandRunner.run(["tree", Self.fixture, "--format", "json"] + options)
        #expect(output.status == 0, "\(output.stderr)")
        let tree = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let element = try #require((tree["elements"] as? [[String: Any]])?.first)
        return (try #require(tree["device"] as? [String: Any]), try #require(element["frame"] as? [String: Any]))
    }

    private func rect(_ frame: [String: Any]) -> [Double?] {
        let origin = frame["origin"] as? [String: Any], size = frame["size"] as? [String: Any]
        return [origin?["x"] as? Double, origin?["y"] as? Double, size?["width"] as? Double, size?["height"] as? Double]
    }

    @Test("On its own device the label keeps its saved frame")
    func designedDevice() throws {
        #expect(rect(try tree([]).frame) == [16, 67, 358, 20.5])
    }

    @Test("--device retina4_7 is a 375×667 phone: 20 pt status bar, 16 pt margins")
    func namedPhone() throws {
        let (device, frame) = try tree(["--device", "retina4_7"])
        #expect((device["portraitSize"] as? [String: Any])?["width"] as? Double == 375)
        #expect(rect(frame) == [16, 40, 343, 20.5])
    }

    @Test("--device ipad10_9rounded is an 820×1180 pad; --landscape turns it")
    func namedPadInLandscape() throws {
        let (device, frame) = try tree(["--device", "ipad10_9rounded", "--landscape"])
        #expect(device["idiom"] as? String == "pad")
        #expect(device["orientation"] as? String == "landscape")
        // 1180 wide in landscape, 20 pt margins; 24 pt status bar + 20.
        #expect(rect(frame) == [20, 44, 1140, 20.5])
    }

    @Test("A device it does not know is refused, listing the ids it takes, for tree and audit alike",
          arguments: [["tree"], ["audit"]])
    func unknownDevice(command: [String]) throws {
        let output = try CommandRunner.run(command + ["examples/nav.yaml", "--device", "retina9_9"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("retina4_7"))
        #expect(output.stderr.contains("'retina9_9'"))
    }
}
