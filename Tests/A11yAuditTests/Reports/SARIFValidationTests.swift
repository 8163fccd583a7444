import A11yAudit
import Foundation
import Testing

/// Checks the SARIF output against the structure SARIF 2.1.0 requires (the schema itself cannot be
/// downloaded in tests): version and $schema, the driver's name and rules, and for every result a
/// rule id known to the driver, a level, a message and a physical location with a line ≥ 1.
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
            for rule in rules where (rule["shortDescription"] as? [String: Any])?["text"] == nil {
                problems.append("runs[\(r)]: rule \(rule["id"] ?? "?") has no shortDescription.text")
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
                let locations = result["locations"] as? [[String: Any]] ?? []
                if locations.isEmpty { problems.append("\(place).locations is empty") }
                for location in locations {
                    let physical = location["physicalLocation"] as? [String: Any]
                    let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String
                    let line = (physical?["region"] as? [String: Any])?["startLine"] as? Int
                    if uri?.isEmpty != false { problems.append("\(place): artifactLocation.uri missing") }
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
