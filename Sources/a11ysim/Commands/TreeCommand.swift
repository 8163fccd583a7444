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

    func validate() throws {
        if scenes && scene.scene != nil { throw ValidationError("give either --scenes or --scene, not both") }
    }

    func run() throws {
        if scenes { return try MainActor.assumeIsolated { try SceneList(options: scene, format: format).print() } }
        try MainActor.assumeIsolated {
            let loaded = try scene.load()
            let snapshot = loaded.window.deriveAccessibilityTree().snapshot
            switch format {
            case .text:
                for line in TreeDescription.lines(for: snapshot) { print(line) }
            case .json:
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                let data = try encoder.encode(snapshot)
                print(String(decoding: data, as: UTF8.self))
            }
        }
    }
}
