import Foundation

/// Measures `a11ysim audit` over the whole corpus (../shared/corpus, relative to the repository root:
/// its storyboards and its apps), for this build and the previous one in the same run, and prints the
/// figures docs/performance.md reports under "Audit".
///
/// - This build is the `a11ysim` built next to this benchmark (or `A11YSIM_BINARY`); the previous one
///   is the executable given as the benchmark's argument or `A11YSIM_BASELINE_BINARY` (left out when
///   there is none).
/// - Each build audits the corpus once into a JSON report, for how many scenes it audited
///   (`summary.scenesAudited`) and, for a build whose report has no scene coverage, how many distinct
///   controllers its screens show (each screen's `location` is its controller's line), which is
///   printed for every build so the two can be compared alike.
/// - Then one `xmllint --noout` over every storyboard and xib of the corpus and each build's
///   `audit --jobs 2` run back to back, eleven rounds after one unmeasured round (this machine's speed
///   drifts between minutes; a round runs them within a second), timed with ContinuousClock around the
///   process to its termination handler. Times are medians; ratios are medians of each round's
///   ratio, scaled by the scene counts.
///
/// Targets: ms per audited scene does not rise from the previous build; the corpus with `--jobs 2`
/// takes at most 4× one xmllint pass.
func runAuditBenchmark() {
    let corpus = "../shared/corpus"
    guard FileManager.default.fileExists(atPath: corpus) else {
        print("Audit: skipped — \(corpus) is absent (run from the repository root with shared/ beside it)")
        return
    }
    var builds = [(name: "this build", tool: auditExecutable())]
    let environment = ProcessInfo.processInfo.environment
    if let previous = CommandLine.arguments.dropFirst(2).first ?? environment["A11YSIM_BASELINE_BINARY"] {
        builds.append((name: "previous build", tool: URL(fileURLWithPath: previous)))
    }
    for build in builds where !FileManager.default.isExecutableFile(atPath: build.tool.path) {
        print("Audit: skipped — \(build.name) \(build.tool.path) is not an executable "
              + "(swift build -c release --static-swift-stdlib --product a11ysim; the previous build as the argument or A11YSIM_BASELINE_BINARY)")
        return
    }
    let xmllint = URL(fileURLWithPath: "/usr/bin/xmllint")
    let hasXmllint = FileManager.default.isExecutableFile(atPath: xmllint.path)
    let markup = files(in: corpus, endingIn: [".storyboard", ".xib"])
    let arguments = ["audit", corpus, "--jobs", "2", "--format", "json", "--output"]

    print("Audit of \(corpus) (\(markup.count) storyboards and xibs among its inputs): \(builds.map { "\($0.name) \($0.tool.path)" }.joined(separator: "; "))")
    if !hasXmllint {
        print("xmllint is ABSENT (\(xmllint.path); apt-get install libxml2-utils): the ratio to one xmllint pass is NOT measured")
    }
    let counts = builds.map { build in sceneCounts(build.tool, arguments) }
    var commands = builds.map { (tool: $0.tool, arguments: arguments + ["/dev/null"]) }
    if hasXmllint { commands.insert((tool: xmllint, arguments: ["--noout"] + markup), at: 0) }
    let times = interleavedMilliseconds(commands)
    let offset = hasXmllint ? 1 : 0

    print("| build | scenes audited | controllers on screens | audit --jobs 2 ms | ms per audited scene | ms per controller on screen |")
    print("|---|---|---|---|---|---|")
    for (position, build) in builds.enumerated() {
        let count = counts[position], time = median(times[position + offset])
        let scenes = count.audited.map { String($0) } ?? "— (no coverage in its report)"
        print("| \(build.name) | \(scenes) | \(count.controllers) | \(format(time)) | "
              + "\(count.audited.map { format(time / Double(max($0, 1)), digits: 2) } ?? "—") | \(format(time / Double(max(count.controllers, 1)), digits: 2)) |")
    }
    if builds.count == 2 {
        // Per round, so that the machine's drift between rounds cancels out.
        let wallRatio = median(zip(times[offset], times[offset + 1]).map { $0 / max($1, 0.001) })
        let (this, previous) = (counts[0], counts[1])
        let perController = wallRatio * Double(previous.controllers) / Double(max(this.controllers, 1))
        print("this build / previous build, per round: wall \(format(wallRatio, digits: 2))×; per controller on screen "
              + "\(format(perController, digits: 2))× (target ≤ 1×: \(perController <= 1 ? "met" : "MISSED"))")
        if let audited = this.audited {
            let perScene = wallRatio * Double(previous.audited ?? previous.controllers) / Double(max(audited, 1))
            print("ms per audited scene, this build / previous build: \(format(perScene, digits: 2))× (target ≤ 1×: \(perScene <= 1 ? "met" : "MISSED"))"
                  + (previous.audited == nil ? "; the previous build's scenes counted as its controllers on screen" : ""))
        }
    }
    if hasXmllint {
        let ratio = median(zip(times[1], times[0]).map { $0 / max($1, 0.001) })
        print("one xmllint --noout over the \(markup.count) files: \(format(median(times[0]))) ms; this build's audit --jobs 2: "
              + "\(format(median(times[1]))) ms, \(format(ratio))× (median of \(times[0].count) rounds' ratios; target ≤ 4×: \(ratio <= 4 ? "met" : "MISSED"))")
    }
}

/// The files under `folder` whose names end in one of `extensions`, sorted, hidden folders skipped
/// (as the audit finds them).
func files(in folder: String, endingIn extensions: [String]) -> [String] {
    var files: [String] = []
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    while let relative = walker.nextObject() as? String {
        let name = (relative as NSString).lastPathComponent
        if name.hasPrefix(".") {
            walker.skipDescendants()
        } else if extensions.contains(where: name.hasSuffix) {
            files.append((folder as NSString).appendingPathComponent(relative))
        }
    }
    return files.sorted()
}

/// What one audit by `tool` reports: the scenes audited (nil when its report has no coverage) and the
/// distinct controllers its screens show.
private func sceneCounts(_ tool: URL, _ arguments: [String]) -> (audited: Int?, controllers: Int) {
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-benchmark-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: report) }
    _ = milliseconds(tool, arguments + [report.path])
    guard let data = FileManager.default.contents(atPath: report.path),
          let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return (nil, 0) }
    let audited = (json["summary"] as? [String: Any])?["scenesAudited"] as? Int
    var controllers = Set<String>()
    for file in json["files"] as? [[String: Any]] ?? [] {
        for screen in file["screens"] as? [[String: Any]] ?? [] {
            guard let location = screen["location"] as? [String: Any] else { continue }
            controllers.insert("\(location["file"] ?? ""):\(location["line"] ?? "")")
        }
    }
    return (audited, controllers.count)
}

/// The corpus folder at `path` and the a11ysim executable the benchmark `name` needs; nil, after
/// saying which is missing, when either is.
func corpusAndExecutable(_ path: String, for name: String) -> (folder: URL, tool: URL)? {
    let folder = URL(fileURLWithPath: path)
    guard FileManager.default.fileExists(atPath: folder.path) else {
        print("\(name): skipped — \(folder.path) is absent (run from the repository root with shared/ beside it)")
        return nil
    }
    let tool = auditExecutable()
    guard FileManager.default.isExecutableFile(atPath: tool.path) else {
        print("\(name): skipped — needs \(tool.path) (swift build -c release --static-swift-stdlib --product a11ysim)")
        return nil
    }
    return (folder, tool)
}

/// The a11ysim executable: `A11YSIM_BINARY`, else the one built beside this benchmark.
func auditExecutable() -> URL {
    if let path = ProcessInfo.processInfo.environment["A11YSIM_BINARY"] { return URL(fileURLWithPath: path) }
    let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent("a11ysim")
}

/// Commands timed in back-to-back rounds, after one unmeasured round: each command's times, round by
/// round.
///
/// This machine's speed drifts by up to half between minutes. Timing all runs of one command and then
/// all of another compared two different machines; a round runs each within a second or so.
func interleavedMilliseconds(_ commands: [(tool: URL, arguments: [String])], rounds: Int = 11) -> [[Double]] {
    for command in commands { _ = milliseconds(command.tool, command.arguments) }
    var times = [[Double]](repeating: [], count: commands.count)
    for _ in 0..<rounds {
        for (position, command) in commands.enumerated() { times[position].append(milliseconds(command.tool, command.arguments)) }
    }
    return times
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// The median wall time of `runs` runs of `executable` with `arguments`, output discarded.
func medianMilliseconds(_ executable: URL, _ arguments: [String], runs: Int = 3) -> Double {
    let times = (0..<runs).map { _ in milliseconds(executable, arguments) }
    return times.sorted()[runs / 2]
}

/// The wall time of one run of `executable` with `arguments`, output discarded; NaN when it cannot start.
///
/// The end of the process is taken from its termination handler: `Process.waitUntilExit()` on Linux
/// polls on a coarse timer, which would floor every short run at its period.
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

private func format(_ value: Double, digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }
