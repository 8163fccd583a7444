import AccessibilityTree

/// GitHub Actions workflow commands, which annotate the pull request's diff without code scanning:
/// one `::error|warning|notice file=…,line=…,col=…,title=…::message` per finding, its file relative
/// to the source root as SARIF gives it (so GitHub finds it in the repository), the input's line 1
/// for a finding without a location. An input that could not be audited is an `::error` on the input
/// (at the line its error names, when it names one), a load warning or a cut-short exploration a
/// `::warning` on it. Then each view controller declared in code not reached or shown with no
/// elements, plain in the log, the text report's summary line and coverage line — the coverage line
/// a `::warning` when screens were not audited or showed no elements — and, when GitHub will not show
/// every annotation, a line that says so.
///
/// Escaped as GitHub's toolkit (`@actions/core`) escapes commands: in the message `%`, CR and LF as
/// `%25`, `%0D`, `%0A`; in property values also `:` and `,` as `%3A` and `%2C`. Plain lines have their
/// line breaks as spaces, so no text from an input can start a command of its own.
enum GitHubReport {
    /// The annotations of one level GitHub shows per step (docs/audit.md, "GitHub Actions").
    static let annotationsShownPerLevel = 10

    static func render(_ result: AuditResult) -> String {
        var lines: [String] = []
        var perLevel: [String: Int] = [:]
        func annotate(_ level: String, _ properties: [(String, String)], _ message: String) {
            perLevel[level, default: 0] += 1
            lines.append(command(level, properties, message))
        }
        /// `file`, `line` and `col` of `location`, then `title`.
        func at(_ location: SourceLocation, title: String) -> [(String, String)] {
            [("file", SourceRoot.reported(location.file, sourceRoot: result.sourceRoot).path),
             ("line", String(max(1, location.line))), ("col", String(max(1, location.column))), ("title", title)]
        }
        for subject in result.subjects {
            let file = SourceRoot.reported(subject.path, sourceRoot: result.sourceRoot).path
            if let error = subject.error {
                if let (location, message) = subject.errorLocation {
                    annotate("error", at(location, title: "a11ysim: input not audited"), message)
                } else {
                    annotate("error", [("file", file), ("title", "a11ysim: input not audited")], error)
                }
                continue
            }
            if let truncation = subject.exploration.truncation {
                annotate("warning", [("file", file), ("title", "a11ysim: exploration cut short")], truncation)
            }
            for warning in subject.exploration.warnings { annotate("warning", [("file", file), ("title", "a11ysim")], warning) }
            for finding in subject.findings {
                let location = finding.location ?? SourceLocation(file: subject.path, line: 1, column: 1)
                annotate(level(finding.severity), at(location, title: "a11ysim: \(finding.ruleID)"), finding.fullMessage)
            }
        }
        let code = result.codeCoverage
        for entry in code?.notReached ?? [] {
            lines.append(PlainLine.of("not audited: view controller \(entry.controller.summary): \(entry.reason)"))
        }
        for entry in code?.withoutElements ?? [] {
            lines.append(PlainLine.of("no elements: view controller \(entry.controller.summary): \(entry.reason)"))
        }
        lines.append(PlainLine.of(result.summaryLine))
        let coverage = result.coverageLine(othersListed: false)
        let totals = result.screenTotals
        if totals.auditedWithElements < totals.found {
            annotate("warning", [("title", "a11ysim: scenes not audited")], coverage)
        } else {
            lines.append(PlainLine.of(coverage))
        }
        let hidden = perLevel.filter { $0.value > annotationsShownPerLevel }.keys.sorted()
        if !hidden.isEmpty {
            lines.append("GitHub shows at most \(annotationsShownPerLevel) \(hidden.joined(separator: ", ")) annotations per step: "
                         + "every one is in this log, and the SARIF report puts them all in code scanning.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `::level key=value,…::message`, escaped as GitHub's toolkit escapes it.
    static func command(_ level: String, _ properties: [(String, String)], _ message: String) -> String {
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(level)\(list.isEmpty ? "" : " " + list)::\(escapeData(message))"
    }

    /// A command's message: `%`, CR and LF percent-encoded.
    static func escapeData(_ text: String) -> String {
        escape(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
    }

    /// A property's value: as a message, and `:` and `,` too.
    static func escapeProperty(_ text: String) -> String {
        escape(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }

    /// `text` with each unicode scalar of `replacements` replaced (scalars, so CR LF is two).
    private static func escape(_ text: String, _ replacements: [(Unicode.Scalar, String)]) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replacement = replacements.first(where: { $0.0 == scalar })?.1 {
                result += replacement
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }
}
