import A11yAudit
import Foundation
import VoiceCursor

/// Text forms of a session's screen and of audit findings that stay the same across runs and
/// machines: no frames, no absolute paths (a source location keeps its file name), no fingerprints.
/// Golden files (VoiceOverSnapshotTesting) and failure messages use them.
public enum SnapshotText {
    /// The screen's controller path, then its elements in swipe order: `3. Crossfade, switch button, on  #crossfadeSwitch`.
    @MainActor
    public static func swipeOrder(of session: VoiceOverSession) -> String {
        let elements = session.voiceOver.tree.elements
        var lines = ["screen: \(session.screenName)"]
        for (index, element) in elements.enumerated() {
            let phrase = element.phrase.isEmpty ? "(unlabelled \(element.className))" : element.phrase
            lines.append("\(index + 1). \(phrase)\(element.identifier.map { "  #\($0)" } ?? "")")
        }
        return lines.joined(separator: "\n")
    }

    /// Voice Control's view of the screen: the controller path, then each actionable item with the
    /// number "Show numbers" gives it, its names and its phrase: `3. Send (also: Send message)  — Send, button`.
    @MainActor
    public static func voiceControlNames(of session: VoiceOverSession) -> String {
        let control = session.voiceControl
        let lines = VoiceControlDescription.lines(for: control.tree.snapshot, items: control.items).dropFirst()
        return (["screen: \(session.screenName)"] + lines).joined(separator: "\n")
    }

    /// Each finding: severity, rule and screen; the element and the file name, line and column; the
    /// message; and the gestures that reach it when the screen is not the first.
    public static func findings(_ findings: [Finding]) -> String {
        guard !findings.isEmpty else { return "no findings" }
        return findings.map { finding in
            var lines = ["\(finding.severity) \(finding.ruleID) on \(finding.screen)"]
            var place: [String] = []
            if let element = finding.element { place.append(element.summary) }
            if let location = finding.location {
                place.append("(\(URL(fileURLWithPath: location.file).lastPathComponent):\(location.line):\(location.column))")
            }
            if !place.isEmpty { lines.append("  " + place.joined(separator: " ")) }
            lines.append("  \(finding.message)")
            if finding.path != finding.screen && !finding.path.isEmpty { lines.append("  reached by: \(finding.path)") }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The subject's screens in the order explored, then its findings (or its error).
    public static func report(_ report: SubjectReport) -> String {
        if let error = report.error { return "error: \(error)" }
        var lines = ["\(report.name): \(report.screens.count) screen state\(report.screens.count == 1 ? "" : "s")"]
        lines += report.screens.map { "  \($0.name)" }
        if let truncation = report.exploration.truncation { lines.append("stopped: \(truncation)") }
        lines.append(findings(report.findings))
        return lines.joined(separator: "\n")
    }
}
