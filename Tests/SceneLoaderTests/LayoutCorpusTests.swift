import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

/// The solver checked against Interface Builder's own layout: every storyboard and xib of
/// ../shared/corpus solved on the device it was designed on, each view's solved frame compared with
/// the frame Interface Builder saved (docs/layout.md, "Against Interface Builder").
@Suite("Auto Layout on the corpus matches Interface Builder's saved frames")
@MainActor
struct LayoutCorpusTests {
    @Test("Most constrained views solve without ambiguity, and most of those land on their saved frames",
          .enabled(if: TestSupport.corpusIsPresent, "the corpus (../shared/corpus/storyboards) is not present"))
    func matchesSavedFrames() throws {
        var total = LayoutCheck.Screen(controller: "corpus")
        var mismatches: [String] = []
        var misses: [LayoutCheck.Miss] = []
        for url in TestSupport.corpusFiles {
            guard let check = try? LayoutCheck.run(contentsOf: url) else { continue }
            for screen in check.screens {
                total.constrained += screen.constrained
                total.solved += screen.solved
                total.ambiguous += screen.ambiguous
                total.unsatisfiable += screen.unsatisfiable
                total.compared += screen.compared
                total.matched += screen.matched
                total.misplaced += screen.misplaced
                mismatches += screen.mismatches.map { "\(url.lastPathComponent) \($0)" }
                misses += screen.misses
            }
        }
        let solvedShare = Double(total.solved) / Double(max(1, total.constrained))
        let matchShare = Double(total.matched) / Double(max(1, total.compared))
        print("""
            layout corpus: \(total.constrained) constrained views; \(total.solved) solved (\((solvedShare * 100).rounded())%), \
            \(total.ambiguous) ambiguous, \(total.unsatisfiable) unsatisfiable; of \(total.compared) solved views not flagged misplaced, \
            \(total.matched) within 1 pt of the saved frame (\((matchShare * 100).rounded())%); \(total.misplaced) in misplaced views
            """)
        // The breakdown docs/layout.md gives: which kinds of view miss, and on what.
        let byKind = Dictionary(grouping: misses) { "\($0.kind) \($0.attribute)" }.mapValues(\.count)
        for (key, count) in byKind.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) { print("  misses: \(count) \(key)") }
        for line in mismatches.prefix(20) { print("  mismatch: \(line)") }
        // Every mismatch, to read file by file: LAYOUT_CORPUS_MISMATCHES=/tmp/mismatches.txt swift test …
        if let path = ProcessInfo.processInfo.environment["LAYOUT_CORPUS_MISMATCHES"] {
            try mismatches.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        // Floors a little under the figures in docs/layout.md, so that a change that loses views fails.
        #expect(total.constrained >= 500)
        #expect(solvedShare >= 0.80)
        #expect(matchShare >= 0.65)
    }
}
