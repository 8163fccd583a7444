import Foundation

/// What a path that is neither a regular file nor a folder is, in words, for the readers that refuse
/// or skip it (docs/fuzzing.md): reading a named pipe waits forever, `/dev/zero` never ends.
public enum FileKind {
    /// "a named pipe (FIFO)", "a character device", … for a special file at `path` (links followed);
    /// nil for a regular file, a folder, or nothing there.
    public static func special(atPath path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG, S_IFDIR: return nil
        case S_IFIFO: return "a named pipe (FIFO)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    /// The size in bytes of the regular file at `path` (links followed); nil for a folder, a special
    /// file or nothing there (a link to a file that does not exist).
    public static func regularFileSize(atPath path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }
}
