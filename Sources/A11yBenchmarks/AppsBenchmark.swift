import Foundation

/// Measures `a11ysim audit --jobs 2` on each app of ../shared/corpus/apps-whole (whole apps, most of
/// their screens built in code): wall time, the peak resident memory of its largest process, and the
/// screens it audited with elements (scenes and view controllers declared in code, as its JSON report
/// counts them), for this build and, given as the argument or `A11YSIM_BASELINE_BINARY`, the previous
/// one in the same run. docs/performance.md reports the figures under "Whole apps".
///
/// Each app is audited once per build into a JSON report (for the counts), then timed in three rounds
/// after one unmeasured round, the builds back to back in each round (this machine's speed drifts
/// between minutes); times are medians. Memory is GNU time's `%M` (the maximum resident set size of
/// the audit or of a worker, whichever is larger).
///
/// Target (#29 item 7): the ms per screen audited with elements does not rise by more than 2× from the
/// previous build while the screens audited grow.
func runAppsBenchmark() {
    let folder = "../shared/corpus/apps-whole"
    let time = URL(fileURLWithPath: "/usr/bin/time")
    guard FileManager.default.fileExists(atPath: folder), FileManager.default.isExecutableFile(atPath: time.path) else {
        print("Whole apps: skipped — needs \(folder) (run from the repository root with shared/ beside it) and GNU time at \(time.path)")
        return
    }
    var builds = [(name: "this build", tool: auditExecutable())]
    if let previous = CommandLine.arguments.dropFirst(2).first ?? ProcessInfo.processInfo.environment["A11YSIM_BASELINE_BINARY"] {
        builds.append((name: "previous build", tool: URL(fileURLWithPath: previous)))
    }
    let apps = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { name in
        var isFolder: ObjCBool = false
        return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: "\(folder)/\(name)", isDirectory: &isFolder) && isFolder.boolValue
    }.sorted()
    print("Whole apps of \(folder), audit --jobs 2: \(builds.map { "\($0.name) \($0.tool.path)" }.joined(separator: "; "))")
    print("| app | build | screens | audited with elements | ms (median of 3) | peak MB | ms per screen audited with elements |")
    print("|---|---|---|---|---|---|---|")
    for app in apps {
        let arguments = ["audit", "\(folder)/\(app)", "--jobs", "2", "--format", "json", "--output"]
        let counts = builds.map { screenCounts($0.tool, arguments) }
        let memory = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-benchmark-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: memory) }
        let commands = builds.map { (tool: time, arguments: ["-f", "%M", "-o", memory.path, $0.tool.path] + arguments + ["/dev/null"]) }
        // The peak of each build's last measured run (one file, rewritten by each run, read after it).
        var peaks = [Double](repeating: .nan, count: builds.count)
        var times = [[Double]](repeating: [], count: builds.count)
        for round in 0...3 {
            for (position, command) in commands.enumerated() {
                let elapsed = milliseconds(command.tool, command.arguments)
                guard round > 0 else { continue }
                times[position].append(elapsed)
                let text = (try? String(contentsOf: memory, encoding: .utf8)) ?? ""
                peaks[position] = (Double(text.split(separator: "\n").last.map(String.init) ?? "") ?? .nan) / 1024
            }
        }
        for (position, build) in builds.enumerated() {
            let (screens, withElements) = counts[position], ms = median(times[position])
            let perScreen = withElements == 0 ? "— (none)" : String(format: "%.0f", ms / Double(withElements))
            print("| \(app) | \(build.name) | \(screens) | \(withElements) | \(String(format: "%.0f", ms)) | \(String(format: "%.0f", peaks[position])) | \(perScreen) |")
        }
    }
}

/// The screens one audit by `tool` found (scenes and declared controllers no scene names) and audited
/// with elements, from its JSON report; a report without those totals (an older build) counts its scenes.
private func screenCounts(_ tool: URL, _ arguments: [String]) -> (screens: Int, withElements: Int) {
    let report = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-benchmark-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: report) }
    _ = milliseconds(tool, arguments + [report.path])
    guard let data = FileManager.default.contents(atPath: report.path),
          let summary = (try? JSONSerialization.jsonObject(with: data) as? [String: Any])?["summary"] as? [String: Any] else { return (0, 0) }
    let scenes = summary["scenes"] as? Int ?? 0, code = summary["codeControllers"] as? Int ?? 0
    return (scenes + code, summary["screensAuditedWithElements"] as? Int ?? summary["scenesAudited"] as? Int ?? 0)
}
