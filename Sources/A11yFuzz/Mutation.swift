/// SplitMix64: a small deterministic generator, so a seed always gives the same mutations.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The corruptions the mutation run makes, aimed at what the readers count and nest: a byte changed,
/// the end cut off, a piece (a tag, a line, a run of bytes) deleted or repeated many times, two bytes
/// swapped, or a number replaced by an extreme one.
enum Mutation {
    static func mutate(_ bytes: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
        guard !bytes.isEmpty else { return Array("<".utf8) }
        var result = bytes
        let position = Int(random.next() % UInt64(result.count))
        switch random.next() % 7 {
        case 0:
            result[position] = UInt8(truncatingIfNeeded: random.next())
        case 1:
            result.removeSubrange(position...)
        case 2, 3:
            let piece = Self.piece(of: result, at: position, &random)
            if random.next() % 2 == 0 {
                result.removeSubrange(piece)
            } else {
                let copies = [2, 16, 1_000][Int(random.next() % 3)]
                let repeated = Array(repeating: Array(result[piece]), count: copies).joined()
                result.insert(contentsOf: repeated.prefix(max(0, 4_000_000 - result.count)), at: piece.lowerBound)
            }
        case 4:
            result.swapAt(position, Int(random.next() % UInt64(result.count)))
        case 5:
            let insert = ["<", ">", "\"", "&", "&amp;", "{", "}", "[", "]", "*a", "&a ", ":", "- ", "\n  ", ";", "\\", "\u{FEFF}", "\u{0}"]
            result.insert(contentsOf: Array(insert[Int(random.next() % UInt64(insert.count))].utf8), at: position)
        default:
            guard let digit = result[position...].firstIndex(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return result }
            let numbers = ["-1", "0", "99999999999999999999", "1e400", "nan", "-0.0", "4294967296"]
            result.replaceSubrange(digit...digit, with: Array(numbers[Int(random.next() % UInt64(numbers.count))].utf8))
        }
        return result
    }

    /// A piece starting at `position`: up to the next `>` or line break, or a run of up to 64 bytes.
    private static func piece(of bytes: [UInt8], at position: Int, _ random: inout SeededGenerator) -> Range<Int> {
        switch random.next() % 3 {
        case 0:
            let end = bytes[position...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 } ?? bytes.count
            return position..<end
        case 1:
            let end = bytes[position...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
            return position..<end
        default:
            return position..<min(bytes.count, position + 1 + Int(random.next() % 64))
        }
    }
}
