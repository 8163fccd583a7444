import Foundation
import AccessibilityTree

/// The Interface Builder files of one app: the file asked for, the storyboards its references name
/// (found in the same folder), and — when a folder is loaded — every storyboard in it.
final class StoryboardLibrary {
    let folder: URL
    private(set) var files: [URL] = []
    private(set) var warnings: [SceneDiagnostic] = []
    /// The outlets of every file loaded, found as each was read.
    private(set) var outlets = OutletTable()
    /// Reads a file, once per file loaded (``InputFile/read(_:)``; a test counts the reads).
    private let read: InputFile.Reader
    private var mappers: [(url: URL, mapper: IBMapper)] = []
    /// The device the first file was designed on, when it says (its `<device>` element).
    private(set) var designedDevice: Device?
    /// The storyboards of ``folder``, listed once: every storyboard reference looks among them.
    private lazy var folderStoryboards = Self.storyboards(in: folder)

    init(folder: URL, read: @escaping InputFile.Reader = InputFile.read) {
        self.folder = folder
        self.read = read
    }

    /// Loads `url` as the app's main file and maps it (and what it references).
    func loadMain(_ url: URL) throws(SceneLoadError) {
        _ = try load(url, prefix: "")
    }

    /// Loads every storyboard of the folder not loaded yet, turning their errors into warnings.
    func loadRemainingStoryboards() {
        for url in folderStoryboards where !mappers.contains(where: { $0.url == url }) {
            guard files.count < Limits.maximumFiles else { return }
            do throws(SceneLoadError) {
                _ = try load(url, prefix: Self.prefix(for: url))
            } catch {
                warnings.append(SceneDiagnostic(location: error.location, message: "\(url.lastPathComponent) was skipped: \(error.message)"))
            }
        }
    }

    /// The storyboards of a folder, sorted by name.
    static func storyboards(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".storyboard") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The controller id prefix for a secondary file: its name without the extension, then a colon.
    static func prefix(for url: URL) -> String {
        url.deletingPathExtension().lastPathComponent + ":"
    }

    /// The scene document of everything loaded, rooted at the main file's initial controller.
    func document() throws(SceneLoadError) -> SceneDocument {
        guard let main = mappers.first else {
            throw SceneLoadError("no Interface Builder file was loaded", at: nil)
        }
        guard let root = main.mapper.initialControllerID else {
            throw SceneLoadError("\(main.url.lastPathComponent) has no view controllers to show", at: main.mapper.root.location)
        }
        var document = SceneDocument(root: root, mark: SourceMark(main.mapper.root.location))
        document.device = designedDevice
        document.controllers = mappers.flatMap(\.mapper.controllers)
        return document
    }

    /// The segues the app performs from code, in every file loaded.
    var appSegues: [AppSegueSpec] { mappers.flatMap(\.mapper.appSegues) }

    /// The controllers standing in for references that could not be resolved.
    var placeholderIDs: Set<String> { mappers.reduce(into: []) { $0.formUnion($1.mapper.placeholderIDs) } }

    /// The controllers standing for a xib's File's Owner, in every file loaded, and those that are no view controller.
    var filesOwnerIDs: Set<String> { mappers.reduce(into: []) { $0.formUnion($1.mapper.filesOwnerIDs) } }
    var notViewControllerIDs: Set<String> { mappers.reduce(into: []) { $0.formUnion($1.mapper.notViewControllerIDs) } }

    /// What the loader hands on: the document, the warnings, the files read, the app's segues.
    /// `sceneFiles` are the files whose scenes the input stands for.
    func source(document: SceneDocument, sceneFiles: [URL]) -> DocumentSource {
        DocumentSource(document: document, warnings: allWarnings, files: files, appSegues: appSegues,
                       placeholderIDs: placeholderIDs, sceneFiles: sceneFiles.map(\.path), outlets: outlets,
                       filesOwnerIDs: filesOwnerIDs, notViewControllerIDs: notViewControllerIDs)
    }

    /// Every warning: the library's own and each file's.
    var allWarnings: [SceneDiagnostic] { warnings + mappers.flatMap(\.mapper.warnings) }

    /// Resolves a storyboard reference: the controller with `identifier` (else the initial one) in the
    /// storyboard called `name` next to the referring file. Nil, with a warning, when it is missing.
    func controllerID(storyboard name: String, identifier: String?, referencedFrom node: XMLNode, by mapper: IBMapper) throws(SceneLoadError) -> String? {
        guard let url = locate(storyboard: name, near: node.location.file) else {
            mapper.warn("the storyboard reference to '\(name)' cannot be resolved: \(name).storyboard is not in \(folder.path); an empty controller stands in for it", at: node)
            return nil
        }
        let target: IBMapper
        if let loaded = mappers.first(where: { $0.url == url }) {
            target = loaded.mapper
        } else {
            guard files.count < Limits.maximumFiles else {
                mapper.warn("more than \(Limits.maximumFiles) storyboards are referenced; '\(name)' is not loaded", at: node)
                return nil
            }
            do throws(SceneLoadError) {
                target = try load(url, prefix: Self.prefix(for: url))
            } catch {
                mapper.warn("the referenced storyboard \(url.lastPathComponent) could not be loaded (\(error.description)); an empty controller stands in for it", at: node)
                return nil
            }
        }
        if let identifier {
            guard let id = target.storyboardIDs[identifier] else {
                mapper.warn("\(url.lastPathComponent) has no controller with the storyboard ID '\(identifier)'; an empty controller stands in for it", at: node)
                return nil
            }
            return id
        }
        guard let initial = target.initialControllerID else {
            mapper.warn("\(url.lastPathComponent) has no initial view controller; an empty controller stands in for it", at: node)
            return nil
        }
        return initial
    }

    /// The file of storyboard `name`: `name.storyboard` in the folder, or — for folders of files
    /// flattened with `__` path separators, like the project's test corpus — a file of the same
    /// repository prefix ending in `__name.storyboard`.
    private func locate(storyboard name: String, near file: String) -> URL? {
        let exact = folder.appendingPathComponent(name + ".storyboard")
        if FileManager.default.fileExists(atPath: exact.path) { return exact }
        let referring = URL(fileURLWithPath: file).lastPathComponent.components(separatedBy: "__")
        guard referring.count > 2 else { return nil }
        let repository = referring.prefix(2).joined(separator: "__") + "__"
        return folderStoryboards.first {
            $0.lastPathComponent.hasPrefix(repository) && $0.lastPathComponent.hasSuffix("__" + name + ".storyboard")
        }
    }

    private func load(_ url: URL, prefix: String) throws(SceneLoadError) -> IBMapper {
        let data = try read(url)
        files.append(url)
        let parsed = try XMLTreeParser(file: url.path).parse(data)
        let root = parsed.root
        outlets.add(parsed.outlets, of: url.path)
        try IBDocumentKind.check(root, file: url.path)
        let mapper = try IBMapper(root: root, elementCount: parsed.elementCount, file: url.path, prefix: prefix, library: self)
        mappers.append((url, mapper))
        if mappers.count == 1 {
            let designed = IBDevice.designed(by: root)
            designedDevice = designed.device
            if let warning = designed.warning { warnings.append(warning) }
        }
        try mapper.map()
        return mapper
    }
}
