import SystemPackage

extension FileDescriptor {
    /// Reads into `buffer` until it is full or the file ends; the number of bytes read. With an
    /// `offset`, reads from there and leaves the file's position alone (`pread`).
    ///
    /// An interrupted read is retried (swift-system's `retryOnInterrupt`); one that reads less than
    /// asked is continued where it stopped.
    package func readFully(into buffer: UnsafeMutableRawBufferPointer, fromAbsoluteOffset offset: Int64? = nil) throws -> Int {
        var filled = 0
        while filled < buffer.count {
            let rest = UnsafeMutableRawBufferPointer(rebasing: buffer[filled...])
            let count = try offset.map { try read(fromAbsoluteOffset: $0 + Int64(filled), into: rest) } ?? read(into: rest)
            if count == 0 { break }
            filled += count
        }
        return filled
    }
}
