import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

@Suite("Rows built from scenes")
@MainActor
struct SceneCellTests {
    @Test("A row stays one element when its only interactive parts are inside a hidden view")
    func hiddenPartsDoNotSplitTheRow() throws {
        let yaml = """
        root: list
        controllers:
          list:
            kind: table
            view:
              rows:
                - text: Volume
                  accessory: disclosureIndicator
                  subviews:
                    - type: view
                      hidden: true
                      subviews:
                        - type: view
                          accessibility: {elements: [up]}
                          subviews: [{type: button, id: up, title: Up}]
        """
        let scene = try SceneLoader.load(contentsOf: TestSupport.temporaryFile("rows.yaml", yaml))
        #expect(TestSupport.phrases(scene) == ["Volume, button"])
    }
}
