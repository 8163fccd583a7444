import Foundation

/// Lines from a file descriptor, without their newline; reads in large blocks.
struct LineReader {
    let fileDescriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var isAtEnd = false

    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    mutating func next() -> [UInt8]? {
        var searched = start
        while true {
            if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[start..<newline])
                start = newline + 1
                return line
            }
            searched = buffer.count
            if isAtEnd { return nil }
            if start > 0 {
                buffer.removeFirst(start)
                searched -= start
                start = 0
            }
            var block = [UInt8](repeating: 0, count: 65_536)
            let count = block.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count <= 0 {
                if count < 0 && errno == EINTR { continue }
                isAtEnd = true
            } else {
                buffer.append(contentsOf: block[..<count])
            }
        }
    }
}
