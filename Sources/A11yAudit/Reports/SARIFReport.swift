import AccessibilityTree
import Foundation

/// SARIF 2.1.0 for code-scanning UIs: one run, the rules with their help and a `helpUri` into
/// docs/audit-rules.md, and one result per finding with a physical location into the storyboard or
/// scene file (its line and column), so the source is annotated. Locations inside the source root are
/// relative to `%SRCROOT%`, which `originalUriBaseIds` resolves, so GitHub and other code-scanning
/// UIs map them onto the repository; each result carries the finding's stable fingerprint in
/// `partialFingerprints`, so alerts follow a finding across runs. Subjects that could not be audited
/// are tool execution notifications; the run's properties say which scenes were audited. With
/// `audit --devices`, still one run (one tool, one set of rules): each finding is one result, whose
/// `properties.devices` lists the devices it was found on, and the run's `properties.devices` lists
/// the matrix (docs/audit.md, "Devices").
enum SARIFReport {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The base id of locations relative to the source root.
    static let sourceRootID = "%SRCROOT%"
    /// Where each rule's documentation is: its id is the anchor.
    static let rulesDocumentation = AuditTool.informationURI + "/blob/main/docs/audit-rules.md"

    static func render(_ result: AuditResult) -> String { String(decoding: renderUTF8(result), as: UTF8.self) }

    /// The report as UTF-8 bytes, for writing without building a String first.
    static func renderUTF8(_ result: AuditResult) -> [UInt8] {
        let ruleIndex = Dictionary(uniqueKeysWithValues: result.rules.enumerated().map { ($1.id, $0) })
        let errors = result.subjects.compactMap { subject in subject.error.map { error in subject.device.map { "\(error) (on \($0))" } ?? error } }
        return JSONWriter.document { json in
            json.field("$schema", schema)
            json.field("version", "2.1.0")
            json.array("runs") { json in
                json.object { json in
                    json.object("tool") { json in
                        json.object("driver") { json in
                            json.field("name", AuditTool.name)
                            json.field("version", AuditTool.version)
                            json.field("informationUri", AuditTool.informationURI)
                            json.array("rules") { json in
                                for rule in result.rules { json.object { write(rule, to: &$0) } }
                            }
                        }
                    }
                    json.array("invocations") { json in
                        json.object { json in
                            json.field("executionSuccessful", errors.isEmpty)
                            json.array("toolExecutionNotifications") { json in
                                for error in errors {
                                    json.object { json in
                                        json.field("level", "error")
                                        json.object("message") { $0.field("text", error) }
                                    }
                                }
                            }
                        }
                    }
                    if let root = result.sourceRoot {
                        json.object("originalUriBaseIds") { json in
                            json.object("%SRCROOT%") { $0.field("uri", uri(root.hasSuffix("/") ? root : root + "/")) }
                        }
                    }
                    json.array("results") { json in
                        for subject in result.subjects {
                            for finding in subject.findings {
                                json.object {
                                    write(finding, subject: subject, ruleIndex: ruleIndex[finding.ruleID], sourceRoot: result.sourceRoot, to: &$0)
                                }
                            }
                        }
                    }
                    writeRunProperties(result, to: &json)
                }
            }
        }
    }

    private static func write(_ rule: RuleDescriptor, to json: inout JSONWriter) {
        let name = rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        json.field("id", rule.id)
        json.field("name", name)
        json.object("shortDescription") { $0.field("text", rule.summary) }
        json.object("fullDescription") { $0.field("text", rule.help) }
        json.field("helpUri", "\(rulesDocumentation)#\(rule.id)")
        json.object("help") { json in
            json.field("text", rule.help)
            json.field("markdown", "\(rule.help)\n\nSee docs/audit-rules.md#\(rule.id) for a bad and a good example.")
        }
        json.object("defaultConfiguration") { $0.field("level", level(rule.defaultSeverity)) }
    }

    private static func write(_ finding: Finding, subject: SubjectReport, ruleIndex: Int?, sourceRoot: String?, to json: inout JSONWriter) {
        let location = finding.location ?? SourceLocation(file: subject.path, line: 1, column: 1)
        json.field("ruleId", finding.ruleID)
        if let ruleIndex { json.field("ruleIndex", ruleIndex) }
        json.field("level", level(finding.severity))
        json.object("message") { $0.field("text", finding.fullMessage) }
        json.array("locations") { json in
            json.object { json in
                json.object("physicalLocation") { json in
                    json.object("artifactLocation") { writeArtifactLocation(location.file, sourceRoot: sourceRoot, to: &$0) }
                    json.object("region") { json in
                        json.field("startLine", max(1, location.line))
                        json.field("startColumn", max(1, location.column))
                    }
                }
                json.array("logicalLocations") { json in
                    json.object { json in
                        json.field("name", finding.screen)
                        json.field("kind", "object")
                    }
                }
            }
        }
        json.object("partialFingerprints") { $0.field("a11ysimFingerprint/v1", finding.fingerprint) }
        json.object("properties") { json in
            json.field("screen", finding.screen)
            json.field("path", finding.path)
            if let devices = finding.devices { json.field("devices", strings: devices.map(\.device)) }
        }
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// `path` as an artifact location: relative to `%SRCROOT%` when it is relative or inside
    /// `sourceRoot`, else an absolute `file://` URI.
    static func writeArtifactLocation(_ path: String, sourceRoot: String?, to json: inout JSONWriter) {
        let (reported, isRelative) = SourceRoot.reported(path, sourceRoot: sourceRoot)
        json.field("uri", uri(reported))
        if isRelative { json.field("uriBaseId", sourceRootID) }
    }

    /// A relative URI reference for `path` (percent-encoded; absolute paths become file URIs).
    static func uri(_ path: String) -> String {
        let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
