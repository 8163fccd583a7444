import Foundation
import SwiftInterpreter
import SwiftParser
import SwiftSyntax

/// Reads the `.swift` files of a folder (recursively, skipping hidden folders) with swift-syntax's
/// parser, within the bounds of ``SwiftFileParser``, and turns the classes in them into ``ClassCode`` facts, parsing files and reading classes
/// on every core (``ParallelWork``). Nothing in a file can fail the
/// read: a file that does not parse is a warning at its first error and is left out.
public enum AppCodeReader {
    /// The largest storyboard or xib whose custom classes are read: the loader's own limit on
    /// Interface Builder files (docs/cli.md, "Limits on inputs").
    static let maximumInterfaceBuilderFileSize = 16 * 1024 * 1024

    /// The objects of one Interface Builder file (its path and bytes) whose user-defined runtime
    /// attributes may set the app's own properties. The loader reads them with its one XML parser
    /// (`CodeReading.read(folder:)` in SceneLoader, which depends on this target, not this on it);
    /// a file it cannot read gives none, and loading that file says why.
    public typealias AttributedObjectReader = (_ path: String, _ data: Data) -> [CodeAttributedObject]

    /// Reads the `.swift` files, base strings tables, `Info.plist` files and Interface Builder files' class names under `folder`,
    /// with the objects `attributedObjects` finds in each Interface Builder file, as the folder is walked once.
    public static func read(folder: URL, attributedObjects readAttributes: AttributedObjectReader) -> AppCode {
        let started = Date()
        var sources: [(path: String, text: String)] = []
        var tables: [(folder: String, isBase: Bool, table: StringsTable)] = []
        var dictionaries: [(folder: String, isBase: Bool, table: StringsTable)] = []
        var skipped: [CodeNote] = []
        var storyboards: [String] = []
        var xibs: [String] = []
        var interfaceBuilderFiles: [String: [String]] = [:]
        var attributedObjects: [CodeAttributedObject] = []
        var infoPlist = InfoPlist()
        let root = folder.path
        func skip(_ path: String, _ reason: String) {
            skipped.append(CodeNote(location: CodeLocation(file: path, line: 1, column: 1), reason: reason))
        }
        if access(root, R_OK | X_OK) != 0 { skip(root, "this folder cannot be read; check its permissions; its Swift code is left out") }
        let walker = FileManager.default.enumerator(atPath: root)
        // A strings table or catalog to read: not a special file, nor over the size limit (skipped, saying so).
        func isReadableTable(_ path: String, _ noun: String) -> Bool {
            if let kind = FileKind.special(atPath: path) {
                skip(path, "this is \(kind), not a \(noun); it is skipped")
                return false
            }
            if let size = FileKind.regularFileSize(atPath: path), size > SwiftFileParser.maximumFileSize {
                skip(path, "this \(noun) is \(size) bytes, over the limit of \(SwiftFileParser.maximumFileSize) bytes; it is skipped")
                return false
            }
            return true
        }
        while let relative = walker?.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") { walker?.skipDescendants(); continue }
            let path = (root as NSString).appendingPathComponent(relative)
            if walker?.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                // A folder is walked, whatever its name ends with (a folder named `Views.swift` holds files).
                if access(path, R_OK | X_OK) != 0 { skip(path, "this folder cannot be read; check its permissions; its Swift code is left out") }
            } else if name.hasSuffix(".swift") {
                if let kind = FileKind.special(atPath: path) {
                    skip(path, "this is \(kind), not a Swift file; it is skipped")
                } else if let size = FileKind.regularFileSize(atPath: path) {
                    if size > SwiftFileParser.maximumFileSize {
                        skip(path, "this Swift file is \(size) bytes, over the limit of \(SwiftFileParser.maximumFileSize) bytes; its code is left out")
                    } else if let data = FileManager.default.contents(atPath: path) {
                        sources.append((path, String(decoding: data, as: UTF8.self)))
                    } else {
                        skip(path, "this Swift file cannot be read; check its permissions; its code is left out")
                    }
                } else if !FileManager.default.fileExists(atPath: path) {
                    skip(path, "this is a link to a file that does not exist; its code is left out")
                }
            } else if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
                guard let size = FileKind.regularFileSize(atPath: path), size <= maximumInterfaceBuilderFileSize,
                      let data = FileManager.default.contents(atPath: path) else { continue }
                if name.hasSuffix(".storyboard") { storyboards.append(path) } else { xibs.append(path) }
                let text = String(decoding: data, as: UTF8.self)
                for name in Set(InterfaceBuilderNames.customClasses(in: text)) { interfaceBuilderFiles[name, default: []].append(path) }
                attributedObjects += readAttributes(path, data)
            } else if name == "Info.plist" {
                if let read = InfoPlist.read(contentsOf: path) {
                    infoPlist.mainStoryboards += read.mainStoryboards
                    infoPlist.launchStoryboards += read.launchStoryboards
                }
            } else if name == "Localizable.strings" {
                let lproj = (path as NSString).deletingLastPathComponent
                let language = (lproj as NSString).lastPathComponent
                guard language == "Base.lproj" || language == "en.lproj", isReadableTable(path, "strings table") else { continue }
                tables.append(((lproj as NSString).deletingLastPathComponent, language == "Base.lproj",
                               StringsTable(contentsOf: URL(fileURLWithPath: path))))
            } else if name == "Localizable.stringsdict" {
                // Plural forms: they take precedence over the strings table of the same folder, as in UIKit;
                // one outside any `.lproj` folder is the development language's, serving its own folder.
                let parent = (path as NSString).deletingLastPathComponent
                let language = (parent as NSString).lastPathComponent
                let localized = language.hasSuffix(".lproj")
                guard !localized || language == "Base.lproj" || language == "en.lproj", isReadableTable(path, "strings dictionary") else { continue }
                dictionaries.append((localized ? (parent as NSString).deletingLastPathComponent : parent, !localized || language == "Base.lproj",
                                     StringsTable(stringsDictionaryAt: URL(fileURLWithPath: path))))
            } else if name == "Localizable.xcstrings" {
                // A string catalog holds every language; its source language's values serve its folder.
                guard isReadableTable(path, "string catalog") else { continue }
                tables.append(((path as NSString).deletingLastPathComponent, true, StringsTable(catalogAt: URL(fileURLWithPath: path))))
            }
        }
        for dictionary in dictionaries {
            if let index = tables.firstIndex(where: { $0.folder == dictionary.folder && $0.isBase == dictionary.isBase }) {
                tables[index].table.values.merge(dictionary.table.values) { _, plural in plural }
            } else {
                tables.append(dictionary)
            }
        }
        sources.sort { $0.path < $1.path }
        tables.sort { ($0.folder, $0.isBase ? 0 : 1) < ($1.folder, $1.isBase ? 0 : 1) }
        var code = read(sources: sources, strings: tables.map { ($0.folder, $0.table) }, attributedObjects: attributedObjects)
        code.warnings = skipped + code.warnings
        code.storyboards = storyboards.sorted()
        code.xibs = xibs.sorted()
        code.interfaceBuilderFiles = interfaceBuilderFiles
        code.infoPlist = infoPlist
        code.codeInputs = CodeInput.files(appDelegates: code.appDelegateFiles, sceneDelegates: code.sceneDelegateFiles,
                                          storyboards: code.storyboards, infoPlist: infoPlist)
        code.folder = root
        code.readSeconds = Date().timeIntervalSince(started)
        return code
    }

    /// Reads Swift sources given as text, with the base strings tables by the folder they serve and
    /// the Interface Builder objects whose runtime attributes may set the app's properties.
    package static func read(sources: [(path: String, text: String)], strings: [(folder: String, table: StringsTable)],
                             attributedObjects: [CodeAttributedObject] = []) -> AppCode {
        var code = AppCode()
        code.fileCount = sources.count
        var index = DeclarationIndex(strings: strings)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let parsed = ParallelWork.map(sources, threads: cores) { SwiftFileParser.parse($0.text, path: $0.path) }
        for file in parsed {
            switch file {
            case .tree(let tree, let path, let converter): index.add(tree, path: path, converter: converter)
            case .failure(let note): code.warnings.append(note)
            }
        }
        index.findApps()
        code.apps = index.apps
        (code.appDelegateFiles, code.sceneDelegateFiles) = index.delegateFiles
        let declared = Array(index.classes)
        let attributed = Dictionary(grouping: attributedObjects, by: \.className)
        let classes = ParallelWork.map(declared, threads: cores) { [index] name, _ in
            index.partsOfEachDeclaration(of: name).map { parts in
                ClassReader(index: index).read(name: name, parts: parts, attributedObjects: attributed[name] ?? [])
            }
        }
        code.classes = Dictionary(uniqueKeysWithValues: zip(declared.map(\.key), classes))
        code.viewControllers = index.viewControllers()
        code.viewClasses = index.viewClassNames()
        let subclassed = Set(code.viewControllers.compactMap(\.superclass))
        if !subclassed.isEmpty {
            let made = ConstructedTypes.names(in: sources.map(\.text))
            for position in code.viewControllers.indices {
                let name = code.viewControllers[position].name
                code.viewControllers[position].isOnlySubclassed = subclassed.contains(name) && !made.contains(name)
            }
        }
        return code
    }
}
