import ArgumentParser
import Foundation
import VoiceCursor

/// `a11ysim session`: the interactive, spoken VoiceOver session.
///
/// On a terminal it is a full-screen text UI driven by keys; without one (stdin not a TTY) it reads
/// commands line by line, exactly like `run`.
struct SessionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "session",
        abstract: "Explore a scene interactively with VoiceOver's gestures, spoken aloud.",
        discussion: """
            Keys: → / ← next/previous · ↑ / ↓ increment/decrement (rotor otherwise) · Enter or space activate · \
            Esc escape · m magic tap · Shift+arrows three-finger scroll · r / R rotor setting · Home/End first/last · \
            a read all · ? help · q quit. Without a terminal, reads script commands from standard input. \
            With --voice-control: type Voice Control commands ("Show numbers", "Tap Send"), one a line; speech of \
            the result is off unless --speech asks for it.
            """
    )

    @OptionGroup var scene: SceneOptions

    @Option(help: "text or json, for the line-by-line mode without a terminal.")
    var format: OutputFormat = .text

    @OptionGroup var speech: SpeechOptions

    @Flag(help: "Voice Control instead of VoiceOver: type what a user would say, see the overlay as text (docs/voice-control.md).")
    var voiceControl = false

    func run() throws {
        try MainActor.assumeIsolated {
            let loaded = try scene.load()
            if voiceControl {
                var prompt = VoiceControlPrompt(
                    voiceControl: VoiceControl(application: loaded.application),
                    speaker: try speech.makeSpeaker(default: "off", language: loaded.window.device.language, readFiles: scene.readFiles),
                    format: format, isInteractive: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1)
                _ = prompt.run()
                return
            }
            let speaker = try speech.makeSpeaker(default: "auto", language: loaded.window.device.language, readFiles: scene.readFiles)
            SpeechOptions.warnIfUnheard(speaker, wavOption: "--speech wav=DIR or --speech wav-session=FILE writes the speech to WAV")
            let voiceOver = VoiceOver(application: loaded.application, speaker: speaker)
            if isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 {
                try TerminalSession(voiceOver: voiceOver).run()
            } else {
                try runLineByLine(voiceOver)
            }
        }
    }

    /// Reads commands from standard input one line at a time, running each as it arrives.
    @MainActor
    private func runLineByLine(_ voiceOver: VoiceOver) throws {
        var execution = ScriptExecution(voiceOver: voiceOver, format: format)
        var lineNumber = 0
        var inputErrors = 0
        var reader = LineReader()
        while let next = reader.next() {
            lineNumber += 1
            guard case .text(let line) = next else {
                inputErrors += 1
                FileHandle.standardError.write(Data("<stdin>:\(lineNumber):1: error: the line is over \(LineReader.maximumLineBytes) bytes; it is skipped\n".utf8))
                continue
            }
            do {
                var commands = try ScriptParser.parse(line, file: "<stdin>")
                for index in commands.indices { commands[index].location.line = lineNumber }
                execution.run(commands)
            } catch {
                inputErrors += 1
                FileHandle.standardError.write(Data("<stdin>:\(lineNumber):\(error.location.column): error: \(error.message)\n".utf8))
            }
        }
        try execution.finish()
        if inputErrors > 0 { throw CLIError(description: "\(inputErrors) command\(inputErrors == 1 ? "" : "s") could not be read", exitCode: 2) }
    }
}
