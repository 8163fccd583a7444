import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

/// A controller Interface Builder draws as iOS 13's page sheet (its root saved as tall as the screen
/// less the top of the safe area and 10 pt) is under no status bar, and under a navigation bar only
/// when a navigation controller holds it (docs/layout.md, "Auto Layout from Interface Builder files").
@Suite("A page sheet's view has no top safe-area inset")
@MainActor
struct PageSheetLayoutTests {
    /// On a 414×896 phone (44 pt above, 34 below), a home screen whose button shows `detail`, whose
    /// root is saved `height` pt high with a navigation item and a band pinned to its safe area; when
    /// `inNavigation`, a navigation controller holds `detail` and the button shows that instead.
    static func storyboard(height: Int, inNavigation: Bool = false) -> String {
        let navigation = inNavigation ? """
            <scene sceneID="s0"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <connections><segue destination="detail" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects></scene>
            """ : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" useSafeAreas="YES" initialViewController="home">
            <device id="retina6_5" orientation="portrait" appearance="light"/>
            <scenes>
                \(navigation)
                <scene sceneID="s1"><objects>
                    <viewController id="home" sceneMemberID="viewController">
                        <view key="view" id="v1"><rect key="frame" x="0" y="0" width="414" height="896"/>
                            <subviews>
                                <button id="go"><rect key="frame" x="20" y="100" width="100" height="30"/>
                                    <state key="normal" title="Go"/>
                                    <connections><segue destination="\(inNavigation ? "nav" : "detail")" kind="show" id="p1"/></connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="detail" sceneMemberID="viewController">
                        <view key="view" id="v2"><rect key="frame" x="0" y="0" width="414" height="\(height)"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="band">
                                    <rect key="frame" x="0" y="0" width="414" height="808"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="band" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t1"/>
                                <constraint firstItem="band" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="t2"/>
                                <constraint firstItem="band" firstAttribute="leading" secondItem="v2" secondAttribute="leading" id="t3"/>
                                <constraint firstAttribute="trailing" secondItem="band" secondAttribute="trailing" id="t4"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Detail" id="n2"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    static func band(_ text: String) throws -> Rect {
        let url = try TestSupport.temporaryFile("sheet.storyboard", text)
        let document = try DocumentLoader.load(url).document
        let detail = try #require(document.controller("detail"))
        let root = try #require(detail.content.rootView)
        let result = ConstraintLayout.solve(root, in: DesignedLayout.environment(for: detail, in: document, device: try #require(document.device)))
        return try AutoLayoutTests.frame(result, "band").frame
    }

    @Test("Saved 842 pt high (896 − 44 − 10): a sheet, the band from its top to 34 pt above its bottom")
    func sheet() throws {
        #expect(try Self.band(Self.storyboard(height: 842)) == Rect(x: 0, y: 0, width: 414, height: 808))
    }

    @Test("Saved as tall as the screen: under the status bar and the navigation bar its item implies, 44 + 44")
    func fullScreen() throws {
        // 896 − 88 − 34 = 774.
        #expect(try Self.band(Self.storyboard(height: 896)) == Rect(x: 0, y: 88, width: 414, height: 774))
    }

    @Test("A sheet a navigation controller holds keeps the navigation bar, not the status bar")
    func sheetInNavigation() throws {
        // 842 − 44 − 34 = 764.
        #expect(try Self.band(Self.storyboard(height: 842, inNavigation: true)) == Rect(x: 0, y: 44, width: 414, height: 764))
    }
}
