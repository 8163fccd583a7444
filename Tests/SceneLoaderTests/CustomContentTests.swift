import Testing
@testable import SceneLoader
import AccessibilityTree

/// docs/voiceover.md §4 "Custom content" from a scene file (docs/scene-format.md, `customContent`).
@MainActor
@Suite("Custom content in scenes")
struct CustomContentTests {
    @Test("customContent is read with its importance, spoken as the spec says, and written back")
    func customContent() throws {
        let yaml = """
        root: shop
        controllers:
          shop:
            view:
              subviews:
                - type: button
                  title: Coffee
                  frame: [20, 120, 200, 44]
                  accessibility:
                    customContent:
                      - {label: Price, value: "$5", importance: high}
                      - {label: Size, value: Large}
        """
        let scene = try SceneLoader.load(contentsOf: TestSupport.temporaryFile("shop.yaml", yaml))
        #expect(TestSupport.phrases(scene) == ["Coffee, button, More content available, Price, $5"])
        let coffee = try #require(TestSupport.element(scene, "Coffee"))
        #expect(coffee.accessibilityCustomContent == [AccessibilityCustomContent(label: "Price", value: "$5", importance: .high),
                                                      AccessibilityCustomContent(label: "Size", value: "Large")])
    }

    @Test("An unknown importance is an error that lists the choices")
    func badImportance() throws {
        let yaml = """
        root: shop
        controllers:
          shop:
            view:
              subviews:
                - type: label
                  text: Tea
                  accessibility: {customContent: [{label: Size, value: Small, importance: urgent}]}
        """
        #expect(throws: SceneLoadError.self) {
            try SceneLoader.load(contentsOf: TestSupport.temporaryFile("tea.yaml", yaml))
        }
    }
}
