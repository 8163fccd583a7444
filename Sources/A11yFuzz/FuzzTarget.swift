import AccessibilityTree
import Foundation
import SceneLoader
import VoiceCursor

/// One input through every reader that could take it: the storyboard loader when it starts like XML
/// (`<`, after a byte-order mark and whitespace), else the scene loader (JSON when it starts with `{`
/// or `[`, YAML otherwise), and always the script parser, as a file and as `-c`. A scene that loads is
/// built and its accessibility tree derived. Any result is fine; a trap or a hang is the finding.
@MainActor
enum FuzzTarget {
    /// The folder the loaders read the input from (they read files, so each input is written here).
    private static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yfuzz-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: FuzzTarget.folder) }
        return folder
    }()

    static func run(_ bytes: UnsafeRawBufferPointer) {
        let data = Data(bytes)
        let start = data.drop { [0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }.first
        let name = start == UInt8(ascii: "<") ? "input.storyboard"
            : start == UInt8(ascii: "{") || start == UInt8(ascii: "[") ? "input.json" : "input.yaml"
        let url = folder.appendingPathComponent(name)
        if (try? data.write(to: url)) != nil, let scene = try? SceneLoader.load(contentsOf: url) {
            _ = scene.window.deriveAccessibilityTree()
        }
        let text = String(decoding: data, as: UTF8.self)
        _ = try? ScriptParser.parse(text, file: "fuzz.txt")
        _ = try? ScriptParser.parse(text, file: "-c", semicolons: true)
    }
}
