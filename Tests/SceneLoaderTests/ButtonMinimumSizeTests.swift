import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

/// A system button without content insets is at least 30×30, as UIKit sizes it; any content inset
/// takes the minimum away, and custom buttons have none (docs/layout.md, "Intrinsic content sizes").
@Suite("A system button is at least 30 pt wide and high unless it has content insets")
@MainActor
struct ButtonMinimumSizeTests {
    @Test("A one-character title and an empty button are 30×30; with insets or custom, the content decides")
    func minimum() throws {
        let result = try AutoLayoutTests.solve(AutoLayoutTests.storyboard("""
            <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="next">
                <rect key="frame" x="20" y="100" width="30" height="30"/>
                <state key="normal" title="&gt;"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                <rect key="frame" x="20" y="200" width="30" height="30"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="inset">
                <rect key="frame" x="20" y="300" width="13" height="30"/>
                <state key="normal" title="&gt;"/>
                <inset key="contentEdgeInsets" minX="2" minY="0.0" maxX="2" maxY="0.0"/>
            </button>
            <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="custom">
                <rect key="frame" x="20" y="400" width="10" height="30"/>
                <state key="normal" title="&gt;"/>
            </button>
            """, constraints: """
            <constraint firstItem="next" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="next" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="100" id="k2"/>
            <constraint firstItem="empty" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="20" id="k3"/>
            <constraint firstItem="empty" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="200" id="k4"/>
            <constraint firstItem="inset" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="20" id="k5"/>
            <constraint firstItem="inset" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="300" id="k6"/>
            <constraint firstItem="custom" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="20" id="k7"/>
            <constraint firstItem="custom" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="400" id="k8"/>
            """))
        // ">" at 15 pt is about 9 pt wide: the minimum makes it 30; the line (18) plus 6 above and below is 30 high.
        #expect(try AutoLayoutTests.frame(result, "next").frame == Rect(x: 20, y: 100, width: 30, height: 30))
        // Nothing in it: 30×30.
        #expect(try AutoLayoutTests.frame(result, "empty").frame == Rect(x: 20, y: 200, width: 30, height: 30))
        // The same title with 2 pt insets each side: about 9 + 4, no minimum.
        let inset = try AutoLayoutTests.frame(result, "inset")
        #expect(inset.outcome == .solved)
        #expect(inset.frame.width < 15)
        // A custom button is as wide as its title: under 30.
        let custom = try AutoLayoutTests.frame(result, "custom")
        #expect(custom.outcome == .solved)
        #expect(custom.frame.width < 15)
    }
}
