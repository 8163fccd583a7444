import A11yAudit
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The JUnit report as dashboards read it: valid against the JUnit XSD in Tests/A11yAuditTests/Schemas
/// (checked with `xmllint`, skipped where it is not installed), and with the counts a reporter computes
/// from the test cases — tests, failures, errors and skipped — equal to the counts the suites state.
@MainActor
@Suite("JUnit as dashboards count it")
struct JUnitValidationTests {
    nonisolated static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Schemas/junit.xsd")
    nonisolated static let xmllint = "/usr/bin/xmllint"

    /// The golden audit, a warning made an error so one screen fails twice, and an input that failed.
    static func result() -> AuditResult {
        var result = FormatTests.goldenResult()
        result.failOn = .warning
        result.subjects.append(SubjectReport(name: "Broken.storyboard", path: "Broken.storyboard", error: "not a storyboard"))
        return result
    }

    @Test("The report is valid against the JUnit XSD", .enabled(if: FileManager.default.isExecutableFile(atPath: xmllint), "needs xmllint (Debian libxml2-utils; scripts/test.sh installs it)"))
    func schemaValid() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: file) }
        for result in [FormatTests.goldenResult(), Self.result(), DeviceMatrixTests.matrixResult()] {
            try ReportFormat.junit.render(result).write(to: file, atomically: true, encoding: .utf8)
            let lint = try runTool(Self.xmllint, ["--noout", "--schema", Self.schema.path, file.path])
            #expect(lint.status == 0, "xmllint: \(lint.errors)")
        }
    }

    /// `result`'s JUnit report counted as a reporter counts it, checked to have `suites` suites whose
    /// stated counts (and the root's) are the counted ones.
    private static func counted(_ result: AuditResult, suites: Int) throws -> JUnitCounter {
        let reader = JUnitCounter()
        let parser = XMLParser(data: Data(ReportFormat.junit.render(result).utf8))
        parser.delegate = reader
        #expect(parser.parse(), "not well-formed XML")
        try #require(reader.suites.count == suites)
        for suite in reader.suites + [reader.root] {
            #expect(suite.stated == suite.counted, "\(suite.name): says \(suite.stated), has \(suite.counted)")
        }
        return reader
    }

    @Test("Each suite's tests, failures, errors and skipped are its test cases counted by outcome; failures are the failing findings")
    func countsAsReportersDo() throws {
        let result = Self.result()
        let reader = try Self.counted(result, suites: 3)
        let golden = reader.suites[0]
        #expect(golden.counted.failures == result.subjects[0].findings.count, "one failing test case per finding at or above failOn")
        let subject = result.subjects[0]
        let cleanCases = subject.screens.count * result.rules.count - Set(subject.findings.map { "\($0.screenID) \($0.ruleID)" }).count
        #expect(golden.counted.tests == cleanCases + subject.findings.count + (subject.coverage?.notAudited.count ?? 0))
        #expect(golden.counted.skipped == 1)
        #expect(reader.suites[1].counted == Counts(tests: 1, failures: 0, errors: 1, skipped: 0))
        #expect(reader.suites[2].name == "view controllers declared in code", "the declared controllers no scene names come last")
        #expect(reader.suites[2].counted == Counts(tests: 2, failures: 0, errors: 0, skipped: 2), "not reached: skipped, with why")
        #expect(reader.names.contains("image-name-label · Home · \"ic_play_24, button\" #play (element 2)"))
        #expect(reader.names.contains("missing-label · Home"), "a rule checked and clean on a screen is a passing test case")
    }

    @Test("With --devices, a suite per device counted as reporters count: each device's screens × rules, failing on its own findings")
    func matrixCounts() throws {
        let result = DeviceMatrixTests.matrixResult()
        let reader = try Self.counted(result, suites: 2)
        for (index, device) in [DeviceMatrixTests.phone, DeviceMatrixTests.pad].enumerated() {
            let suite = reader.suites[index], subject = result.subjects[index]
            #expect(suite.name == "\(subject.path) on \(device)")
            let findings = result.findings(onDeviceOf: index)
            #expect(suite.counted.failures == findings.filter { $0.severity >= result.failOn }.count)
            let cleanCases = subject.screens.count * result.rules.count - Set(findings.map { "\($0.screenID) \($0.ruleID)" }).count
            #expect(suite.counted.tests == cleanCases + findings.count + (subject.coverage?.notAudited.count ?? 0))
        }
        #expect(reader.suites[0].counted.failures == 1 && reader.suites[1].counted.failures == 1,
                "the finding on both devices, reported once elsewhere, fails a test case on each")
        #expect(reader.names.contains("image-name-label · Home · \"ic_play_24, button\" #play (element 2) · on \(DeviceMatrixTests.pad)"))
    }

    @Test("A finding below the failing severity is a passing test case that carries it")
    func warningsPass() {
        let xml = ReportFormat.junit.render(FormatTests.goldenResult())
        #expect(xml.contains("name=\"small-touch-target · Home › activate &quot;Details&quot; · &quot;i, button&quot; #tiny (element 3)\">\n      <system-out>warning: "))
        #expect(xml.contains("<testsuites name=\"a11ysim audit\" tests=\"111\" failures=\"1\" errors=\"0\" skipped=\"3\">"))
    }
}

/// Test case counts by outcome.
struct Counts: Equatable, CustomStringConvertible {
    var tests = 0, failures = 0, errors = 0, skipped = 0
    var description: String { "tests \(tests), failures \(failures), errors \(errors), skipped \(skipped)" }
}

/// Counts a JUnit report as a reporter does: every `<testcase>`, and those holding a `<failure>`, an
/// `<error>` or a `<skipped>`; next to the counts each `<testsuite>` and the root state.
private final class JUnitCounter: NSObject, XMLParserDelegate {
    struct Suite {
        var name: String
        var stated: Counts
        var counted = Counts()
    }

    var root = Suite(name: "testsuites", stated: Counts())
    var suites: [Suite] = []
    var names: [String] = []

    private static func counts(_ attributes: [String: String]) -> Counts {
        Counts(tests: Int(attributes["tests"] ?? "") ?? -1, failures: Int(attributes["failures"] ?? "") ?? -1,
               errors: Int(attributes["errors"] ?? "") ?? -1, skipped: Int(attributes["skipped"] ?? "") ?? -1)
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        switch elementName {
        case "testsuites": root.stated = Self.counts(attributes)
        case "testsuite": suites.append(Suite(name: attributes["name"] ?? "", stated: Self.counts(attributes)))
        case "testcase":
            names.append(attributes["name"] ?? "")
            suites[suites.count - 1].counted.tests += 1
            root.counted.tests += 1
        case "failure":
            suites[suites.count - 1].counted.failures += 1
            root.counted.failures += 1
        case "error":
            suites[suites.count - 1].counted.errors += 1
            root.counted.errors += 1
        case "skipped":
            suites[suites.count - 1].counted.skipped += 1
            root.counted.skipped += 1
        default: break
        }
    }
}
