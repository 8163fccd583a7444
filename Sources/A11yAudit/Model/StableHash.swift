/// A 64-bit FNV-1a digest as 16 hex digits: the same text gives the same digest in every process
/// (unlike `Hasher`, which is seeded per process), so state keys and fingerprints can be compared
/// between runs and between the processes of `--jobs`.
///
/// FNV-1a reads its input a byte at a time, so appending pieces gives the digest of their
/// concatenation: screen keys are hashed piece by piece instead of building the text first (keys are
/// taken after every exploration gesture).
struct StableHash {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    /// The digest of `text`.
    static func hex(_ text: String) -> String {
        var hash = StableHash()
        hash.append(text)
        return hash.hex
    }

    /// Appends the UTF-8 bytes of `text`.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            for byte in bytes { mix(byte) }
        }
    }

    /// Appends `value` written in decimal, as `"\(value)"` would, without building the text (five
    /// numbers go into every element of every screen key).
    mutating func append(_ value: Int) {
        if value < 0 { mix(UInt8(ascii: "-")) }
        append(UInt64(value.magnitude))
    }

    /// Appends `value` written in decimal.
    mutating func append(_ value: UInt64) {
        var divisor: UInt64 = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        repeat {
            mix(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        } while divisor > 0
    }

    /// The digest so far, as 16 lowercase hex digits.
    var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private mutating func mix(_ byte: UInt8) {
        state ^= UInt64(byte)
        state = state &* 0x0000_0100_0000_01b3
    }
}
