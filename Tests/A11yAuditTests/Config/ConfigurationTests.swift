import A11yAudit
import AuditRunner
import Foundation
import Testing

@MainActor
@Suite("Configuration, baseline and exit codes")
struct ConfigurationTests {
    static func parse(_ json: String) throws -> AuditConfiguration {
        try AuditConfiguration.parse(Data(json.utf8), file: "audit.json")
    }

    static func run(_ configuration: AuditConfiguration, baseline: Baseline? = nil) -> AuditResult {
        let options = AuditOptions(configuration: configuration)
        return AuditRun.result(subjects: [audit(goldenSubject(), options: options)], options: options, baseline: baseline)
    }

    @Test("Severities can be changed and rules turned off")
    func severities() throws {
        let configuration = try Self.parse(#"{"rules": {"image-name-label": "note", "small-touch-target": "off"}}"#)
        let result = Self.run(configuration)
        #expect(result.findings.map(\.ruleID) == ["image-name-label"])
        #expect(result.findings.first?.severity == .note)
        #expect(!result.rules.contains { $0.id == "small-touch-target" })
        #expect(result.exitCode == 0)
    }

    @Test("failOn decides which findings fail the run")
    func failOn() throws {
        #expect(Self.run(try Self.parse(#"{"rules": {"image-name-label": "off"}}"#)).exitCode == 0)
        #expect(Self.run(try Self.parse(#"{"failOn": "warning", "rules": {"image-name-label": "off"}}"#)).exitCode == 1)
    }

    @Test("Ignores by identifier, screen and file")
    func ignores() throws {
        #expect(Self.run(try Self.parse(#"{"ignore": [{"identifier": "play"}]}"#)).findings.map(\.ruleID) == ["small-touch-target"])
        #expect(Self.run(try Self.parse(#"{"ignore": [{"screen": "Detail"}]}"#)).findings.map(\.ruleID) == ["image-name-label"])
        #expect(Self.run(try Self.parse(#"{"ignore": [{"file": "Fixtures/*.storyboard"}]}"#)).findings.isEmpty)
        #expect(Self.run(try Self.parse(#"{"ignore": [{"rule": "small-*", "file": "Golden.storyboard"}]}"#)).findings.count == 1)
    }

    @Test("Mistakes in the configuration are input errors that say what is expected")
    func errors() {
        #expect(throws: AuditInputError.self) { try Self.parse(#"{"rules": {"no-such-rule": "error"}}"#) }
        #expect(throws: AuditInputError.self) { try Self.parse(#"{"rules": {"missing-label": "fatal"}}"#) }
        #expect(throws: AuditInputError.self) { try Self.parse(#"{"colour": true}"#) }
        #expect(throws: AuditInputError.self) { try Self.parse(#"{"ignore": [{}]}"#) }
        #expect(throws: AuditInputError.self) { try Self.parse("[1, 2]") }
    }

    @Test("A baseline accepts the findings it records; only new ones fail")
    func baseline() throws {
        let all = Self.run(AuditConfiguration())
        #expect(all.exitCode == 1)
        let accepted = Baseline(accepting: all.subjects)
        let reread = try JSONDecoder().decode(BaselineFile.self, from: accepted.encoded())
        #expect(reread.findings.count == 2)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-baseline-\(UUID().uuidString).json")
        try accepted.encoded().write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let loaded = try Baseline.load(contentsOf: url)
        let rerun = Self.run(AuditConfiguration(), baseline: loaded)
        #expect(rerun.findings.isEmpty)
        #expect(rerun.baselined == 2)
        #expect(rerun.exitCode == 0)
        let partial = Baseline(entries: loaded.entries.filter { $0.rule != "image-name-label" })
        let withNew = Self.run(AuditConfiguration(), baseline: partial)
        #expect(withNew.findings.map(\.ruleID) == ["image-name-label"])
        #expect(withNew.exitCode == 1)
    }

    @Test("Fingerprints are stable between runs and differ between findings")
    func fingerprints() {
        let first = Self.run(AuditConfiguration()).findings.map(\.fingerprint)
        #expect(first == Self.run(AuditConfiguration()).findings.map(\.fingerprint))
        #expect(Set(first).count == first.count)
        #expect(first.allSatisfy { $0.count == 16 })
    }

    @Test("Exit codes: 0 clean, 1 failing findings, 2 a subject that could not be audited")
    func exitCodes() {
        let rules = RuleCatalog.all.map(\.descriptor)
        let clean = SubjectReport(name: "a", path: "a")
        var failing = clean
        failing.findings = [Finding(ruleID: "missing-label", severity: .error, message: "m", screenID: 0, screen: "s", path: "s",
                                    element: nil, location: nil)]
        let broken = SubjectReport(name: "b", path: "b", error: "b: cannot read")
        #expect(AuditResult(subjects: [clean], rules: rules).exitCode == 0)
        #expect(AuditResult(subjects: [clean, failing], rules: rules).exitCode == 1)
        #expect(AuditResult(subjects: [failing], failOn: .error, rules: rules).failingFindings.count == 1)
        #expect(AuditResult(subjects: [failing, broken], rules: rules).exitCode == 2)
    }
}

/// The baseline file's shape, as a reader outside a11ysim sees it.
private struct BaselineFile: Decodable {
    struct Entry: Decodable { var fingerprint: String; var rule: String; var file: String; var screen: String }
    var version: Int
    var findings: [Entry]
}
