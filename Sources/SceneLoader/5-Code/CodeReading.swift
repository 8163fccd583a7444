import Foundation
import SwiftCodeReader

/// The Swift code inputs are read with: the code of each folder given on the command line, read once
/// when this value is made, and given to each input the folder holds (docs/code.md). A file given on
/// its own is read without code. The code is a plain value a caller holds and passes on — to a worker
/// process too — never a cache of the process.
public struct CodeReading: Sendable {
    /// The code of each folder given, in the order given.
    public var codes: [AppCode]
    /// Whether to list what was understood and left alone.
    public var explain: Bool

    /// Reading with code read already (`codes`; none: no code is read).
    public init(codes: [AppCode] = [], explain: Bool = false) {
        self.codes = codes
        self.explain = explain
    }

    /// Reads the `.swift` files of each of `folders` now, each folder once.
    public init(reading folders: [String], explain: Bool = false) {
        var seen: Set<String> = []
        let unique = folders.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
        self.init(codes: unique.map { Self.read(folder: URL(fileURLWithPath: $0)) }, explain: explain)
    }

    /// Reads the app's code under `folder` (``SwiftCodeReader/AppCodeReader``), with the user-defined
    /// runtime attributes of its storyboards and xibs read by the loader's one XML parser as the
    /// folder is walked: the attributes that name the app's own properties run their code as UIKit
    /// sets them (docs/code.md, "When code runs").
    public static func read(folder: URL) -> AppCode {
        AppCodeReader.read(folder: folder, attributedObjects: RuntimeAttributeReader.objects)
    }

    public static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The code of the first folder given that holds `path`.
    public func code(for path: String) -> AppCode? {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        return codes.first { code in
            let folder = URL(fileURLWithPath: code.folder).standardizedFileURL.path
            return standardized == folder || standardized.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
        }
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
        noCode || !isFolder(path) ? nil : CodeReading(reading: [path]).code(for: path)
    }
}
