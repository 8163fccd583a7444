import SystemPackage

/// Why a file could not be written: its path and the reason in words, e.g.
/// `out/report.json: cannot write: the folder out does not exist`.
public struct FileWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as the user gave it.
    public var path: String
    /// What went wrong, in words.
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The reason for a failed system call (an `Errno`, or any other error as it describes itself);
    /// `folder` is where a new file was being created, named when the folder is the problem.
    init(path: String, errno error: any Error, folder: String? = nil) {
        self.path = path
        guard let errno = error as? Errno else {
            reason = "\(error)"
            return
        }
        switch errno {
        case .noSuchFileOrDirectory:
            reason = folder.map { "the folder \($0) does not exist" } ?? "no such file or folder"
        case .permissionDenied, .notPermitted:
            reason = folder.map { "permission denied: cannot create a file in \($0)" } ?? "permission denied"
        case .noSpace:
            reason = "no space left on the device"
        case .readOnlyFileSystem:
            reason = "the file system is read-only"
        case .notDirectory:
            reason = "a part of the path is not a folder"
        case .isDirectory:
            reason = "it is a folder"
        case .fileNameTooLong:
            reason = "the name is too long"
        default:
            reason = errno.description
        }
    }

    public var description: String { "\(path): cannot write: \(reason)" }
}
