import A11yAudit
import AccessibilityTree
import Foundation
import SceneLoader

/// A scene file, storyboard, xib or folder of storyboards as an audit subject: the input is read and
/// validated once, every application is a fresh build of it, and source locations come from the build
/// that made the current application.
@MainActor
final class SceneSubject: AuditSubject {
    let name: String
    let path: String
    /// The loader's warnings, as `file:line:column: warning: …`.
    let loadWarnings: [String]
    private let prepared: PreparedScene
    private var current: LoadedScene?
    /// The device's language, when `--language` gives one.
    private let language: VoiceOverLanguage?
    /// The input's scenes, by id.
    private let entries: [String: SceneEntry]
    let scenes: [AuditScene]

    /// Reads and validates `path` once, so that load errors surface before exploring.
    init(path: String, language: VoiceOverLanguage? = nil, code: CodeReading = CodeReading(folders: [])) throws(SceneLoadError) {
        self.path = path
        self.language = language
        name = (path as NSString).lastPathComponent
        prepared = try SceneLoader.prepare(contentsOf: URL(fileURLWithPath: path), code: code.code(for: path))
        loadWarnings = prepared.warnings.map(\.description) + (code.explain ? prepared.codeExplanation?.lines ?? [] : [])
        let entries = prepared.scenes
        self.entries = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        scenes = entries.map { AuditScene(id: $0.id, className: $0.className, location: $0.location, opening: $0.opening, isLedTo: $0.isLedTo) }
    }

    /// Reads audit inputs (``AuditRun/SubjectLoader``), with the loader's warnings, on a device in
    /// `language` (nil: English), with the Swift code `code` says.
    static func loader(language: VoiceOverLanguage?, code: CodeReading = CodeReading(folders: [])) -> AuditRun.SubjectLoader {
        { input throws(SceneLoadError) in
            let subject = try SceneSubject(path: input.path, language: language, code: code)
            return (subject, subject.loadWarnings)
        }
    }

    func makeApplication() throws -> Application {
        let scene = prepared.makeScene()
        if let language { scene.window.device.language = language }
        current = scene
        return scene.application
    }

    func sourceLocation(of object: AnyObject) -> SourceLocation? {
        current?.sourceLocation(of: object)
    }

    func makeApplication(opening scene: AuditScene) throws -> Application {
        guard let entry = entries[scene.id] else { throw CLIError.input("\(path) has no scene '\(scene.id)'") }
        let loaded = try prepared.makeScene(opening: entry)
        if let language { loaded.window.device.language = language }
        current = loaded
        return loaded.application
    }

    func scenesOnScreen() -> [String] {
        current?.scenesOnScreen ?? []
    }

    func appSegues() -> [AuditAppSegue] {
        current?.appSegues.map { AuditAppSegue(source: $0.source, identifier: $0.identifier) } ?? []
    }

    func performAppSegue(_ segue: AuditAppSegue) -> Bool {
        guard let current, let found = current.appSegues.first(where: { $0.source == segue.source && $0.identifier == segue.identifier }) else { return false }
        return current.performAppSegue(found)
    }
}
