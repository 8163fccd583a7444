import AccessibilityTree
import Foundation
@testable import SceneLoader
import SwiftCodeReader
import Testing

/// The app's own `UIControl` subclasses written back as scene files (docs/scene-format.md, `control`
/// and `sendActions`): a control and its code's `sendActions(for:)` survive encoding.
@MainActor
@Suite("Custom controls in scene files")
struct CustomControlSceneTests {
    @Test("A custom control with its actions and its override's sendActions step loads again the same")
    func roundTrip() throws {
        let app = TestSupport.packageRoot.appendingPathComponent("Tests/a11ysimTests/Fixtures/RatingControlApp")
        let scene = try SceneLoader.prepare(contentsOf: app.appendingPathComponent("Main.storyboard"),
                                            code: CodeReading.read(folder: app)).makeScene()
        let json = SceneLoader.encodeScene(scene)
        #expect(json.contains(#""type":"control""#) || json.contains(#""type": "control""#), "\(json)")
        #expect(json.contains("sendActions"), "\(json)")
        let reloaded = try DocumentLoader.load(TestSupport.temporaryFile("controls.json", json)).document
        // Scene files do not carry Auto Layout, as in RoundTripTests.
        var expected = scene.document
        for index in expected.controllers.indices { expected.controllers[index].mutateViews { $0.layout = ViewLayoutSpec() } }
        #expect(reloaded == expected)
    }
}
