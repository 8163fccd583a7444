/// A screen state of the exploration graph: how to reach it, what was read there, and what trying
/// its gestures showed.
public struct ExploredScreen: Sendable {
    public var id: Int
    /// The gestures from the first screen.
    public var path: [ExplorationStep]
    public var capture: ScreenCapture
    public var structuralKey: String
    public var exactKey: String
    public var probes = ProbeOutcomes()
    /// Transitions that led here and left focus in the wrong place.
    public var landings: [FocusLanding] = []
    /// Texts a gesture showed here without telling VoiceOver (``SilentStatusCheck``).
    public var silentStatus: [SilentStatus] = []
    /// Announcements first heard after reaching this screen.
    public var announcements: [AnnouncementRecord] = []
    /// The ids of the subject's scenes VoiceOver reads here (``AuditSubject/scenesOnScreen()``).
    public var scenes: [String] = []

    public init(id: Int, path: [ExplorationStep], capture: ScreenCapture, structuralKey: String, exactKey: String) {
        self.id = id
        self.path = path
        self.capture = capture
        self.structuralKey = structuralKey
        self.exactKey = exactKey
    }

    /// The screen's name: its controller path, e.g. `Tab: Clock › World Clock`.
    public var name: String {
        let screen = capture.snapshot.screen
        let path = screen.pathDescription
        return path.isEmpty ? (screen.title ?? "Screen \(id + 1)") : path
    }

    /// A short name for the first screen in path descriptions: its title, else the last part of its path.
    var shortName: String {
        let screen = capture.snapshot.screen
        if let title = screen.title, !title.isEmpty { return title }
        return screen.path.last ?? "Screen \(id + 1)"
    }
}
