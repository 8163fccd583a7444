/// How an audit runs: the bounds on exploration and the configuration.
public struct AuditOptions: Hashable, Sendable {
    /// The most screen states explored per subject (`--max-states`).
    public var maxStates: Int
    /// The most states of one screen (same controller path) explored, so that a screen whose content
    /// changes on every tap (a counter) cannot use up the whole bound.
    public var maxVariantsPerScreen: Int
    /// The longest gesture path explored: deeper screens are not registered.
    public var maxDepth: Int
    /// The most gestures performed per subject, replays included.
    public var maxGestures: Int
    /// Whether a probe of a persistent control (a split view's primary column, a tab bar) may reuse
    /// what the same probe did on an earlier state (see docs/audit.md, "Exploration"); `--exhaustive`
    /// turns it off and probes every control on every state.
    public var reusesProbeOutcomes: Bool
    public var configuration: AuditConfiguration

    /// The default bound on screen states.
    public static let defaultMaxStates = 200

    public init(maxStates: Int? = nil, maxVariantsPerScreen: Int = 12, maxDepth: Int = 20, maxGestures: Int = 50_000,
                reusesProbeOutcomes: Bool = true, configuration: AuditConfiguration = AuditConfiguration()) {
        self.maxStates = maxStates ?? configuration.maxStates ?? Self.defaultMaxStates
        self.maxVariantsPerScreen = maxVariantsPerScreen
        self.maxDepth = maxDepth
        self.maxGestures = maxGestures
        self.reusesProbeOutcomes = reusesProbeOutcomes
        self.configuration = configuration
    }

    /// The rules that run, with the severity each reports at.
    public var enabledRules: [(rule: any AuditRule, severity: Severity)] {
        RuleCatalog.all.compactMap { rule in configuration.severity(for: rule.descriptor).map { (rule, $0) } }
    }
}
