import Foundation

/// Accepted findings: `--write-baseline` records the current findings' fingerprints, and
/// `--baseline` leaves those out so that only new findings fail the run. Format in docs/audit.md.
public struct Baseline: Hashable, Sendable {
    /// One accepted finding: its fingerprint, and what it was for people reading the file.
    public struct AcceptedFinding: Hashable, Codable, Sendable {
        public var fingerprint: String
        public var rule: String
        public var file: String
        public var screen: String
        public var element: String?
        public var message: String

        public init(fingerprint: String, rule: String, file: String, screen: String, element: String?, message: String) {
            self.fingerprint = fingerprint
            self.rule = rule
            self.file = file
            self.screen = screen
            self.element = element
            self.message = message
        }
    }

    /// The format's version.
    public static let version = 1

    public var entries: [AcceptedFinding]

    public init(entries: [AcceptedFinding]) {
        self.entries = entries
    }

    /// The baseline that accepts every finding of `subjects`.
    public init(accepting subjects: [SubjectReport]) {
        entries = subjects.flatMap { subject in
            subject.findings.map { finding in
                AcceptedFinding(fingerprint: finding.fingerprint, rule: finding.ruleID, file: subject.path, screen: finding.screen,
                      element: finding.element?.summary, message: finding.message)
            }
        }
    }

    /// The subjects without the findings this baseline accepts (each entry accepts one finding), and
    /// how many it accepted.
    public func filter(_ subjects: [SubjectReport]) -> (subjects: [SubjectReport], accepted: Int) {
        var remaining: [String: Int] = [:]
        for entry in entries { remaining[entry.fingerprint, default: 0] += 1 }
        var accepted = 0
        let filtered = subjects.map { subject in
            var subject = subject
            subject.findings = subject.findings.filter { finding in
                guard let count = remaining[finding.fingerprint], count > 0 else { return true }
                remaining[finding.fingerprint] = count - 1
                accepted += 1
                return false
            }
            return subject
        }
        return (filtered, accepted)
    }

    // MARK: Files

    private struct File: Codable {
        var version: Int
        var tool: String
        var findings: [AcceptedFinding]
    }

    /// The baseline as pretty JSON with sorted keys (stable diffs).
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let file = File(version: Self.version, tool: "a11ysim audit", findings: entries)
        return (try? encoder.encode(file)).map { $0 + Data("\n".utf8) } ?? Data()
    }

    /// Reads a baseline file written by `--write-baseline`.
    public static func load(contentsOf url: URL) throws(AuditInputError) -> Baseline {
        guard let data = try? Data(contentsOf: url) else {
            throw AuditInputError("\(url.path): cannot read the baseline file")
        }
        guard let file = try? JSONDecoder().decode(File.self, from: data) else {
            throw AuditInputError("\(url.path): not a baseline file (write one with --write-baseline)")
        }
        guard file.version == version else {
            throw AuditInputError("\(url.path): baseline version \(file.version) is not supported (expected \(version))")
        }
        return Baseline(entries: file.findings)
    }
}
