import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

@Suite("Rows built from scenes")
@MainActor
struct SceneCellTests {
    @Test("A cell xib's stand-in controller is named after the cell's class, which is not taken as the controller's class")
    func cellXibStandIn() throws {
        let url = try TestSupport.temporaryFile("StatusCell.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <tableViewCell customClass="StatusCell" id="c1"><rect key="frame" x="0" y="0" width="390" height="44"/></tableViewCell>
            </objects></document>
            """)
        let controller = try #require(try SceneLoader.load(contentsOf: url).window.rootViewController)
        #expect(controller.screenPathName == "StatusCell")
        #expect(controller.screenDescription == "StatusCell" && controller.screenCodeName == "StatusCell")
        // Code is looked up by the custom class: a cell's code must not run as the controller's.
        #expect(controller.customClassName == nil)
        #expect(controller.className == "UIViewController")
    }

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
