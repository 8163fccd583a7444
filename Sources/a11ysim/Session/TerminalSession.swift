import AccessibilityTree
import Foundation
import VoiceCursor

/// The interactive session on a terminal: keys drive VoiceOver's gestures, the screen shows the
/// elements with the focus highlighted, the controller path and the last utterances.
///
/// The virtual clock follows the wall clock here, so a key pressed while VoiceOver speaks interrupts
/// it, as on a device.
@MainActor
final class TerminalSession {
    private let voiceOver: VoiceOver
    private let terminal = Terminal()
    private var showsHelp = false
    private var lastKeyTime = ContinuousClock.now
    private var utterances: [String] = []
    /// What VoiceOver did, recorded as `a11ysim run` records it; the screen shows its last lines.
    private let recorder: TranscriptRecorder

    init(voiceOver: VoiceOver) {
        self.voiceOver = voiceOver
        recorder = TranscriptRecorder(voiceOver: voiceOver)
        voiceOver.waitsForSpeech = false
    }

    /// Runs until q, ^C or end of input; the terminal is restored however it ends.
    func run() throws {
        try terminal.enterRawMode()
        defer {
            terminal.restore()
            voiceOver.stop()
        }
        collectUtterances()
        draw()
        while true {
            let bytes = terminal.read(timeout: 200)
            if Terminal.resized.exchange(false, ordering: .relaxed) { draw() }
            guard !bytes.isEmpty else { continue }
            for key in Key.decode(bytes) {
                if key == .interrupt || key == .endOfInput || key == .character("q") { return }
                handle(key)
            }
            collectUtterances()
            draw()
        }
    }

    private func handle(_ key: Key) {
        let now = ContinuousClock.now
        voiceOver.wait(now - lastKeyTime)
        lastKeyTime = now
        let adjustable = voiceOver.focused?.traits.contains(.adjustable) ?? false
        switch key {
        case .right: voiceOver.next()
        case .left: voiceOver.previous()
        case .up: if adjustable { voiceOver.increment() } else { voiceOver.rotorPrevious() }
        case .down: if adjustable { voiceOver.decrement() } else { voiceOver.rotorNext() }
        case .enter, .space: voiceOver.activate()
        case .escape: voiceOver.escape()
        case .shiftUp: voiceOver.scroll(.up)
        case .shiftDown: voiceOver.scroll(.down)
        case .shiftLeft: voiceOver.scroll(.left)
        case .shiftRight: voiceOver.scroll(.right)
        case .home: voiceOver.first()
        case .end: voiceOver.last()
        case .character("m"): voiceOver.magicTap()
        case .character("r"): voiceOver.turnRotor()
        case .character("R"): voiceOver.turnRotor(backwards: true)
        case .character("a"): voiceOver.readAll()
        case .character("?"): showsHelp.toggle()
        default: break
        }
    }

    private func collectUtterances() {
        for entry in recorder.recordEvents() {
            guard case .event(let kind) = entry.content, let line = TextTranscript.line(for: kind), !line.isEmpty else { continue }
            utterances.append(line)
        }
        if utterances.count > 50 { utterances.removeFirst(utterances.count - 50) }
    }

    /// Redraws the whole screen for the terminal's current size.
    private func draw() {
        let (columns, rows) = terminal.size
        let screen = voiceOver.screen
        var lines: [String] = []
        lines.append(bold(clip("a11ysim · \(screen.pathDescription.isEmpty ? "(no screen)" : screen.pathDescription)", columns)))
        let rotor = voiceOver.rotorSetting.map { "rotor: \($0)" } ?? "rotor: –"
        lines.append(dim(clip("\(voiceOver.tree.elements.count) elements · \(rotor) · ? for keys · q to quit", columns)))
        let helpLines = showsHelp ? Self.help : []
        let footer = min(6, max(2, rows / 4))
        let listHeight = max(1, rows - lines.count - footer - helpLines.count - 2)
        let elements = voiceOver.tree.elements
        let focusIndex = voiceOver.focused.flatMap { focused in elements.firstIndex { $0.id == focused.id } } ?? 0
        let start = max(0, min(focusIndex - listHeight / 2, elements.count - listHeight))
        for index in start..<min(elements.count, start + listHeight) {
            let text = clip("\(String(format: "%3d", index + 1)). \(elements[index].phrase)", columns)
            lines.append(index == focusIndex ? reverse(text.padding(toLength: min(columns, max(text.count, 1)), withPad: " ", startingAt: 0)) : text)
        }
        while lines.count < 2 + listHeight { lines.append("") }
        lines.append(dim(String(repeating: "─", count: max(0, min(columns, 80)))))
        for line in utterances.suffix(footer) { lines.append(clip(line, columns)) }
        lines.append(contentsOf: helpLines.map { clip($0, columns) })
        terminal.write("\u{1B}[H\u{1B}[2J" + lines.prefix(rows).joined(separator: "\r\n"))
    }

    static let help = [
        "→/← next/previous · ↑/↓ adjust (rotor otherwise) · Enter/space activate · Esc escape · m magic tap",
        "Shift+arrows three-finger scroll · r/R rotor setting · Home/End first/last · a read all · ? help · q quit",
    ]

    private func clip(_ text: String, _ width: Int) -> String { text.count <= width ? text : String(text.prefix(max(0, width - 1))) + "…" }
    private func bold(_ text: String) -> String { "\u{1B}[1m\(text)\u{1B}[0m" }
    private func dim(_ text: String) -> String { "\u{1B}[2m\(text)\u{1B}[0m" }
    private func reverse(_ text: String) -> String { "\u{1B}[7m\(text)\u{1B}[0m" }
}
