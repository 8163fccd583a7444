import AccessibilityTree

/// The JSON report (schema in docs/audit.md): tool, summary, rules, then per file its exploration,
/// screens with their elements, and findings. Keys in a fixed order.
enum JSONReport {
    static func render(_ result: AuditResult) -> String { String(decoding: renderUTF8(result), as: UTF8.self) }

    /// The report as UTF-8 bytes, for writing without building a String first.
    static func renderUTF8(_ result: AuditResult) -> [UInt8] {
        let counts = Dictionary(uniqueKeysWithValues: result.counts.map { ($0.severity, $0.count) })
        let root: JSONNode = .object([
            ("tool", .object([("name", .string(AuditTool.name)), ("version", .string(AuditTool.version))])),
            ("failOn", .string(result.failOn.rawValue)),
            ("summary", .object([
                ("files", .int(result.subjects.count)),
                ("screens", .int(result.subjects.reduce(0) { $0 + $1.screens.count })),
                ("errors", .int(counts[.error] ?? 0)), ("warnings", .int(counts[.warning] ?? 0)), ("notes", .int(counts[.note] ?? 0)),
                ("baselined", .int(result.baselined)), ("exitCode", .int(Int(result.exitCode))),
            ])),
            ("rules", .array(result.rules.map { rule in
                .object([("id", .string(rule.id)), ("summary", .string(rule.summary)), ("severity", .string(rule.defaultSeverity.rawValue))])
            })),
            ("files", .array(result.subjects.map(subject))),
        ])
        return root.prettyUTF8
    }

    private static func subject(_ subject: SubjectReport) -> JSONNode {
        let exploration = subject.exploration
        return .object([
            ("path", .string(subject.path)), ("name", .string(subject.name)), ("error", .optional(subject.error)),
            ("exploration", .object([
                ("states", .int(exploration.states)), ("gestures", .int(exploration.gestures)), ("replays", .int(exploration.replays)), ("reused", .int(exploration.reused)),
                ("truncation", .optional(exploration.truncation)), ("warnings", .array(exploration.warnings.map { .string($0) })),
            ])),
            ("screens", .array(subject.screens.map(screen))),
            ("findings", .array(subject.findings.map(finding))),
        ])
    }

    private static func screen(_ screen: ScreenReport) -> JSONNode {
        .object([
            ("id", .int(screen.id)), ("name", .string(screen.name)), ("path", .string(screen.path)),
            ("size", .array([.number(screen.size.width), .number(screen.size.height)])),
            ("location", location(screen.location)),
            ("elements", .array(screen.elements.map { element in
                .object([("number", .int(element.number)), ("phrase", .string(element.phrase)),
                         ("identifier", .optional(element.identifier)), ("frame", .frame(element.frame))])
            })),
        ])
    }

    static func finding(_ finding: Finding) -> JSONNode {
        .object([
            ("rule", .string(finding.ruleID)), ("severity", .string(finding.severity.rawValue)), ("message", .string(finding.message)),
            ("screen", .string(finding.screen)), ("screenId", .int(finding.screenID)), ("path", .string(finding.path)),
            ("element", finding.element.map { element in
                .object([("number", element.number.map { .int($0) } ?? .null), ("phrase", .string(element.phrase)),
                         ("label", .optional(element.label)), ("identifier", .optional(element.identifier)),
                         ("className", .string(element.className)), ("frame", .frame(element.frame))])
            } ?? .null),
            ("location", location(finding.location)),
            ("fingerprint", .string(finding.fingerprint)),
        ])
    }

    private static func location(_ location: SourceLocation?) -> JSONNode {
        guard let location else { return .null }
        return .object([("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column))])
    }
}
