import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree
import SwiftCodeReader

@Suite("Scenes round-trip through the JSON scene format")
@MainActor
struct RoundTripTests {
    /// Loads `url`, encodes the scene, decodes the encoding and compares.
    func roundTrip(_ url: URL) throws {
        var original = try DocumentLoader.load(url).document
        // Scene files keep frames, not constraints (docs/layout.md; nor a cell's content view's, for
        // its row or item to size itself, nor a table's fixed section heights or a collection's
        // estimated item size, which only size rows, items and section views), and rows, not
        // Interface Builder's prototype cells (which only say where a data source's cells come
        // from): neither is compared.
        for index in original.controllers.indices {
            original.controllers[index].mutateViews { view in
                view.layout = ViewLayoutSpec()
                if case .table(var table) = view.kind {
                    table.hasPrototypes = false
                    table.sectionHeaderHeight = nil
                    table.sectionFooterHeight = nil
                    for s in table.sections.indices {
                        for r in table.sections[s].rows.indices {
                            table.sections[s].rows[r].sizesItself = false
                            table.sections[s].rows[r].contentView = nil
                        }
                    }
                    view.kind = .table(table)
                }
                if case .collection(var collection) = view.kind {
                    collection.hasPrototypes = false
                    collection.estimatesItemSize = false
                    collection.headerHeight = nil
                    collection.footerHeight = nil
                    for section in collection.sections.indices {
                        for item in collection.sections[section].indices {
                            collection.sections[section][item].reuseIdentifier = nil
                            collection.sections[section][item].contentView = nil
                        }
                    }
                    view.kind = .collection(collection)
                }
            }
        }
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

    @Test("Every corpus storyboard converts to a scene file that decodes to the same scene", .enabled(if: TestSupport.corpusIsPresent, TestSupport.corpusMissing))
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

    @Test("A gesture handler's summary survives encoding: written by hand, or read from the app's Swift code")
    func handlerSummaries() throws {
        let yaml = """
        root: main
        controllers:
          main:
            class: SettingsViewController
            on:
              escape: {summary: "SettingsViewController.close — dismisses", do: [dismiss, handled]}
              scroll: {summary: "SettingsViewController.page", do: [handled]}
              magicTap: [handled]
            view: {subviews: [{type: label, text: Settings}]}
        """
        try roundTrip(TestSupport.temporaryFile("summaries.yaml", yaml))
        let document = try DocumentLoader.load(TestSupport.temporaryFile("summaries.yaml", yaml)).document
        let behaviours = try #require(document.controllers.first?.behaviours)
        #expect(behaviours.summaries == [.escape: "SettingsViewController.close — dismisses", .scroll(nil): "SettingsViewController.page"])

        let app = TestSupport.packageRoot.appendingPathComponent("Tests/a11ysimTests/Fixtures/OverrideCodeApp")
        let scene = try SceneLoader.prepare(contentsOf: app.appendingPathComponent("Main.storyboard"),
                                            code: CodeReading.read(folder: app)).makeScene()
        let json = SceneLoader.encodeScene(scene)
        #expect(json.contains("accessibilityPerformEscape"), "the escape override read from code keeps its summary")
        let reloaded = try DocumentLoader.load(TestSupport.temporaryFile("code.json", json)).document
        // Scene files do not carry Auto Layout (a button's title font there, say), as in roundTrip(_:).
        var expected = scene.document
        for index in expected.controllers.indices { expected.controllers[index].mutateViews { $0.layout = ViewLayoutSpec() } }
        #expect(reloaded == expected)
    }

    @Test("A summary is for gesture handlers only: on a lifecycle event it is not a step")
    func summaryOnLifecycleIsAnError() throws {
        let error = try TestSupport.loadError("lifecycle.yaml", """
        root: main
        controllers:
          main:
            on:
              viewDidAppear: {summary: "Announces", do: [{announce: Hello}]}
            view: {subviews: []}
        """)
        #expect(error?.message.contains("a step is a mapping with one key") == true, "\(String(describing: error))")
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
