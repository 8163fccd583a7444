import Foundation
import SwiftCodeReader
import SwiftInterpreter
import Testing

/// Reading an app's folder (docs/code.md, "Which code is read"; docs/fuzzing.md, "Swift files"): which
/// files are walked, which strings tables serve which code, and what is skipped with a warning while
/// the rest is read. Each test writes its folder under the temporary directory.
@Suite("A folder's Swift files and strings tables are read, and what is not is a warning")
struct FolderReadingTests {
    /// A fresh folder holding `files` (path relative to it → contents).
    static func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("SwiftCodeReaderTests-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    /// A view controller whose `viewDidLoad` sets its view's label to `expression`.
    static func controller(_ name: String, label expression: String) -> String {
        "import UIKit\nclass \(name): UIViewController {\n    override func viewDidLoad() {\n        view.accessibilityLabel = \(expression)\n    }\n}\n"
    }

    /// The label the class's setup gives its view, as read.
    static func label(_ code: AppCode, _ name: String) -> String? {
        code.classes[name]?.first?.setup.lazy.compactMap { step -> String? in
            guard case .set(_, .label(let label)) = step.action else { return nil }
            return label
        }.first
    }

    /// The warnings, with paths relative to `root`, as `file:line:column: reason`.
    static func warnings(_ code: AppCode, under root: URL) -> [String] {
        code.warnings.map { note in
            let file = note.location.file.replacingOccurrences(of: root.path + "/", with: "")
            return "\(file):\(note.location.line):\(note.location.column): \(note.reason)"
        }
    }

    @Test("Swift files in sub-folders are read; hidden folders are not")
    func hiddenFoldersSkipped() throws {
        let root = try Self.folder([
            "App/Home.swift": Self.controller("Home", label: "\"Home\""),
            "App/Screens/Detail.swift": Self.controller("Detail", label: "\"Detail\""),
            ".build/checkouts/Dependency.swift": Self.controller("Dependency", label: "\"Dependency\""),
            "App/.hidden/Secret.swift": Self.controller("Secret", label: "\"Secret\""),
            "App/README.md": "class NotSwift {}",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let code = AppCodeReader.read(folder: root, attributedObjects: { _, _ in [] })
        #expect(code.classes.keys.sorted() == ["Detail", "Home"])
        #expect(code.fileCount == 2)
        #expect(Self.label(code, "Detail") == "Detail")
        #expect(code.warnings.isEmpty, "\(code.warnings)")
        #expect(code.folder == root.path)
    }

    @Test("Base.lproj's or en.lproj's Localizable.strings serves the code beside it; other languages' are not read")
    func stringsTables() throws {
        let root = try Self.folder([
            "One/Home.swift": Self.controller("Home", label: "NSLocalizedString(\"greeting\", comment: \"\")"),
            "One/Base.lproj/Localizable.strings": "\"greeting\" = \"Hello from Base\";\n",
            "One/fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour\";\n",
            "Two/Start.swift": Self.controller("Start", label: "NSLocalizedString(\"greeting\", comment: \"\")"),
            "Two/en.lproj/Localizable.strings": "\"greeting\" = \"Hello from English\";\n",
            "Two/de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n",
            "Three/Other.swift": Self.controller("Other", label: "NSLocalizedString(\"greeting\", comment: \"\")"),
            "Three/Base.lproj/Other.strings": "\"greeting\" = \"Not the Localizable table\";\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let code = AppCodeReader.read(folder: root, attributedObjects: { _, _ in [] })
        #expect(Self.label(code, "Home") == "Hello from Base")
        #expect(Self.label(code, "Start") == "Hello from English")
        // Three's folder has no Localizable.strings of its own: the nearest table is One's or Two's,
        // never Other.strings, whose value would show here.
        #expect(Self.label(code, "Other") != "Not the Localizable table")
        #expect(code.warnings.isEmpty, "\(code.warnings)")
    }

    @Test("A Localizable.xcstrings catalog serves the code beside it in its source language; a plural takes its other form; a key without a value is itself")
    func stringCatalog() throws {
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "greeting": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hello from the catalog"}},
                                             "fr": {"stringUnit": {"state": "translated", "value": "Bonjour"}}}},
              "items": {"localizations": {"en": {"variations": {"plural": {"one": {"stringUnit": {"value": "%lld item"}},
                                                                         "other": {"stringUnit": {"value": "%lld items"}}}}}}},
              "Done": {}
            }}
            """
        let root = try Self.folder([
            "App/Home.swift": Self.controller("Home", label: "NSLocalizedString(\"greeting\", comment: \"\")"),
            "App/Count.swift": Self.controller("Count", label: "String(localized: \"items\")"),
            "App/Finish.swift": Self.controller("Finish", label: "NSLocalizedString(\"Done\", comment: \"\")"),
            "App/Localizable.xcstrings": catalog,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let code = AppCodeReader.read(folder: root, attributedObjects: { _, _ in [] })
        #expect(Self.label(code, "Home") == "Hello from the catalog")
        #expect(Self.label(code, "Count") == "%lld items")
        #expect(Self.label(code, "Finish") == "Done")
        #expect(code.warnings.isEmpty, "\(code.warnings)")
    }

    @Test("A Localizable.stringsdict gives a key its other plural form, over the strings table beside it; a file nested past the limit gives nothing")
    func stringsDictionary() throws {
        func plural(_ key: String, other: String) -> String {
            "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@things@ left</string>"
                + "<key>things</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d thing</string>"
                + "<key>other</key><string>\(other)</string></dict></dict>"
        }
        let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>"
        let deep = String(repeating: "<array>", count: 40) + String(repeating: "</array>", count: 40)
        let root = try Self.folder([
            "App/Count.swift": Self.controller("Count", label: "String.localizedStringWithFormat(NSLocalizedString(\"items\", comment: \"\"), 3)"),
            "App/Title.swift": Self.controller("Title", label: "NSLocalizedString(\"title\", comment: \"\")"),
            "App/Base.lproj/Localizable.strings": "\"items\" = \"Items\";\n\"title\" = \"Basket\";\n",
            "App/Base.lproj/Localizable.stringsdict": header + plural("items", other: "%d items") + "</dict></plist>",
            "Loose/Loose.swift": Self.controller("Loose", label: "String(format: NSLocalizedString(\"items\", comment: \"\"), 2)"),
            "Loose/Resources/Localizable.stringsdict": header + plural("items", other: "%d crates") + "</dict></plist>",
            "Deep/Deep.swift": Self.controller("Deep", label: "NSLocalizedString(\"items\", comment: \"\")"),
            "Deep/en.lproj/Localizable.stringsdict": header + plural("items", other: "%d boxes") + "<key>x</key>" + deep + "</dict></plist>",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let code = AppCodeReader.read(folder: root, attributedObjects: { _, _ in [] })
        #expect(Self.label(code, "Title") == "Basket", "the strings table still serves the keys the dictionary lacks")
        #expect(Self.label(code, "Count")?.hasSuffix("items left") == true, "\(Self.label(code, "Count") ?? "nil")")
        #expect(Self.label(code, "Loose") == "2 crates left", "one outside any .lproj serves its folder: \(Self.label(code, "Loose") ?? "nil")")
        #expect(Self.label(code, "Deep") == "items", "a dictionary nested past the limit gives no values: \(Self.label(code, "Deep") ?? "nil")")
        #expect(code.warnings.isEmpty, "\(code.warnings)")
    }

    @Test("A Swift file over the size limit is skipped with a warning at its first line; the rest is read")
    func oversizedFile() throws {
        let limit = SwiftFileParser.maximumFileSize
        let root = try Self.folder([
            "Big.swift": "// " + String(repeating: "x", count: limit) + "\nclass Big {}\n",
            "Home.swift": Self.controller("Home", label: "\"Home\""),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let code = AppCodeReader.read(folder: root, attributedObjects: { _, _ in [] })
        #expect(Self.warnings(code, under: root) == [
            "Big.swift:1:1: this Swift file is \(limit + 17) bytes, over the limit of \(limit) bytes; its code is left out",
        ])
        #expect(code.classes.keys.sorted() == ["Home"])
        #expect(code.fileCount == 1)
    }

    @Test("A named pipe among the Swift files or strings tables is skipped with a warning, never read (it would wait forever)")
    func specialFilesSkipped() throws {
        let root = try Self.folder([
            "Home.swift": Self.controller("Home", label: "\"Home\""),
            "Sub/Base.lproj/Placeholder.txt": "",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(mkfifo(root.appendingPathComponent("Pipe.swift").path, 0o600) == 0)
        #expect(mkfifo(root.appendingPathComponent("Sub/Base.lproj/Localizable.strings").path, 0o600) == 0)
        let code = AppCodeReader.read(folder: root, attributedObjects: { _, _ in [] })
        #expect(Self.warnings(code, under: root).sorted() == [
            "Pipe.swift:1:1: this is a named pipe (FIFO), not a Swift file; it is skipped",
            "Sub/Base.lproj/Localizable.strings:1:1: this is a named pipe (FIFO), not a strings table; it is skipped",
        ])
        #expect(code.classes.keys.sorted() == ["Home"])
    }

    @Test("A link to a missing Swift file is a warning; a folder named like a Swift file is walked, not read as one")
    func linksAndFolderNames() throws {
        let root = try Self.folder([
            "Home.swift": Self.controller("Home", label: "\"Home\""),
            "Views.swift/Card.swift": Self.controller("Card", label: "\"Card\""),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Gone.swift").path, withDestinationPath: "/nonexistent/Gone.swift")
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Same.swift").path, withDestinationPath: "Home.swift")
        let code = AppCodeReader.read(folder: root, attributedObjects: { _, _ in [] })
        #expect(Self.warnings(code, under: root) == ["Gone.swift:1:1: this is a link to a file that does not exist; its code is left out"])
        #expect(code.classes.keys.sorted() == ["Card", "Home"])
        #expect(Self.label(code, "Card") == "Card")
    }

    @Test("A file that does not parse is a warning at its line and column, and the other files are read")
    func unparsableFile() throws {
        let root = try Self.folder([
            "Broken.swift": "class Broken {}\nclass Fine {\n    let x = (1, 2\n}\n",
            "Home.swift": Self.controller("Home", label: "\"Home\""),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let code = AppCodeReader.read(folder: root, attributedObjects: { _, _ in [] })
        let warnings = Self.warnings(code, under: root)
        // The `)` missing after `(1, 2` on line 3.
        #expect(warnings == ["Broken.swift:3:18: this Swift file does not parse here; its code is left out"])
        #expect(code.classes.keys.sorted() == ["Home"], "nothing of the broken file is kept, not even its complete class")
        #expect(Self.label(code, "Home") == "Home")
        #expect(code.fileCount == 2)
    }
}
