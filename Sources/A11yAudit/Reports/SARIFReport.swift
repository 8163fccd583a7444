import AccessibilityTree
import Foundation

/// SARIF 2.1.0 for code-scanning UIs: one run, the rules with their help, and one result per
/// finding with a physical location into the storyboard or scene file (its line and column), so the
/// source is annotated. Subjects that could not be audited are tool execution notifications.
enum SARIFReport {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    static func render(_ result: AuditResult) -> String { String(decoding: renderUTF8(result), as: UTF8.self) }

    /// The report as UTF-8 bytes, for writing without building a String first.
    static func renderUTF8(_ result: AuditResult) -> [UInt8] {
        let ruleIndex = Dictionary(uniqueKeysWithValues: result.rules.enumerated().map { ($1.id, $0) })
        var results: [JSONNode] = []
        for subject in result.subjects {
            for finding in subject.findings {
                results.append(self.result(finding, subject: subject, ruleIndex: ruleIndex[finding.ruleID]))
            }
        }
        let errors = result.subjects.compactMap(\.error)
        let run: JSONNode = .object([
            ("tool", .object([("driver", .object([
                ("name", .string(AuditTool.name)), ("version", .string(AuditTool.version)),
                ("informationUri", .string(AuditTool.informationURI)),
                ("rules", .array(result.rules.map(rule))),
            ]))])),
            ("invocations", .array([.object([
                ("executionSuccessful", .bool(errors.isEmpty)),
                ("toolExecutionNotifications", .array(errors.map { error in
                    .object([("level", .string("error")), ("message", .object([("text", .string(error))]))])
                })),
            ])])),
            ("results", .array(results)),
        ])
        let root: JSONNode = .object([("$schema", .string(schema)), ("version", .string("2.1.0")), ("runs", .array([run]))])
        return root.prettyUTF8
    }

    private static func rule(_ rule: RuleDescriptor) -> JSONNode {
        let name = rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return .object([
            ("id", .string(rule.id)), ("name", .string(name)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.help))])),
            ("help", .object([("text", .string(rule.help)),
                              ("markdown", .string("\(rule.help)\n\nSee docs/audit-rules.md#\(rule.id) for a bad and a good example."))])),
            ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
        ])
    }

    private static func result(_ finding: Finding, subject: SubjectReport, ruleIndex: Int?) -> JSONNode {
        let location = finding.location ?? SourceLocation(file: subject.path, line: 1, column: 1)
        var pairs: [(String, JSONNode)] = [("ruleId", .string(finding.ruleID))]
        if let ruleIndex { pairs.append(("ruleIndex", .int(ruleIndex))) }
        var text = finding.message
        if let element = finding.element { text += " Element: \(element.summary)." }
        text += " Reached by: \(finding.path)."
        pairs += [
            ("level", .string(level(finding.severity))),
            ("message", .object([("text", .string(text))])),
            ("locations", .array([.object([
                ("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(uri(location.file)))])),
                    ("region", .object([("startLine", .int(max(1, location.line))), ("startColumn", .int(max(1, location.column)))])),
                ])),
                ("logicalLocations", .array([.object([("name", .string(finding.screen)), ("kind", .string("object"))])])),
            ])])),
            ("partialFingerprints", .object([("a11ysimFingerprint/v1", .string(finding.fingerprint))])),
            ("properties", .object([("screen", .string(finding.screen)), ("path", .string(finding.path))])),
        ]
        return .object(pairs)
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// A relative URI reference for `path` (percent-encoded; absolute paths become file URIs).
    static func uri(_ path: String) -> String {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
