/// The audit of one subject (a file, or a folder of storyboards read as one app), on one device.
public struct SubjectReport: Hashable, Codable, Sendable {
    public var name: String
    public var path: String
    /// The `audit --devices` entry it was audited on; nil without `--devices` (``DeviceMatrix``).
    public var device: String?
    /// Why the subject could not be audited (an input error); nil when it was.
    public var error: String?
    /// The screen states explored, in the order found.
    public var screens: [ScreenReport]
    /// What the rules found, after the configuration (severities, disabled rules, ignores).
    public var findings: [Finding]
    /// How the exploration went.
    public var exploration: ExplorationSummary
    /// Which scenes of the subject's files were audited; nil when the subject does not list its
    /// scenes (an app built in code) or could not be audited.
    public var coverage: SceneCoverage?

    public init(name: String, path: String, error: String? = nil, screens: [ScreenReport] = [], findings: [Finding] = [],
                exploration: ExplorationSummary = ExplorationSummary(), coverage: SceneCoverage? = nil, device: String? = nil) {
        self.name = name
        self.path = path
        self.device = device
        self.error = error
        self.screens = screens
        self.findings = findings
        self.exploration = exploration
        self.coverage = coverage
    }
}

/// How far exploration went and why it stopped.
public struct ExplorationSummary: Hashable, Codable, Sendable {
    /// Screen states found.
    public var states: Int
    /// Gestures performed, replays included.
    public var gestures: Int
    /// Fresh applications made to replay a path.
    public var replays: Int
    /// Probes not performed because the same probe on an earlier state told what they do (a split
    /// view's primary column or a tab bar, probed again on every state otherwise).
    public var reused: Int
    /// Set when a bound cut exploration short: which one.
    public var truncation: String?
    /// Things the user should know: a path that did not replay the same way, a subject warning.
    public var warnings: [String]

    public init(states: Int = 0, gestures: Int = 0, replays: Int = 0, reused: Int = 0, truncation: String? = nil, warnings: [String] = []) {
        self.states = states
        self.gestures = gestures
        self.replays = replays
        self.reused = reused
        self.truncation = truncation
        self.warnings = warnings
    }
}
