import AccessibilityTree
import Foundation
import Testing
@testable import SceneLoader

/// Tap gesture recognizers carried from a scene file to the built view (docs/scene-format.md).
@Suite("Tap gesture recognizers in scene files")
@MainActor
struct TapGestureSceneTests {
    @Test("A scene file's tapGestureActions reach the built view and survive a round trip")
    func sceneFile() throws {
        let yaml = """
        root: main
        controllers:
          main:
            title: Gallery
            view:
              subviews:
                - {type: view, id: photo, frame: [20, 120, 200, 200], tapGestureActions: [openPhoto]}
        """
        func actions(_ scene: LoadedScene) -> [[String]] {
            scene.window.allViews().map(\.tapGestureActions).filter { !$0.isEmpty }
        }
        let scene = try SceneLoader.load(contentsOf: TestSupport.temporaryFile("gallery.yaml", yaml))
        #expect(actions(scene) == [["openPhoto"]])
        let reloaded = try SceneLoader.load(contentsOf: TestSupport.temporaryFile("gallery.json", SceneLoader.encodeScene(scene)))
        #expect(actions(reloaded) == [["openPhoto"]])
    }
}
