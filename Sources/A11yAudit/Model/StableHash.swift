/// A 64-bit FNV-1a digest as 16 hex digits: the same text gives the same digest in every process and
/// every version (unlike `Hasher`, which is seeded per process), so fingerprints can be compared
/// between runs and kept in baselines. Screen keys, which never leave their process, use the faster
/// ``KeyHasher``.
package enum StableHash {
    /// The digest of `text`.
    package static func hex(_ text: String) -> String {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            state ^= UInt64(byte)
            state = state &* 0x0000_0100_0000_01b3
        }
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
