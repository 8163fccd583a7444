import A11yAudit
import AuditRunner
import AccessibilityTree
import ArgumentParser
import Foundation
import SceneLoader
import SwiftCodeReader
import VoiceCursor

/// The input file and the device to show it on.
struct SceneOptions: ParsableArguments {
    @Argument(help: "A scene file (.yaml, .yml, .json), a storyboard or xib, or a folder of storyboards (or of an app built in code).")
    var file: String

    @Option(help: "Open this scene as the audit's entry for it would: a storyboard ID, custom class name, title or Interface Builder id (see tree --scenes).")
    var scene: String?

    @OptionGroup var reading: ReadingOptions

    /// The files read from the input: the file, or every file a folder's reading takes, which no
    /// output may replace.
    var readFiles: ReadFiles {
        var read = ReadFiles()
        read.add(folder: file, extensions: InputDiscovery.readExtensions, as: "the input")
        if let code = reading.code { read.add(folder: code, extensions: InputDiscovery.readExtensions, as: "the --code folder") }
        return read
    }

    /// The device the options describe for `prepared`: its designed device changed by the options
    /// given, in `--language` (``PreparedScene/device(_:language:)``), or nil when no option changes it.
    func resolvedDevice(for prepared: PreparedScene) throws -> Device? {
        let request = try reading.deviceRequest
        guard request.changesDevice else { return prepared.device(nil, language: reading.resolvedLanguage) }
        return prepared.device(request.resolve(designed: prepared.designedDevice), language: reading.resolvedLanguage)
    }

    /// The app's code to run with the scene: the `--code` folder's, else the one the file or folder
    /// is in (docs/code.md, "Which code is read"); none with `--no-code`.
    func code() -> AppCode? {
        reading.noCode ? nil : reading.code.map { CodeReading.read(folder: URL(fileURLWithPath: $0)) }
            ?? CodeReading.code(for: file, noCode: false)
    }

    /// Loads the file into a live model — with `--scene`, that scene opened as the audit opens it —
    /// turning load errors into exit-2 messages with file:line:column.
    @MainActor
    func load() throws -> LoadedScene {
        let url = URL(fileURLWithPath: file)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw CLIError.input("\(file): no such file or folder")
        }
        let input = try Self.input(in: file, code: !reading.noCode)
        let code = self.code()
        do {
            let prepared = try SceneLoader.prepare(contentsOf: URL(fileURLWithPath: input), code: code)
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

    /// What a folder given stands for, found as `audit` finds its inputs (``InputDiscovery``): the
    /// folder itself when it holds storyboards other than launch screens; else the app's code when the
    /// folder holds one app with no storyboard but its launch screen (its delegate's Swift file, read
    /// with `code`); else the folder itself when it holds storyboards; else the one input inside it, or
    /// the one that is an app (linked storyboards, as in `Base.lproj`), or the storyboard its Info.plist
    /// names for the first screen, or its `Main` storyboard. A file is itself.
    static func input(in path: String, code: Bool) throws -> String {
        guard CodeReading.isFolder(path) else { return path }
        let own = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".storyboard") }
        let info = InfoPlist.read(under: path)
        if own.contains(where: { !info.isLaunchScreen($0) }) { return path }
        let inputs: [AuditInput]
        do {
            inputs = try InputDiscovery.inputs(for: [path], code: code).filter {
                $0.isFolderApp || InputDiscovery.interfaceExtensions.union(["swift"]).contains(URL(fileURLWithPath: $0.path).pathExtension.lowercased())
            }
        } catch {
            throw CLIError.input(error.description)
        }
        // The launch screen is not the app's first screen: its code is.
        let codeInputs = inputs.filter { $0.path.hasSuffix(".swift") }
        if codeInputs.count == 1 { return codeInputs[0].path }
        if !own.isEmpty { return path }
        let apps = inputs.filter(\.isFolderApp)
        let mains = inputs.filter { URL(fileURLWithPath: $0.path).lastPathComponent == "Main.storyboard" }
        // The storyboard Info.plist names for the first screen (`UIMainStoryboardFile`, `UISceneStoryboardFile`).
        let named = inputs.filter { !$0.isFolderApp && info.isMain($0.path) && $0.path.hasSuffix(".storyboard") }
        if inputs.count == 1 { return inputs[0].path }
        if apps.count == 1 { return apps[0].path }
        if apps.isEmpty, named.count == 1 { return named[0].path }
        if apps.isEmpty, mains.count == 1 { return mains[0].path }
        guard !inputs.isEmpty else { throw CLIError.input("\(path): the folder has no storyboards or xibs, here or in its subfolders") }
        let listed = inputs.prefix(5).map(\.path).joined(separator: ", ") + (inputs.count > 5 ? " and \(inputs.count - 5) more" : "")
        throw CLIError.input("\(path) holds no storyboard of its own but \(inputs.count) inputs the audit reads one by one (\(listed)); give one of them with --code \(path) to read the folder's Swift code with it")
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
