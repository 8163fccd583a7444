import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

@Suite("Behaviour steps change the live model as the app's code would")
@MainActor
struct StepTests {
    static let scene = """
    root: tabs
    controllers:
      tabs: {kind: tabs, tabs: [controls, list]}
      controls:
        title: Controls
        tabBarItem: Controls
        view:
          subviews:
            - {type: slider, id: volume, accessibility: {label: Volume}}
            - {type: switch, id: wifi, accessibility: {label: Wi-Fi}}
            - {type: label, id: status, text: Idle}
            - {type: stack, id: stack, frame: [16, 400, 358, 200]}
            - type: button
              title: Go
              actions:
                - selector: "go:"
                  do:
                    - {setValue: {target: volume, value: 0.9}}
                    - {toggle: wifi}
                    - {setText: {target: status, text: Busy}}
                    - {insert: {into: stack, view: {type: label, id: added, text: Added}}}
                    - {announce: {textOf: status}}
                    - {selectTab: List}
            - type: button
              title: Clean
              actions: [{selector: "clean:", do: [{remove: added}, {setHidden: {target: status}}, {setEnabled: {target: volume, enabled: false}}]}]
      list:
        kind: table
        title: List
        tabBarItem: List
        view:
          id: table
          rows:
            - {text: "Item {n}", id: "item{n}", repeat: 3}
            - text: Add one
              onSelect: [{insert: {into: table, row: {text: New item}, at: 0}}, {selectTab: 0}]
    """

    @Test("A button's steps set values, toggle, change text, insert a view, announce and select a tab")
    func steps() throws {
        let scene = try SceneLoader.load(contentsOf: TestSupport.temporaryFile("steps.yaml", Self.scene))
        let listener = RecordingListener()
        scene.application.addEventListener(listener)
        #expect(TestSupport.phrases(scene).prefix(3) == ["Volume, 50%, adjustable", "Wi-Fi, switch button, off", "Idle"])
        TestSupport.tap(scene, "Go")
        #expect(listener.announcements == ["Busy"])
        #expect(TestSupport.phrases(scene).first == "Item 1")
        let tabs = try #require(scene.window.rootViewController as? TabBarController)
        tabs.selectedIndex = 0
        let phrases = TestSupport.phrases(scene)
        #expect(phrases.prefix(3) == ["Volume, 90%, adjustable", "Wi-Fi, switch button, on", "Busy"])
        #expect(phrases.contains("Added"))
        TestSupport.tap(scene, "Clean")
        #expect(TestSupport.phrases(scene).prefix(2) == ["Volume, 90%, dimmed, adjustable", "Wi-Fi, switch button, on"])
        #expect(!TestSupport.phrases(scene).contains("Added"))
        #expect(!TestSupport.phrases(scene).contains("Busy"))
    }

    @Test("Repeated rows expand, and a row's steps insert rows and select a tab by index")
    func rows() throws {
        let scene = try SceneLoader.load(contentsOf: TestSupport.temporaryFile("steps.yaml", Self.scene))
        TestSupport.tap(scene, "List, tab")
        #expect(TestSupport.phrases(scene).prefix(4) == ["Item 1", "Item 2", "Item 3", "Add one"])
        TestSupport.tap(scene, "Add one")
        let tabs = try #require(scene.window.rootViewController as? TabBarController)
        #expect(tabs.selectedIndex == 0)
        tabs.selectedIndex = 1
        #expect(TestSupport.phrases(scene).prefix(2) == ["New item", "Item 1"])
    }

    @Test("A view a step removed is gone for later steps, which warn that it is not on screen")
    func removedViewIsGone() throws {
        let yaml = """
        root: a
        controllers:
          a:
            view:
              subviews:
                - {type: label, id: status, text: Idle}
                - {type: button, title: Remove, actions: [{selector: "remove:", do: [{remove: status}]}]}
                - {type: button, title: Update, actions: [{selector: "update:", do: [{setText: {target: status, text: Busy}}]}]}
        """
        let scene = try SceneLoader.load(contentsOf: TestSupport.temporaryFile("removed.yaml", yaml))
        TestSupport.tap(scene, "Update")
        #expect(TestSupport.phrases(scene).first == "Busy")
        #expect(scene.application.warnings.isEmpty)
        TestSupport.tap(scene, "Remove")
        TestSupport.tap(scene, "Update")
        #expect(!TestSupport.phrases(scene).contains("Busy"))
        #expect(scene.application.warnings.count == 1)
        #expect(scene.application.warnings.first?.contains("no element 'status' is on screen") == true)
    }

    @Test("A step that names an element that is not on screen is recorded as a warning")
    func missingElement() throws {
        let yaml = """
        root: a
        controllers:
          a: {view: {subviews: [{type: button, title: Go, actions: [{selector: "go:", do: [{setText: {target: other, text: x}}]}]}]}}
          b: {view: {subviews: [{type: label, id: other, text: Elsewhere}]}}
        """
        let scene = try SceneLoader.load(contentsOf: TestSupport.temporaryFile("missing.yaml", yaml))
        TestSupport.tap(scene, "Go")
        #expect(scene.application.warnings.count == 1)
        #expect(scene.application.warnings.first?.contains("no element 'other' is on screen") == true)
        #expect(scene.application.warnings.first?.contains("missing.yaml:3:") == true)
    }
}
