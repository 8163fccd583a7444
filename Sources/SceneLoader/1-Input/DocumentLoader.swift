import AccessibilityTree
import Foundation
import SwiftCodeReader

/// A decoded input: the document, the warnings met and the files read.
struct DocumentSource: Sendable {
    var document: SceneDocument
    var warnings: [SceneDiagnostic]
    var files: [URL]
    /// The segues the app performs from code (storyboards only).
    var appSegues: [AppSegueSpec] = []
    /// The empty controllers standing in for unresolved storyboard references: no file's scenes.
    var placeholderIDs: Set<String> = []
    /// The paths of the files whose scenes the input stands for: the file given (an overlay's base
    /// storyboard), or every storyboard of a folder. Files loaded only because a reference names them
    /// are not among them.
    var sceneFiles: [String] = []
    /// The outlets of the Interface Builder files read (storyboards and xibs only).
    var outlets = OutletTable()
    /// The controllers standing for a xib's File's Owner (xibs only).
    var filesOwnerIDs: Set<String> = []
    /// The controllers that are none of the app's view controllers: a xib's File's Owner without a
    /// class, or whose class the app's code declares as a view (docs/audit.md, "Coverage of code and
    /// empty screens"). Audited, not counted as screens.
    var notViewControllerIDs: Set<String> = []
}

/// Turns any input the loader accepts into a ``SceneDocument``.
enum DocumentLoader {
    static let sceneExtensions = ["yaml", "yml", "json"]
    static let interfaceBuilderExtensions = ["storyboard", "xib"]

    /// Loads `url`, reading every file it takes with `read`, each once.
    static func load(_ url: URL, read: @escaping InputFile.Reader = InputFile.read) throws(SceneLoadError) -> DocumentSource {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return try loadFolder(url, read: read)
        }
        let ext = url.pathExtension.lowercased()
        if sceneExtensions.contains(ext) { return try loadScene(url, read: read) }
        if interfaceBuilderExtensions.contains(ext) {
            let library = StoryboardLibrary(folder: url.deletingLastPathComponent(), read: read)
            try library.loadMain(url)
            return library.source(document: try library.document(), sceneFiles: [url])
        }
        throw SceneLoadError("unknown kind of file '.\(url.pathExtension)'; expected a scene file (.yaml, .yml, .json), a storyboard (.storyboard), a xib (.xib) or a folder of storyboards", at: SourceLocation(file: url.path, line: 1, column: 1))
    }

    /// A folder of storyboards as one app: the storyboard its Info.plist (in the folder or its parent)
    /// names for the first screen, else Main.storyboard (or the file whose name ends in Main, else
    /// the first) is the entry; every other storyboard is loaded too, so references resolve.
    static func loadFolder(_ folder: URL, read: @escaping InputFile.Reader) throws(SceneLoadError) -> DocumentSource {
        let storyboards = StoryboardLibrary.storyboards(in: folder)
        guard !storyboards.isEmpty else {
            throw SceneLoadError("the folder has no .storyboard files", at: SourceLocation(file: folder.path, line: 1, column: 1))
        }
        let stems = storyboards.map { $0.deletingPathExtension().lastPathComponent }
        // A special file (a FIFO, a device) is never the entry: it is skipped with a warning below.
        let regular = stems.indices.filter { FileKind.special(atPath: storyboards[$0].path) == nil }
        // The storyboard the app's Info.plist names for the first screen, else a `Main` one.
        let info = InfoPlist.beside(folder.path)
        let index = regular.first { info.mainStoryboards.contains(stems[$0]) } ?? regular.first { stems[$0] == "Main" }
            ?? regular.first { stems[$0].hasSuffix("Main") || stems[$0].hasSuffix("__Main") } ?? regular.first ?? 0
        let library = StoryboardLibrary(folder: folder, read: read)
        try library.loadMain(storyboards[index])
        library.loadRemainingStoryboards()
        return library.source(document: try library.document(), sceneFiles: library.files)
    }

    /// A scene file; with `base:` the storyboard it extends is loaded and the overlay applied.
    static func loadScene(_ url: URL, read: @escaping InputFile.Reader) throws(SceneLoadError) -> DocumentSource {
        let text = try InputFile.text(try read(url), path: url.path)
        let node = url.pathExtension.lowercased() == "json"
            ? try JSONReader(file: url.path).read(text)
            : try YAMLReader(file: url.path).read(text)
        switch try SceneDecoder().decodeFile(node) {
        case .document(let document):
            return DocumentSource(document: document, warnings: [], files: [url], sceneFiles: [url.path])
        case .overlay(let overlay):
            let baseURL = URL(fileURLWithPath: overlay.base, relativeTo: url.deletingLastPathComponent()).standardizedFileURL
            guard interfaceBuilderExtensions.contains(baseURL.pathExtension.lowercased()) else {
                throw SceneLoadError("'base' must name a .storyboard or .xib file, found '\(overlay.base)'", at: overlay.baseLocation)
            }
            guard FileManager.default.fileExists(atPath: baseURL.path) else {
                throw SceneLoadError("'base' names \(baseURL.path), which does not exist; the path is relative to this scene file", at: overlay.baseLocation)
            }
            let library = StoryboardLibrary(folder: baseURL.deletingLastPathComponent(), read: read)
            try library.loadMain(baseURL)
            let document = try OverlayApplier(overlay: overlay).apply(to: try library.document())
            var source = library.source(document: document, sceneFiles: [url, baseURL])
            source.files = [url] + library.files
            return source
        }
    }
}
