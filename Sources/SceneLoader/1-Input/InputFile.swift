import AccessibilityTree
import Foundation
import SwiftCodeReader

/// Reads input files, refusing missing, unreadable, special (a FIFO, a device) and oversized ones with a
/// clear message.
enum InputFile {
    /// A function that reads an input file the way ``read(_:)`` does (the loader takes one, so that a
    /// test can count the reads).
    typealias Reader = (URL) throws(SceneLoadError) -> Data

    static func read(_ url: URL) throws(SceneLoadError) -> Data {
        let path = url.path
        // One `stat` for existence, kind and size: FileManager's attributes also look up the owner's
        // and group's names in the user database, which costs more than reading the file.
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw SceneLoadError("the file does not exist; check the path", at: SourceLocation(file: path, line: 1, column: 1))
        }
        guard info.st_mode & S_IFMT != S_IFDIR else {
            throw SceneLoadError("expected a file, found a folder", at: SourceLocation(file: path, line: 1, column: 1))
        }
        if let kind = FileKind.special(atPath: path) {
            throw SceneLoadError("expected a file, found \(kind); give a storyboard, xib or scene file", at: SourceLocation(file: path, line: 1, column: 1))
        }
        let size = Int(info.st_size)
        guard size <= Limits.maximumFileSize else {
            throw SceneLoadError("the file is \(size) bytes; inputs are limited to \(Limits.maximumFileSize) bytes", at: SourceLocation(file: path, line: 1, column: 1))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SceneLoadError("the file cannot be read; check its permissions", at: SourceLocation(file: path, line: 1, column: 1))
        }
        return data
    }

    /// The file's text as UTF-8, refusing other encodings with the position of the first bad byte.
    static func text(_ data: Data, path: String) throws(SceneLoadError) -> String {
        if let offset = firstInvalidUTF8(in: data) {
            let (line, column) = LineIndex(data: data).lineAndColumn(ofOffset: offset)
            throw SceneLoadError("the file is not UTF-8 text (invalid byte at offset \(offset)); save it as UTF-8", at: SourceLocation(file: path, line: line, column: column))
        }
        let text = String(decoding: data, as: UTF8.self)
        return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }

    /// The offset of the first byte that is not part of valid UTF-8, if any. (Valid files, all but a
    /// broken one, are checked in place, without decoding them into a String.)
    static func firstInvalidUTF8(in data: Data) -> Int? {
        if (try? UTF8Span(validating: data.span)) != nil { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = data.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error(let length): return offset + max(0, length - 1)
            }
        }
    }
}
