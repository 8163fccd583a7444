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

    /// Reads and validates `path` once, so that load errors surface before exploring.
    init(path: String, language: VoiceOverLanguage? = nil) throws(SceneLoadError) {
        self.path = path
        self.language = language
        name = (path as NSString).lastPathComponent
        prepared = try SceneLoader.prepare(contentsOf: URL(fileURLWithPath: path))
        loadWarnings = prepared.warnings.map(\.description)
    }

    /// Reads audit inputs (``AuditRun/SubjectLoader``), with the loader's warnings, on a device in
    /// `language` (nil: English).
    static func loader(language: VoiceOverLanguage?) -> AuditRun.SubjectLoader {
        { input throws(SceneLoadError) in
            let subject = try SceneSubject(path: input.path, language: language)
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
}
