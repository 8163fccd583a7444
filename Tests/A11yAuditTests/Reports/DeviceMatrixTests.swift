@testable import AuditRunner
@testable import A11yAudit
import AccessibilityTree
import Foundation
import Testing

/// `audit --devices` in the report model and every format (docs/audit.md, "Devices"). Golden files:
/// Tests/A11yAuditTests/Golden/report.matrix.*, re-recorded with
/// `A11YSIM_RECORD=1 swift test --filter DeviceMatrixTests`, then reviewed.
@MainActor
@Suite("Device matrix")
struct DeviceMatrixTests {
    static let phone = "iPhone SE (3rd generation)", pad = "iPad Pro (12.9-inch):landscape"

    /// The golden app audited on a phone and a pad: its first finding on both, its last with a message
    /// that differs on the pad (so one finding on each device alone).
    static func matrixResult() -> AuditResult {
        let options = AuditOptions()
        var phoneReport = audit(goldenSubject(), options: options)
        phoneReport.device = phone
        var padReport = audit(goldenSubject(), options: options)
        padReport.device = pad
        padReport.findings[padReport.findings.count - 1].message += " On the pad, too."
        return AuditRun.result(subjects: DeviceMatrix.collapse([phoneReport, padReport]), options: options)
    }

    @Test("A finding on both devices is reported once, on the first, listing both with their screens; the others once each")
    func collapse() throws {
        let result = Self.matrixResult()
        let single = audit(goldenSubject())
        let (phoneReport, padReport) = (result.subjects[0], result.subjects[1])
        try #require(single.findings.count == 2)
        #expect(phoneReport.findings.count == 2, "every phone finding, once")
        #expect(padReport.findings.count == 1, "only the finding whose message differs is the pad's own")
        #expect(padReport.findings[0].message.hasSuffix("On the pad, too."))
        #expect(padReport.findings[0].devices == [FindingDevice(device: Self.pad, screenID: single.findings[1].screenID)])
        let shared = phoneReport.findings[0]
        #expect(shared.devices == [FindingDevice(device: Self.phone, screenID: shared.screenID), FindingDevice(device: Self.pad, screenID: shared.screenID)])
        #expect(phoneReport.findings[1].devices?.map(\.device) == [Self.phone], "its message differs on the pad")
        #expect(result.findings.count == 3, "the run counts each finding once")
    }

    @Test("Each device's findings come back whole for the formats that show devices one by one")
    func findingsOnEachDevice() {
        let result = Self.matrixResult()
        let single = audit(goldenSubject())
        let onPad = result.findings(onDeviceOf: 1)
        #expect(onPad.map(\.message) == [single.findings[0].message, single.findings[1].message + " On the pad, too."])
        #expect(onPad.map(\.screenID) == single.findings.map(\.screenID))
        #expect(result.findings(onDeviceOf: 0) == result.subjects[0].findings)
        let rows = result.deviceSummaries
        #expect(rows.map(\.device) == [Self.phone, Self.pad])
        #expect(rows.map { $0.counts.map(\.count) } == [[1, 1, 0], [1, 1, 0]], "errors, warnings, notes on each device")
        #expect(result.fileCount == 1)
    }

    @Test("Without --devices nothing changes: no device keys in JSON, findings as audited")
    func noMatrix() {
        let result = FormatTests.goldenResult()
        #expect(result.devices.isEmpty && result.deviceSummaries.isEmpty)
        #expect(DeviceMatrix.collapse(result.subjects) == result.subjects)
        let json = ReportFormat.json.render(result)
        #expect(!json.contains("\"device\"") && !json.contains("\"devices\""))
    }

    @Test("The JSON report reads back into the matrix, and the worker pipe carries a device's report")
    func roundTrip() throws {
        let result = Self.matrixResult()
        let json = ReportFormat.json.renderUTF8(result)
        let read = try AuditResult(jsonReport: Data(json), file: "report.json")
        #expect(read.subjects == result.subjects)
        #expect(ReportFormat.json.renderUTF8(read) == json)
        for subject in result.subjects {
            let frame = ReportWire.frame(subject)
            #expect(try ReportWire.value(SubjectReport.self, from: Array(frame.dropFirst(ReportWire.headerSize))) == subject)
        }
        let input = AuditInput(path: "a.storyboard", device: Self.pad)
        #expect(try ReportWire.value(AuditInput.self, from: Array(ReportWire.frame(input).dropFirst(ReportWire.headerSize))) == input)
    }

    @Test("SARIF: one run listing the devices, one result per finding with the devices it was found on")
    func sarif() throws {
        let result = Self.matrixResult()
        let root = try #require(try JSONSerialization.jsonObject(with: Data(ReportFormat.sarif.renderUTF8(result))) as? [String: Any])
        let runs = try #require(root["runs"] as? [[String: Any]])
        try #require(runs.count == 1)
        #expect((runs[0]["properties"] as? [String: Any])?["devices"] as? [String] == [Self.phone, Self.pad])
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == result.findings.count)
        let devices = results.compactMap { ($0["properties"] as? [String: Any])?["devices"] as? [String] }
        #expect(devices.count == results.count)
        #expect(devices == [[Self.phone, Self.pad], [Self.phone], [Self.pad]])
    }

    @Test("HTML draws each screen once per device and links a finding to its screen on every device")
    func html() {
        let result = Self.matrixResult()
        let html = ReportFormat.html.render(result)
        let screens = result.subjects.reduce(0) { $0 + $1.screens.count }
        #expect(html.components(separatedBy: "<div class=\"screen\"").count - 1 == screens)
        #expect(html.contains("<h2>\(result.subjects[0].path) on \(Self.pad)</h2>"))
        #expect(html.contains("on <a href=\"#file-0-screen-"), "a finding links to its screen on each device")
        #expect(html.contains("<a href=\"#file-1-screen-"))
        #expect(html.contains("<table class=\"rules devices\">"))
    }

    @Test("Every format matches its golden file", arguments: [
        (ReportFormat.text, "report.matrix.txt"), (.json, "report.matrix.json"), (.junit, "report.matrix.junit.xml"),
        (.sarif, "report.matrix.sarif"), (.html, "report.matrix.html"), (.xcode, "report.matrix.xcode.txt"),
        (.github, "report.matrix.github.txt"),
    ])
    func golden(_ format: ReportFormat, _ file: String) throws {
        try FormatTests.check(format, file: file, result: Self.matrixResult())
    }

    @Test("The run's coverage counts each screen once however many devices audited it; one missed on a device is not audited, named once")
    func coverageOncePerScreen() {
        func scene(_ id: String) -> AuditScene { AuditScene(id: id, className: id.uppercased(), location: SourceLocation(file: "Main.storyboard", line: 1, column: 1), opening: "root") }
        let scenes = ["a", "b", "c"].map(scene)
        let phone = SceneCoverage(scenes: scenes, audited: ["a", "c"], reasons: [:], subjectPath: "Main.storyboard")
        let pad = SceneCoverage(scenes: scenes, audited: ["a"], reasons: [:], subjectPath: "Main.storyboard", withElements: [])
        let subjects = [SubjectReport(name: "Main.storyboard", path: "Main.storyboard", coverage: phone, device: Self.phone),
                        SubjectReport(name: "Main.storyboard", path: "Main.storyboard", coverage: pad, device: Self.pad)]
        let result = AuditRun.result(subjects: subjects, options: AuditOptions())
        #expect(result.coverage?.found == 3 && result.coverage?.audited == 1, "\(String(describing: result.coverage))")
        #expect(result.coverage?.notAudited.map(\.id) == ["b", "c"])
        #expect(result.coverage?.withoutElements.map(\.id) == ["a"], "audited everywhere, without elements on the pad")
        #expect(result.coverageLine(othersListed: false) == "audited 1 of 3 scenes, 1 of them with no elements (2 not audited: "
                + "B (id b) at Main.storyboard:1:1 (on 2 devices), C (id c) at Main.storyboard:1:1)")
        #expect(result.screenTotals == ScreenTotals(found: 3, audited: 1, withoutElements: 1))
        // Two inputs of one path without devices are still two inputs.
        let twice = AuditRun.result(subjects: subjects.map { var subject = $0; subject.device = nil; return subject }, options: AuditOptions())
        #expect(twice.coverage?.found == 6)
    }
}
