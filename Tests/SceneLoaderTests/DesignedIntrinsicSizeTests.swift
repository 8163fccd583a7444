import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

/// A custom view's intrinsic size comes from its own class, which a11ysim does not run: the size
/// Interface Builder measured by running a designable class, else the placeholder the designer gave
/// (docs/layout.md, "Intrinsic content sizes").
@Suite("Custom views take the intrinsic size Interface Builder measured or the designer gave")
@MainActor
struct DesignedIntrinsicSizeTests {
    @Test("A designable label takes its measured size; a placeholder sizes a custom view on its axis")
    func designedSizes() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="c1">
                <device id="retina6_0" orientation="portrait" appearance="light"/>
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="c1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v0">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <label text="Styled in code" customClass="StyledLabel" translatesAutoresizingMaskIntoConstraints="NO" id="styled">
                                    <rect key="frame" x="20" y="100" width="109.5" height="18"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <view placeholderIntrinsicWidth="200" placeholderIntrinsicHeight="infinite" customClass="ChartView" translatesAutoresizingMaskIntoConstraints="NO" id="chart">
                                    <rect key="frame" x="20" y="200" width="200" height="50"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="styled" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="20" id="k1"/>
                                <constraint firstItem="styled" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="100" id="k2"/>
                                <constraint firstItem="chart" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="20" id="k3"/>
                                <constraint firstItem="chart" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="200" id="k4"/>
                                <constraint firstItem="chart" firstAttribute="height" constant="50" id="k5"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene></scenes>
                <designables>
                    <designable name="styled">
                        <size key="intrinsicContentSize" width="109.5" height="18"/>
                    </designable>
                </designables>
            </document>
            """
        let result = try AutoLayoutTests.solve(text)
        // The label's class sets a smaller font than the file's 17 pt (which would measure about
        // 115 × 20.5): Interface Builder ran it and saved 109.5 × 18.
        #expect(try AutoLayoutTests.frame(result, "styled").frame == Rect(x: 20, y: 100, width: 109.5, height: 18))
        // 200 wide from the placeholder; no height of its own ("infinite"), so 50 from its constraint.
        let chart = try AutoLayoutTests.frame(result, "chart")
        #expect(chart.frame == Rect(x: 20, y: 200, width: 200, height: 50))
        #expect(chart.outcome == .solved)
    }
}
