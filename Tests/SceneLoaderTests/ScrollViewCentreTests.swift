import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

/// A scroll view's edges related to its content are the content's, but its centre stays its frame's:
/// the way apps turn off horizontal scrolling by centring the content in the scroll view
/// (docs/layout.md, "Scroll views").
@Suite("A scroll view's centre related to its content is its frame's centre")
@MainActor
struct ScrollViewCentreTests {
    @Test("Content pinned to the edges and centred in the scroll view is as wide as the frame")
    func centredContent() throws {
        let result = try AutoLayoutTests.solve(AutoLayoutTests.storyboard("""
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0" y="0" width="390" height="600"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="content"><rect key="frame" x="0" y="30" width="390" height="540"/></view>
                </subviews>
                <constraints>
                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="30" id="s1"/>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s3"/>
                    <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" constant="30" id="s4"/>
                    <constraint firstItem="content" firstAttribute="centerX" secondItem="scroll" secondAttribute="centerX" id="s5"/>
                    <constraint firstItem="content" firstAttribute="centerY" secondItem="scroll" secondAttribute="centerY" id="s6"/>
                </constraints>
            </scrollView>
            """, constraints: """
            <constraint firstItem="scroll" firstAttribute="top" secondItem="v0" secondAttribute="top" id="k1"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="v0" secondAttribute="leading" id="k2"/>
            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="k3"/>
            <constraint firstItem="scroll" firstAttribute="height" constant="600" id="k4"/>
            """))
        // The content's centre at the frame's (195, 300) with its leading edge at the content's 0:
        // 390 wide; its top 30 below the content's top and its centre at 300: 540 high.
        let content = try AutoLayoutTests.frame(result, "content")
        #expect(content.outcome == .solved)
        #expect(content.frame == Rect(x: 0, y: 30, width: 390, height: 540))
        #expect(result.warnings.isEmpty)
    }
}
