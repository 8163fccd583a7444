import AccessibilityTree
import Foundation

/// The folder a report's file locations are given relative to (SARIF's `%SRCROOT%`): the one given,
/// else the top of the git work tree holding the first input, else the current directory. Code-scanning
/// UIs map a relative location onto the repository; an absolute `file://` one they cannot.
package enum SourceRoot {
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

    /// `path` relative to `root` when it lies inside it (`root/a/b.storyboard` → `a/b.storyboard`).
    static func relative(_ path: String, to root: String) -> String? {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// `path` as a report that maps onto the repository gives it: as it is when relative (to the
    /// current folder, which the docs ask to be the source root), relative to `sourceRoot` when inside
    /// it, else absolute; `isRelative` says whether the result is relative to the source root.
    static func reported(_ path: String, sourceRoot: String?) -> (path: String, isRelative: Bool) {
        if !path.hasPrefix("/") { return (path, true) }
        if let sourceRoot, let inside = relative(path, to: sourceRoot) { return (inside, true) }
        return (path, false)
    }

    /// `file:line:column` with the file as ``reported(_:sourceRoot:)`` gives it and line and column at
    /// least 1.
    static func reported(_ location: SourceLocation, sourceRoot: String?) -> String {
        "\(reported(location.file, sourceRoot: sourceRoot).path):\(max(1, location.line)):\(max(1, location.column))"
    }
}
