import Foundation
import SceneLoader

/// The audit's configuration file (JSON): per-rule severity or disabling, ignores, the failing
/// severity and the exploration bound. Format in docs/audit.md.
///
/// ```json
/// { "failOn": "error", "maxStates": 200,
///   "rules": { "small-touch-target": "note", "more-tab": "off" },
///   "ignore": [ { "rule": "low-contrast", "screen": "Debug*" }, { "identifier": "debugButton" },
///               { "file": "Legacy/*.storyboard" } ] }
/// ```
public struct AuditConfiguration: Hashable, Sendable {
    /// Findings at or above this severity fail the run.
    public var failOn: Severity = .error
    /// The bound on screen states per subject, when the file sets one.
    public var maxStates: Int?
    /// The least share, in percent, of the screens found that must be audited with elements, else
    /// the run fails (``AuditResult/coverageFailure``); nil for none.
    public var minCoverage: Double?
    /// Severity overrides by rule id.
    public var severities: [String: Severity] = [:]
    /// Rules that do not run.
    public var disabledRules: Set<String> = []
    /// Findings to leave out.
    public var ignores: [Ignore] = []

    public init() {}

    /// One ignore: a finding matching every field given is left out. Fields are glob patterns.
    public struct Ignore: Hashable, Sendable {
        public var rule: String?
        /// The element's accessibilityIdentifier.
        public var identifier: String?
        /// The screen's name (its controller path), its title, or one part of the path.
        public var screen: String?
        /// The subject's path, or the file of the finding's location.
        public var file: String?

        public init(rule: String? = nil, identifier: String? = nil, screen: String? = nil, file: String? = nil) {
            self.rule = rule
            self.identifier = identifier
            self.screen = screen
            self.file = file
        }

        /// Whether `finding` of the subject at `subjectPath` matches.
        public func matches(_ finding: Finding, subjectPath: String) -> Bool {
            if let rule, !Glob.matches(rule, finding.ruleID) { return false }
            if let identifier, !Glob.matches(identifier, finding.element?.identifier ?? "") { return false }
            if let screen {
                let parts = [finding.screen] + finding.screen.components(separatedBy: " › ")
                if !parts.contains(where: { Glob.matches(screen, $0) }) { return false }
            }
            if let file {
                let files = [subjectPath, finding.location?.file].compactMap { $0 }
                if !files.contains(where: { Glob.matches(file, $0) || Glob.matches("*/" + file, $0) }) { return false }
            }
            return true
        }
    }

    /// The severity `rule` reports at, or nil when it is disabled.
    public func severity(for rule: RuleDescriptor) -> Severity? {
        if disabledRules.contains(rule.id) { return nil }
        return severities[rule.id] ?? rule.defaultSeverity
    }

    /// Whether `finding` is ignored.
    public func ignores(_ finding: Finding, subjectPath: String) -> Bool {
        ignores.contains { $0.matches(finding, subjectPath: subjectPath) }
    }

    // MARK: Reading

    /// Reads the configuration file at `url`.
    public static func load(contentsOf url: URL) throws(AuditInputError) -> AuditConfiguration {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw AuditInputError("\(url.path): cannot read the configuration file")
        }
        return try parse(data, file: url.path)
    }

    /// Parses configuration JSON; `file` names it in errors.
    public static func parse(_ data: Data, file: String) throws(AuditInputError) -> AuditConfiguration {
        guard let object = try? JSONSerialization.jsonObject(with: data), let root = object as? [String: Any] else {
            // Foundation's parser gives no position: where the text stops being JSON, if it does.
            throw AuditInputError(JSONSyntax.firstError(in: data, file: file)
                                  ?? "\(file): the configuration must be a JSON object (see docs/audit.md)")
        }
        var configuration = AuditConfiguration()
        for (key, value) in root.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "failOn":
                configuration.failOn = try severity(value, at: "\(file): failOn")
            case "maxStates":
                guard let number = value as? Int, number > 0 else {
                    throw AuditInputError("\(file): maxStates must be a positive integer")
                }
                configuration.maxStates = number
            case "minCoverage":
                guard let number = (value as? NSNumber)?.doubleValue, !(value is Bool), (0...100).contains(number) else {
                    throw AuditInputError("\(file): minCoverage must be a number of percent from 0 to 100")
                }
                configuration.minCoverage = number
            case "rules":
                guard let rules = value as? [String: Any] else { throw AuditInputError("\(file): rules must be an object of rule id → severity") }
                for (id, setting) in rules.sorted(by: { $0.key < $1.key }) {
                    try configuration.apply(rule: id, setting: setting, file: file)
                }
            case "ignore":
                guard let entries = value as? [[String: Any]] else {
                    throw AuditInputError("\(file): ignore must be a list of objects with rule, identifier, screen and/or file")
                }
                configuration.ignores = try entries.enumerated().map { index, entry throws(AuditInputError) in
                    try ignore(entry, at: "\(file): ignore[\(index)]")
                }
            default:
                throw AuditInputError("\(file): unknown key '\(key)'; expected failOn, maxStates, minCoverage, rules or ignore")
            }
        }
        return configuration
    }

    private mutating func apply(rule id: String, setting: Any, file: String) throws(AuditInputError) {
        guard RuleCatalog.rule(id) != nil else {
            throw AuditInputError("\(file): unknown rule '\(id)'; the rules are \(RuleCatalog.all.map(\.descriptor.id).joined(separator: ", "))")
        }
        var value = setting
        if let object = setting as? [String: Any] {
            guard let severity = object["severity"], object.count == 1 else {
                throw AuditInputError("\(file): rules.\(id) takes a severity, \"off\", or {\"severity\": …}")
            }
            value = severity
        }
        if let text = value as? String, text == "off" {
            disabledRules.insert(id)
        } else if let enabled = value as? Bool, !enabled {
            disabledRules.insert(id)
        } else {
            severities[id] = try Self.severity(value, at: "\(file): rules.\(id)")
        }
    }

    private static func severity(_ value: Any, at place: String) throws(AuditInputError) -> Severity {
        guard let text = value as? String, let severity = Severity(rawValue: text) else {
            throw AuditInputError("\(place) must be \"error\", \"warning\" or \"note\"")
        }
        return severity
    }

    private static func ignore(_ entry: [String: Any], at place: String) throws(AuditInputError) -> Ignore {
        let known: Set<String> = ["rule", "identifier", "screen", "file"]
        if let unknown = entry.keys.sorted().first(where: { !known.contains($0) }) {
            throw AuditInputError("\(place): unknown key '\(unknown)'; expected rule, identifier, screen or file")
        }
        guard !entry.isEmpty else { throw AuditInputError("\(place) is empty: it would ignore every finding") }
        var fields: [String: String] = [:]
        for (key, value) in entry {
            guard let text = value as? String else { throw AuditInputError("\(place).\(key) must be a string") }
            fields[key] = text
        }
        return Ignore(rule: fields["rule"], identifier: fields["identifier"], screen: fields["screen"], file: fields["file"])
    }
}
