import AccessibilityTree

// The JSON report's document (docs/audit.md, "JSON"): the tool, the failing severity, the summary,
// the rules, every file's report, the declared controllers and, in a shard's report, the shard. The
// summary, the rules' severities and the declared controllers' status are written for a reader;
// reading a report back takes what the result holds (a rule's help is the catalog's, at the report's
// severity) and checks that this version wrote it.

extension AuditResult {
    enum CodingKeys: String, CodingKey { case tool, failOn, minCoverage, summary, rules, files, declaredControllers, shard }
    private enum ToolKeys: String, CodingKey { case name, version }
    private enum RuleKeys: String, CodingKey { case id, summary, severity }
    private enum SummaryKeys: String, CodingKey {
        case files, screens, errors, warnings, notes, baselined, scenes, scenesAudited, scenesWithoutElements, codeControllers
        case codeControllersAudited, codeControllersWithoutElements, screensAuditedWithElements, exitCode, devices
    }
    private enum DeviceKeys: String, CodingKey { case device, screens, errors, warnings, notes }
    private enum DeclaredKeys: String, CodingKey { case className, uiKitClass, kind, location, status, reason }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var tool = container.nestedContainer(keyedBy: ToolKeys.self, forKey: .tool)
        try tool.encode(AuditTool.name, forKey: .name)
        try tool.encode(AuditTool.version, forKey: .version)
        try container.encode(failOn, forKey: .failOn)
        try container.encode(minCoverage, forKey: .minCoverage)
        try encodeSummary(into: container.nestedContainer(keyedBy: SummaryKeys.self, forKey: .summary))
        var rules = container.nestedUnkeyedContainer(forKey: .rules)
        for rule in self.rules {
            var entry = rules.nestedContainer(keyedBy: RuleKeys.self)
            try entry.encode(rule.id, forKey: .id)
            try entry.encode(rule.summary, forKey: .summary)
            try entry.encode(rule.defaultSeverity, forKey: .severity)
        }
        try container.encode(subjects, forKey: .files)
        var declared = container.nestedUnkeyedContainer(forKey: .declaredControllers)
        for entry in codeCoverage?.controllers ?? [] {
            var member = declared.nestedContainer(keyedBy: DeclaredKeys.self)
            try member.encode(entry.controller.className, forKey: .className)
            try member.encode(entry.controller.uiKitClass, forKey: .uiKitClass)
            try member.encode(entry.controller.kind, forKey: .kind)
            try member.encode(entry.controller.location, forKey: .location)
            try member.encode(entry.status.rawValue, forKey: .status)
            try member.encode(entry.reason, forKey: .reason)
        }
        if let shard { try container.encode(shard, forKey: .shard) }
    }

    /// The counts of findings and of what was audited, and the exit code; a count is null when nothing
    /// lists what it counts (no subject lists its scenes, no code was read).
    private func encodeSummary(into summary: KeyedEncodingContainer<SummaryKeys>) throws {
        var summary = summary
        let tally = Dictionary(uniqueKeysWithValues: counts.map { ($0.severity, $0.count) })
        let scenes = coverage, code = codeCoverage
        try summary.encode(fileCount, forKey: .files)
        try summary.encode(subjects.reduce(0) { $0 + $1.screens.count }, forKey: .screens)
        try summary.encode(tally[.error] ?? 0, forKey: .errors)
        try summary.encode(tally[.warning] ?? 0, forKey: .warnings)
        try summary.encode(tally[.note] ?? 0, forKey: .notes)
        try summary.encode(baselined, forKey: .baselined)
        try summary.encode(scenes?.found, forKey: .scenes)
        try summary.encode(scenes?.audited, forKey: .scenesAudited)
        try summary.encode(scenes?.withoutElements.count, forKey: .scenesWithoutElements)
        try summary.encode(code?.found, forKey: .codeControllers)
        try summary.encode(code?.audited, forKey: .codeControllersAudited)
        try summary.encode(code?.withoutElements.count, forKey: .codeControllersWithoutElements)
        try summary.encode(screenTotals.auditedWithElements, forKey: .screensAuditedWithElements)
        try summary.encode(Int(exitCode), forKey: .exitCode)
        // `audit --devices` only: a row per device (docs/audit.md, "Devices").
        let rows = deviceSummaries
        guard !rows.isEmpty else { return }
        var devices = summary.nestedUnkeyedContainer(forKey: .devices)
        for row in rows {
            var entry = devices.nestedContainer(keyedBy: DeviceKeys.self)
            let tally = Dictionary(uniqueKeysWithValues: row.counts.map { ($0.severity, $0.count) })
            try entry.encode(row.device, forKey: .device)
            try entry.encode(row.screens, forKey: .screens)
            try entry.encode(tally[.error] ?? 0, forKey: .errors)
            try entry.encode(tally[.warning] ?? 0, forKey: .warnings)
            try entry.encode(tally[.note] ?? 0, forKey: .notes)
        }
    }

    /// Reads a report this version wrote.
    ///
    /// - Throws: An ``AuditInputError`` for a report of another version, a rule this version does not
    ///   have or a shard out of range; a `DecodingError` for anything else that is not the report.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let tool = try container.nestedContainer(keyedBy: ToolKeys.self, forKey: .tool)
        let (name, version) = (try tool.decode(String.self, forKey: .name), try tool.decode(String.self, forKey: .version))
        let failOn = try container.decode(Severity.self, forKey: .failOn)
        let minCoverage = try container.decodeIfPresent(Double.self, forKey: .minCoverage)
        let baselined = try container.nestedContainer(keyedBy: SummaryKeys.self, forKey: .summary).decode(Int.self, forKey: .baselined)
        var ruleEntries = try container.nestedUnkeyedContainer(forKey: .rules)
        var rules: [(id: String, summary: String, severity: Severity)] = []
        while !ruleEntries.isAtEnd {
            let rule = try ruleEntries.nestedContainer(keyedBy: RuleKeys.self)
            rules.append((try rule.decode(String.self, forKey: .id), try rule.decode(String.self, forKey: .summary),
                          try rule.decode(Severity.self, forKey: .severity)))
        }
        let subjects = try container.decode([SubjectReport].self, forKey: .files)
        let declared = try container.decode([CodeController].self, forKey: .declaredControllers)
        guard name == AuditTool.name, version == AuditTool.version else {
            throw AuditInputError("written by \(name) \(version); this is \(AuditTool.name) \(AuditTool.version)")
        }
        let catalog = Dictionary(uniqueKeysWithValues: RuleCatalog.all.map { ($0.descriptor.id, $0.descriptor) })
        let descriptors = try rules.map { rule throws(AuditInputError) in
            guard var descriptor = catalog[rule.id], descriptor.summary == rule.summary else {
                throw AuditInputError("rule \(rule.id) is not this version's")
            }
            descriptor.defaultSeverity = rule.severity
            return descriptor
        }
        self.init(subjects: subjects, baselined: baselined, failOn: failOn, rules: descriptors)
        declaredControllers = declared
        self.minCoverage = minCoverage
        shard = try container.decodeIfPresent(ShardRecord.self, forKey: .shard)
    }
}

extension ShardRecord {
    /// The `shard` member: which shard, every input of the run, and the options by name, sorted.
    enum CodingKeys: String, CodingKey { case index, count, inputs, options }

    /// An option's name as an object member.
    private struct OptionName: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(shard.index, forKey: .index)
        try container.encode(shard.count, forKey: .count)
        try container.encode(inputs, forKey: .inputs)
        var options = container.nestedContainer(keyedBy: OptionName.self, forKey: .options)
        for (name, value) in self.options.sorted(by: { $0.key < $1.key }) {
            try options.encode(value, forKey: OptionName(stringValue: name))
        }
    }

    /// - Throws: A ``ReportValueError`` at the index or count when it is not a whole number in range
    ///   (read as any JSON number, so that `3.5` is this message at its place, not Foundation's
    ///   "not valid JSON").
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let index = try container.decode(Double.self, forKey: .index), count = try container.decode(Double.self, forKey: .count)
        let inputs = try container.decode([AuditInput].self, forKey: .inputs)
        let options = try container.decode([String: String?].self, forKey: .options)
        func whole(_ number: Double) -> Int? { number == number.rounded() && abs(number) <= 1e15 ? Int(number) : nil }
        guard let shard = whole(index).flatMap({ index in whole(count).flatMap { AuditShard(index: index, count: $0) } }) else {
            let key: CodingKeys = whole(index).map { (1...AuditShard.maximumCount).contains($0) } == true ? .count : .index
            func text(_ number: Double) -> String { whole(number).map(String.init) ?? "\(number)" }
            throw ReportValueError("its shard \(text(index))/\(text(count)) is out of range: I/N are whole numbers with 1 ≤ I ≤ N ≤ \(AuditShard.maximumCount)",
                                   at: container.codingPath + [key])
        }
        self.init(shard: shard, inputs: inputs, options: options)
    }
}
