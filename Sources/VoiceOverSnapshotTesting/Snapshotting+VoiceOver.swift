import A11yAudit
import SnapshotTesting
import VoiceOverTesting

/// A script's transcript as a text golden file, as `a11ysim run` prints it.
extension Snapshotting where Value == ScriptTranscript, Format == String {
    /// `assertSnapshot(of: try vo.run(script: "walk.txt"), as: .transcript)`
    public static var transcript: Snapshotting {
        SimplySnapshotting.lines.pullback { $0.text }
    }
}

/// A session's screen and history as text golden files.
extension Snapshotting where Value == VoiceOverSession, Format == String {
    /// The screen's controller path and its elements' phrases in swipe order, with identifiers.
    public static var swipeOrder: Snapshotting {
        SimplySnapshotting.lines.pullback { session in
            MainActor.assumeIsolated { SnapshotText.swipeOrder(of: session) }
        }
    }

    /// Voice Control's view of the screen: each actionable item's number, names and phrase.
    public static var voiceControlNames: Snapshotting {
        SimplySnapshotting.lines.pullback { session in
            MainActor.assumeIsolated { SnapshotText.voiceControlNames(of: session) }
        }
    }

    /// Everything the session did so far, as `a11ysim run` prints it (queued speech finished first).
    public static var transcript: Snapshotting {
        SimplySnapshotting.lines.pullback { session in
            MainActor.assumeIsolated { session.transcriptText }
        }
    }
}

/// Audit findings as text golden files: rule, severity, screen, element, file name and line, message.
extension Snapshotting where Value == [Finding], Format == String {
    /// `assertSnapshot(of: vo.auditScreen(), as: .findings)`
    public static var findings: Snapshotting {
        SimplySnapshotting.lines.pullback { SnapshotText.findings($0) }
    }
}

/// A whole file's audit as a text golden file: the screens explored, then the findings.
extension Snapshotting where Value == SubjectReport, Format == String {
    /// `assertSnapshot(of: try VoiceOverSession.audit("Main.storyboard"), as: .findings)`
    public static var findings: Snapshotting {
        SimplySnapshotting.lines.pullback { SnapshotText.report($0) }
    }
}
