import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

@Suite("Scenes round-trip through the JSON scene format")
@MainActor
struct RoundTripTests {
    /// Loads `url`, encodes the scene, decodes the encoding and compares.
    func roundTrip(_ url: URL) throws {
        let original = try DocumentLoader.load(url).document
        let json = SceneEncoder.encode(original)
        let file = try TestSupport.temporaryFile("scene.json", json)
        let decoded = try DocumentLoader.load(file).document
        #expect(decoded == original, "\(url.lastPathComponent) changes when encoded and decoded")
        #expect(SceneEncoder.encode(decoded) == json, "\(url.lastPathComponent) encodes differently the second time")
        var validator = DocumentValidator(document: decoded)
        try validator.validate()
    }

    @Test("Every example decodes to the same scene after encoding")
    func examples() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: TestSupport.examples.path).filter { $0.hasSuffix(".yaml") }
        for name in names { try roundTrip(TestSupport.example(name)) }
        for name in ["player", "settings", "shop"] { try roundTrip(TestSupport.example("storyboards/\(name).storyboard")) }
    }

    @Test("Every corpus storyboard converts to a scene file that decodes to the same scene", .enabled(if: TestSupport.corpusIsPresent))
    func corpus() throws {
        for url in TestSupport.corpusFiles {
            guard (try? DocumentLoader.load(url)) != nil else { continue }
            try roundTrip(url)
        }
    }

    @Test("The public encoder writes the loaded scene, which loads again with the same first screen")
    func publicEncoder() throws {
        let scene = try TestSupport.load("nav.yaml")
        let json = SceneLoader.encodeScene(scene)
        let reloaded = try SceneLoader.load(contentsOf: TestSupport.temporaryFile("nav.json", json))
        #expect(TestSupport.phrases(reloaded) == TestSupport.phrases(scene))
    }

    @Test("YAML and JSON spellings of one scene decode to the same document")
    func yamlAndJSON() throws {
        let yaml = """
        root: main
        controllers:
          main:
            view:
              subviews:
                - {type: label, text: Hello, frame: [20, 100, 200, 21]}
                - {type: button, title: Go, actions: [{selector: "go:", do: [{announce: Going}]}]}
        """
        let json = """
        {"root": "main", "controllers": {"main": {"view": {"subviews": [
          {"type": "label", "text": "Hello", "frame": {"x": 20, "y": 100, "width": 200, "height": 21}},
          {"type": "button", "title": "Go", "actions": [{"selector": "go:", "do": [{"post": {"notification": "announcement", "text": "Going"}}]}]}
        ]}}}}
        """
        let fromYAML = try DocumentLoader.load(TestSupport.temporaryFile("a.yaml", yaml)).document
        let fromJSON = try DocumentLoader.load(TestSupport.temporaryFile("a.json", json)).document
        #expect(fromYAML == fromJSON)
    }
}
