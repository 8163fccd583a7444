import Foundation

/// The files a command reads — its inputs, the files it reads from an input folder (Swift, strings,
/// Interface Builder, scenes), its script, configuration — which no file it writes may replace.
/// Every writer (``AtomicFile``) is handed them and refuses a destination that is one of them.
///
/// Files are compared by device and inode, so another spelling of the same path, or a link to it, is
/// the same file; a file in a folder is matched by its real path below the folder's and its
/// extension. A destination that does not exist yet cannot be one that is read.
public struct ReadFiles: Sendable, Hashable {
    /// One file, or the files with `extensions` below a folder, and what it is to the command.
    private struct Entry: Sendable, Hashable {
        var path: String
        var role: String
        /// Nil for a file; for a folder, the lowercased extensions of the files read below it.
        var extensions: Set<String>?
    }

    private var entries: [Entry] = []

    public init() {}

    /// Adds the file at `path`, described as `role` (e.g. "the script", "one of the inputs").
    public mutating func add(file path: String, as role: String) {
        entries.append(Entry(path: path, role: role, extensions: nil))
    }

    /// Adds every file below the folder at `path` whose extension is one of `extensions` (lowercased,
    /// no dot), described as `role`. A path that is a file, not a folder, is added as a file.
    public mutating func add(folder path: String, extensions: Set<String>, as role: String) {
        var info = stat()
        let isFolder = stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        entries.append(Entry(path: path, role: role, extensions: isFolder ? extensions : nil))
    }

    /// What the existing file at `path` is to the command — e.g. "the script (nav.txt)" — or nil when
    /// it is none of the files read.
    public func role(of path: String) -> String? {
        guard let written = FileIdentity(path) else { return nil }
        for entry in entries {
            if let extensions = entry.extensions {
                guard let folder = FileIdentity(entry.path), written.isFile,
                      extensions.contains((written.realPath as NSString).pathExtension.lowercased()) else { continue }
                let prefix = folder.realPath.hasSuffix("/") ? folder.realPath : folder.realPath + "/"
                if written.realPath.hasPrefix(prefix) { return "\(entry.role) (a file read from \(entry.path))" }
            } else if FileIdentity(entry.path) == written {
                return "\(entry.role) (\(entry.path))"
            }
        }
        return nil
    }

    /// Whether `one` and `other` name the same existing file.
    public static func sameFile(_ one: String, _ other: String) -> Bool {
        FileIdentity(one).map { $0 == FileIdentity(other) } ?? false
    }

    /// Why `path` may not be written, in words, or nil when it may: "it is the script (nav.txt);
    /// writing there would replace it — choose another file".
    public func refusal(writing path: String) -> String? {
        role(of: path).map { "it is \($0); writing there would replace it — choose another file" }
    }
}

/// An existing file or folder: its device and inode, its real path, and whether it is a regular file.
struct FileIdentity: Equatable {
    var device: UInt64
    var inode: UInt64
    var realPath: String
    var isFile: Bool

    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0, let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        realPath = String(cString: real)
        isFile = info.st_mode & S_IFMT == S_IFREG
    }

    static func == (a: FileIdentity, b: FileIdentity) -> Bool { a.device == b.device && a.inode == b.inode }
}
