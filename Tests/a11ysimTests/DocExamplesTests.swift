import Foundation
import Testing

/// The examples in README.md and docs/*.md, run: every ```console block is a transcript of a terminal,
/// `$ a11ysim …` lines the commands and the lines after each its output, standard output then standard
/// error. Each command runs in a scratch folder holding a copy of examples/, and what it prints must be
/// the lines shown — comparing after paths and timings are normalised (``DocExample/normalised(_:)``),
/// where a line `…` stands for any number of lines left out. A block without output lines only has to
/// run. So the docs fail the suite when the tool changes (issue 33 item 3).
@Suite("The docs' examples")
struct DocExamplesTests {
    static let examples: [DocExample] = {
        let root = CommandRunner.packageRoot
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        let files = ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
        return files.flatMap { file in
            DocExample.parse((try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? "", file: file)
        }
    }()

    @Test("README and docs show examples, and every one is an a11ysim command")
    func examplesExist() {
        #expect(Self.examples.count >= 10, "found \(Self.examples.count) ```console examples")
        #expect(Self.examples.contains { $0.file == "README.md" })
        for example in Self.examples {
            #expect(example.arguments != nil, "\(example.location): `\(example.command)` is not a plain `a11ysim …` command (no pipes, redirections or other programs)")
        }
    }

    @Test("Each example prints what the docs show", arguments: examples)
    func example(_ example: DocExample) throws {
        let arguments = try #require(example.arguments, "\(example.location): not a plain a11ysim command")
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try CommandRunner.run(arguments, in: folder, timeout: 300)
        let printed = DocExample.normalised(output.stdout + output.stderr, paths: [folder.path, CommandRunner.packageRoot.path])
        guard let expected = example.output else {
            #expect(output.status == 0, "\(example.location): `\(example.command)` exited \(output.status): \(output.stderr)")
            return
        }
        let shown = DocExample.normalised(expected, paths: [])
        #expect(DocExample.matches(printed, shown),
                "\(example.location): `\(example.command)` printed (normalised):\n\(printed.joined(separator: "\n"))\n\nbut the docs show:\n\(shown.joined(separator: "\n"))")
    }

    @Test("The comparison: paths and timings normalised, … standing for lines left out")
    func comparison() {
        let printed = DocExample.normalised("/tmp/x/examples/nav.yaml: 2 screens in 0.41 s\nA\nB\nC\n", paths: ["/tmp/x"])
        #expect(printed == ["examples/nav.yaml: 2 screens in <time>", "A", "B", "C"])
        #expect(DocExample.matches(printed, ["examples/nav.yaml: 2 screens in <time>", "…", "C"]))
        #expect(DocExample.matches(printed, ["…"]))
        #expect(!DocExample.matches(printed, ["examples/nav.yaml: 2 screens in <time>", "C"]))
        #expect(!DocExample.matches(printed, ["…", "B"]))
    }

    /// A fresh folder holding a copy of examples/ (without build folders), for a command to run in and
    /// write into.
    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try copy(CommandRunner.packageRoot.appendingPathComponent("examples"), to: folder.appendingPathComponent("examples"))
        return folder
    }

    private static func copy(_ source: URL, to destination: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else { return try FileManager.default.copyItem(at: source, to: destination) }
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where !name.hasPrefix(".build") && name != ".swiftpm" {
            try copy(source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
        }
    }
}

/// One `$ a11ysim …` line of a ```console block in the docs, with the output shown after it.
struct DocExample: CustomTestStringConvertible, Sendable {
    var file: String
    var line: Int
    /// The command as written, without `$ `.
    var command: String
    /// The lines shown after the command; nil when none are.
    var output: String?

    var location: String { "\(file):\(line)" }
    var testDescription: String { "\(location): \(command)" }

    /// The command's arguments after `a11ysim`, split as a shell splits them; nil when it is not a plain
    /// `a11ysim` command (another program, a pipe, a redirection, a variable).
    var arguments: [String]? {
        guard let words = Self.shellWords(command), words.first == "a11ysim" else { return nil }
        return Array(words.dropFirst())
    }

    /// The examples of a Markdown text.
    static func parse(_ text: String, file: String) -> [DocExample] {
        var result: [DocExample] = []
        var inBlock = false
        var current: DocExample?
        var shown: [String] = []
        func close() {
            if var example = current {
                while shown.last?.isEmpty == true { shown.removeLast() }
                example.output = shown.isEmpty ? nil : shown.joined(separator: "\n")
                result.append(example)
            }
            current = nil
            shown = []
        }
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if !inBlock {
                inBlock = line.trimmingCharacters(in: .whitespaces) == "```console"
            } else if line.hasPrefix("```") {
                close()
                inBlock = false
            } else if line.hasPrefix("$ ") {
                close()
                current = DocExample(file: file, line: index + 1, command: String(line.dropFirst(2)))
            } else if current != nil {
                shown.append(line)
            }
        }
        return result
    }

    /// The lines of `text` with trailing spaces and trailing empty lines dropped, every folder of
    /// `paths` (and the slash after it) removed, and durations (`0.41 s`, `12 ms`) written `<time>`.
    static func normalised(_ text: String, paths: [String]) -> [String] {
        var text = text
        for path in paths.sorted(by: { $0.count > $1.count }) {
            text = text.replacingOccurrences(of: path + "/", with: "").replacingOccurrences(of: path, with: ".")
        }
        let timing = #/\b\d+(\.\d+)? ?(ms|s)\b/#
        var lines = text.components(separatedBy: "\n").map { line in
            String(line.replacing(timing, with: "<time>").reversed().drop(while: { $0 == " " }).reversed())
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Whether `printed` is `shown`, where a line `…` in `shown` stands for any number of lines.
    static func matches(_ printed: [String], _ shown: [String]) -> Bool {
        guard let first = shown.first else { return printed.isEmpty }
        if first == "…" {
            return (0...printed.count).contains { matches(Array(printed[$0...]), Array(shown.dropFirst())) }
        }
        return printed.first == first && matches(Array(printed.dropFirst()), Array(shown.dropFirst()))
    }

    /// `line` split into words as a POSIX shell splits a simple command: single quotes, double quotes
    /// (with `\"` and `\\` inside), backslash escapes; nil when it holds anything else a shell would act on.
    static func shellWords(_ line: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "'":
                inWord = true
                while let next = characters.next(), next != "'" { word.append(next) }
            case "\"":
                inWord = true
                while let next = characters.next(), next != "\"" {
                    guard next != "$", next != "`" else { return nil }
                    if next == "\\", let escaped = characters.next() {
                        word += escaped == "\"" || escaped == "\\" ? String(escaped) : "\\" + String(escaped)
                    } else {
                        word.append(next)
                    }
                }
            case "\\":
                inWord = true
                if let escaped = characters.next() { word.append(escaped) }
            case "#" where !inWord:
                return words
            case "|", "&", ";", "<", ">", "$", "`", "(", ")", "*", "?", "~", "{", "[":
                return nil
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
