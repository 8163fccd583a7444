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

    @Option(help: "The device: phone, pad, or WIDTHxHEIGHT in points (a phone unless WIDTH ≥ 600).")
    var device: String?

    @Flag(help: "Start in landscape.")
    var landscape = false

    @Flag(help: "Right-to-left layout (reading order runs right to left).")
    var rtl = false

    @Option(help: "The device's language: VoiceOver's own words, number formats and voice in en, de or ru (default en). The app's labels stay as given.")
    var language: String?

    /// The language `--language` names, or nil when not given.
    func resolvedLanguage() throws -> VoiceOverLanguage? {
        try language.map { code in
            guard let language = VoiceOverLanguage(code: code) else {
                throw CLIError.input("--language takes \(VoiceOverLanguage.allCases.map(\.rawValue).joined(separator: ", ")) (the languages with a verified word list), not '\(code)'")
            }
            return language
        }
    }

    @Option(help: "Open this scene as the audit's entry for it would: a storyboard ID, custom class name, title or Interface Builder id (see tree --scenes).")
    var scene: String?

    @Flag(name: .customLong("no-code"), help: "Don't read the Swift code of a folder given (docs/code.md).")
    var noCode = false

    @Flag(name: .customLong("explain-code"), help: "Print what was understood in a folder's Swift code and what was left alone.")
    var explainCode = false

    /// The files read from the input: the file, or every file a folder's reading takes, which no
    /// output may replace.
    var readFiles: ReadFiles {
        var read = ReadFiles()
        read.add(folder: file, extensions: InputDiscovery.readExtensions, as: "the input")
        return read
    }

    /// The device the options describe: `designed` (the file's own) changed by the options given, or
    /// nil when no option changes it.
    func resolvedDevice(designed: Device) throws -> Device? {
        let language = try resolvedLanguage()
        guard device != nil || landscape || rtl || language != nil else { return nil }
        var result: Device
        switch device?.lowercased() {
        case nil: result = designed
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
        if let language { result.language = language }
        return result
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
            let prepared = try SceneLoader.prepare(contentsOf: url, code: CodeReading.code(for: file, noCode: noCode))
            if explainCode {
                FileHandle.standardError.write(Data(((prepared.codeExplanation?.lines ?? ["code: none read (give a folder; --no-code turns it off)"]).joined(separator: "\n") + "\n").utf8))
            }
            let device = try resolvedDevice(designed: prepared.designedDevice)
            let scene = try self.scene.map { name throws(SceneLoadError) in
                try prepared.makeScene(device: device, opening: try prepared.scene(named: name))
            } ?? prepared.makeScene(device: device)
            for warning in scene.warnings {
                FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
            }
            return scene
        } catch let error as SceneLoadError {
            throw CLIError.input(error.description)
        }
    }
}
