import A11yAudit
import SystemPackage

/// Reads a file descriptor in large blocks and hands out runs of bytes.
struct StreamReader {
    let fileDescriptor: FileDescriptor
    private var buffer: [UInt8] = []
    private var start = 0
    private var isAtEnd = false
    /// What one `read` fills: allocated once, not zeroed anew for every read.
    private var block = [UInt8](repeating: 0, count: 65_536)

    init(fileDescriptor: FileDescriptor) {
        self.fileDescriptor = fileDescriptor
    }

    /// The next `count` bytes; nil when the stream ends first.
    mutating func bytes(_ count: Int) -> [UInt8]? {
        while buffer.count - start < count {
            guard fill() else { return nil }
        }
        defer { start += count }
        return Array(buffer[start..<start + count])
    }

    /// Drops what was handed out and appends one block read; false at the end of the stream, or when
    /// it cannot be read.
    private mutating func fill() -> Bool {
        if isAtEnd { return false }
        if start > 0 {
            buffer.removeFirst(start)
            start = 0
        }
        let descriptor = fileDescriptor
        let count = (try? block.withUnsafeMutableBytes { try descriptor.read(into: $0) }) ?? 0
        guard count > 0 else {
            isAtEnd = true
            return false
        }
        buffer.append(contentsOf: block[..<count])
        return true
    }
}
