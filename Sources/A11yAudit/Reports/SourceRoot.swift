import AccessibilityTree

/// The folder a report's file locations are given relative to (SARIF's `%SRCROOT%`): the one given,
/// else the top of the git work tree holding the first input, else the current directory. Code-scanning
/// UIs map a relative location onto the repository; an absolute `file://` one they cannot. The
/// renderers make paths relative here; AuditRunner finds the root (`SourceRoot.resolve`).
package enum SourceRoot {
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
