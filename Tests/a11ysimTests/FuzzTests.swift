import Foundation
import Testing

/// The fuzz target (A11yFuzz, docs/fuzzing.md) built without libFuzzer: every example and corpus file
/// and every kept regression input replays without a crash, and a short seeded mutation run of them
/// ends cleanly.
@Suite("Fuzzing the loaders and the script parser")
struct FuzzTests {
    static let fuzz = CommandRunner.product("A11yFuzz")
    /// Inputs that once crashed or hung a reader, minimised; each must now load or be refused.
    static let regressions = CommandRunner.packageRoot.appendingPathComponent("Tests/a11ysimTests/FuzzRegressions")

    /// The seeds: the examples, and the corpus when it is beside the repository.
    static var seeds: [String] {
        let corpus = CommandRunner.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return ["examples"] + [corpus.appendingPathComponent("storyboards").path].filter { FileManager.default.fileExists(atPath: $0) }
    }

    @Test("Every seed and every kept regression input goes through every reader without a crash")
    func replay() throws {
        let output = try CommandRunner.run(Self.seeds + [Self.regressions.path], executable: Self.fuzz, timeout: 30)
        #expect(output.status == 0, "\(output.stderr.suffix(2_000))")
        #expect(output.stdout.hasPrefix("replayed "))
    }

    @Test("A bounded run of seeded mutations ends cleanly (a crash leaves its input to minimise and keep)")
    func boundedMutationRun() throws {
        let last = FileManager.default.temporaryDirectory.appendingPathComponent("a11yfuzz-last-\(UUID().uuidString)")
        let output = try CommandRunner.run(["--mutate", "2", "--last", last.path] + Self.seeds, executable: Self.fuzz, timeout: 30)
        #expect(output.status == 0, "crashed or hung on the input kept at \(last.path): \(output.stderr.suffix(2_000))")
        #expect(output.stdout.hasPrefix("ran "))
        if output.status == 0 { try? FileManager.default.removeItem(at: last) }
    }
}
