import AccessibilityTree
import SceneLoader

/// Something to audit: an app the audit can start afresh as often as it needs, and a way back from its
/// live objects to the lines of the files that describe them.
///
/// The audit replays a gesture path on a new application to reach each screen, so
/// ``makeApplication()`` must give a FRESH application, with its key window shown, every time it is
/// called, and the same one each time (no randomness). ``sourceLocation(of:)`` is only asked about
/// objects of the application made last.
@MainActor
public protocol AuditSubject: AnyObject {
    /// A short name for reports, e.g. `Main.storyboard`.
    var name: String { get }
    /// The file or folder as the user gave it (reports and fingerprints use it).
    var path: String { get }
    /// A new application showing the initial screen.
    func makeApplication() throws -> Application
    /// Where `object` (a view, element, controller or bar item of the last application made) is
    /// described, when known.
    func sourceLocation(of object: AnyObject) -> SourceLocation?
    /// Every scene of the input, in the order entries are opened; empty when the subject does not
    /// know its scenes (then no coverage is reported).
    var scenes: [AuditScene] { get }
    /// A new application showing `scene` opened the way the app most plausibly shows it.
    func makeApplication(opening scene: AuditScene) throws -> Application
    /// The ids of the scenes VoiceOver reads in the last application made.
    func scenesOnScreen() -> [String]
    /// The segues the app performs from code from the scenes on screen in the last application made.
    func appSegues() -> [AuditAppSegue]
    /// Performs `segue` in the last application made; false when its source is not on screen.
    func performAppSegue(_ segue: AuditAppSegue) -> Bool
    /// What another text size breaks on the view `object` (of the last application made), found by
    /// laying its screen out at that size and at the default (docs/layout.md, "Dynamic Type").
    func contentSizeProblems(of object: AnyObject) -> [ContentSizeProblem]
}

extension AuditSubject {
    /// None: a subject with no layout to solve.
    public func contentSizeProblems(of object: AnyObject) -> [ContentSizeProblem] { [] }
}

/// An app built in code: for tests and for embedding the audit in a program.
@MainActor
public final class CodeSubject: AuditSubject {
    public let name: String
    public let path: String
    public let scenes: [AuditScene]
    private let build: @MainActor () throws -> Application
    private let locate: @MainActor (AnyObject) -> SourceLocation?
    private let open: @MainActor (AuditScene) throws -> Application
    private let sceneID: @MainActor (ViewController) -> String?
    /// The application made last.
    private var current: Application?

    /// - Parameters:
    ///   - name: The subject's name in reports.
    ///   - path: The file it stands for, when there is one; by default its name.
    ///   - build: Makes a new application each call (a key window with its root controller).
    ///   - locate: Optional source locations for live objects.
    ///   - scenes: The app's scenes, for coverage; each one no state shows is opened with `open`.
    ///   - open: Makes a new application showing a scene on its own.
    ///   - sceneID: The scene a live controller stands for (nil for containers and unknown ones).
    public init(name: String, path: String? = nil, build: @escaping @MainActor () throws -> Application,
                locate: @escaping @MainActor (AnyObject) -> SourceLocation? = { _ in nil },
                scenes: [AuditScene] = [],
                open: @escaping @MainActor (AuditScene) throws -> Application = { _ in throw CodeSubjectError.noOpening },
                sceneID: @escaping @MainActor (ViewController) -> String? = { _ in nil }) {
        self.name = name
        self.path = path ?? name
        self.build = build
        self.locate = locate
        self.scenes = scenes
        self.open = open
        self.sceneID = sceneID
    }

    public func makeApplication() throws -> Application {
        let application = try build()
        current = application
        return application
    }

    public func sourceLocation(of object: AnyObject) -> SourceLocation? { locate(object) }

    public func makeApplication(opening scene: AuditScene) throws -> Application {
        let application = try open(scene)
        current = application
        return application
    }

    public func scenesOnScreen() -> [String] {
        (current?.keyWindow?.frontViewControllers() ?? []).compactMap(sceneID)
    }
}

/// Why a ``CodeSubject`` could not open a scene.
public enum CodeSubjectError: Error, CustomStringConvertible {
    /// The subject was given scenes but no way to open them.
    case noOpening

    public var description: String { "the subject has no way to open a scene on its own" }
}
