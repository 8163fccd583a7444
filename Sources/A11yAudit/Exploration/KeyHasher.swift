/// The hash behind screen keys: eight bytes a step, where FNV-1a (``StableHash``) takes one.
///
/// Keys are taken after every exploration gesture and compared only within the process that took
/// them, so they need a hash that is fast and deterministic, not one that stays the same between
/// versions (fingerprints, which baselines keep, use ``StableHash``). Each piece appended ends with its
/// length, so `"ab" + "c"` and `"a" + "bc"` differ; 64 bits make a collision between the few hundred
/// states of an input vanishingly unlikely.
struct KeyHasher {
    private var state: UInt64 = 0x243F_6A88_85A3_08D3

    /// Appends the UTF-8 bytes of `text`, then its length.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            let raw = UnsafeRawBufferPointer(utf8)
            var offset = 0
            while offset + 8 <= raw.count {
                mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var tail: UInt64 = 0
            for (shift, byte) in raw[offset...].enumerated() { tail |= UInt64(byte) << (8 * UInt64(shift)) }
            mix(tail)
            mix(UInt64(raw.count))
        }
    }

    /// Appends a number.
    mutating func append(_ value: Int) {
        mix(UInt64(bitPattern: Int64(value)))
    }

    /// Appends a number (a trait mask).
    mutating func append(_ value: UInt64) {
        mix(value)
    }

    /// The digest so far, as 16 lowercase hex digits.
    var hex: String {
        var digest = state
        digest ^= digest >> 33
        digest = digest &* 0xFF51_AFD7_ED55_8CCD
        digest ^= digest >> 33
        let digits = String(digest, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// One multiply and one shift a word: enough mixing for equality keys.
    private mutating func mix(_ word: UInt64) {
        state = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
        state ^= state >> 29
    }
}
