/// The text report: per file, findings grouped by screen, then a summary; ANSI colour on request
/// (the CLI asks for it only when stdout is a terminal). With `audit --devices`, per file and device,
/// each finding under the first device it was found on with the devices it was found on, and a
/// summary row per device (docs/audit.md, "Devices").
struct TextReport {
    var colors: Bool

    func render(_ result: AuditResult) -> String {
        var lines: [String] = []
        let deviceCount = result.devices.count
        for (index, subject) in result.subjects.enumerated() {
            if let errorLine = subject.errorLine {
                lines.append(paint(errorLine + (subject.device.map { " (on \($0))" } ?? ""), .red))
                continue
            }
            let count = result.findings(onDeviceOf: index).count
            var header = "\(subject.path)\(subject.device.map { " on \($0)" } ?? ""): \(subject.screens.count) screen\(subject.screens.count == 1 ? "" : "s") explored, "
            if let coverage = subject.coverage {
                // Scenes that are none of the app's view controllers (a xib owned by a view) leave nothing to count.
                header += coverage.found == 0 ? "a view, not counted as a screen, " : "\(coverage.audited) of \(coverage.found) scene\(coverage.found == 1 ? "" : "s") audited, "
            }
            header += "\(count) finding\(count == 1 ? "" : "s")"
            if let truncation = subject.exploration.truncation { header += " (exploration cut short: \(truncation))" }
            lines.append(paint(header, .bold))
            for warning in subject.exploration.warnings { lines.append("  warning: \(warning)") }
            if let coverage = subject.coverage { lines += describe(coverage) }
            for screen in subject.screens {
                let onScreen = subject.findings.filter { $0.screenID == screen.id }
                guard !onScreen.isEmpty else { continue }
                lines.append("  " + paint(screen.name, .bold))
                for finding in onScreen { lines.append(contentsOf: describe(finding, of: deviceCount)) }
            }
            if count > subject.findings.count {
                let earlier = count - subject.findings.count
                lines.append("  \(earlier) more finding\(earlier == 1 ? "" : "s") on this device, listed under an earlier device")
            }
        }
        if let code = result.codeCoverage { lines += describe(code) }
        for row in result.deviceSummaries {
            let counts = row.counts.map { "\($0.count) \($0.severity)\($0.count == 1 ? "" : "s")" }.joined(separator: ", ")
            lines.append(paint("\(row.device): \(counts) on \(row.screens) screen\(row.screens == 1 ? "" : "s")", .bold))
        }
        lines.append(paint(result.summaryLine, .bold))
        lines.append(paint(result.coverageLine(othersListed: true), .bold))
        return lines.joined(separator: "\n") + "\n"
    }

    /// A finding's lines; with `audit --devices` (`deviceCount` above 0), the devices it was found on.
    private func describe(_ finding: Finding, of deviceCount: Int) -> [String] {
        let color: TerminalColor = finding.severity == .error ? .red : finding.severity == .warning ? .yellow : .cyan
        var head = "    " + paint("\(finding.severity)[\(finding.ruleID)]", color)
        if let element = finding.element {
            head += " " + element.summary + (element.number.map { " (element \($0))" } ?? " (unreachable)")
        }
        var lines = [head, "      " + finding.message]
        if let location = finding.location { lines.append("      at \(location)") }
        lines.append("      reached by: \(finding.path)")
        if let devices = finding.devices, deviceCount > 0 {
            lines.append("      on: " + (devices.count == deviceCount && deviceCount > 1 ? "all \(deviceCount) devices" : devices.map(\.device).joined(separator: ", ")))
        }
        return lines
    }

    /// Each file's count when the subject has several, and every scene not audited with its reason.
    private func describe(_ coverage: SceneCoverage) -> [String] {
        var lines: [String] = []
        for file in coverage.files {
            if coverage.files.count > 1 { lines.append("  \(file.file): \(file.audited) of \(file.found) scene\(file.found == 1 ? "" : "s") audited") }
            for scene in file.notAudited {
                lines.append("  " + paint("not audited:", .yellow) + " \(scene.summary): \(scene.reason)")
            }
            for scene in file.withoutElements {
                lines.append("  " + paint("no elements:", .yellow) + " \(scene.summary): \(scene.reason)")
            }
        }
        return lines
    }

    /// The view controllers declared in code that no scene names: how many were audited, and every
    /// one not reached or shown with no elements, with why.
    private func describe(_ code: CodeCoverage) -> [String] {
        guard code.found > 0 else { return [] }
        let empty = code.withoutElements
        var lines = [paint("view controllers declared in code that no scene names: \(code.audited) of \(code.found) audited"
                           + (empty.isEmpty ? "" : ", \(empty.count) of them with no elements"), .bold)]
        for entry in code.notReached {
            lines.append("  " + paint("not reached:", .yellow) + " \(entry.controller.summary): \(entry.reason)")
        }
        for entry in empty {
            lines.append("  " + paint("no elements:", .yellow) + " \(entry.controller.summary): \(entry.reason)")
        }
        return lines
    }

    private enum TerminalColor: String {
        case red = "31", yellow = "33", cyan = "36", bold = "1"
    }

    private func paint(_ text: String, _ color: TerminalColor) -> String {
        colors ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }
}
