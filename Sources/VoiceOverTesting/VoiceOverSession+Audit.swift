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
        Auditor(options: options).audit(SceneSubject(prepared: prepared, path: file.path, device: device, language: language, entry: entry))
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
        return Auditor(options: options).audit(SceneSubject(prepared: prepared, path: path, device: device,
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
