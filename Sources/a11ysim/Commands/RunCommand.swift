import ArgumentParser
import Foundation
import VoiceCursor

/// `a11ysim run`: runs VoiceOver commands on a scene and prints the transcript.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run VoiceOver commands on a scene or storyboard and print what VoiceOver says.",
        discussion: "Commands: \(ScriptParser.commandNames.joined(separator: ", ")). A failed expect exits 1."
    )

    @OptionGroup var scene: SceneOptions

    @Option(help: "A file of commands, one per line (# starts a comment).")
    var script: String?

    @Option(name: .short, help: "Commands separated by ';', e.g. -c \"next; activate; escape\".")
    var commands: String?

    @Option(help: "text or json (JSON Lines, one event per line).")
    var format: OutputFormat = .text

    @OptionGroup var speech: SpeechOptions

    func validate() throws {
        if script != nil && commands != nil {
            throw ValidationError("give either --script or -c, not both")
        }
    }

    func run() throws {
        let parsed = try readCommands()
        try MainActor.assumeIsolated {
            let loaded = try scene.load()
            let voiceOver = VoiceOver(application: loaded.application, speaker: try speech.makeSpeaker(default: "off", language: loaded.window.device.language, readFiles: readFiles))
            var execution = ScriptExecution(voiceOver: voiceOver, format: format)
            execution.run(parsed)
            try execution.finish()
        }
    }

    /// The files read: the input's and the script, which no output may replace.
    private var readFiles: ReadFiles {
        var read = scene.readFiles
        if let script { read.add(file: script, as: "the script") }
        return read
    }

    /// The largest script read, in bytes (docs/fuzzing.md).
    static let maximumScriptSize = 16 * 1024 * 1024

    private func readCommands() throws -> [ScriptCommand] {
        do {
            if let script {
                // A FileHandle, not `contents(atPath:)`, so that a pipe (`--script /dev/stdin`) is read too.
                guard let handle = FileHandle(forReadingAtPath: script), let data = try? handle.read(upToCount: Self.maximumScriptSize + 1),
                      let text = String(data: data, encoding: .utf8) else {
                    throw CLIError.input("\(script): cannot read the script (missing, unreadable or not UTF-8)")
                }
                guard data.count <= Self.maximumScriptSize else {
                    throw CLIError.input("\(script): the script is over \(Self.maximumScriptSize) bytes, the limit for a script")
                }
                return try ScriptParser.parse(text, file: script)
            }
            if let commands { return try ScriptParser.parse(commands, file: "-c", semicolons: true) }
            return []
        } catch let error as ScriptError {
            throw CLIError.input("\(error.location): \(error.message)")
        }
    }
}
