@testable import A11yAudit
import Testing

@Suite("Fingerprint and screen-key hashes")
struct HashTests {
    @Test("Fingerprints are FNV-1a, so baselines written by earlier versions still match")
    func fingerprintsAreStable() {
        #expect(StableHash.hex("") == "cbf29ce484222325")
        #expect(StableHash.hex("a") == "af63dc4c8601ec8c")
        #expect(StableHash.hex("v1\u{1}missing-label") == "e793255db9c1914a")
    }

    @Test("Screen keys tell pieces apart by where they end, whatever their length")
    func keyPiecesAreDelimited() {
        func key(_ pieces: [String]) -> String {
            var hasher = KeyHasher()
            for piece in pieces { hasher.append(piece) }
            return hasher.hex
        }
        #expect(key(["ab", "c"]) != key(["a", "bc"]))
        #expect(key(["", "x"]) != key(["x", ""]))
        #expect(key(["Café ☕", "button"]) == key(["Café ☕", "button"]))
        // Every length around the eight-byte steps gives its own key.
        let lengths = (0...24).map { key([String(repeating: "a", count: $0)]) }
        #expect(Set(lengths).count == lengths.count)
        #expect(lengths.allSatisfy { $0.count == 16 })
    }
}
