import Foundation
import Synchronization
import SwiftInterpreter
import SwiftParser
import SwiftSyntax

/// Reads the `.swift` files of a folder (recursively, skipping hidden folders) with swift-syntax's
/// parser and turns the classes in them into ``ClassCode`` facts, parsing files and reading classes
/// on every core (``ParallelWork``). Nothing in a file can fail the
/// read: a file that does not parse is a warning at its first error and is left out.
public enum AppCodeReader {
    /// Folders read in this process, by path: an audit of many storyboards under one folder reads
    /// its code once.
    private static let cache = Mutex<[String: AppCode]>([:])

    /// The code of `folder`, read once per process.
    public static func read(folder: URL) -> AppCode {
        let key = folder.standardizedFileURL.path
        if let known = cache.withLock({ $0[key] }) { return known }
        let code = readUncached(folder: folder)
        cache.withLock { $0[key] = code }
        return code
    }

    /// Keeps `code`, read by another process, as its folder's code in this one: ``read(folder:)``
    /// then gives it without reading the folder.
    public static func remember(_ code: AppCode) {
        let key = URL(fileURLWithPath: code.folder).standardizedFileURL.path
        cache.withLock { $0[key] = code }
    }

    /// Reads `folder` without the cache (the benchmark times this).
    public static func readUncached(folder: URL) -> AppCode {
        let started = Date()
        var sources: [(path: String, text: String)] = []
        var tables: [(folder: String, isBase: Bool, table: StringsTable)] = []
        let root = folder.path
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
        var code = read(sources: sources, strings: tables.map { ($0.folder, $0.table) })
        code.folder = root
        code.readSeconds = Date().timeIntervalSince(started)
        return code
    }

    /// Reads Swift sources given as text, with the base strings tables by the folder they serve.
    package static func read(sources: [(path: String, text: String)], strings: [(folder: String, table: StringsTable)]) -> AppCode {
        var code = AppCode()
        code.fileCount = sources.count
        var index = DeclarationIndex(strings: strings)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let parsed = ParallelWork.map(sources, threads: cores, ParsedFile.init)
        for file in parsed {
            switch file {
            case .tree(let tree, let path, let converter): index.add(tree, path: path, converter: converter)
            case .failure(let note): code.warnings.append(note)
            }
        }
        let declared = Array(index.classes)
        let classes = ParallelWork.map(declared, threads: cores) { [index] name, declarations in
            declarations.map { declaration in
                ClassReader(index: index).read(name: name, parts: index.parts(of: name, nearest: declaration))
            }
        }
        code.classes = Dictionary(uniqueKeysWithValues: zip(declared.map(\.key), classes))
        return code
    }
}

/// One Swift file parsed: its tree, or where it first fails to parse.
private enum ParsedFile: Sendable {
    case tree(SourceFileSyntax, path: String, converter: SourceLocationConverter)
    case failure(CodeNote)

    init(_ source: (path: String, text: String)) {
        let tree = Parser.parse(source: source.text)
        let converter = SourceLocationConverter(fileName: source.path, tree: tree)
        guard tree.hasError else {
            self = .tree(tree, path: source.path, converter: converter)
            return
        }
        let finder = FirstErrorFinder(viewMode: .all)
        finder.walk(tree)
        let location = converter.location(for: finder.position ?? tree.position)
        self = .failure(CodeNote(location: CodeLocation(file: source.path, line: location.line, column: location.column),
                                 reason: "this Swift file does not parse here; its code is left out"))
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
