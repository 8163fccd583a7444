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
}
