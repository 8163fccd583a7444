import AccessibilityTree
import Foundation
import SceneLoader
import VoiceCursor

/// VoiceOver on a storyboard, xib or scene file, for a unit test: one call loads the file and starts
/// VoiceOver; gestures read as they do on `VoiceOver`; `expect…` assertions fail the
/// running test (Swift Testing or XCTest) with the transcript of what VoiceOver did.
///
/// ```swift
/// @MainActor @Test func pushLandsOnTheBackButton() throws {
///     let vo = try VoiceOverSession("Settings.storyboard")
///     vo.focus("Downloads")
///     vo.activate()
///     vo.expectFocus("Settings, back button")
/// }
/// ```
///
/// Every property of the session's `VoiceOver` reads through it (`vo.focused`, `vo.lastPhrase`,
/// `vo.screen`, `vo.events`…). The session keeps a transcript (``entries``) in the form `a11ysim run`
/// prints: each gesture echoed as `> next`, then what was spoken, the sounds, who handled it.
@MainActor @dynamicMemberLookup
public final class VoiceOverSession {
    /// The VoiceOver session, for anything the wrappers here do not offer.
    public let voiceOver: VoiceOver
    /// The loaded file: its application, window, warnings and source locations.
    public let scene: LoadedScene
    /// The file as loaded (an absolute URL).
    public let file: URL
    /// The device the file was loaded on; nil for the file's own.
    public let device: Device?
    /// The device's language the session was started with; nil for the file's own (English).
    public let language: VoiceOverLanguage?
    /// The scene the session opened (`a11ysim run --scene`); nil for the file's first screen.
    public let entry: SceneEntry?
    /// Everything that happened, entry by entry: the first screen's phrase (step 0), then each
    /// command with what followed it — recorded as `a11ysim run` records a script.
    public var entries: [TranscriptEntry] { recorder.entries }
    /// The number of commands performed so far.
    public var step: Int { recorder.step }

    let prepared: PreparedScene
    /// Voice Control on the same app, started by the first ``say(_:fileID:filePath:line:column:)``.
    var startedVoiceControl: VoiceControl?
    /// The transcript, which gestures and scripts alike are recorded in.
    let recorder: TranscriptRecorder

    /// Loads `path` and starts VoiceOver on its first screen.
    ///
    /// - Parameters:
    ///   - path: A scene file (`.yaml`, `.yml`, `.json`) — an overlay on a storyboard is one, naming
    ///     its storyboard with `base:` — a storyboard, a xib or a folder of storyboards. A relative
    ///     path is read from the current directory (the package root under `swift test`).
    ///   - scene: A scene to open instead of the first screen, as `a11ysim run --scene` does: an
    ///     Interface Builder id, a storyboard ID, a custom class name or a title. It opens the way the
    ///     app most plausibly shows it (pushed on its navigation controller, in its tab…).
    ///   - device: The device to show it on; nil keeps the file's own (a storyboard's designed device).
    ///   - language: The device's language (`a11ysim run --language`): VoiceOver's own words and UIKit's
    ///     defaults in it; the app's labels stay as written. Nil keeps the file's own (English).
    /// - Throws: What the loader throws, with `file:line:column` and what to fix.
    public convenience init(_ path: String, scene: String? = nil, device: Device? = nil,
                            language: VoiceOverLanguage? = nil) throws(SceneLoadError) {
        try self.init(contentsOf: URL(fileURLWithPath: path), scene: scene, device: device, language: language)
    }

    /// Loads `url` and starts VoiceOver on its first screen or `scene`; see ``init(_:scene:device:language:)``.
    public init(contentsOf url: URL, scene name: String? = nil, device: Device? = nil,
                language: VoiceOverLanguage? = nil) throws(SceneLoadError) {
        file = url.standardizedFileURL
        self.device = device
        self.language = language
        let prepared = try SceneLoader.prepare(contentsOf: file)
        let entry = try name.map { name throws(SceneLoadError) in try prepared.scene(named: name) }
        self.prepared = prepared
        self.entry = entry
        let shown = prepared.device(device, language: language)
        scene = try entry.map { entry throws(SceneLoadError) in try prepared.makeScene(device: shown, opening: entry) }
            ?? prepared.makeScene(device: shown)
        voiceOver = VoiceOver(application: scene.application)
        recorder = TranscriptRecorder(voiceOver: voiceOver)
        recorder.recordEvents()
    }

    /// Reads a property of the VoiceOver session: `focused`, `lastPhrase`, `lastUtterance`,
    /// `transcript`, `events`, `lastHandler`, `screen`, `tree`, `clock`, `rotorSetting`…
    public subscript<Value>(dynamicMember keyPath: KeyPath<VoiceOver, Value>) -> Value {
        voiceOver[keyPath: keyPath]
    }

    // MARK: What was said

    /// Everything VoiceOver said, in order, of any kind (phrases, hints, announcements, values), after
    /// letting queued speech finish.
    public var spokenPhraseLog: [String] {
        settle()
        return voiceOver.transcript
    }

    /// The last thing VoiceOver said, of any kind, after letting queued speech finish.
    public var lastSpokenPhrase: String? {
        settle()
        return voiceOver.lastUtterance
    }

    /// The phrases of the current screen's elements in swipe order.
    public func swipeOrder() -> [String] { voiceOver.swipeOrder() }

    /// The transcript so far, as `a11ysim run` prints it in text.
    public var transcriptText: String {
        settle()
        return TranscriptText.text(of: entries)
    }

    // MARK: The log

    /// Performs one command: records its echo, runs `body`, then records what followed.
    func record<Result>(_ action: ScriptCommand.Action, _ text: String, _ body: () -> Result) -> Result {
        record(action, text) { (body(), []) }
    }

    /// Performs one command: records its echo, runs `body`, then records what followed and the
    /// outcomes `body` returns (a Voice Control result).
    func record<Result>(_ action: ScriptCommand.Action, _ text: String,
                        _ body: () -> (result: Result, outcome: [TranscriptEntry.Content])) -> Result {
        let command = ScriptCommand(action: action, text: text, location: SourceLocation(file: file.lastPathComponent, line: step + 1))
        return recorder.record(command, body)
    }

    /// Lets queued speech finish and records what it said.
    func settle() {
        recorder.settle()
    }
}
