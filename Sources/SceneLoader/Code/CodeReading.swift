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

    /// The code of the folder given that holds `path`, read once per process.
    public func code(for path: String) -> AppCode? {
        let folder = folders.first { folder in
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            return path == folder || path.hasPrefix(prefix)
        }
        return folder.map { AppCodeReader.read(folder: URL(fileURLWithPath: $0)) }
    }

    /// The code of each folder given that holds one of `paths`, each folder once.
    public func code(for paths: [String]) -> [AppCode] {
        var folders: Set<String> = []
        return paths.compactMap { path in
            guard let code = code(for: path), folders.insert(code.folder).inserted else { return nil }
            return code
        }
    }

    /// The code of `path` for `run`, `tree` and `session`: a folder's, unless `--no-code`.
    public static func code(for path: String, noCode: Bool) -> AppCode? {
        noCode ? nil : CodeReading(folders: isFolder(path) ? [path] : []).code(for: path)
    }
}
