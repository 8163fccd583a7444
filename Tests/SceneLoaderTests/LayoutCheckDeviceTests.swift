import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

/// The corpus check solves a file on the device Interface Builder laid it out on: a file of Xcode 7
/// or earlier names none, and was laid out on a 320×568 phone or 768×1024 pad with a 20 pt status
/// bar (docs/layout.md, "Against Interface Builder").
@Suite("The layout check solves files that name no device on the devices of their time")
@MainActor
struct LayoutCheckDeviceTests {
    static func storyboard(runtime: String, width: Int, height: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="\(runtime)" useAutolayout="YES" initialViewController="c1">
            <scenes><scene sceneID="s1"><objects>
                <viewController id="c1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v0">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="band">
                                <rect key="frame" x="0.0" y="20" width="\(width)" height="\(height - 20)"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="band" firstAttribute="top" secondItem="safe" secondAttribute="top" id="k1"/>
                            <constraint firstItem="band" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="k2"/>
                            <constraint firstItem="band" firstAttribute="leading" secondItem="v0" secondAttribute="leading" id="k3"/>
                            <constraint firstItem="band" firstAttribute="trailing" secondItem="v0" secondAttribute="trailing" id="k4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    /// On today's default phone the band would start 47 pt down and end 34 pt above the bottom; on
    /// the default pad 24 pt down and 20 above.
    @Test("A file naming no device: a 320×568 phone or 768×1024 pad, the band from 20 pt to the bottom edge, as saved",
          arguments: [("iOS.CocoaTouch", 320, 568), ("iOS.CocoaTouch.iPad", 768, 1024)])
    func oldDevice(runtime: String, width: Int, height: Int) throws {
        let url = try TestSupport.temporaryFile("old-\(width).storyboard", Self.storyboard(runtime: runtime, width: width, height: height))
        let screen = try #require(LayoutCheck.run(contentsOf: url).screens.first)
        #expect(screen.compared == 1)
        #expect(screen.matched == 1, "\(screen.mismatches)")
    }
}
