import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

/// Interface Builder's size-class variations of constraints: a constraint the base size class
/// excludes is not installed, unless a variation for the device's size classes includes it; a
/// variation may exclude one or change its constant (docs/layout.md, "Auto Layout from Interface
/// Builder files").
@Suite("Constraints vary by the device's size classes as Interface Builder's variations say")
@MainActor
struct SizeClassVariationTests {
    /// A panel 20 pt from the left, 100 pt from the top (10 pt where the height is compact), 50 pt
    /// high; 100 pt wide, but 400 pt where the width is regular: the 400 pt constraint is excluded
    /// from the base and included there, the 100 pt one excluded there. A variation for the Mac
    /// excludes the left edge, which no iOS device takes.
    static let storyboard = AutoLayoutTests.storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                <rect key="frame" x="20" y="100" width="100" height="50"/>
                <constraints>
                    <constraint firstAttribute="height" constant="50" id="k3"/>
                    <constraint firstAttribute="width" constant="100" id="narrow"/>
                    <constraint firstAttribute="width" constant="400" id="wide"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="wide"/>
                    </mask>
                </variation>
                <variation key="widthClass=regular">
                    <mask key="constraints">
                        <exclude reference="narrow"/>
                        <include reference="wide"/>
                    </mask>
                </variation>
                <variation key="userInterfaceIdiom=mac">
                    <mask key="constraints">
                        <exclude reference="k1"/>
                    </mask>
                </variation>
            </view>
            """, constraints: """
            <constraint firstItem="panel" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="panel" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="100" id="k2">
                <variation key="heightClass=compact" constant="10"/>
            </constraint>
            """)

    static func panel(on device: Device) throws -> LayoutResult.ViewFrame {
        let url = try TestSupport.temporaryFile("variations.storyboard", storyboard)
        let document = try DocumentLoader.load(url).document
        let root = try #require(document.controllers.first?.content.rootView)
        return try AutoLayoutTests.frame(ConstraintLayout.solve(root, in: LayoutEnvironment(device: device)), "panel")
    }

    @Test("A phone in portrait (compact wide, regular high) installs the base: 100 wide, 100 down")
    func phonePortrait() throws {
        let panel = try Self.panel(on: .phone)
        #expect(panel.outcome == .solved)
        #expect(panel.frame == Rect(x: 20, y: 100, width: 100, height: 50))
    }

    @Test("A pad (regular both ways) takes the regular width's constraint instead: 400 wide")
    func pad() throws {
        #expect(try Self.panel(on: .pad).frame == Rect(x: 20, y: 100, width: 400, height: 50))
    }

    @Test("A phone in landscape is compact high: the top constant 10; a large one is regular wide too")
    func landscape() throws {
        let small = Device(orientation: .landscape)
        #expect(try Self.panel(on: small).frame == Rect(x: 20, y: 10, width: 100, height: 50))
        let large = Device(portraitSize: Size(width: 414, height: 896), orientation: .landscape)
        #expect(try Self.panel(on: large).frame == Rect(x: 20, y: 10, width: 400, height: 50))
    }
}
