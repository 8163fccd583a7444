import Foundation
import Testing

/// No file is lost: reports and baselines replace the previous file whole or not at all, a file to
/// write that is one of the inputs is refused before any work, and an input that cannot be audited
/// is named on standard error.
@Suite("a11ysim audit writes files safely and says what failed")
struct SafeWriteTests {
    /// A fresh folder holding a copy of `examples/recipes.yaml` (which passes) and a broken scene.
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-safe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CommandRunner.packageRoot.appendingPathComponent("examples/recipes.yaml"),
                                         to: folder.appendingPathComponent("recipes.yaml"))
        try Data("version: 1\nroot: a\ncontrollers:\n  a: {kind: table, bogus: 1}\n".utf8).write(to: folder.appendingPathComponent("bad.yaml"))
        return folder
    }

    @Test("--output or --write-baseline naming an input, the configuration or each other is a usage error, and nothing is written",
          arguments: [["--output", "recipes.yaml"], ["--write-baseline", "recipes.yaml"], ["--output", "./recipes.yaml"],
                      ["--output", "out.json", "--write-baseline", "out.json"]])
    func outputNamingAnInput(options: [String]) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("recipes.yaml")
        let before = try Data(contentsOf: input)
        let resolved = options.map { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") ? folder.appendingPathComponent($0).path : $0 }
        let output = try CommandRunner.run(["audit", input.path] + resolved)
        #expect(output.status == 2)
        #expect(output.stderr.contains("choose another file") || output.stderr.contains("give them different files"), "\(output.stderr)")
        #expect(try Data(contentsOf: input) == before)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.json").path))
    }

    @Test("A report inside a folder app's folder that is one of its storyboards is refused")
    func outputInsideAFolderInput() throws {
        let output = try CommandRunner.run(["audit", "examples/storyboards", "--output", "examples/storyboards/player.storyboard"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("is one of the inputs"), "\(output.stderr)")
    }

    /// A folder app: recipes.yaml, with the Swift file and the strings table a folder's reading takes.
    static func appFolder() throws -> URL {
        let folder = try Self.folder()
        try FileManager.default.removeItem(at: folder.appendingPathComponent("bad.yaml"))
        try Data("class X {}\n".utf8).write(to: folder.appendingPathComponent("X.swift"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        try Data("\"k\" = \"v\";\n".utf8).write(to: folder.appendingPathComponent("Base.lproj/Localizable.strings"))
        return folder
    }

    @Test("No report or baseline replaces a Swift file or strings table read from an input folder (exit 2, untouched)",
          arguments: [["--output", "X.swift"], ["--write-baseline", "X.swift"], ["--output", "Base.lproj/Localizable.strings"],
                      ["--write-baseline", "Base.lproj/Localizable.strings"]])
    func outputOverFolderSource(options: [String]) throws {
        let folder = try Self.appFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent(options[1])
        let before = try Data(contentsOf: target)
        let output = try CommandRunner.run(["audit", folder.path, options[0], target.path])
        #expect(output.status == 2)
        #expect(output.stderr.contains("error: \(options[0]) \(target.path) is one of the inputs (a file read from \(folder.path)); "
                                       + "writing there would replace it — choose another file"), "\(output.stderr)")
        #expect(try Data(contentsOf: target) == before)
    }

    @Test("--speech wav-session= naming the scene, the script or a file of the input folder is refused (exit 2, untouched)",
          arguments: ["scene", "script", "swift"])
    func wavSessionOverAnInput(which: String) throws {
        let folder = try Self.appFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = folder.appendingPathComponent("recipes.yaml"), script = folder.appendingPathComponent("nav.txt")
        try Data("next\n".utf8).write(to: script)
        if which == "swift" {
            try FileManager.default.removeItem(at: scene)
            try FileManager.default.copyItem(at: CommandRunner.packageRoot.appendingPathComponent("examples/storyboards/settings.storyboard"),
                                             to: folder.appendingPathComponent("settings.storyboard"))
        }
        let input = which == "swift" ? folder : scene
        let target = which == "scene" ? scene : which == "script" ? script : folder.appendingPathComponent("X.swift")
        let before = try Data(contentsOf: target)
        let output = try CommandRunner.run(["run", input.path, "--script", script.path, "--speech", "wav-session=\(target.path)"])
        #expect(output.status == 2)
        let role = which == "scene" ? "the input (\(scene.path))" : which == "script" ? "the script (\(script.path))"
            : "the input (a file read from \(folder.path))"
        #expect(output.stderr.contains("error: --speech wav-session=\(target.path): it is \(role); writing there would replace it — choose another file"),
                "\(output.stderr)")
        #expect(try Data(contentsOf: target) == before)
    }

    @Test("An empty path is a usage error", arguments: [["--output", ""], ["--write-baseline", ""]])
    func emptyPath(options: [String]) throws {
        let output = try CommandRunner.run(["audit", "examples/recipes.yaml"] + options)
        #expect(output.status == 2)
        #expect(output.stderr.contains("the path is empty"), "\(output.stderr)")
    }

    @Test("A run that fails before it has a report leaves the previous report untouched")
    func failedRunKeepsReport() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report.json")
        try Data("previous".utf8).write(to: report)
        let output = try CommandRunner.run(["audit", folder.appendingPathComponent("recipes.yaml").path, "--config",
                                            folder.appendingPathComponent("missing.json").path, "--output", report.path])
        #expect(output.status == 2)
        #expect(try String(contentsOf: report, encoding: .utf8) == "previous")
    }

    @Test("A report replaces the previous one whole, keeps its permissions and leaves no temporary file")
    func reportReplaced() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report.json")
        try Data("previous".utf8).write(to: report)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: report.path)
        let output = try CommandRunner.run(["audit", folder.appendingPathComponent("recipes.yaml").path, "--format", "json", "--output", report.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(try String(contentsOf: report, encoding: .utf8).hasPrefix("{"))
        #expect(try FileManager.default.attributesOfItem(atPath: report.path)[.posixPermissions] as? Int == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["bad.yaml", "recipes.yaml", "report.json"])
    }

    @Test("A report that cannot be written names the path and the reason in words")
    func writeErrorInWords() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("recipes.yaml").path
        let missing = try CommandRunner.run(["audit", input, "--output", folder.appendingPathComponent("none/report.json").path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("none/report.json: the folder \(folder.path)/none does not exist"), "\(missing.stderr)")
        let notFolder = try CommandRunner.run(["audit", input, "--write-baseline", folder.appendingPathComponent("recipes.yaml/b.json").path])
        #expect(notFolder.status == 2)
        #expect(notFolder.stderr.contains("recipes.yaml is not a folder"), "\(notFolder.stderr)")
        let isFolder = try CommandRunner.run(["audit", input, "--output", folder.path])
        #expect(isFolder.status == 2)
        #expect(isFolder.stderr.contains("\(folder.path): cannot write: it is a folder"), "\(isFolder.stderr)")
        for output in [missing, notFolder, isFolder] { #expect(!output.stderr.contains("NSCocoaErrorDomain")) }
    }

    @Test("An input that cannot be audited is named on standard error with file:line:column, even with --output /dev/null")
    func inputErrorsOnStandardError() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.yaml").path
        let output = try CommandRunner.run(["audit", bad, folder.appendingPathComponent("recipes.yaml").path, "--output", "/dev/null"])
        #expect(output.status == 2)
        let lines = output.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("\(bad):4:20: error: unknown key 'bogus'") == true, "\(output.stderr)")
        #expect(lines.last == "error: 1 input could not be audited")
    }

    @Test("A storyboard over the XML parser's own attribute limit says so on standard error, not 'malformed XML'")
    func parserLimitOnStandardError() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = folder.appendingPathComponent("huge.storyboard")
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" a=\""
        text += String(repeating: "x", count: 15 * 1024 * 1024) + "\"/>\n"
        try Data(text.utf8).write(to: storyboard)
        let output = try CommandRunner.run(["audit", storyboard.path, "--output", "/dev/null"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("\(storyboard.path):2:"), "\(output.stderr)")
        #expect(output.stderr.contains("the XML parser's limit"), "\(output.stderr)")
        #expect(!output.stderr.contains("malformed"))
    }
}
