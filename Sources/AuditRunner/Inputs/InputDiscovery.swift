import A11yAudit
import Foundation
import SceneLoader
import SwiftCodeReader
import SystemPackage

/// Turns the paths on the command line into inputs: files as they are; folders searched (recursively,
/// in sorted order) for storyboards, xibs and scene files.
///
/// Rule: the storyboards of one folder are one app when any of them refers to another by
/// `storyboardName` (the folder is then loaded as a whole, and resolves the references); otherwise,
/// as in a folder of unrelated samples, each storyboard is audited on its own. Xibs and scene files
/// are always audited on their own. An app with no storyboard but its launch screens is an input made
/// of its code: its app (else scene) delegate's Swift file (``CodeInput``, docs/code.md).
public enum InputDiscovery {
    public static let interfaceExtensions: Set<String> = ["storyboard", "xib"]
    public static let sceneExtensions: Set<String> = ["yaml", "yml", "json"]
    /// The extensions of every file read from a folder given: Interface Builder files, scenes, Swift code
    /// and strings tables (docs/code.md). No file written may replace one (`OutputPaths`).
    public static let readExtensions = interfaceExtensions.union(sceneExtensions).union(["swift", "strings"])

    public static func inputs(for paths: [String], code: Bool = true) throws(AuditInputError) -> [AuditInput] {
        var skipped: [String] = []
        return try inputs(for: paths, skipped: &skipped, code: code)
    }

    /// The inputs, with a warning in `skipped` for each special file (a FIFO, a device) found in a
    /// folder and left out: reading one would wait forever or never end.
    /// With `code` off (`--no-code`), an app's code is no input.
    public static func inputs(for paths: [String], skipped: inout [String], code: Bool = true) throws(AuditInputError) -> [AuditInput] {
        var result: [AuditInput] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw AuditInputError("\(path): no such file or folder")
            }
            if isFolder.boolValue {
                result += folderInputs(path, skipped: &skipped, code: code)
            } else if let kind = FileKind.special(atPath: path) {
                throw AuditInputError("\(path): this is \(kind), not a storyboard, xib or scene file")
            } else {
                // A Swift file is an app's code input (the loader refuses one that is not), as the report names it.
                guard isAuditable(path) || (code && PathName.lowercasedExtension(path) == "swift") else {
                    throw AuditInputError("\(path): not a storyboard, xib or scene file (.storyboard, .xib, .yaml, .yml, .json)"
                                          + (code ? "" : ", and with --no-code a Swift file is no input"))
                }
                result.append(AuditInput(path: path))
            }
        }
        return result
    }

    static func isAuditable(_ path: String) -> Bool {
        let ext = PathName.lowercasedExtension(path)
        return interfaceExtensions.contains(ext) || sceneExtensions.contains(ext)
    }

    private static func folderInputs(_ folder: String, skipped: inout [String], code: Bool) -> [AuditInput] {
        let manager = FileManager.default
        var files: [String] = []
        var swiftFiles: [String] = []
        if let walker = manager.enumerator(atPath: folder) {
            while let relative = walker.nextObject() as? String {
                let name = PathName.lastComponent(relative)
                if name.hasPrefix(".") || name == "node_modules" {
                    walker.skipDescendants()
                    continue
                }
                if code, PathName.lowercasedExtension(relative) == "swift" { swiftFiles.append(relative) }
                guard isAuditable(relative) else { continue }
                if let kind = FileKind.special(atPath: PathName.joined(folder, relative)) {
                    skipped.append("\(PathName.joined(folder, relative)): skipped: this is \(kind), not a file")
                    continue
                }
                files.append(relative)
            }
        }
        if !swiftFiles.isEmpty {
            let storyboards = files.filter { PathName.lowercasedExtension($0) == "storyboard" }.map { PathName.joined(folder, $0) }
            let paths = swiftFiles.map { PathName.joined(folder, $0) }
            let relative = Dictionary(zip(paths, swiftFiles)) { first, _ in first }
            files += CodeInput.discover(swiftFiles: paths, storyboards: storyboards, infoPlist: InfoPlist.read(under: folder))
                .compactMap { relative[$0] }
        }
        let byFolder = Dictionary(grouping: files.sorted(), by: PathName.folder)
        var result: [AuditInput] = []
        for subfolder in byFolder.keys.sorted() {
            let inFolder = byFolder[subfolder] ?? []
            let storyboards = inFolder.filter { PathName.lowercasedExtension($0) == "storyboard" }
            let base = subfolder.isEmpty ? folder : PathName.joined(folder, subfolder)
            let linked = referencesEachOther(storyboards.map { PathName.joined(folder, $0) })
            if linked { result.append(AuditInput(path: base, isFolderApp: true)) }
            for file in inFolder where !(linked && storyboards.contains(file)) {
                result.append(AuditInput(path: PathName.joined(folder, file)))
            }
        }
        return result
    }

    /// Whether any of `storyboards` names another of them in a `storyboardName="…"` reference.
    static func referencesEachOther(_ storyboards: [String]) -> Bool {
        guard storyboards.count > 1 else { return false }
        let names = Set(storyboards.map { String(PathName.stem($0)) })
        var buffer: [UInt8] = []
        for path in storyboards {
            guard readFile(path, into: &buffer) else { continue }
            let own = PathName.stem(path)
            let references = buffer.withUnsafeBytes { referencedStoryboards(in: $0) }
            if references.contains(where: { $0 != own && names.contains($0) }) { return true }
        }
        return false
    }

    /// Reads the file at `path` into `buffer` (reused from file to file: discovery reads every
    /// storyboard of a folder before the first is audited); false when it cannot be read. Only the
    /// bytes `fstat` counted are read: a reference added while discovery runs is not looked for.
    private static func readFile(_ path: String, into buffer: inout [UInt8]) -> Bool {
        guard let file = try? FileDescriptor.open(FilePath(path), .readOnly, options: .closeOnExec) else { return false }
        defer { try? file.close() }
        guard let info = try? file.stat(), info.type == .regular, info.size <= SceneLoader.maximumFileSize else { return false }
        let size = info.size
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: repeatElement(0, count: max(0, Int(size))))
        guard let filled = try? buffer.withUnsafeMutableBytes({ try file.readFully(into: $0) }) else { return false }
        buffer.removeLast(buffer.count - filled)
        return true
    }

    /// The names in the `storyboardName="…"` attributes of a storyboard's bytes.
    ///
    /// Discovery reads every storyboard of a folder before any is audited, so this is a byte search:
    /// `memchr` finds each capital `N` (a two-hundredth of a storyboard's bytes, against one in twenty
    /// for the marker's first letter) and the marker is compared around it.
    public static func referencedStoryboards(in data: Data) -> [String] {
        data.withUnsafeBytes { referencedStoryboards(in: $0) }
    }

    static func referencedStoryboards(in raw: UnsafeRawBufferPointer) -> [String] {
        let before = Array("storyboard".utf8), after = Array("ame=\"".utf8)
        guard let base = raw.baseAddress, !raw.isEmpty else { return [] }
        let bytes = raw.bindMemory(to: UInt8.self)
        var names: [String] = []
        var index = before.count
        while index < bytes.count, let found = memchr(base + index, Int32(UInt8(ascii: "N")), bytes.count - index) {
            let capital = base.distance(to: UnsafeRawPointer(found))
            index = capital + 1
            let valueStart = index + after.count
            guard valueStart <= bytes.count,
                  bytes[(capital - before.count)..<capital].elementsEqual(before),
                  bytes[index..<valueStart].elementsEqual(after) else { continue }
            let end = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) ?? bytes.count
            names.append(String(decoding: bytes[valueStart..<end], as: UTF8.self))
            index = end
        }
        return names
    }
}
