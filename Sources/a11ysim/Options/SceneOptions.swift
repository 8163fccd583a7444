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
        let request = try reading.deviceRequest
        guard request.changesDevice else { return prepared.device(nil, language: reading.resolvedLanguage) }
        return prepared.device(request.resolve(designed: prepared.designedDevice), language: reading.resolvedLanguage)
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
