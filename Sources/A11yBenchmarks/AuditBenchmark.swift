import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Measures `a11ysim audit` over the storyboard corpus (../shared/corpus/storyboards, relative to the
/// repository root) against only parsing the same files with libxml2 (`xmllint --noout`), and prints
/// the figures docs/performance.md reports under "Audit".
///
/// The audit runs as the `a11ysim` executable built next to this benchmark (or the one named by
/// `A11YSIM_BINARY`). Each per-file figure is the median of three runs; the whole-corpus runs of
/// xmllint and of the audit alternate, eleven pairs (this machine is noisy), timed with ContinuousClock
/// around the process. Three comparisons:
/// - per storyboard, one process each: `xmllint --noout FILE` against `a11ysim audit FILE`;
/// - the target: the corpus audited in one run with `--jobs 2`, divided by the number of
///   storyboards, against the mean time `xmllint --noout FILE` takes per storyboard (≤ 3×);
/// - stricter, both amortised: that run against one `xmllint --noout` over every storyboard.
///
/// Two floors put the last comparison in proportion: what starting `a11ysim` costs (`--version`), and
/// what FoundationXML's parser — the one a11ysim must use — takes over the corpus in this process with
/// a delegate that does nothing.
func runAuditBenchmark() {
    let corpus = URL(fileURLWithPath: "../shared/corpus/storyboards")
    let xmllint = URL(fileURLWithPath: "/usr/bin/xmllint")
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: corpus.path) else {
        print("Audit: skipped — \(corpus.path) is absent (run from the repository root with shared/ beside it)")
        return
    }
    let tool = auditExecutable()
    guard FileManager.default.isExecutableFile(atPath: tool.path), FileManager.default.isExecutableFile(atPath: xmllint.path) else {
        print("Audit: skipped — needs \(tool.path) (swift build -c release --static-swift-stdlib --product a11ysim) and \(xmllint.path)")
        return
    }
    let files = names.filter { $0.hasSuffix(".storyboard") }.sorted().map { corpus.appendingPathComponent($0).path }
    print("Audit: ms per storyboard, median of 3 runs (xmllint --noout vs a11ysim audit --format json); whole-corpus runs: 11 pairs")
    print("| storyboard | KiB | xmllint ms | audit ms | audit / xmllint |")
    print("|---|---|---|---|---|")
    var parseTotal = 0.0, auditTotal = 0.0
    for file in files {
        let parse = medianMilliseconds(xmllint, ["--noout", file])
        let audit = medianMilliseconds(tool, ["audit", file, "--format", "json", "--output", "/dev/null"])
        parseTotal += parse
        auditTotal += audit
        let size = ((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0) / 1024
        print("| \((file as NSString).lastPathComponent) | \(size) | \(format(parse)) | \(format(audit)) | \(format(audit / max(parse, 0.001)))× |")
    }
    let whole = interleavedMilliseconds(
        (xmllint, ["--noout"] + files), (tool, ["audit"] + files + ["--jobs", "2", "--format", "json", "--output", "/dev/null"]))
    let (parseAll, auditAll) = (whole.first, whole.second)
    let count = Double(files.count)
    print("")
    print("Per file, one process each, summed over \(files.count) storyboards: xmllint \(format(parseTotal)) ms, "
          + "audit \(format(auditTotal)) ms (\(format(auditTotal / max(parseTotal, 0.001)))×)")
    print("Target, per storyboard: audit --jobs 2 over the corpus \(format(auditAll)) ms / \(files.count) = \(format(auditAll / count)) ms; "
          + "xmllint --noout FILE \(format(parseTotal / count)) ms on average (\(format(auditAll / max(parseTotal, 0.001)))×; target ≤ 3×)")
    print("Both amortised: xmllint --noout over every storyboard at once \(format(parseAll)) ms; "
          + "audit --jobs 2 \(format(auditAll)) ms (\(format(whole.ratio))×, the median of \(whole.pairs) back-to-back pairs)")
    let start = medianMilliseconds(tool, ["--version"], runs: 7)
    let foundationParse = foundationXMLMilliseconds(files)
    print("Floors: starting a11ysim (--version) \(format(start)) ms; FoundationXML's parser over every storyboard, "
          + "in-process with an empty delegate, \(format(foundationParse)) ms (\(format(foundationParse / max(parseAll, 0.001)))× xmllint)")
}

/// The median, over three passes, of parsing every file with FoundationXML's `XMLParser` and a
/// delegate that does nothing: the parsing a11ysim cannot avoid.
private func foundationXMLMilliseconds(_ files: [String]) -> Double {
    let documents = files.compactMap { FileManager.default.contents(atPath: $0) }
    let delegate = IgnoringDelegate()
    var times: [Double] = []
    for _ in 0..<3 {
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for data in documents {
                let parser = XMLParser(data: data)
                parser.shouldResolveExternalEntities = false
                parser.delegate = delegate
                _ = parser.parse()
            }
        }
        let (seconds, attoseconds) = elapsed.components
        times.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
    return times.sorted()[1]
}

/// An XML parser delegate that ignores every event.
private final class IgnoringDelegate: NSObject, XMLParserDelegate {}

/// The a11ysim executable: `A11YSIM_BINARY`, else the one built beside this benchmark.
func auditExecutable() -> URL {
    if let path = ProcessInfo.processInfo.environment["A11YSIM_BINARY"] { return URL(fileURLWithPath: path) }
    let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent("a11ysim")
}

/// Two commands timed in back-to-back pairs, after one unmeasured run of each: their medians, and the
/// median of the second's time over the first's within each pair.
///
/// This machine's speed drifts by up to half between minutes. Timing all runs of one command and then
/// all of the other compared two different machines; a pair runs both within a fraction of a second.
private func interleavedMilliseconds(
    _ first: (URL, [String]), _ second: (URL, [String]), pairs: Int = 11
) -> (first: Double, second: Double, ratio: Double, pairs: Int) {
    _ = milliseconds(first.0, first.1)
    _ = milliseconds(second.0, second.1)
    var firsts: [Double] = [], seconds: [Double] = [], ratios: [Double] = []
    for _ in 0..<pairs {
        let a = milliseconds(first.0, first.1), b = milliseconds(second.0, second.1)
        firsts.append(a)
        seconds.append(b)
        ratios.append(b / max(a, 0.001))
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    return (median(firsts), median(seconds), median(ratios), pairs)
}

/// The median wall time of `runs` runs of `executable` with `arguments`, output discarded.
func medianMilliseconds(_ executable: URL, _ arguments: [String], runs: Int = 3) -> Double {
    let times = (0..<runs).map { _ in milliseconds(executable, arguments) }
    return times.sorted()[runs / 2]
}

/// The wall time of one run of `executable` with `arguments`, output discarded; NaN when it cannot start.
///
/// The end of the process is taken from its termination handler: `Process.waitUntilExit()` on Linux
/// polls only every 50 ms, which would floor every short run near 50 ms.
func milliseconds(_ executable: URL, _ arguments: [String]) -> Double {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let exited = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in exited.signal() }
    let clock = ContinuousClock()
    let start = clock.now
    guard (try? process.run()) != nil else { return .nan }
    exited.wait()
    let elapsed = clock.now - start
    let (seconds, attoseconds) = elapsed.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

private func format(_ value: Double) -> String { String(format: "%.1f", value) }
