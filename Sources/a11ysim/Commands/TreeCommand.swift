import AccessibilityTree
import ArgumentParser
import Foundation
import VoiceCursor

/// `a11ysim tree`: the current screen's containers and elements in VoiceOver order.
struct TreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: "Print the first screen's elements in VoiceOver order, with phrases, frames, traits and identifiers."
    )

    @OptionGroup var scene: SceneOptions

    @Option(help: "text, or json (the derived snapshot, keys sorted).")
    var format: OutputFormat = .text

    @Flag(help: "List every scene of the file with how it is reached, instead of the screen's elements.")
    var scenes = false

    @Flag(help: "Voice Control's view: the actionable items with their numbers and names (docs/voice-control.md).")
    var voiceControl = false

    func validate() throws {
        if scenes && scene.scene != nil { throw ValidationError("give either --scenes or --scene, not both") }
        if scenes && voiceControl { throw ValidationError("give either --scenes or --voice-control, not both") }
    }

    func run() throws {
        if scenes { return try MainActor.assumeIsolated { try SceneList(options: scene, format: format).print() } }
        try MainActor.assumeIsolated {
            let loaded = try scene.load()
            let tree = loaded.window.deriveAccessibilityTree()
            let snapshot = tree.snapshot
            if voiceControl { return try printVoiceControl(snapshot, items: tree.voiceControlItems()) }
            switch format {
            case .text:
                for line in TreeDescription.lines(for: snapshot) { print(line) }
            case .json:
                try printJSON(snapshot)
            }
        }
    }

    /// `--voice-control`: the numbered, named items as text, or every item as JSON.
    private func printVoiceControl(_ snapshot: AccessibilitySnapshot, items: [VoiceControlItem]) throws {
        switch format {
        case .text:
            for line in VoiceControlDescription.lines(for: snapshot, items: items) { print(line) }
        case .json:
            try printJSON(items)
        }
    }

    /// `value` as pretty JSON with sorted keys.
    private func printJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}
