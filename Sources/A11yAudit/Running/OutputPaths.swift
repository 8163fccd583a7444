import Foundation
import SystemPackage

/// The files an audit writes, checked against the files it reads before any work starts: an empty
/// path, a file in a folder that does not exist, a report or baseline to write that is one of the inputs (or the configuration, or for the
/// report the baseline read), and a report and baseline written to the same file are usage errors.
/// Writing the baseline over the baseline read is allowed: that is how a baseline is brought up to
/// date.
///
/// Files are compared by device and inode, so another spelling of the same path, or a link to it, is
/// the same file. A file to write that does not exist yet cannot be one that is read.
enum OutputPaths {
    /// Throws the usage error for the first conflict among the files to write, if any.
    static func check(report: String?, writeBaseline: String?, readBaseline: String?, config: String?,
                      inputs: [AuditInput]) throws(AuditInputError) {
        let outputs = [("--output", report), ("--write-baseline", writeBaseline)].compactMap { name, path in path.map { (name, $0) } }
        for (option, path) in outputs {
            guard !path.isEmpty else {
                throw AuditInputError("\(option): the path is empty; give the file to write")
            }
            let folder = PathName.folder(path)
            var info = stat()
            if !folder.isEmpty, stat(folder, &info) != 0 {
                throw AuditInputError("\(option) \(path): the folder \(folder) does not exist")
            }
            if !folder.isEmpty, info.st_mode & S_IFMT != S_IFDIR {
                throw AuditInputError("\(option) \(path): \(folder) is not a folder")
            }
            guard let written = FileIdentity(path) else { continue }
            let read = inputs.filter { !$0.isFolderApp }.map { ($0.path, "one of the inputs") }
                + [(config, "the configuration"), (option == "--output" ? readBaseline : nil, "the baseline read")]
                    .compactMap { path, role in path.map { ($0, role) } }
            if let (input, role) = read.first(where: { FileIdentity($0.0) == written }) {
                throw AuditInputError("\(option) \(path) is \(role) (\(input)); writing there would replace it — choose another file")
            }
            if let folder = inputs.first(where: { $0.isFolderApp && written.isAuditable(inside: $0.path) }) {
                throw AuditInputError("\(option) \(path) is one of the inputs (a storyboard of the app \(folder.path)); writing there would replace it — choose another file")
            }
        }
        if let report, let writeBaseline, report == writeBaseline || (FileIdentity(report).map { $0 == FileIdentity(writeBaseline) } ?? false) {
            throw AuditInputError("--output and --write-baseline both name \(report); give them different files")
        }
    }

    /// An existing file: its device and inode, and its real path.
    private struct FileIdentity: Equatable {
        var device: UInt64
        var inode: UInt64
        var realPath: String

        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0, let real = realpath(path, nil) else { return nil }
            defer { free(real) }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            realPath = String(cString: real)
        }

        static func == (a: FileIdentity, b: FileIdentity) -> Bool { a.device == b.device && a.inode == b.inode }

        /// Whether this is a storyboard, xib or scene file somewhere below `folder`.
        func isAuditable(inside folder: String) -> Bool {
            guard InputDiscovery.isAuditable(realPath), let root = FileIdentity(folder) else { return false }
            return realPath.hasPrefix(root.realPath.hasSuffix("/") ? root.realPath : root.realPath + "/")
        }
    }
}
