import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

/// A xib's top-level view that is not its owner's `view` is added by the app to a superview the xib
/// does not show: it keeps the size Interface Builder lays it out at, and its subviews are laid out
/// inside it (docs/layout.md, "root view").
@Suite("A xib's top-level view keeps its saved size")
@MainActor
struct XibTopLevelLayoutTests {
    @Test("A free-standing stack of three equal panels keeps its 375 pt and gives each panel a third")
    func freeStandingStack() throws {
        let url = try TestSupport.temporaryFile("hud.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="HUDView"/>
                    <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="hud">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="p1"><rect key="frame" x="0.0" y="0.0" width="125" height="70"/></view>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="p2"><rect key="frame" x="125" y="0.0" width="125" height="70"/></view>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="p3"><rect key="frame" x="250" y="0.0" width="125" height="70"/></view>
                        </subviews>
                    </stackView>
                </objects>
            </document>
            """)
        let check = try LayoutCheck.run(contentsOf: url)
        let screen = try #require(check.screens.first)
        // The stack keeps its saved frame (not compared); its three panels, 125 pt each, match theirs.
        #expect(screen.compared == 3)
        #expect(screen.matched == 3, "mismatches: \(screen.mismatches)")
        #expect(screen.ambiguous == 0)
    }
}
