import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

@Suite("Random corruptions of real files load or fail cleanly")
@MainActor
struct MutationTests {
    /// SplitMix64: a small deterministic generator, so every run tries the same mutations.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// The files mutated: every example, and the smaller corpus files when the corpus is present.
    static var sources: [URL] {
        let examples = ((try? FileManager.default.contentsOfDirectory(atPath: TestSupport.examples.path)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted().map(TestSupport.example)
        let storyboards = ["player", "settings", "shop"].map { TestSupport.example("storyboards/\($0).storyboard") }
        let corpus = TestSupport.corpusFiles.filter {
            ((try? FileManager.default.attributesOfItem(atPath: $0.path)[.size] as? Int) ?? .max) < 60_000
        }
        return examples + storyboards + corpus
    }

    /// One corruption of `bytes`: a byte flip, a truncation, a deleted tag or line, or a duplicated
    /// tag or line.
    static func mutate(_ bytes: [UInt8], _ random: inout Generator) -> [UInt8] {
        guard !bytes.isEmpty else { return bytes }
        var result = bytes
        switch random.next() % 6 {
        case 0:
            result[Int(random.next() % UInt64(result.count))] = UInt8(truncatingIfNeeded: random.next())
        case 1:
            result.removeSubrange(Int(random.next() % UInt64(result.count))...)
        case 2, 3:
            let opening: UInt8 = random.next() % 2 == 0 ? UInt8(ascii: "<") : UInt8(ascii: "\n")
            let closing: UInt8 = opening == UInt8(ascii: "<") ? UInt8(ascii: ">") : UInt8(ascii: "\n")
            let starts = result.indices.filter { result[$0] == opening }
            guard !starts.isEmpty else { return result }
            let start = starts[Int(random.next() % UInt64(starts.count))]
            let end = result[(start + 1)...].firstIndex(of: closing) ?? result.count - 1
            let piece = Array(result[start...end])
            if random.next() % 3 == 0 {
                result.insert(contentsOf: piece, at: start)
            } else {
                result.removeSubrange(start...end)
            }
        case 4:
            let a = Int(random.next() % UInt64(result.count)), b = Int(random.next() % UInt64(result.count))
            result.swapAt(a, b)
        default:
            let digits = result.indices.filter { result[$0] >= UInt8(ascii: "0") && result[$0] <= UInt8(ascii: "9") }
            guard !digits.isEmpty else { return result }
            let index = digits[Int(random.next() % UInt64(digits.count))]
            result.replaceSubrange(index...index, with: Array(["-", "99999999", "1e400", "nan", ".", ""][Int(random.next() % 6)].utf8))
        }
        return result
    }

    @Test("1,000 seeded mutations of the examples and corpus files each load or give a located error, quickly")
    func mutations() throws {
        let sources = Self.sources.map { (url: $0, bytes: [UInt8]((try? Data(contentsOf: $0)) ?? Data())) }
        try #require(!sources.isEmpty)
        var random = Generator(state: 0x5EED_A11E)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-mutations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var loaded = 0, refused = 0
        var slowest = 0.0
        for index in 0..<1_000 {
            let source = sources[Int(random.next() % UInt64(sources.count))]
            var bytes = Self.mutate(source.bytes, &random)
            if random.next() % 4 == 0 { bytes = Self.mutate(bytes, &random) }
            let url = folder.appendingPathComponent("case\(index).\(source.url.pathExtension)")
            try Data(bytes).write(to: url)
            let start = Date()
            do {
                let scene = try SceneLoader.load(contentsOf: url)
                _ = scene.window.deriveAccessibilityTree()
                loaded += 1
            } catch {
                refused += 1
                #expect(!error.message.isEmpty)
                #expect(error.location != nil, "case \(index) from \(source.url.lastPathComponent): \(error)")
            }
            let elapsed = Date().timeIntervalSince(start)
            slowest = max(slowest, elapsed)
            #expect(elapsed < 5, "case \(index) from \(source.url.lastPathComponent) took \(elapsed) s")
            try? FileManager.default.removeItem(at: url)
        }
        #expect(loaded + refused == 1_000)
        #expect(loaded > 0 && refused > 0)
    }
}
