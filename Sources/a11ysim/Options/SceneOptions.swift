import A11yAudit
import AccessibilityTree
import ArgumentParser
import Foundation
import SceneLoader
import SwiftCodeReader
import VoiceCursor

/// The input file and the device to show it on.
struct SceneOptions: ParsableArguments {
    @Argument(help: "A scene file (.yaml, .yml, .json), a storyboard or xib, or a folder of storyboards.")
    var file: String

    @Option(help: "The device: phone, pad, or WIDTHxHEIGHT in points (a phone unless WIDTH ≥ 600); default: the file's own, else an iPhone 390×844.")
    var device: String?

    @Flag(help: "Start in landscape (on the file's own device unless --device names another).")
    var landscape = false

    @Flag(help: "Right-to-left layout (reading order runs right to left), on the file's own device unless --device names another.")
    var rtl = false

    @Option(help: "Open this scene as the audit's entry for it would: a storyboard ID, custom class name, title or Interface Builder id (see tree --scenes).")
    var scene: String?

    @OptionGroup var reading: ReadingOptions

    /// The files read from the input: the file, or every file a folder's reading takes, which no
    /// output may replace.
    var readFiles: ReadFiles {
        var read = ReadFiles()
        read.add(folder: file, extensions: InputDiscovery.readExtensions, as: "the input")
        return read
    }

    /// The device the options describe for `prepared`: its designed device changed by the options
    /// given, in `--language` (``PreparedScene/device(_:language:)``), or nil when no option changes it.
    func resolvedDevice(for prepared: PreparedScene) throws -> Device? {
        guard device != nil || landscape || rtl else { return prepared.device(nil, language: reading.resolvedLanguage) }
        var result: Device
        switch device?.lowercased() {
        case nil: result = prepared.designedDevice
        case "phone": result = .phone
        case "pad": result = .pad
        case let text?:
            let parts = text.split(separator: "x").compactMap { Double($0) }
            guard parts.count == 2, parts.allSatisfy({ $0.isFinite && $0 >= 100 && $0 <= 10_000 }) else {
                throw CLIError.input("--device takes phone, pad or WIDTHxHEIGHT (100–10000 points each), not '\(text)'")
            }
            result = Device(portraitSize: Size(width: parts[0], height: parts[1]), idiom: parts[0] >= 600 ? .pad : .phone)
        }
        if landscape { result.orientation = .landscape }
        if rtl { result.layoutDirection = .rightToLeft }
        return prepared.device(result, language: reading.resolvedLanguage)
    }

    /// Loads the file into a live model — with `--scene`, that scene opened as the audit opens it —
    /// turning load errors into exit-2 messages with file:line:column.
    @MainActor
    func load() throws -> LoadedScene {
        let url = URL(fileURLWithPath: file)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw CLIError.input("\(file): no such file or folder")
        }
        do {
            let prepared = try SceneLoader.prepare(contentsOf: url, code: CodeReading.code(for: file, noCode: reading.noCode))
            if reading.explainCode {
                FileHandle.standardError.write(Data(((prepared.codeExplanation?.lines ?? ["code: none read (give a folder; --no-code turns it off)"]).joined(separator: "\n") + "\n").utf8))
            }
            let device = try resolvedDevice(for: prepared)
            let scene = try self.scene.map { name in
                try prepared.makeScene(device: device, opening: try Self.entry(named: name, in: prepared))
            } ?? prepared.makeScene(device: device)
            for warning in scene.warnings {
                FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
            }
            return scene
        } catch let error as SceneLoadError {
            throw CLIError.input(error)
        }
    }

    /// The scene `--scene` names; a name that fits none or several is the option's error, not the file's.
    private static func entry(named name: String, in prepared: PreparedScene) throws -> SceneEntry {
        do {
            return try prepared.scene(named: name)
        } catch {
            throw CLIError.input("--scene \(name): \(error.message)")
        }
    }
}
