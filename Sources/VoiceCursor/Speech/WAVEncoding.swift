/// The RIFF/WAVE layout of 16-bit mono PCM: a 44-byte header, then little-endian samples.
enum WAVEncoding {
    /// Bytes before the samples.
    static let headerSize = 44

    /// A whole WAV file holding `samples`.
    static func file<Samples: Collection<Int16>>(samples: Samples, sampleRate: Int) -> [UInt8] {
        header(sampleCount: samples.count, sampleRate: sampleRate) + bytes(of: samples)
    }

    /// The header of a file of `sampleCount` samples at `sampleRate`.
    static func header(sampleCount: Int, sampleRate: Int) -> [UInt8] {
        let dataSize = UInt32(clamping: sampleCount * 2)
        return Array("RIFF".utf8) + littleEndian(UInt32(headerSize - 8) + dataSize)
            + Array("WAVEfmt ".utf8) + littleEndian(UInt32(16))
            + littleEndian(UInt16(1)) + littleEndian(UInt16(1))  // PCM, mono
            + littleEndian(UInt32(sampleRate)) + littleEndian(UInt32(sampleRate * 2))  // byte rate
            + littleEndian(UInt16(2)) + littleEndian(UInt16(16))  // block align, bits per sample
            + Array("data".utf8) + littleEndian(dataSize)
    }

    /// The samples as little-endian bytes.
    static func bytes<Samples: Collection<Int16>>(of samples: Samples) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(samples.count * 2)
        for sample in samples {
            let bits = UInt16(bitPattern: sample)
            bytes.append(UInt8(truncatingIfNeeded: bits))
            bytes.append(UInt8(truncatingIfNeeded: bits >> 8))
        }
        return bytes
    }

    /// `value`'s bytes, least significant first.
    static func littleEndian<Value: FixedWidthInteger>(_ value: Value) -> [UInt8] {
        (0..<Value.bitWidth / 8).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}
