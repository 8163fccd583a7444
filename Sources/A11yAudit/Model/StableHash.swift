/// A 64-bit FNV-1a digest as 16 hex digits: the same text gives the same digest in every process
/// (unlike `Hasher`, which is seeded per process), so state keys and fingerprints can be compared
/// between runs and between the processes of `--jobs`.
enum StableHash {
    static func hex(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
