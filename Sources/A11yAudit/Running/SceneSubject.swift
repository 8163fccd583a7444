import AccessibilityTree
import Foundation
import SceneLoader

/// A scene file, storyboard, xib or folder of storyboards as an audit subject: the input is read and
/// validated once, every application is a fresh build of it, and source locations come from the build
/// that made the current application. This is how `a11ysim audit` reads its inputs, and what
/// ``AuditRun`` uses when it is given no loader of its own.
@MainActor
public final class SceneSubject: AuditSubject {
    public let name: String
    public let path: String
    /// The loader's warnings, as `file:line:column: warning: …`.
    public let loadWarnings: [String]
    private let prepared: PreparedScene
    private var current: LoadedScene?
    /// The device's language, when `--language` gives one.
    private let language: VoiceOverLanguage?
    /// The input's scenes, by id.
    private let entries: [String: SceneEntry]
    public let scenes: [AuditScene]

    /// Reads and validates `path` once, so that load errors surface before exploring.
    public init(path: String, language: VoiceOverLanguage? = nil) throws(SceneLoadError) {
        self.path = path
        self.language = language
        name = (path as NSString).lastPathComponent
        prepared = try SceneLoader.prepare(contentsOf: URL(fileURLWithPath: path))
        loadWarnings = prepared.warnings.map(\.description)
        let entries = prepared.scenes
        self.entries = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        scenes = entries.map { AuditScene(id: $0.id, className: $0.className, location: $0.location, opening: $0.opening, isLedTo: $0.isLedTo) }
    }

    /// Reads audit inputs (``AuditRun/SubjectLoader``), with the loader's warnings, on a device in
    /// `language` (nil: English).
    public static func loader(language: VoiceOverLanguage?) -> AuditRun.SubjectLoader {
        { input throws(SceneLoadError) in
            let subject = try SceneSubject(path: input.path, language: language)
            return (subject, subject.loadWarnings)
        }
    }

    public func makeApplication() throws -> Application {
        let scene = prepared.makeScene()
        if let language { scene.window.device.language = language }
        current = scene
        return scene.application
    }

    public func sourceLocation(of object: AnyObject) -> SourceLocation? {
        current?.sourceLocation(of: object)
    }

    public func makeApplication(opening scene: AuditScene) throws -> Application {
        guard let entry = entries[scene.id] else { throw AuditInputError("\(path) has no scene '\(scene.id)'") }
        let loaded = try prepared.makeScene(opening: entry)
        if let language { loaded.window.device.language = language }
        current = loaded
        return loaded.application
    }

    public func scenesOnScreen() -> [String] {
        current?.scenesOnScreen ?? []
    }

    public func appSegues() -> [AuditAppSegue] {
        current?.appSegues.map { AuditAppSegue(source: $0.source, identifier: $0.identifier) } ?? []
    }

    public func performAppSegue(_ segue: AuditAppSegue) -> Bool {
        guard let current, let found = current.appSegues.first(where: { $0.source == segue.source && $0.identifier == segue.identifier }) else { return false }
        return current.performAppSegue(found)
    }
}
