import A11yAudit
import Foundation
import SystemPackage
import VoiceCursor

/// The files an audit writes, checked against the files it reads before any work starts: an empty
/// path, a file in a folder that does not exist, a report or baseline to write that is one of the inputs (or the configuration, or for the
/// report the baseline read), and a report and baseline written to the same file are usage errors.
/// Writing the baseline over the baseline read is allowed: that is how a baseline is brought up to
/// date.
///
/// The comparison is ``ReadFiles``' (by device and inode), the one every writer makes: another spelling of
/// the same path, or a link to it, is the same file, and a file to write that does not exist yet cannot
/// be one that is read.
enum OutputPaths {
    /// Throws the usage error for the first conflict among the files to write, if any.
    static func check(report: String?, writeBaseline: String?, readBaseline: String?, config: String?,
                      inputs: [AuditInput], folders: [String] = []) throws(AuditInputError) {
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
            let read = readFiles(config: config, readBaseline: option == "--output" ? readBaseline : nil, inputs: inputs, folders: folders)
            if let role = read.role(of: path) {
                throw AuditInputError("\(option) \(path) is \(role); writing there would replace it — choose another file")
            }
        }
        if let report, let writeBaseline, report == writeBaseline || ReadFiles.sameFile(report, writeBaseline) {
            throw AuditInputError("--output and --write-baseline both name \(report); give them different files")
        }
    }

    /// The files a run reads, which neither file it writes may be: the inputs, every file of an input
    /// folder that an audit reads (storyboards, xibs, scene files, Swift, strings), the configuration and,
    /// for the report, the baseline read.
    static func readFiles(config: String?, readBaseline: String?, inputs: [AuditInput], folders: [String]) -> ReadFiles {
        var read = ReadFiles()
        for input in inputs where !input.isFolderApp { read.add(file: input.path, as: "one of the inputs") }
        for folder in Set(folders + inputs.filter(\.isFolderApp).map(\.path)).sorted() {
            read.add(folder: folder, extensions: InputDiscovery.readExtensions, as: "one of the inputs")
        }
        if let config { read.add(file: config, as: "the configuration") }
        if let readBaseline { read.add(file: readBaseline, as: "the baseline read") }
        return read
    }
}
