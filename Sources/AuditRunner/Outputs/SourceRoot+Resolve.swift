import A11yAudit
import Foundation

/// Where the run's source root is: the folder given, else the git work tree of the first input, else
/// the current directory (which is process state, so the runner reads it, not the renderers).
extension SourceRoot {
    /// The absolute, standardized source root for `inputs`, given `root` (nil for the default).
    package static func resolve(_ root: String?, inputs: [String]) -> String {
        let current = FileManager.default.currentDirectoryPath
        if let root { return absolute(root, in: current) }
        guard let first = inputs.first else { return current }
        return gitTopLevel(containing: absolute(first, in: current)) ?? current
    }

    /// `path` made absolute against `folder`, with `.` and `..` resolved and no trailing slash.
    static func absolute(_ path: String, in folder: String) -> String {
        let joined = path.hasPrefix("/") ? path : PathName.joined(folder, path)
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }

    /// The nearest folder at or above `path` that holds a `.git` entry (a folder, or a file in a linked
    /// work tree), when there is one.
    static func gitTopLevel(containing path: String) -> String? {
        var isFolder: ObjCBool = false
        var folder = URL(fileURLWithPath: path)
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) || !isFolder.boolValue {
            folder.deleteLastPathComponent()
        }
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path) { return folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }
}
