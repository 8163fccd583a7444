import Testing
@testable import SceneLoader
import AccessibilityTree

/// Issue 16 item 4: without a device given, a storyboard or xib loads on the device it was designed
/// on, named by its `<device id= orientation=>` element.
@MainActor
@Suite("Designed device")
struct DesignedDeviceTests {
    /// A storyboard designed on `device` (an element, or none), whose screen has a "Left" button and a
    /// "Right" button at x = 360 — on screen at 414 pt, off the right edge at 320 pt.
    static func storyboard(device: String?, runtime: String = "iOS.CocoaTouch") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="\(runtime)" initialViewController="c1">
            \(device ?? "")
            <scenes><scene sceneID="s1"><objects>
                <viewController id="c1" sceneMemberID="viewController">
                    <view key="view" id="v1">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <button id="b1"><rect key="frame" x="10" y="100" width="44" height="44"/><state key="normal" title="Left"/></button>
                            <button id="b2"><rect key="frame" x="360" y="100" width="44" height="44"/><state key="normal" title="Right"/></button>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    private func load(_ text: String, device: Device? = nil) throws -> LoadedScene {
        try SceneLoader.load(contentsOf: TestSupport.temporaryFile("designed.storyboard", text), device: device)
    }

    @Test("A storyboard designed at 414 pt shows its right-hand button, which 390 pt would cut off")
    func designedPhone() throws {
        let scene = try load(Self.storyboard(device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#))
        #expect(scene.window.device == Device(portraitSize: Size(width: 414, height: 896)))
        let tree = scene.window.deriveAccessibilityTree()
        #expect(tree.elements.map(\.phrase) == ["Left, button", "Right, button"])
        #expect(tree.elements.allSatisfy { $0.frame.maxX <= 414 })
        #expect(scene.warnings.isEmpty)
    }

    @Test("A file designed on a small phone is shown at its size: the button beyond 320 pt is off screen")
    func smallPhone() throws {
        let scene = try load(Self.storyboard(device: #"<device id="retina4_0" orientation="portrait"/>"#))
        #expect(scene.window.device.screenSize == Size(width: 320, height: 568))
        #expect(TestSupport.phrases(scene) == ["Left, button"])
    }

    @Test("An iPad designed in landscape loads on a pad in landscape")
    func padLandscape() throws {
        let scene = try load(Self.storyboard(device: #"<device id="ipad9_7" orientation="landscape"/>"#))
        #expect(scene.window.device == Device(portraitSize: Size(width: 768, height: 1024), idiom: .pad, orientation: .landscape))
        #expect(scene.window.device.screenSize == Size(width: 1024, height: 768))
    }

    @Test("The device argument overrides the designed device")
    func override() throws {
        let scene = try load(Self.storyboard(device: #"<device id="retina6_1" orientation="portrait"/>"#), device: .phone)
        #expect(scene.window.device == .phone)
    }

    @Test("Without a device element, the default phone; an iPad runtime, the default pad")
    func noDeviceElement() throws {
        #expect(try load(Self.storyboard(device: nil)).window.device == .phone)
        #expect(try load(Self.storyboard(device: nil, runtime: "iOS.CocoaTouch.iPad")).window.device == .pad)
    }

    @Test("An unknown device id falls back to the default phone or pad with a warning naming the id")
    func unknownID() throws {
        let phone = try load(Self.storyboard(device: #"<device id="retina9_9" orientation="portrait"/>"#))
        #expect(phone.window.device == .phone)
        let warning = try #require(phone.warnings.first)
        #expect(warning.message.contains("'retina9_9'"))
        #expect(warning.message.contains("default phone (390×844 pt)"))
        #expect(warning.location?.line == 3)
        let pad = try load(Self.storyboard(device: #"<device id="ipad99" orientation="portrait"/>"#))
        #expect(pad.window.device == .pad)
        #expect(pad.warnings.first?.message.contains("'ipad99'") == true)
    }

    @Test("Every device id in the table has a portrait size, and ipad ids are pads", arguments: IBDevice.portraitSizes.keys.sorted())
    func table(id: String) throws {
        let scene = try load(Self.storyboard(device: "<device id=\"\(id)\" orientation=\"portrait\"/>"))
        #expect(scene.window.device.portraitSize == IBDevice.portraitSizes[id])
        #expect(scene.window.device.idiom == (id.hasPrefix("ipad") ? .pad : .phone))
        #expect(scene.window.device.portraitSize.width < scene.window.device.portraitSize.height)
    }
}
