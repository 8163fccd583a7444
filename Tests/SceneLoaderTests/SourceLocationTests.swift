import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

@Suite("Loaded objects know where they are defined")
@MainActor
struct SourceLocationTests {
    @Test("Rows, controls and controllers of a scene file point at their lines")
    func sceneFile() throws {
        let scene = try TestSupport.load("nav.yaml")
        let row = try #require(TestSupport.element(scene, "Check One"))
        let location = try #require(scene.sourceLocation(of: row))
        #expect(location.file.hasSuffix("examples/nav.yaml"))
        let lines = try String(contentsOf: TestSupport.example("nav.yaml"), encoding: .utf8).components(separatedBy: "\n")
        #expect(lines[location.line - 1].contains("text: Check One"))
        let navigation = try #require(scene.window.rootViewController)
        let controllerLine = try #require(scene.sourceLocation(of: navigation)?.line)
        #expect(lines[controllerLine - 1].contains("kind: navigation") || lines[controllerLine - 2].contains("nav:"))
    }

    @Test("Storyboard elements point at their XML elements, and bar buttons at their navigation item")
    func storyboard() throws {
        let scene = try TestSupport.load("storyboards/player.storyboard")
        let lines = try String(contentsOf: TestSupport.example("storyboards/player.storyboard"), encoding: .utf8).components(separatedBy: "\n")
        let play = try #require(TestSupport.element(scene, "Play, button"))
        let playLocation = try #require(scene.sourceLocation(of: play))
        #expect(lines[playLocation.line - 1].contains("id=\"pPl-Bt-002\""))
        #expect(playLocation.column == lines[playLocation.line - 1].distance(from: lines[playLocation.line - 1].startIndex, to: try #require(lines[playLocation.line - 1].firstIndex(of: "<"))) + 1)
        let queue = try #require(TestSupport.element(scene, "Queue, button"))
        let queueLocation = try #require(scene.sourceLocation(of: queue))
        #expect(lines[queueLocation.line - 1].contains("navigationItem key=\"navigationItem\" title=\"Now Playing\""))
    }

    @Test("Tabs point at their tab bar items")
    func tabs() throws {
        let scene = try TestSupport.load("clock.yaml")
        let tab = try #require(TestSupport.element(scene, "Alarm, tab"))
        let location = try #require(scene.sourceLocation(of: tab))
        let lines = try String(contentsOf: TestSupport.example("clock.yaml"), encoding: .utf8).components(separatedBy: "\n")
        #expect(lines[location.line - 1].contains("tabBarItem: {title: Alarm"))
    }

    @Test("A tag's start is found however long the tag and wherever its bracket falls in the text")
    func startOfLongTags() {
        // Tags of many lengths (attribute counts, and a last value 0–8 bytes longer), so the tag's `<`
        // falls at every offset of an eight-byte word the search reads; a `<` in the text before it
        // must not be taken for the tag.
        for extra in 0..<9 {
            for attributes in [0, 1, 2, 7, 40] {
                let prefix = "<doc>a &lt; b <x/>\n  "
                let values = (0..<attributes).map { " key\($0)=\"v&lt;\($0)\"" }.joined()
                let tag = "<button" + values + " last=\"" + String(repeating: "v", count: extra) + "\">"
                let text = prefix + tag + "</button></doc>"
                let index = LineIndex(data: Data(text.utf8))
                let end = (prefix + tag).utf8.count
                let column = end - (prefix.utf8.count - 2) + 1
                let (line, start) = index.startOfTag("button", endingAtLine: 2, column: column)
                #expect(line == 2 && start == 3, "\(attributes) attributes, \(extra) more bytes")
            }
        }
    }
}
