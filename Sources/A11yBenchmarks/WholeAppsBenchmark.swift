import Foundation
import Glibc
import SwiftParser
import Synchronization

/// Measures the audit of ../shared/corpus/apps-whole with its code against swift-syntax parsing the
/// same `.swift` files alone, in one run (issue 28, item 9; docs/performance.md, "Whole apps"):
///
/// - the floor: every `.swift` file of the folder read and parsed by `Parser.parse` in this process,
///   on as many threads as the audit uses cores (2), median of 5;
/// - `a11ysim audit apps-whole --jobs 2`, timed interleaved with the floor, median of 5; its peak
///   resident memory is `wait4`'s `ru_maxrss`: the largest of the coordinator and its workers;
/// - doubling: one app's files audited alone, and two copies of them side by side in one folder.
///
/// Targets: audit ≤ 3× the parse, peak memory ≤ 1 GB, two copies ≤ 2.2× one.
func runWholeAppsBenchmark() {
    guard let (apps, tool) = corpusAndExecutable("../shared/corpus/apps-whole", for: "Whole apps") else { return }
    let sources = files(in: apps.path, endingIn: [".swift"])
    let bytes = sources.reduce(0) { $0 + (((try? FileManager.default.attributesOfItem(atPath: $1))?[.size] as? Int) ?? 0) }
    let audit = ["audit", apps.path, "--jobs", "2", "--format", "json", "--output", "/dev/null"]
    _ = parseMilliseconds(sources, threads: 2)
    _ = measuredRun(tool, audit)
    var parses: [Double] = [], audits: [Double] = [], peaks: [Int] = []
    for _ in 0..<5 {
        parses.append(parseMilliseconds(sources, threads: 2))
        let run = measuredRun(tool, audit)
        audits.append(run.milliseconds)
        peaks.append(run.peakKilobytes)
    }
    let ratio = median(zip(audits, parses).map { $0 / $1 })
    let peak = Double(peaks.max() ?? 0) / 1024
    print("Whole apps: \(sources.count) Swift files (\(bytes / 1024) KiB) of \(apps.path), 5 interleaved rounds")
    print("Whole apps: swift-syntax parse alone, 2 threads, in process: \(format(median(parses))) ms")
    print("Whole apps: audit --jobs 2 with code: \(format(median(audits))) ms, \(format(ratio, digits: 2))× the parse "
          + "(target ≤ 3×: \(ratio <= 3 ? "met" : "MISSED")); peak resident memory \(format(peak)) MiB (target ≤ 1024: \(peak <= 1024 ? "met" : "MISSED"))")
    doubling(tool, app: apps.appendingPathComponent("tinode__ios"))
}

/// One app's folder audited alone against two copies of it in one folder, interleaved, median of 5.
private func doubling(_ tool: URL, app: URL) {
    let manager = FileManager.default
    let scratch = manager.temporaryDirectory.appendingPathComponent("a11ysim-doubling-\(getpid())")
    defer { try? manager.removeItem(at: scratch) }
    let one = scratch.appendingPathComponent("one"), two = scratch.appendingPathComponent("two")
    do {
        try manager.createDirectory(at: one, withIntermediateDirectories: true)
        try manager.createDirectory(at: two, withIntermediateDirectories: true)
        try manager.copyItem(at: app, to: one.appendingPathComponent("app"))
        try manager.copyItem(at: app, to: two.appendingPathComponent("app-a"))
        try manager.copyItem(at: app, to: two.appendingPathComponent("app-b"))
    } catch {
        print("Whole apps: doubling skipped — copying \(app.path) failed: \(error)")
        return
    }
    let arguments = { (folder: URL) in ["audit", folder.path, "--jobs", "2", "--format", "json", "--output", "/dev/null"] }
    let times = interleavedMilliseconds([(tool, arguments(one)), (tool, arguments(two))], rounds: 5)
    let ratio = median(zip(times[1], times[0]).map { $0 / $1 })
    print("Whole apps: doubling \(app.lastPathComponent): one copy \(format(median(times[0]))) ms, two copies \(format(median(times[1]))) ms, "
          + "\(format(ratio, digits: 2))× (target ≤ 2.2×: \(ratio <= 2.2 ? "met" : "MISSED"))")
}

/// Reading and parsing every file of `files` on `threads` threads, each taking the next file.
private func parseMilliseconds(_ files: [String], threads: Int) -> Double {
    let next = Atomic(0)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while case let position = next.add(1, ordering: .relaxed).oldValue, position < files.count {
                guard let text = try? String(contentsOfFile: files[position], encoding: .utf8) else { continue }
                _ = Parser.parse(source: text)
            }
        }
    }
    let (seconds, attoseconds) = elapsed.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

/// One run of `tool` with `arguments`, output discarded: its wall time and the peak resident memory
/// of it and the children it waited for (`wait4`'s `ru_maxrss`, in KiB); NaN and 0 when it cannot start.
private func measuredRun(_ tool: URL, _ arguments: [String]) -> (milliseconds: Double, peakKilobytes: Int) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([tool.path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let clock = ContinuousClock()
    let start = clock.now
    guard posix_spawn(&pid, tool.path, &actions, nil, argv, environ) == 0 else { return (.nan, 0) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
    let (seconds, attoseconds) = (clock.now - start).components
    return (Double(seconds) * 1000 + Double(attoseconds) / 1e15, usage.ru_maxrss)
}

private func format(_ value: Double, digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }
