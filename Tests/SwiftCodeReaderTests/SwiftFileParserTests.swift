import Foundation
import SwiftCodeReader
import Testing

/// Deep Swift never crashes the reader: a file past a nesting bound is left out with a warning at its
/// line:column (docs/fuzzing.md, "Swift files"). Fixtures are generated here, never committed.
@Suite("Swift files are parsed within bounds")
struct SwiftFileParserTests {
    /// `expression` as the right side of an assignment in `viewDidLoad`, on line 4 from column 36.
    static func method(_ expression: String) -> String {
        "import UIKit\nclass V: UIViewController {\n    override func viewDidLoad() {\n        label.accessibilityLabel = \(expression)\n    }\n}\n"
    }

    static func note(_ text: String) -> String? {
        guard case .failure(let note) = SwiftFileParser.parse(text, path: "V.swift") else { return nil }
        return note.description.replacingOccurrences(of: "V.swift:", with: "") + " @\(note.location.column)"
    }

    static var interpolations: String {
        var text = "x"
        for _ in 0..<10_000 { text = "\"\\(\(text))\"" }
        return text
    }

    /// Each deep construct and the warning it gives.
    static let deepCases: [(expression: String, expected: String)] = [
        (repeated("[", 10_000) + "1" + repeated("]", 10_000), "4: this Swift file nests square brackets more than 12 deep here; its code is left out @48"),
        (repeated("(", 10_000) + "1" + repeated(")", 10_000), "4: this Swift file nests brackets more than 64 deep here; its code is left out @98"),
        ("self" + repeated(".a", 5_000), "4: this Swift file nests more than 2000 syntax levels deep here; its code is left out @36"),
        ("x" + repeated("!", 5_000), "4: this Swift file nests more than 2000 syntax levels deep here; its code is left out @36"),
        ("x" + repeated("?.a", 5_000), "4: this Swift file nests more than 2000 syntax levels deep here; its code is left out @36"),
        ("f" + repeated("()", 5_000), "4: this Swift file nests more than 2000 syntax levels deep here; its code is left out @36"),
        ("a" + repeated("[0]", 5_000), "4: this Swift file nests more than 2000 syntax levels deep here; its code is left out @36"),
        (".button" + repeated(".union(.header)", 3_000), "4: this Swift file nests more than 2000 syntax levels deep here; its code is left out @36"),
        (repeated("try! ", 10_000) + "x", "4: this Swift file has more than 64 prefix keywords (`try`) in a row here; its code is left out @356"),
        (repeated("await ", 10_000) + "x", "4: this Swift file has more than 64 prefix keywords (`await`) in a row here; its code is left out @420"),
        (repeated("a ? ", 10_000) + "b" + repeated(" : c", 10_000), "4: this Swift file nests ternaries more than 64 deep here; its code is left out @294"),
        ("nil; if a { }" + repeated(" else if a { }", 10_000), "4: this Swift file chains more than 64 `else if`s here; its code is left out @946"),
        (interpolations, "4: this Swift file nests string literals more than 64 deep here; its code is left out @129"),
    ]

    @Test("Each deep construct is a warning at its line and column, not a crash", arguments: deepCases)
    func deepConstruct(expression: String, expected: String) {
        #expect(Self.note(Self.method(expression)) == expected)
    }

    @Test("Ordinary code with brackets in strings and comments, ?? chains, raw and multi-line strings is read")
    func ordinaryCode() {
        let text = Self.method(#"a ?? b ?? c ?? d ?? e ?? f ?? g ?? h ?? i ?? j ?? k ?? l ?? m ?? n ?? o ?? p ?? q ?? r ?? s ?? t ?? u ?? "v""#)
            + "// " + repeated("[", 100) + "\n/* " + repeated("(", 100) + " /* nested */ */\nlet s = \"" + repeated("{", 100) + "\"\n"
            + "let r = #\"\\(" + repeated("[", 100) + "\"#\nlet m = \"\"\"\n" + repeated("(", 100) + "\n\"\"\"\n"
            + "let t = [[[[[[[[[[[1]]]]]]]]]]]\n" + repeated("let q = x ? y : z\n", 100)
            + "func f() throws { guard a else { return }\n" + repeated("    guard b else { return }\n", 100) + "}\n"
        #expect(Self.note(text) == nil)
    }

    @Test("A lexer error is reported at its own line, not at 1:1")
    func lexerErrorAtItsLine() {
        let note = Self.note("class A {}\nclass B {}\nlet x = \"unterminated\nlet y = 1\n")
        #expect(note?.hasPrefix("3: this Swift file does not parse here") == true, "\(note ?? "nil")")
    }

    /// ../shared/corpus/apps beside the repository (real apps, not part of it).
    static let appsCorpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("../shared/corpus/apps").standardizedFileURL

    @Test("Every Swift file of the shared corpus's apps is within the bounds",
          .enabled(if: FileManager.default.fileExists(atPath: appsCorpus.path), "needs ../shared/corpus/apps beside the repository (real apps, not part of it)"))
    func corpusWithinBounds() throws {
        let corpus = Self.appsCorpus
        let walker = try #require(FileManager.default.enumerator(atPath: corpus.path))
        var count = 0
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: corpus.appendingPathComponent(relative).path) else { continue }
            count += 1
            let note = Self.note(String(decoding: data, as: UTF8.self))
            #expect(note.map { !$0.contains("nests") && !$0.contains("in a row") && !$0.contains("chains") } ?? true, "\(relative): \(note ?? "")")
        }
        #expect(count > 0)
    }
}

private func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }
