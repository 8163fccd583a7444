import Foundation
import Synchronization
import SystemPackage

/// A file that is replaced whole or not at all: what is written goes to a new temporary file in the
/// destination's folder, which ``commit()`` renames over the destination. Until then the previous file
/// is untouched; a writer that fails, or is dropped without committing, removes its temporary file
/// and leaves the previous one as it was. Every report, baseline and WAV file a11ysim writes goes
/// through this.
///
/// A destination that exists and is not a regular file (`/dev/null`, a pipe, a terminal) cannot be
/// replaced: it is written in place. A symbolic link is followed, so the file it points to is replaced
/// and the link stays.
public final class AtomicFile: Sendable {
    /// The destination, as given.
    public let path: String
    /// Where the bytes go until ``commit()``: the temporary file, or the destination itself when it
    /// is written in place.
    private let writing: FilePath
    /// The file renamed over at ``commit()``; nil when the destination is written in place.
    private let replaced: FilePath?
    /// The open descriptor, until the file is committed or discarded.
    private let descriptor: Mutex<FileDescriptor?>

    /// Opens a new temporary file beside `path` (or `path` itself, when it is a device or a pipe);
    /// throws without touching anything when `path` is one of `readFiles`.
    public init(path: String, protecting readFiles: ReadFiles = ReadFiles()) throws(FileWriteError) {
        self.path = path
        guard !path.isEmpty else { throw FileWriteError(path: path, reason: "the path is empty") }
        if let refusal = readFiles.refusal(writing: path) { throw FileWriteError(path: path, reason: refusal) }
        let destination = Self.resolved(path)
        var info = stat()
        let exists = stat(destination.string, &info) == 0
        if exists, info.st_mode & S_IFMT == S_IFDIR { throw FileWriteError(path: path, reason: "it is a folder") }
        if exists, info.st_mode & S_IFMT != S_IFREG {
            do {
                descriptor = Mutex(try FileDescriptor.open(destination, .writeOnly, options: [.truncate, .closeOnExec]))
            } catch {
                throw FileWriteError(path: path, errno: error)
            }
            writing = destination
            replaced = nil
            return
        }
        let folder = destination.removingLastComponent()
        let name = destination.lastComponent?.string ?? "file"
        var attempt = 0
        while true {
            attempt += 1
            let candidate = (folder.isEmpty ? FilePath(".") : folder).appending(".\(name).\(UInt32.random(in: 0...UInt32.max)).tmp")
            do {
                let permissions: FilePermissions = exists ? FilePermissions(rawValue: info.st_mode & 0o7777) : [.ownerReadWrite, .groupReadWrite, .otherReadWrite]
                let opened = try FileDescriptor.open(candidate, .writeOnly, options: [.create, .exclusiveCreate, .closeOnExec],
                                                     permissions: permissions)
                // The umask applies at creation; an existing file's permissions are kept exactly.
                if exists { _ = fchmod(opened.rawValue, info.st_mode & 0o7777) }
                descriptor = Mutex(opened)
                writing = candidate
                replaced = destination
                return
            } catch let error as Errno where error == .fileExists && attempt < 100 {
                continue
            } catch {
                throw FileWriteError(path: path, errno: error, folder: folder.isEmpty ? "." : folder.string)
            }
        }
    }

    deinit { discard() }

    /// Appends `bytes`.
    public func write(_ bytes: [UInt8]) throws(FileWriteError) {
        try withDescriptor { descriptor in _ = try descriptor.writeAll(bytes) }
    }

    /// Writes `bytes` at `offset` from the start, without moving the end where ``write(_:)`` appends.
    public func write(_ bytes: [UInt8], atOffset offset: Int64) throws(FileWriteError) {
        try withDescriptor { descriptor in _ = try descriptor.writeAll(toAbsoluteOffset: offset, bytes) }
    }

    /// Makes what was written the destination's contents: the temporary file is flushed to disk and
    /// renamed over the destination. After this the file is closed.
    public func commit() throws(FileWriteError) {
        guard let open = descriptor.withLock({ descriptor in defer { descriptor = nil }; return descriptor }) else {
            throw FileWriteError(path: path, reason: "the file was already closed")
        }
        do {
            if replaced != nil, fsync(open.rawValue) != 0 { throw Errno(rawValue: errno) }
            try open.close()
        } catch {
            removeTemporary()
            throw FileWriteError(path: path, errno: error)
        }
        guard let replaced else { return }
        guard rename(writing.string, replaced.string) == 0 else {
            let failure = Errno(rawValue: errno)
            removeTemporary()
            throw FileWriteError(path: path, errno: failure)
        }
    }

    /// Closes and removes the temporary file, leaving the destination as it was (a device or pipe
    /// written in place keeps what it received). Does nothing after ``commit()``.
    public func discard() {
        guard let open = descriptor.withLock({ descriptor in defer { descriptor = nil }; return descriptor }) else { return }
        try? open.close()
        removeTemporary()
    }

    /// Replaces the file at `path` with `bytes`, whole or not at all, unless it is one of `readFiles`.
    public static func write(_ bytes: [UInt8], to path: String, protecting readFiles: ReadFiles = ReadFiles()) throws(FileWriteError) {
        let file = try AtomicFile(path: path, protecting: readFiles)
        try file.write(bytes)
        try file.commit()
    }

    private func removeTemporary() {
        if replaced != nil { _ = unlink(writing.string) }
    }

    /// Runs `body` on the open descriptor; a failure discards the temporary file.
    private func withDescriptor(_ body: (FileDescriptor) throws -> Void) throws(FileWriteError) {
        guard let open = descriptor.withLock({ $0 }) else { throw FileWriteError(path: path, reason: "the file was already closed") }
        do {
            try body(open)
        } catch {
            discard()
            throw FileWriteError(path: path, errno: error)
        }
    }

    /// `path` with a symbolic link at its end followed, so that the file it points to is replaced.
    private static func resolved(_ path: String) -> FilePath {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let real = realpath(path, nil) else { return FilePath(path) }
        defer { free(real) }
        return FilePath(String(cString: real))
    }
}
