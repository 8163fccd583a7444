import A11yAudit
import AccessibilityTree
import Foundation
import SceneLoader

// Every call into A11yAudit's running API is in this file.

/// The audit from a test: the findings of a whole file, or of the screen the session shows, as
/// A11yAudit's values (`Finding`), to filter and `#expect` on.
extension VoiceOverSession {
    /// Audits the file this session loaded, on its device and in its language: every screen reachable
    /// from its entries (the session's scene alone when it was opened on one), every rule. The session itself is not touched (the audit builds fresh applications).
    public func audit(options: AuditOptions = AuditOptions()) -> SubjectReport {
        Auditor(options: options).audit(PreparedSceneSubject(prepared: prepared, path: file.path, device: device, language: language, entry: entry))
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
    /// With `scene`, the audit opens that scene (see ``init(_:scene:device:language:)``) and explores
    /// from it alone.
    public static func audit(_ path: String, scene: String? = nil, device: Device? = nil, language: VoiceOverLanguage? = nil,
                             options: AuditOptions = AuditOptions()) throws(SceneLoadError) -> SubjectReport {
        let prepared = try SceneLoader.prepare(contentsOf: URL(fileURLWithPath: path))
        let entry = try scene.map { name throws(SceneLoadError) in try prepared.scene(named: name) }
        return Auditor(options: options).audit(PreparedSceneSubject(prepared: prepared, path: path, device: device,
                                                                    language: language, entry: entry))
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

/// A prepared input as an audit subject: every application is a fresh build on one device in one
/// language, and source locations come from the build that made the current application. Given an
/// entry scene, every application opens it and the audit explores from there alone; otherwise every
/// scene of the input is an entry, as `a11ysim audit` has it.
@MainActor
final class PreparedSceneSubject: AuditSubject {
    let name: String
    let path: String
    let scenes: [AuditScene]
    private let prepared: PreparedScene
    private let device: Device?
    private let language: VoiceOverLanguage?
    private let entry: SceneEntry?
    private let entries: [String: SceneEntry]
    private var current: LoadedScene?

    init(prepared: PreparedScene, path: String, device: Device?, language: VoiceOverLanguage?, entry: SceneEntry?) {
        self.prepared = prepared
        self.path = path
        self.device = device
        self.language = language
        self.entry = entry
        name = URL(fileURLWithPath: path).lastPathComponent
        let all = entry == nil ? prepared.scenes : []
        entries = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        scenes = all.map { AuditScene(id: $0.id, className: $0.className, location: $0.location, opening: $0.opening, isLedTo: $0.isLedTo) }
    }

    func makeApplication() throws -> Application {
        try show(entry.map { entry throws(SceneLoadError) in try prepared.makeScene(device: device, opening: entry) }
                 ?? prepared.makeScene(device: device))
    }

    func makeApplication(opening scene: AuditScene) throws -> Application {
        guard let entry = entries[scene.id] else {
            throw SceneLoadError(location: SourceLocation(file: path, line: 1), message: "\(path) has no scene '\(scene.id)'")
        }
        return show(try prepared.makeScene(device: device, opening: entry))
    }

    private func show(_ scene: LoadedScene) -> Application {
        if let language { scene.window.device.language = language }
        current = scene
        return scene.application
    }

    func sourceLocation(of object: AnyObject) -> SourceLocation? {
        current?.sourceLocation(of: object)
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
