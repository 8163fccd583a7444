import Foundation
import SceneLoader
import SwiftCodeReader

/// Measures reading the apps' Swift code against the rest of the audit over ../shared/corpus/apps
/// (run from the repository root; docs/code.md): the code read in this process, the median of five
/// reads, next to `a11ysim audit --jobs 2` over the same folder with and without `--no-code`, timed
/// in interleaved pairs, and the share of the audit's time the code adds (#21 asks that reading the
/// code not dominate the audit: under half of it).
func runCodeBenchmark() {
    guard let (apps, tool) = corpusAndExecutable("../shared/corpus/apps", for: "Code") else { return }
    var reads: [Double] = []
    var files = 0
    for _ in 0..<5 {
        let code = CodeReading.read(folder: apps)
        reads.append(code.readSeconds * 1000)
        files = code.fileCount
    }
    let read = median(reads)
    let arguments = ["audit", apps.path, "--jobs", "2", "--format", "json", "--output", "/dev/null"]
    let times = interleavedMilliseconds([(tool, arguments + ["--no-code"]), (tool, arguments)], rounds: 5)
    let timed = (pairs: times[1].count, first: median(times[0]), second: median(times[1]),
                 ratio: median(zip(times[1], times[0]).map { $0 / $1 }))
    print("Code: reading \(files) Swift files of \(apps.path) (parse and facts, in process, median of 5): \(String(format: "%.1f", read)) ms")
    print("Code: audit --jobs 2 over the same folder, \(timed.pairs) pairs: --no-code \(String(format: "%.1f", timed.first)) ms, "
          + "with code \(String(format: "%.1f", timed.second)) ms (\(String(format: "%.2f", timed.ratio))×); "
          + "the code adds \(String(format: "%.0f", 100 * (timed.second - timed.first) / max(timed.second, 0.001)))% of the audit with code "
          + "(read once by the coordinator, on every core, and sent to the workers; target: under 50%)")
}
