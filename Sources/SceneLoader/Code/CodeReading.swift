import Foundation
import SwiftCodeReader

/// Which Swift code an input is read with: the code of the folder given on the command line that
/// holds it (docs/code.md). A file given on its own is read without code.
public struct CodeReading: Sendable {
    /// The folders given, whose `.swift` files are read.
    public var folders: [String]
    /// Whether to list what was understood and left alone.
    public var explain: Bool

    /// Reading the code of `folders` (none: no code is read).
    public init(folders: [String] = [], explain: Bool = false) {
        self.folders = folders
        self.explain = explain
    }

    public static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The folder given that holds `path`, whose code `path` is read with.
    public func folder(for path: String) -> URL? {
        let folder = folders.first { folder in
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            return path == folder || path.hasPrefix(prefix)
        }
        return folder.map { URL(fileURLWithPath: $0) }
    }

    /// The code folder of `path` for `run`, `tree` and `session`: the folder itself, unless `--no-code`.
    public static func folder(for path: String, noCode: Bool) -> URL? {
        noCode ? nil : CodeReading(folders: isFolder(path) ? [path] : []).folder(for: path)
    }

    /// The custom classes `document`'s controllers and views name: the classes whose code is read.
    static func classNames(in document: SceneDocument) -> Set<String> {
        var names: Set<String> = []
        for controller in document.controllers {
            if let name = controller.className { names.insert(name) }
            var views = controller
            views.mutateViews { view in
                if let name = view.className { names.insert(name) }
            }
        }
        return names
    }
}
