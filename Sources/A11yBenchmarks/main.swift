import Foundation

// Benchmarks: `swift run -c release A11yBenchmarks [derivation|cursor|speech|audit|apps|code|whole-apps|limits|layout|all]`.
// Figures and how they were taken: docs/performance.md.

let benchmarks: [(name: String, run: @MainActor () -> Void)] = [
    ("derivation", runDerivationBenchmark),
    ("cursor", runCursorBenchmark),
    ("speech", runSpeechBenchmark),
    ("audit", runAuditBenchmark),
    ("apps", runAppsBenchmark),
    ("code", runCodeBenchmark),
    ("whole-apps", runWholeAppsBenchmark),
    ("limits", runLimitsBenchmark),
    ("layout", runLayoutBenchmark),
]

let requested = CommandLine.arguments.dropFirst().first ?? "all"
let chosen = requested == "all" ? benchmarks : benchmarks.filter { $0.name == requested }
if chosen.isEmpty {
    FileHandle.standardError.write(Data("unknown benchmark '\(requested)'; choose \(benchmarks.map(\.name).joined(separator: ", ")) or all\n".utf8))
    exit(2)
}
MainActor.assumeIsolated {
    for benchmark in chosen { benchmark.run() }
}
