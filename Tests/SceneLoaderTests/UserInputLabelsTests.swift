import AccessibilityTree
import Foundation
import Testing
@testable import SceneLoader

/// Voice Control's names (`accessibilityUserInputLabels`) from scene files and storyboards.
@Suite("Voice Control input labels in scenes and storyboards")
@MainActor
struct UserInputLabelsTests {
    @Test("A scene file's userInputLabels name the item for Voice Control and survive a round trip")
    func sceneFile() throws {
        let yaml = """
        root: main
        controllers:
          main:
            title: Compose
            view:
              subviews:
                - {type: button, title: Send, frame: [20, 120, 120, 44], accessibility: {userInputLabels: [Send, Send message]}}
        """
        let url = try TestSupport.temporaryFile("compose.yaml", yaml)
        let scene = try SceneLoader.load(contentsOf: url)
        let items = scene.window.deriveAccessibilityTree().voiceControlItems()
        #expect(items.map(\.names) == [["Send", "Send message"]])
        let reloaded = try SceneLoader.load(contentsOf: TestSupport.temporaryFile("compose.json", SceneLoader.encodeScene(scene)))
        #expect(reloaded.window.deriveAccessibilityTree().voiceControlItems().map(\.names) == [["Send", "Send message"]])
    }

    @Test("A storyboard's runtime attribute accessibilityUserInputLabels is read as one name")
    func storyboardRuntimeAttribute() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                                        <rect key="frame" x="20" y="120" width="120" height="44"/>
                                        <state key="normal" title="Send"/>
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="string" keyPath="accessibilityUserInputLabels" value="Send message"/>
                                        </userDefinedRuntimeAttributes>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let scene = try SceneLoader.load(contentsOf: TestSupport.temporaryFile("Main.storyboard", xml))
        let items = scene.window.deriveAccessibilityTree().voiceControlItems()
        #expect(items.map(\.names) == [["Send message"]])
        #expect(items.map(\.displayedText) == ["Send"])
        #expect(scene.warnings.isEmpty)
    }
}
