import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

/// Switches, steppers and segmented controls take the sizes of the iOS whose Xcode saved the file,
/// and the frames of switches, sliders and segmented controls reach past the alignment rectangles
/// their constraints place (docs/layout.md, "Intrinsic content sizes").
@Suite("Controls take the sizes of the iOS of the Xcode that saved the file")
@MainActor
struct ControlDesignTests {
    /// A 390 pt wide screen with a switch pinned 20 pt from the right, 100 pt from the top, and a
    /// label from 20 pt on the left to 10 pt before the switch; a stepper and a segmented control of
    /// two segments pinned to the top left; saved by the Xcode whose Cocoa Touch plug-in is `plugin`.
    static func storyboard(plugin: String) -> String {
        document(plugin: plugin, content: """
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
        """)
    }

    /// A storyboard saved by the Xcode whose Cocoa Touch plug-in is `plugin`, of one controller whose
    /// 390×844 view holds `content` (its subviews and constraints).
    static func document(plugin: String, content: String) -> String {
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
        \(content)
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

    @Test("Xcode 5 to 10: a stepper 94×29, segments 29 high, a switch 51×31 whose frame ends 18 pt from the edge")
    func iOS7() throws {
        let result = try AutoLayoutTests.solve(Self.storyboard(plugin: "13772"))
        // The same alignment rectangle as from iOS 13: 390 − 20 − 49 = 321, the frame 51 wide from there.
        #expect(try AutoLayoutTests.frame(result, "toggle").frame == Rect(x: 321, y: 100, width: 51, height: 31))
        #expect(try AutoLayoutTests.frame(result, "caption").frame.width == 291)
        #expect(try AutoLayoutTests.frame(result, "count").frame == Rect(x: 20, y: 200, width: 94, height: 29))
        #expect(try AutoLayoutTests.frame(result, "mode").frame.height == 29)
    }

    /// A vertical stack 350 pt wide from (20, 100), 10 pt between its views: a segmented control, a
    /// slider and a label, saved by the Xcode whose Cocoa Touch plug-in is `plugin`.
    static func column(plugin: String) -> String {
        document(plugin: plugin, content: """
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                                <rect key="frame" x="20" y="100" width="350" height="112.5"/>
                                <subviews>
                                    <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="mode">
                                        <rect key="frame" x="0.0" y="0.0" width="350" height="32"/>
                                        <segments>
                                            <segment title="First"/>
                                            <segment title="Second"/>
                                        </segments>
                                    </segmentedControl>
                                    <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="level">
                                        <rect key="frame" x="-2" y="41" width="354" height="31"/>
                                    </slider>
                                    <label text="After" translatesAutoresizingMaskIntoConstraints="NO" id="after">
                                        <rect key="frame" x="0.0" y="81" width="350" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="column" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="20" id="k1"/>
                            <constraint firstAttribute="trailing" secondItem="column" secondAttribute="trailing" constant="20" id="k2"/>
                            <constraint firstItem="column" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="100" id="k3"/>
                        </constraints>
        """)
    }

    @Test("From iOS 13 a stack places a segmented control's frame 1 pt past its alignment rectangle below, a slider's 2 pt each side and 1 pt below")
    func alignmentRectanglesInAStack() throws {
        let result = try AutoLayoutTests.solve(Self.column(plugin: "22504"))
        // Alignment rectangle 100 to 131 (31 high); the frame 32 high.
        #expect(try AutoLayoutTests.frame(result, "mode").frame == Rect(x: 0, y: 0, width: 350, height: 32))
        // 131 + 10 = 141 in the root, 41 in the stack, 30 high: the frame from x −2, 354 × 31.
        #expect(try AutoLayoutTests.frame(result, "level").frame == Rect(x: -2, y: 41, width: 354, height: 31))
        // 41 + 30 + 10 = 81.
        #expect(try AutoLayoutTests.frame(result, "after").frame.minY == 81)
        #expect(try AutoLayoutTests.frame(result, "column").frame.height == 101.5)
    }

    @Test("In iOS 7–12 the same insets, around a 28 pt segmented control")
    func alignmentRectanglesInAStackOfIOS7() throws {
        let result = try AutoLayoutTests.solve(Self.column(plugin: "13772"))
        // Alignment rectangle 0 to 28; the frame 29 high; the slider from 28 + 10 = 38.
        #expect(try AutoLayoutTests.frame(result, "mode").frame == Rect(x: 0, y: 0, width: 350, height: 29))
        #expect(try AutoLayoutTests.frame(result, "level").frame == Rect(x: -2, y: 38, width: 354, height: 31))
        // 38 + 30 + 10 = 78.
        #expect(try AutoLayoutTests.frame(result, "after").frame.minY == 78)
    }

    @Test("A picker is 320×216 of its own: a stack that centres it is 320 wide")
    func pickerSize() throws {
        let result = try AutoLayoutTests.solve(Self.document(plugin: "22504", content: """
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                                <rect key="frame" x="20" y="100" width="320" height="236.5"/>
                                <subviews>
                                    <label text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                        <rect key="frame" x="139" y="0.0" width="42" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                                        <rect key="frame" x="0.0" y="20.5" width="320" height="216"/>
                                    </pickerView>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="column" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="20" id="k1"/>
                            <constraint firstItem="column" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="100" id="k2"/>
                        </constraints>
        """))
        // The stack hugs its widest view, the picker: 320; the label (one line of 17 pt) above it.
        #expect(try AutoLayoutTests.frame(result, "column").frame == Rect(x: 20, y: 100, width: 320, height: 236.5))
        #expect(try AutoLayoutTests.frame(result, "picker").frame == Rect(x: 0, y: 20.5, width: 320, height: 216))
        let title = try AutoLayoutTests.frame(result, "title").frame
        #expect(title.minX + title.width / 2 == 160)
    }
}
