import A11yAudit
import AccessibilityTree
import Foundation
import Testing

/// Checks the SARIF output against the structure SARIF 2.1.0 requires and the fields GitHub code
/// scanning documents as required for an upload: version and $schema, the driver's name and rules
/// (each with an id, a short and full description, help and a `helpUri`), and for every result a rule
/// id known to the driver, a level, a message, a physical location whose URI is relative to
/// `%SRCROOT%` (defined in `originalUriBaseIds`) with a line ≥ 1, and `partialFingerprints`.
///
/// The OASIS schema itself is not in the repository (its licence is the OASIS IPR policy, not one that
/// lets it be copied here): `schema()` validates against it with Python's `jsonschema` when
/// `A11YSIM_SARIF_SCHEMA` names a copy of `sarif-schema-2.1.0.json`, and is skipped otherwise.
@MainActor
@Suite("SARIF 2.1.0 structure")
struct SARIFValidationTests {
    /// The structural problems of a SARIF log (empty when valid).
    static func problems(_ text: String) -> [String] {
        guard let data = text.data(using: .utf8),
              let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return ["not a JSON object"] }
        var problems: [String] = []
        if root["version"] as? String != "2.1.0" { problems.append("version is not 2.1.0") }
        if (root["$schema"] as? String)?.contains("sarif-2.1.0") != true { problems.append("$schema does not name SARIF 2.1.0") }
        guard let runs = root["runs"] as? [[String: Any]], !runs.isEmpty else { return problems + ["runs is missing or empty"] }
        for (r, run) in runs.enumerated() {
            let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
            guard let driver, let name = driver["name"] as? String, !name.isEmpty else {
                problems.append("runs[\(r)].tool.driver.name is missing")
                continue
            }
            let rules = driver["rules"] as? [[String: Any]] ?? []
            let ids = rules.compactMap { $0["id"] as? String }
            if ids.count != rules.count { problems.append("runs[\(r)]: a rule has no id") }
            for rule in rules {
                for key in ["shortDescription", "fullDescription", "help"] where (rule[key] as? [String: Any])?["text"] == nil {
                    problems.append("runs[\(r)]: rule \(rule["id"] ?? "?") has no \(key).text")
                }
                if (rule["helpUri"] as? String).flatMap(URL.init(string:))?.scheme != "https" {
                    problems.append("runs[\(r)]: rule \(rule["id"] ?? "?") has no https helpUri")
                }
            }
            let baseIDs = run["originalUriBaseIds"] as? [String: [String: Any]] ?? [:]
            for (id, base) in baseIDs where !((base["uri"] as? String)?.hasSuffix("/") ?? false) {
                problems.append("runs[\(r)].originalUriBaseIds.\(id).uri must end with a slash")
            }
            guard let results = run["results"] as? [[String: Any]] else {
                problems.append("runs[\(r)].results is missing")
                continue
            }
            for (i, result) in results.enumerated() {
                let place = "runs[\(r)].results[\(i)]"
                guard let ruleID = result["ruleId"] as? String, ids.contains(ruleID) else { problems.append("\(place).ruleId unknown"); continue }
                if let index = result["ruleIndex"] as? Int, ids.indices.contains(index) ? ids[index] != ruleID : true {
                    problems.append("\(place).ruleIndex does not point at \(ruleID)")
                }
                if !["none", "note", "warning", "error"].contains(result["level"] as? String ?? "") { problems.append("\(place).level") }
                if ((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty != false { problems.append("\(place).message.text") }
                if ((result["partialFingerprints"] as? [String: String]) ?? [:]).isEmpty { problems.append("\(place).partialFingerprints") }
                let locations = result["locations"] as? [[String: Any]] ?? []
                if locations.isEmpty { problems.append("\(place).locations is empty") }
                for location in locations {
                    let physical = location["physicalLocation"] as? [String: Any]
                    let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
                    let line = (physical?["region"] as? [String: Any])?["startLine"] as? Int
                    if uri?.isEmpty != false { problems.append("\(place): artifactLocation.uri missing") }
                    if uri?.hasPrefix("file:") == true || uri?.hasPrefix("/") == true {
                        problems.append("\(place): artifactLocation.uri \(uri ?? "") is absolute; code scanning needs it relative to the repository")
                    }
                    let baseID = (physical?["artifactLocation"] as? [String: Any])?["uriBaseId"] as? String
                    if !baseIDs.isEmpty, let baseID, baseIDs[baseID] == nil { problems.append("\(place): uriBaseId \(baseID) is not defined") }
                    if (line ?? 0) < 1 { problems.append("\(place): region.startLine must be ≥ 1") }
                }
            }
        }
        return problems
    }

    @Test("The audit's SARIF has the required structure, with findings located in the source")
    func valid() {
        let result = FormatTests.goldenResult()
        let sarif = ReportFormat.sarif.render(result)
        #expect(Self.problems(sarif) == [])
        #expect(sarif.contains("\"uri\": \"Fixtures/Golden.storyboard\""))
        #expect(sarif.contains("\"startLine\": 14"))
        #expect(Self.problems(ReportFormat.sarif.render(DeviceMatrixTests.matrixResult())) == [], "with --devices too")
    }

    @Test("Locations are relative to the source root, which originalUriBaseIds gives; a file outside it stays a file URI")
    func sourceRoot() throws {
        var result = FormatTests.goldenResult()
        result.sourceRoot = "/work/app"
        var subject = try #require(result.subjects.first)
        subject.findings = subject.findings.enumerated().map { index, finding in
            var finding = finding
            finding.location = AccessibilityTree.SourceLocation(file: index == 0 ? "/work/app/Main Storyboard.storyboard" : "/elsewhere/Other.xib", line: 3, column: 1)
            return finding
        }
        result.subjects = [subject]
        let sarif = ReportFormat.sarif.render(result)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let base = (run["originalUriBaseIds"] as? [String: [String: Any]])?["%SRCROOT%"]?["uri"] as? String
        #expect(base == "file:///work/app/")
        let locations = (run["results"] as? [[String: Any]] ?? []).compactMap {
            (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String]
        }
        #expect(locations.first == ["uri": "Main%20Storyboard.storyboard", "uriBaseId": "%SRCROOT%"])
        #expect(locations.last == ["uri": "file:///elsewhere/Other.xib"])
        #expect(sarif.contains("\"helpUri\": \"https://github.com/a11ysim/a11ysim/blob/main/docs/audit-rules.md#missing-label\""))
        let fingerprints = (run["results"] as? [[String: Any]] ?? []).compactMap { $0["partialFingerprints"] as? [String: String] }
        #expect(fingerprints.map { $0["a11ysimFingerprint/v1"] } == subject.findings.map(\.fingerprint))
    }

    @Test("The SARIF validates against the OASIS SARIF 2.1.0 schema", .enabled(if: ProcessInfo.processInfo.environment["A11YSIM_SARIF_SCHEMA"] != nil,
                      "needs A11YSIM_SARIF_SCHEMA naming a copy of OASIS sarif-schema-2.1.0.json (not in the repository: its licence)"))
    func schema() throws {
        let schema = try #require(ProcessInfo.processInfo.environment["A11YSIM_SARIF_SCHEMA"])
        var result = FormatTests.goldenResult()
        result.sourceRoot = "/work/app"
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-\(UUID().uuidString).sarif")
        defer { try? FileManager.default.removeItem(at: log) }
        try ReportFormat.sarif.render(result).write(to: log, atomically: true, encoding: .utf8)
        let matrixLog = log.deletingPathExtension().appendingPathExtension("matrix.sarif")
        defer { try? FileManager.default.removeItem(at: matrixLog) }
        try ReportFormat.sarif.render(DeviceMatrixTests.matrixResult()).write(to: matrixLog, atomically: true, encoding: .utf8)
        let check = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1])); log = json.load(open(sys.argv[2]))
            errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(log), key=str)
            print("\\n".join(f"{list(e.absolute_path)}: {e.message}" for e in errors)); sys.exit(1 if errors else 0)
            """
        for log in [log, matrixLog] {
            let python = try runTool("/usr/bin/env", ["python3", "-c", check, schema, log.path])
            #expect(python.status == 0, "not valid SARIF 2.1.0: \(python.output)\(python.errors)")
        }
    }

    @Test("The validator catches a broken log")
    func catchesBrokenLogs() {
        let broken = """
            {"version": "2.0.0", "runs": [{"tool": {"driver": {"name": "x", "rules": [{"id": "a"}]}},
              "results": [{"ruleId": "b", "level": "bad", "message": {}, "locations": []}]}]}
            """
        #expect(Self.problems(broken).count >= 3)
    }
}
