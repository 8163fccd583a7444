import A11yAudit
import AccessibilityTree
import Foundation
import SceneLoader

// Every call into A11yAudit's running API is in this file.

/// The audit from a test: the findings of a whole file, or of the screen the session shows, as
/// A11yAudit's values (`Finding`), to filter and `#expect` on.
extension VoiceOverSession {
    /// Audits the file this session loaded, on its device and in its language: every screen reachable from the first,
    /// every rule. The session itself is not touched (the audit builds fresh applications).
    public func audit(options: AuditOptions = AuditOptions()) -> SubjectReport {
        Auditor(options: options).audit(PreparedSceneSubject(prepared: prepared, path: file.path, device: device, language: language))
    }

    /// The findings on the screen the session shows now (matched by its controller path, as the audit
    /// names screens), from an audit of the whole file; empty for a screen the audit cannot reach.
    public func auditScreen(options: AuditOptions = AuditOptions()) -> [Finding] {
        audit(options: options).findings(onScreen: screenName)
    }

    /// Audits the file at `path` (a scene file, storyboard, xib or folder of storyboards) without
    /// starting a session; see ``audit(options:)``.
    ///
    /// - Throws: What the loader throws for the input, with `file:line:column` and what to fix.
    public static func audit(_ path: String, device: Device? = nil, language: VoiceOverLanguage? = nil,
                             options: AuditOptions = AuditOptions()) throws(SceneLoadError) -> SubjectReport {
        let prepared = try SceneLoader.prepare(contentsOf: URL(fileURLWithPath: path))
        return Auditor(options: options).audit(PreparedSceneSubject(prepared: prepared, path: path, device: device, language: language))
    }
}

extension SubjectReport {
    /// The findings on the screen named `screen`: its controller path (`Settings › Downloads`), or
    /// its last part.
    public func findings(onScreen screen: String) -> [Finding] {
        findings.filter { $0.screen == screen || $0.screen.hasSuffix(" › \(screen)") }
    }

    /// The findings at `severity` or above.
    public func findings(atLeast severity: Severity) -> [Finding] {
        findings.filter { $0.severity >= severity }
    }
}

/// A prepared input as an audit subject: every application is a fresh build on one device in one language, and
/// source locations come from the build that made the current application.
@MainActor
final class PreparedSceneSubject: AuditSubject {
    let name: String
    let path: String
    private let prepared: PreparedScene
    private let device: Device?
    private let language: VoiceOverLanguage?
    private var current: LoadedScene?

    init(prepared: PreparedScene, path: String, device: Device?, language: VoiceOverLanguage?) {
        self.prepared = prepared
        self.path = path
        self.device = device
        self.language = language
        name = URL(fileURLWithPath: path).lastPathComponent
    }

    func makeApplication() throws -> Application {
        let scene = prepared.makeScene(device: device)
        if let language { scene.window.device.language = language }
        current = scene
        return scene.application
    }

    func sourceLocation(of object: AnyObject) -> SourceLocation? {
        current?.sourceLocation(of: object)
    }
}
