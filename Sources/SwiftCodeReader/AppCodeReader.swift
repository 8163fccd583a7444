import Foundation
import Synchronization
import SwiftParser
import SwiftSyntax

/// Reads the `.swift` files of a folder (recursively, skipping hidden folders) with swift-syntax's
/// parser and turns the classes in them into ``ClassCode`` facts. Nothing in a file can fail the
/// read: a file that does not parse is a warning at its first error and is left out.
public enum AppCodeReader {
    /// The texts of the folders read in this process, by path.
    private static let folders = Mutex<[String: FolderText]>([:])
    /// The code read in this process, by folder and the classes named: inputs naming the same
    /// classes share one read.
    private static let cache = Mutex<[String: AppCode]>([:])
    /// The files parsed in this process, by path: inputs whose classes share files parse them once.
    private static let parsedFiles = Mutex<[String: ParsedFile]>([:])

    /// A file parsed: its tree, or where it first fails to parse.
    private enum ParsedFile: Sendable {
        case tree(SourceFileSyntax, SourceLocationConverter)
        case failure(CodeNote)
    }

    /// A folder's Swift files (sorted by path) with their words, and its base strings tables.
    private struct FolderText: Sendable {
        var sources: [(path: String, text: String)] = []
        var words: [CodeFileSelection.FileWords] = []
        var tables: [(folder: String, table: StringsTable)] = []
    }

    /// The code of `folder` for an input whose storyboards name the classes `names`: only the files
    /// that can contribute to those classes are parsed (``CodeFileSelection``), once per process.
    /// The facts of the named classes are those of reading the whole folder; warnings are about the
    /// files parsed.
    public static func read(folder: URL, classes names: Set<String>) -> AppCode {
        let started = Date()
        let root = folder.path
        let key = folder.standardizedFileURL.path
        let text = folders.withLock { $0[key] } ?? {
            let text = readText(root)
            folders.withLock { $0[key] = text }
            return text
        }()
        let cacheKey = key + "\n" + names.sorted().joined(separator: ",")
        if let known = cache.withLock({ $0[cacheKey] }) { return known }
        let chosen = CodeFileSelection.select(text.words, for: names)
        var code = read(sources: chosen.map { text.sources[$0] }, strings: text.tables, classes: names)
        code.folder = root
        code.readSeconds = Date().timeIntervalSince(started)
        cache.withLock { $0[cacheKey] = code }
        return code
    }

    /// Reads every Swift file of `folder` without a cache (the benchmark times this).
    public static func readUncached(folder: URL) -> AppCode {
        let started = Date()
        let text = readText(folder.path)
        var code = read(sources: text.sources, strings: text.tables, cached: false)
        code.folder = folder.path
        code.readSeconds = Date().timeIntervalSince(started)
        return code
    }

    private static func readText(_ root: String) -> FolderText {
        var sources: [(path: String, text: String)] = []
        var tables: [(folder: String, isBase: Bool, table: StringsTable)] = []
        let walker = FileManager.default.enumerator(atPath: root)
        while let relative = walker?.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") { walker?.skipDescendants(); continue }
            let path = (root as NSString).appendingPathComponent(relative)
            if name.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: path) {
                sources.append((path, String(decoding: data, as: UTF8.self)))
            } else if name == "Localizable.strings" {
                let lproj = (path as NSString).deletingLastPathComponent
                let language = (lproj as NSString).lastPathComponent
                guard language == "Base.lproj" || language == "en.lproj" else { continue }
                tables.append(((lproj as NSString).deletingLastPathComponent, language == "Base.lproj",
                               StringsTable(contentsOf: URL(fileURLWithPath: path))))
            }
        }
        sources.sort { $0.path < $1.path }
        tables.sort { ($0.folder, $0.isBase ? 0 : 1) < ($1.folder, $1.isBase ? 0 : 1) }
        return FolderText(sources: sources, words: sources.map { CodeFileSelection.FileWords($0.text) },
                          tables: tables.map { ($0.folder, $0.table) })
    }

    /// Reads Swift sources given as text, with the base strings tables by the folder they serve:
    /// the classes `names` (every class when nil), parsing each file once per process when `cached`.
    static func read(sources: [(path: String, text: String)], strings: [(folder: String, table: StringsTable)],
                     classes names: Set<String>? = nil, cached: Bool = true) -> AppCode {
        var code = AppCode()
        code.fileCount = sources.count
        var index = DeclarationIndex(strings: strings)
        for source in sources {
            switch parsed(source, cached: cached) {
            case .tree(let tree, let converter): index.add(tree, path: source.path, converter: converter)
            case .failure(let note): code.warnings.append(note)
            }
        }
        for (name, declarations) in index.classes where names?.contains(name) ?? true {
            code.classes[name] = declarations.map { declaration in
                ClassReader(index: index).read(name: name, parts: index.parts(of: name, nearest: declaration))
            }
        }
        return code
    }

    /// `source` parsed, once per process and path when `cached`.
    private static func parsed(_ source: (path: String, text: String), cached: Bool) -> ParsedFile {
        if cached, let known = parsedFiles.withLock({ $0[source.path] }) { return known }
        let tree = Parser.parse(source: source.text)
        let converter = SourceLocationConverter(fileName: source.path, tree: tree)
        var file = ParsedFile.tree(tree, converter)
        if tree.hasError {
            let finder = FirstErrorFinder(viewMode: .all)
            finder.walk(tree)
            let location = converter.location(for: finder.position ?? tree.position)
            file = .failure(CodeNote(location: CodeLocation(file: source.path, line: location.line, column: location.column),
                                     reason: "this Swift file does not parse here; its code is left out"))
        }
        if cached { parsedFiles.withLock { $0[source.path] = file } }
        return file
    }
}

/// Finds the first piece of a tree the parser could not make sense of.
private final class FirstErrorFinder: SyntaxVisitor {
    var position: AbsolutePosition?

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if position == nil { position = node.positionAfterSkippingLeadingTrivia }
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if position == nil, token.presence == .missing { position = token.position }
        return .skipChildren
    }
}
