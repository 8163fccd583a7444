import A11yAudit
import AuditRunner
import AccessibilityTree
import Foundation
import SceneLoader
import SwiftCodeReader
import VoiceCursor

/// One input through every reader that could take it: the storyboard loader when it starts like XML
/// (`<`, after a byte-order mark and whitespace), else the scene loader (JSON when it starts with `{`
/// or `[`, YAML otherwise), and always the script parser, as a file and as `-c`; the Swift reader and
/// folder discovery (as an app folder's Swift file and strings table); the configuration, baseline and
/// `merge` readers; and the speaker, as text to say. A scene that loads is built and its accessibility
/// tree derived. Any result is fine; a trap or a hang is the finding.
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
        // Large seeds (whole storyboards) only slow the replay down as Swift: the reader's bounds are
        // reached by small inputs.
        if data.count <= 256 * 1024 { readAsAppFolder(data) }
        readAsJSONFiles(data, at: folder.appendingPathComponent("input.json"))
        _ = Speaker(synthesizer: EstimatedSynthesizer(), outputs: []).speak(Utterance(text, kind: .elementPhrase), mode: .interrupt, at: .zero)
    }

    /// The input as the Swift file, the strings table and the storyboard of an app folder, read as the
    /// audit reads a folder: discovery, then the code (parsed within bounds, the storyboard's runtime
    /// attributes read by the loader's parser, classes read).
    private static func readAsAppFolder(_ data: Data) {
        let app = folder.appendingPathComponent("app")
        try? FileManager.default.createDirectory(at: app.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try? data.write(to: app.appendingPathComponent("Input.swift"))
        try? data.write(to: app.appendingPathComponent("Base.lproj/Localizable.strings"))
        try? data.write(to: app.appendingPathComponent("Base.lproj/Main.storyboard"))
        _ = try? InputDiscovery.inputs(for: [app.path])
        _ = CodeReading.read(folder: app)
    }

    /// The input as each JSON file the audit reads: a configuration, a baseline and a shard report.
    private static func readAsJSONFiles(_ data: Data, at url: URL) {
        guard (try? data.write(to: url)) != nil else { return }
        _ = try? AuditConfiguration.parse(data, file: url.path)
        _ = try? Baseline.load(contentsOf: url)
        _ = try? AuditMerge(reports: [url.path]).run()
    }
}
