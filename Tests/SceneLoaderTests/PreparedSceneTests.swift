import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

@Suite("An input prepared once builds independent applications")
@MainActor
struct PreparedSceneTests {
    @Test("Two scenes built from one prepared input share no live state")
    func scenesAreIndependent() throws {
        let prepared = try SceneLoader.prepare(contentsOf: TestSupport.example("nav.yaml"))
        let first = prepared.makeScene()
        let second = prepared.makeScene()
        #expect(first.application !== second.application)
        TestSupport.tap(first, "Disclosure Buttons")
        #expect(TestSupport.phrases(first).first == "First Level, back button")
        #expect(TestSupport.phrases(second) == TestSupport.phrases(try TestSupport.load("nav.yaml")))
        #expect(TestSupport.phrases(prepared.makeScene()) == TestSupport.phrases(second))
    }

    @Test("A storyboard's warnings and files come with the prepared input; locations point into it")
    func storyboardWarningsAndLocations() throws {
        let url = TestSupport.example("storyboards/settings.storyboard")
        let prepared = try SceneLoader.prepare(contentsOf: url)
        let loaded = try SceneLoader.load(contentsOf: url)
        #expect(prepared.warnings == loaded.warnings)
        #expect(prepared.files == loaded.files)
        let scene = prepared.makeScene()
        let object = try #require(TestSupport.element(scene, TestSupport.phrases(scene)[0]))
        #expect(scene.sourceLocation(of: object)?.file == url.path)
    }

    @Test("Preparing a bad input throws the loader's error")
    func badInputThrows() {
        #expect(throws: SceneLoadError.self) {
            try SceneLoader.prepare(contentsOf: TestSupport.examples.appendingPathComponent("no-such-file.yaml"))
        }
    }
}
