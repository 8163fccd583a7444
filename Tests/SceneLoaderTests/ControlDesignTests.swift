import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

/// Switches, steppers and segmented controls take the sizes of the iOS whose Xcode saved the file,
/// and a switch's frame reaches 2 pt past the alignment rectangle its constraints place
/// (docs/layout.md, "Intrinsic content sizes").
@Suite("Controls take the sizes of the iOS of the Xcode that saved the file")
@MainActor
struct ControlDesignTests {
    /// A 390 pt wide screen with a switch pinned 20 pt from the right, 100 pt from the top, and a
    /// label from 20 pt on the left to 10 pt before the switch; a stepper and a segmented control of
    /// two segments pinned to the top left; saved by the Xcode whose Cocoa Touch plug-in is `plugin`.
    static func storyboard(plugin: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="c1">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(plugin)"/>
            </dependencies>
            <scenes><scene sceneID="s1"><objects>
                <viewController id="c1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v0">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                                <rect key="frame" x="321" y="100" width="51" height="31"/>
                            </switch>
                            <label text="Wi-Fi" translatesAutoresizingMaskIntoConstraints="NO" id="caption">
                                <rect key="frame" x="20" y="100" width="291" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                            <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="count">
                                <rect key="frame" x="20" y="200" width="94" height="32"/>
                            </stepper>
                            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="mode">
                                <rect key="frame" x="20" y="300" width="121" height="32"/>
                                <segments>
                                    <segment title="First"/>
                                    <segment title="Second"/>
                                </segments>
                            </segmentedControl>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="20" id="k1"/>
                            <constraint firstItem="toggle" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="100" id="k2"/>
                            <constraint firstItem="caption" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="20" id="k3"/>
                            <constraint firstItem="toggle" firstAttribute="leading" secondItem="caption" secondAttribute="trailing" constant="10" id="k4"/>
                            <constraint firstItem="caption" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="100" id="k5"/>
                            <constraint firstItem="count" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="20" id="k6"/>
                            <constraint firstItem="count" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="200" id="k7"/>
                            <constraint firstItem="mode" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="20" id="k8"/>
                            <constraint firstItem="mode" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="300" id="k9"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    @Test("Xcode 26: a switch 63×28 whose frame ends 18 pt from the edge it is pinned 20 pt from")
    func liquidGlass() throws {
        let result = try AutoLayoutTests.solve(Self.storyboard(plugin: "24063"))
        // Its alignment rectangle is 61 wide, 390 − 20 − 61 = 309 to 370; the frame 2 pt wider on the right.
        #expect(try AutoLayoutTests.frame(result, "toggle").frame == Rect(x: 309, y: 100, width: 63, height: 28))
        // The label ends 10 pt before the alignment rectangle: 309 − 10 − 20 = 279 wide.
        #expect(try AutoLayoutTests.frame(result, "caption").frame.width == 279)
        #expect(try AutoLayoutTests.frame(result, "count").frame.size == Size(width: 94, height: 32))
    }

    @Test("Xcode 11 to 16: a switch 51×31 whose frame ends 18 pt from the edge, a stepper 94×32, segments 32 high")
    func iOS13() throws {
        let result = try AutoLayoutTests.solve(Self.storyboard(plugin: "22504"))
        // Alignment rectangle 49 wide: 390 − 20 − 49 = 321; the frame 51 wide from there.
        #expect(try AutoLayoutTests.frame(result, "toggle").frame == Rect(x: 321, y: 100, width: 51, height: 31))
        // 321 − 10 − 20 = 291.
        #expect(try AutoLayoutTests.frame(result, "caption").frame.width == 291)
        #expect(try AutoLayoutTests.frame(result, "count").frame == Rect(x: 20, y: 200, width: 94, height: 32))
        #expect(try AutoLayoutTests.frame(result, "mode").frame.height == 32)
    }

    @Test("Xcode 5 to 10: a stepper 94×29, segments 29 high, a switch 51×31 with no alignment insets")
    func iOS7() throws {
        let result = try AutoLayoutTests.solve(Self.storyboard(plugin: "13772"))
        // 390 − 20 − 51 = 319.
        #expect(try AutoLayoutTests.frame(result, "toggle").frame == Rect(x: 319, y: 100, width: 51, height: 31))
        #expect(try AutoLayoutTests.frame(result, "count").frame == Rect(x: 20, y: 200, width: 94, height: 29))
        #expect(try AutoLayoutTests.frame(result, "mode").frame.height == 29)
    }
}
