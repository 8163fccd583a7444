import SwiftInterpreter
import Testing

/// Which of several declarations is nearest to a file (docs/code.md, "What is read"): the index by
/// folder finds what comparing with every candidate finds, ties to the first included.
@Suite("The nearest declaration by folder index is the one comparing every candidate finds")
struct PathNearnessTests {
    static let candidates = [
        "/apps/One/V.swift", "/apps/One/Screens/V.swift", "/apps/Two/V.swift", "/apps/Two/V.swift",
        "/other/V.swift", "relative/V.swift",
    ]

    @Test("Every path gets the same candidate from the index as from comparing with each",
          arguments: [
            "/apps/One/V+Extension.swift", "/apps/One/Screens/Detail/V+E.swift", "/apps/Two/V.swift",
            "/apps/Three/V.swift", "/apps/V.swift", "/elsewhere/V.swift", "relative/Sub/V.swift", "V.swift", "",
          ])
    func sameAsComparingEach(path: String) {
        let positions = Array(Self.candidates.indices)
        let index = PathNearness.Index(positions) { Self.candidates[$0] }
        let compared = PathNearness.nearest(positions, to: path) { Self.candidates[$0] }
        #expect(index.nearest(to: path) == compared)
    }

    @Test("No candidates, no nearest")
    func empty() {
        #expect(PathNearness.Index([String]()) { $0 }.nearest(to: "/apps/V.swift") == nil)
    }

    @Test("A file in the same folder as one declaration and deeper below another gets the one sharing more folders")
    func deepestShared() {
        let index = PathNearness.Index(Self.candidates) { $0 }
        #expect(index.nearest(to: "/apps/One/Screens/List.swift") == "/apps/One/Screens/V.swift")
        #expect(index.nearest(to: "/apps/One/List.swift") == "/apps/One/V.swift")
        #expect(index.nearest(to: "/apps/Two/List.swift") == "/apps/Two/V.swift")
    }
}
