import Foundation

/// Standard input a line at a time, with each line bounded: `readLine()` keeps reading until a
/// newline, so `session < /dev/zero` grew without end (docs/fuzzing.md). A line over the bound is
/// given as ``Line/tooLong`` and the rest of it is read past without being kept.
struct LineReader {
    /// One line read: its text (without the newline), or that it was over the bound.
    enum Line: Equatable {
        case text(String)
        case tooLong
    }

    /// The longest line kept, in bytes.
    static let maximumLineBytes = 64 * 1024

    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private var atEnd = false
    /// Whether the rest of a line over the bound is being read past.
    private var skipping = false

    init(handle: FileHandle = .standardInput) {
        self.handle = handle
    }

    /// The next line; nil at the end of input. A line over the bound is given as ``Line/tooLong`` as
    /// soon as it is, and what remains of it is then read past.
    mutating func next() -> Line? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if skipping {
                    skipping = false
                    continue
                }
                return line.count > Self.maximumLineBytes ? .tooLong : .text(Self.text(line))
            }
            if buffer.count > Self.maximumLineBytes {
                buffer.removeAll(keepingCapacity: true)
                if !skipping {
                    skipping = true
                    return .tooLong
                }
            }
            if atEnd {
                guard !buffer.isEmpty, !skipping else { return nil }
                defer { buffer.removeAll() }
                return .text(Self.text(buffer))
            }
            let chunk = handle.readData(ofLength: 64 * 1024)
            if chunk.isEmpty { atEnd = true } else { buffer.append(contentsOf: chunk) }
        }
    }

    /// A line's text, without a carriage return before its newline.
    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes[...], as: UTF8.self)
    }
}
