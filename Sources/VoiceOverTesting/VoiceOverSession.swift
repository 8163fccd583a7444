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
    /// command with what followed it.
    public private(set) var entries: [TranscriptEntry] = []
    /// The number of commands performed so far.
    public private(set) var step = 0

    let prepared: PreparedScene
    /// Voice Control on the same app, started by the first ``say(_:fileID:filePath:line:column:)``.
    var startedVoiceControl: VoiceControl?
    private var reportedEvents = 0
    private var lastCommand: String?

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
        scene = try entry.map { entry throws(SceneLoadError) in try prepared.makeScene(device: device, opening: entry) }
            ?? prepared.makeScene(device: device)
        voiceOver = VoiceOver(application: scene.application, language: language)
        flush()
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

    /// Performs one command: echoes it, runs `body`, then logs what followed.
    func record<Result>(_ action: ScriptCommand.Action, _ text: String, at location: SourceLocation? = nil,
                        _ body: () -> Result) -> Result {
        flush()
        step += 1
        lastCommand = text
        let command = ScriptCommand(action: action, text: text, location: location ?? SourceLocation(file: file.lastPathComponent, line: step))
        entries.append(TranscriptEntry(step: step, command: text, time: voiceOver.clock, content: .command(command)))
        let result = body()
        flush()
        return result
    }

    /// Logs a Voice Control command's result under `command`, after the events it caused.
    func appendVoiceControl(_ result: VoiceControlResult, command: String) {
        entries.append(TranscriptEntry(step: step, command: command, time: voiceOver.clock, content: .voiceControl(result)))
    }

    /// Appends entries a script run produced (stamped with this session's steps) and moves past the
    /// events they reported.
    func append(scriptEntries: [TranscriptEntry], steps: Int) {
        entries += scriptEntries.map { entry in
            var entry = entry
            entry.step += step
            return entry
        }
        step += steps
        lastCommand = scriptEntries.last?.command ?? lastCommand
        reportedEvents = voiceOver.events.count
    }

    /// Lets queued speech finish and logs what it said under the last command.
    func settle() {
        voiceOver.waitForSpeech()
        flush()
    }

    /// Logs the events not logged yet, under the last command.
    private func flush() {
        let events = voiceOver.events
        guard reportedEvents < events.count else { return }
        for event in events[reportedEvents...] {
            entries.append(TranscriptEntry(step: step, command: lastCommand, time: event.time, content: .event(event.kind)))
        }
        reportedEvents = events.count
    }
}
