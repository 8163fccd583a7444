import AccessibilityTree

/// `audit --devices`: every input audited on each device of a list, as one ``SubjectReport`` per
/// input and device, an input's devices next to each other in the list's order.
///
/// A finding found on several devices of one input is reported once (docs/audit.md, "Devices"): on
/// the first device it was found on, with ``Finding/devices`` listing every device it was found on and
/// the screen there. Findings are the same when all a user reads of them is: rule, severity, message,
/// screen, the gestures that reach it, the element (its phrase, label, identifier, class and place in
/// the reading order; for an element VoiceOver cannot reach, its frame, which pictures draw) and the
/// file location, with the same fingerprint. The formats that show each device on its own (JUnit's test
/// cases, the HTML pictures, the per-device counts) take the findings on a device from
/// ``AuditResult/findings(onDeviceOf:)``, which puts them back.
public enum DeviceMatrix {
    /// `subjects` with each finding found on several devices of one input kept once, on the first of
    /// them, and every finding of a device's report listing the devices it was found on. Reports
    /// without a device are left as they are.
    public static func collapse(_ subjects: [SubjectReport]) -> [SubjectReport] {
        var result = subjects
        var start = 0
        while start < result.count {
            var end = start + 1
            while end < result.count, result[end].path == result[start].path, result[end].device != nil { end += 1 }
            if result[start].device != nil { collapse(&result[start..<end]) }
            start = end
        }
        return result
    }

    /// Collapses the reports of one input, one per device.
    private static func collapse(_ group: inout ArraySlice<SubjectReport>) {
        // Where each finding was first kept: the report's index and the finding's.
        var kept: [Sameness: (subject: Int, finding: Int)] = [:]
        for index in group.indices {
            guard let device = group[index].device else { continue }
            var own: [Finding] = []
            for var finding in group[index].findings {
                let here = FindingDevice(device: device, screenID: finding.screenID)
                let key = Sameness(finding)
                if let first = kept[key], first.subject != index,
                   !(group[first.subject].findings[first.finding].devices ?? []).contains(where: { $0.device == device }) {
                    group[first.subject].findings[first.finding].devices?.append(here)
                    continue
                }
                finding.devices = [here]
                if kept[key] == nil { kept[key] = (index, own.count) }
                own.append(finding)
            }
            group[index].findings = own
        }
    }

    /// What makes two devices' findings one (see ``DeviceMatrix``).
    private struct Sameness: Hashable {
        var ruleID: String, severity: Severity, message: String, screen: String, path: String
        var element: [String?], unreachableFrame: Rect?, location: SourceLocation?, fingerprint: String

        init(_ finding: Finding) {
            ruleID = finding.ruleID
            severity = finding.severity
            message = finding.message
            screen = finding.screen
            path = finding.path
            let element = finding.element
            self.element = [element?.number.map(String.init), element?.phrase, element?.label, element?.identifier, element?.className]
            unreachableFrame = element.flatMap { $0.number == nil ? $0.frame : nil }
            location = finding.location
            fingerprint = finding.fingerprint
        }
    }
}

/// One device's row of the matrix's summary.
public struct DeviceSummary: Sendable {
    public var device: String
    /// Screen states explored on it, over every input.
    public var screens: Int
    /// Findings on it (``AuditResult/findings(onDeviceOf:)``), by severity, most severe first.
    public var counts: [(severity: Severity, count: Int)]
}

extension AuditResult {
    /// How many inputs were audited: with `audit --devices`, an input's reports (one per device) count once.
    public var fileCount: Int {
        devices.isEmpty ? subjects.count : Set(subjects.map(\.path)).count
    }

    /// The devices of `audit --devices`' matrix, in the list's order; empty without it.
    public var devices: [String] {
        var seen: Set<String> = []
        return subjects.compactMap(\.device).filter { seen.insert($0).inserted }
    }

    /// The findings on the device of subject `index`: its own, and those reported on an earlier device
    /// of the same input that were found on this one too, with this device's screen — in the order
    /// of this device's screens. Without a device, the subject's findings.
    public func findings(onDeviceOf index: Int) -> [Finding] {
        let subject = subjects[index]
        guard let device = subject.device else { return subject.findings }
        var borrowed: [Finding] = []
        var earlier = index - 1
        while earlier >= 0, subjects[earlier].path == subject.path, subjects[earlier].device != nil {
            for finding in subjects[earlier].findings {
                guard let here = finding.devices?.first(where: { $0.device == device }) else { continue }
                var copy = finding
                copy.screenID = here.screenID
                borrowed.append(copy)
            }
            earlier -= 1
        }
        guard !borrowed.isEmpty else { return subject.findings }
        return (borrowed + subject.findings).enumerated()
            .sorted { ($0.element.screenID, $0.offset) < ($1.element.screenID, $1.offset) }.map(\.element)
    }

    /// One row per device of the matrix: its screens and the findings on it; empty without `--devices`.
    public var deviceSummaries: [DeviceSummary] {
        devices.map { device in
            var screens = 0
            var tally: [Severity: Int] = [:]
            for index in subjects.indices where subjects[index].device == device {
                screens += subjects[index].screens.count
                for finding in findings(onDeviceOf: index) { tally[finding.severity, default: 0] += 1 }
            }
            return DeviceSummary(device: device, screens: screens, counts: Severity.allCases.reversed().map { ($0, tally[$0] ?? 0) })
        }
    }
}
