/// The parts of a path that discovery needs, read off the string.
///
/// Discovery runs on every path of a folder before the first worker starts, and Foundation's
/// `NSString` path methods were most of its time on Linux. These give the same answers for the paths
/// discovery sees (a folder given by the user, and clean relative paths from its enumerator). They
/// look for `/` and `.` in the UTF-8 bytes, as the file system does, not among `Character`s.
enum PathName {
    /// The last component: `a/b.storyboard` → `b.storyboard`.
    static func lastComponent(_ path: String) -> Substring {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.index(after: $0)...] } ?? path[...]
    }

    /// Everything before the last component, without the slash: `a/b/c.xib` → `a/b`; `c.xib` → "".
    static func folder(_ path: String) -> String {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? ""
    }

    /// The extension, lowercased and without its dot: `B.Storyboard` → `storyboard`; none for a name
    /// that only starts with a dot (`.hidden`) or ends with one (`file.`).
    static func lowercasedExtension(_ path: String) -> String {
        let name = lastComponent(path)
        return extensionDot(in: name).map { name[name.index(after: $0)...].lowercased() } ?? ""
    }

    /// The last component without its extension: `a/Main.storyboard` → `Main`.
    static func stem(_ path: String) -> Substring {
        let name = lastComponent(path)
        return extensionDot(in: name).map { name[..<$0] } ?? name
    }

    /// The dot before a file name's extension; none in a name that only starts with one.
    private static func extensionDot(in name: Substring) -> Substring.Index? {
        name.utf8.lastIndex(of: UInt8(ascii: ".")).flatMap { $0 == name.startIndex ? nil : $0 }
    }

    /// `relative` inside `folder`, with one slash between them (as `appendingPathComponent` joins).
    static func joined(_ folder: String, _ relative: String) -> String {
        folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }
}
