import Foundation
import SceneLoader
import SwiftCodeReader

/// `a11ysim tree --scenes`: every scene of the file, where it is defined, and how it is reached.
struct SceneList {
    let options: SceneOptions
    let format: OutputFormat

    /// Prints one line per scene (text), or an array of objects (JSON).
    @MainActor
    func print() throws {
        let prepared: PreparedScene
        // A folder stands for what `run` and `session` open in it: its storyboards, or its app's code.
        let input = try SceneOptions.input(in: options.file, code: !options.reading.noCode)
        do {
            // With the folder's code: controllers built in code are scenes too (docs/code.md).
            prepared = try SceneLoader.prepare(contentsOf: URL(fileURLWithPath: input), code: options.code())
        } catch {
            throw CLIError.input(error)
        }
        let scenes = prepared.scenes
        switch format {
        case .text:
            for scene in scenes {
                let location = scene.location.map { "\(($0.file as NSString).lastPathComponent):\($0.line)" } ?? "?"
                Swift.print("\(scene)  \(location)  \(scene.isInitial ? "initial screen" : "opens as \(scene.opening)")")
            }
        case .json:
            let rows: [[String: Any]] = scenes.map { scene in
                var row: [String: Any] = ["id": scene.id, "className": scene.className, "opening": scene.opening, "initial": scene.isInitial]
                row["storyboardID"] = scene.storyboardID
                row["title"] = scene.title
                row["location"] = scene.location?.description
                return row
            }
            let data = try JSONSerialization.data(withJSONObject: rows, options: [.prettyPrinted, .sortedKeys])
            Swift.print(String(decoding: data, as: UTF8.self))
        }
    }
}
