import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

/// Interface Builder constraints solved on the designed phone (retina6_0: 390×844 pt, safe area 47 pt
/// above and 34 below, 16 pt system margins), each expected frame worked out by hand in the comments.
@Suite("Auto Layout places views as UIKit does")
@MainActor
struct AutoLayoutTests {
    /// A storyboard whose controller's root view `v0` holds `subviews` and `constraints`.
    static func storyboard(_ subviews: String, constraints: String, guides: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="c1">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <scenes><scene sceneID="s1"><objects>
                <viewController id="c1" sceneMemberID="viewController">
                    \(guides)
                    <view key="view" contentMode="scaleToFill" id="v0">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
        \(subviews)
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
        \(constraints)
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    /// Loads `text` and solves its controller's root view on the designed device.
    static func solve(_ text: String) throws -> LayoutResult {
        let url = try TestSupport.temporaryFile("layout.storyboard", text)
        let document = try DocumentLoader.load(url).document
        let root = try #require(document.controllers.first?.content.rootView)
        return ConstraintLayout.solve(root, in: LayoutEnvironment(device: document.device ?? .phone))
    }

    static func frame(_ result: LayoutResult, _ id: String) throws -> LayoutResult.ViewFrame {
        try #require(result.views.first { $0.id == id }, "no view '\(id)'")
    }

    @Test("A label pinned to the margins and the safe area takes the width between and its text's height")
    func labelInMargins() throws {
        let result = try Self.solve(Self.storyboard("""
            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="16" y="67" width="358" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: """
            <constraint firstItem="title" firstAttribute="leading" secondItem="v0" secondAttribute="leadingMargin" id="k1"/>
            <constraint firstItem="v0" firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="k2"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="k3"/>
            """))
        let title = try Self.frame(result, "title")
        // x: the 16 pt margin; y: 47 pt of safe area + 20; width: 390 − 2 × 16; height: 17 × 1.193 rounded up to the half point.
        #expect(title.outcome == .solved)
        #expect(title.frame == Rect(x: 16, y: 67, width: 358, height: 20.5))
        #expect(result.warnings.isEmpty)
    }

    @Test("A button's content insets widen and heighten it around its image")
    func buttonContentInsets() throws {
        let text = Self.storyboard("""
            <button translatesAutoresizingMaskIntoConstraints="NO" id="add">
                <rect key="frame" x="332" y="100" width="42" height="42"/>
                <inset key="contentEdgeInsets" minX="10" minY="10" maxX="10" maxY="10"/>
                <state key="normal" image="plus"/>
            </button>
            """, constraints: """
            <constraint firstItem="v0" firstAttribute="trailingMargin" secondItem="add" secondAttribute="trailing" id="k1"/>
            <constraint firstItem="add" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="100" id="k2"/>
            """).replacingOccurrences(of: "</document>", with: "<resources><image name=\"plus\" width=\"22\" height=\"22\"/></resources></document>")
        // The 22 pt image with 10 pt on every side: 42×42, its right edge at 390 − 16.
        #expect(try Self.frame(try Self.solve(text), "add").frame == Rect(x: 332, y: 100, width: 42, height: 42))
    }

    @Test("Controls take their UIKit sizes; centres, multipliers and ratios relate views")
    func intrinsicSizesAndMultipliers() throws {
        let result = try Self.solve(Self.storyboard("""
            <switch translatesAutoresizingMaskIntoConstraints="NO" id="toggle"><rect key="frame" x="323" y="100" width="51" height="31"/></switch>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="half"><rect key="frame" x="0" y="200" width="195" height="109.5"/></view>
            <stepper translatesAutoresizingMaskIntoConstraints="NO" id="step"><rect key="frame" x="148" y="400" width="94" height="32"/></stepper>
            <activityIndicatorView style="whiteLarge" translatesAutoresizingMaskIntoConstraints="NO" id="spin"><rect key="frame" x="16" y="500" width="37" height="37"/></activityIndicatorView>
            """, constraints: """
            <constraint firstItem="v0" firstAttribute="trailingMargin" secondItem="toggle" secondAttribute="trailing" id="k1"/>
            <constraint firstItem="toggle" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="100" id="k2"/>
            <constraint firstItem="half" firstAttribute="width" secondItem="v0" secondAttribute="width" multiplier="0.5" id="k3"/>
            <constraint firstItem="half" firstAttribute="width" secondItem="half" secondAttribute="height" multiplier="16:9" id="k4"/>
            <constraint firstItem="half" firstAttribute="leading" secondItem="v0" secondAttribute="leading" id="k5"/>
            <constraint firstItem="half" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="200" id="k6"/>
            <constraint firstItem="step" firstAttribute="centerX" secondItem="v0" secondAttribute="centerX" id="k7"/>
            <constraint firstItem="step" firstAttribute="centerY" secondItem="v0" secondAttribute="centerY" constant="-6" id="k8"/>
            <constraint firstItem="spin" firstAttribute="leading" secondItem="v0" secondAttribute="leadingMargin" id="k9"/>
            <constraint firstItem="spin" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="500" id="k10"/>
            """))
        // The switch: 51×31, its alignment rectangle (49 wide, docs/layout.md) ending at 390 − 16, its frame 2 pt past it.
        #expect(try Self.frame(result, "toggle").frame == Rect(x: 325, y: 100, width: 51, height: 31))
        // Half the root's width, 195; 16:9, so 195 × 9 / 16 = 109.6875 high.
        #expect(try Self.frame(result, "half").frame == Rect(x: 0, y: 200, width: 195, height: 109.6875))
        // The stepper, 94×32, centred: x = 195 − 47, y = 422 − 6 − 16.
        #expect(try Self.frame(result, "step").frame == Rect(x: 148, y: 400, width: 94, height: 32))
        // A large activity indicator is 37 pt square (a medium one 20), at the leading margin.
        #expect(try Self.frame(result, "spin").frame == Rect(x: 16, y: 500, width: 37, height: 37))
    }

    @Test("Priorities decide between constraints that disagree; placeholders are removed")
    func priorities() throws {
        let result = try Self.solve(Self.storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="20" y="100" width="120" height="44"/></view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="100" id="k2"/>
            <constraint firstItem="box" firstAttribute="height" constant="44" id="k3"/>
            <constraint firstItem="box" firstAttribute="width" constant="300" priority="250" id="k4"/>
            <constraint firstItem="box" firstAttribute="width" relation="lessThanOrEqual" constant="120" priority="750" id="k5"/>
            <constraint firstItem="box" firstAttribute="width" constant="10" placeholder="YES" id="k6"/>
            """))
        // 750 beats 250: 120 wide; the placeholder's 10 never applies.
        let box = try Self.frame(result, "box")
        #expect(box.outcome == .solved)
        #expect(box.frame == Rect(x: 20, y: 100, width: 120, height: 44))
    }

    @Test("The old top layout guide is the bottom of the status bar")
    func topLayoutGuide() throws {
        let result = try Self.solve(Self.storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0" y="55" width="390" height="44"/></view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="bottom" constant="8" id="k1"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="v0" secondAttribute="leading" id="k2"/>
            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="k3"/>
            <constraint firstItem="box" firstAttribute="height" constant="44" id="k4"/>
            """, guides: """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="top"/>
                <viewControllerLayoutGuide type="bottom" id="bottom"/>
            </layoutGuides>
            """))
        // 47 pt of safe area, then 8.
        #expect(try Self.frame(result, "box").frame == Rect(x: 0, y: 55, width: 390, height: 44))
    }

    @Test("A stack view arranges its views; a hidden one collapses")
    func stackView() throws {
        let result = try Self.solve(Self.storyboard("""
            <stackView distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="20" y="100" width="300" height="40"/>
                <subviews>
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="one"><rect key="frame" x="0" y="0" width="145" height="40"/>
                        <state key="normal" title="One"/></button>
                    <button hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="hidden"><rect key="frame" x="0" y="0" width="0" height="40"/>
                        <state key="normal" title="Hidden"/></button>
                    <button translatesAutoresizingMaskIntoConstraints="NO" id="two"><rect key="frame" x="155" y="0" width="145" height="40"/>
                        <state key="normal" title="Two"/></button>
                </subviews>
            </stackView>
            <stackView axis="vertical" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="column">
                <rect key="frame" x="20" y="200" width="350" height="59"/>
                <subviews>
                    <switch translatesAutoresizingMaskIntoConstraints="NO" id="toggle"><rect key="frame" x="149.5" y="0" width="51" height="31"/></switch>
                    <progressView translatesAutoresizingMaskIntoConstraints="NO" id="bar"><rect key="frame" x="0" y="39" width="350" height="4"/></progressView>
                </subviews>
            </stackView>
            """, constraints: """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="100" id="k2"/>
            <constraint firstItem="stack" firstAttribute="width" constant="300" id="k3"/>
            <constraint firstItem="stack" firstAttribute="height" constant="40" id="k4"/>
            <constraint firstItem="column" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="20" id="k5"/>
            <constraint firstItem="column" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="200" id="k6"/>
            <constraint firstItem="column" firstAttribute="width" constant="350" id="k7"/>
            <constraint firstItem="bar" firstAttribute="width" secondItem="column" secondAttribute="width" id="k8"/>
            """))
        // (300 − 10) / 2 = 145 each; the second starts at 145 + 10.
        #expect(try Self.frame(result, "one").frame == Rect(x: 0, y: 0, width: 145, height: 40))
        #expect(try Self.frame(result, "two").frame == Rect(x: 155, y: 0, width: 145, height: 40))
        // Its alignment rectangle centred in 350: (350 − 49) / 2 = 150.5; the bar 31 + 8 below; the column hugs them: 31 + 8 + 4.
        #expect(try Self.frame(result, "toggle").frame == Rect(x: 150.5, y: 0, width: 51, height: 31))
        #expect(try Self.frame(result, "bar").frame == Rect(x: 0, y: 39, width: 350, height: 4))
        #expect(try Self.frame(result, "column").frame == Rect(x: 20, y: 200, width: 350, height: 43))
    }

    @Test("A contradiction and a missing constraint keep the saved frame, with a warning naming the view")
    func fallbacks() throws {
        let result = try Self.solve(Self.storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="torn"><rect key="frame" x="10" y="10" width="100" height="50"/></view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="loose"><rect key="frame" x="30" y="300" width="80" height="80"/></view>
            <view id="frames"><rect key="frame" x="5" y="600" width="70" height="20"/></view>
            """, constraints: """
            <constraint firstItem="torn" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="10" id="k1"/>
            <constraint firstItem="torn" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="10" id="k2"/>
            <constraint firstItem="torn" firstAttribute="height" constant="50" id="k3"/>
            <constraint firstItem="torn" firstAttribute="width" constant="100" id="k4"/>
            <constraint firstItem="torn" firstAttribute="width" constant="200" id="k5"/>
            <constraint firstItem="loose" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="30" id="k6"/>
            <constraint firstItem="loose" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="300" id="k7"/>
            """))
        let torn = try Self.frame(result, "torn"), loose = try Self.frame(result, "loose"), frames = try Self.frame(result, "frames")
        #expect(torn.outcome == .unsatisfiable && torn.frame == Rect(x: 10, y: 10, width: 100, height: 50))
        #expect(loose.outcome == .ambiguous && loose.frame == Rect(x: 30, y: 300, width: 80, height: 80))
        #expect(frames.outcome == .autoresizing && frames.frame == Rect(x: 5, y: 600, width: 70, height: 20))
        let messages = result.warnings.map(\.message)
        #expect(messages.contains { $0.contains("'torn'") && $0.contains("'k5'") && $0.contains("contradicts") })
        #expect(messages.contains { $0.contains("'loose'") && $0.contains("width, height") })
        #expect(result.warnings.allSatisfy { $0.location?.line != nil })
    }

    @Test("Solved on a larger phone, views pinned to both margins stretch and centred ones stay centred")
    func anotherDevice() throws {
        let text = Self.storyboard("""
            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                <rect key="frame" x="16" y="67" width="358" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <switch translatesAutoresizingMaskIntoConstraints="NO" id="toggle"><rect key="frame" x="169.5" y="406.5" width="51" height="31"/></switch>
            """, constraints: """
            <constraint firstItem="title" firstAttribute="leading" secondItem="v0" secondAttribute="leadingMargin" id="k1"/>
            <constraint firstItem="v0" firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="k2"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="k3"/>
            <constraint firstItem="toggle" firstAttribute="centerX" secondItem="v0" secondAttribute="centerX" id="k4"/>
            <constraint firstItem="toggle" firstAttribute="centerY" secondItem="v0" secondAttribute="centerY" id="k5"/>
            """)
        let url = try TestSupport.temporaryFile("device.storyboard", text)
        let root = try #require(try DocumentLoader.load(url).document.controllers.first?.content.rootView)
        // iPhone 14 Pro Max (430×932): 59 pt of sensor housing, 20 pt margins on a phone this wide.
        let large = ConstraintLayout.solve(root, in: LayoutEnvironment(device: Device(portraitSize: Size(width: 430, height: 932))))
        #expect(try Self.frame(large, "title").frame == Rect(x: 20, y: 79, width: 390, height: 20.5))
        #expect(try Self.frame(large, "toggle").frame == Rect(x: 190.5, y: 450.5, width: 51, height: 31))
        // iPhone SE (320×568): 20 pt of status bar, 16 pt margins.
        let small = ConstraintLayout.solve(root, in: LayoutEnvironment(device: Device(portraitSize: Size(width: 320, height: 568))))
        #expect(try Self.frame(small, "title").frame == Rect(x: 16, y: 40, width: 288, height: 20.5))
        #expect(try Self.frame(small, "toggle").frame == Rect(x: 135.5, y: 268.5, width: 51, height: 31))
    }

    @Test("A label of several lines takes the lines its text needs at the width it is given")
    func wrappingLabel() throws {
        let text = String(repeating: "a", count: 60)
        let result = try Self.solve(Self.storyboard("""
            <label text="\(text)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="long">
                <rect key="frame" x="16" y="100" width="358" height="41"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: """
            <constraint firstItem="long" firstAttribute="leading" secondItem="v0" secondAttribute="leadingMargin" id="k1"/>
            <constraint firstItem="v0" firstAttribute="trailingMargin" secondItem="long" secondAttribute="trailing" id="k2"/>
            <constraint firstItem="long" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="100" id="k3"/>
            """))
        // 60 × 0.55 em × 17 pt = 561 pt of text in 358 pt: two lines, 2 × 17 × 1.193 = 40.56, rounded up to 41.
        #expect(try Self.frame(result, "long").frame == Rect(x: 16, y: 100, width: 358, height: 41))
    }

    @Test("Edges of a scroll view related to its content are the content's: the content outgrows the frame")
    func scrollViewContent() throws {
        let result = try Self.solve(Self.storyboard("""
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0" y="0" width="390" height="844"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="content"><rect key="frame" x="0" y="0" width="390" height="1000"/></view>
                </subviews>
                <constraints>
                    <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="s1"/>
                    <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="s2"/>
                    <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="s3"/>
                    <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="s4"/>
                    <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="s5"/>
                    <constraint firstItem="content" firstAttribute="height" constant="1000" id="s6"/>
                </constraints>
            </scrollView>
            """, constraints: """
            <constraint firstItem="scroll" firstAttribute="top" secondItem="v0" secondAttribute="top" id="k1"/>
            <constraint firstItem="scroll" firstAttribute="leading" secondItem="v0" secondAttribute="leading" id="k2"/>
            <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="k3"/>
            <constraint firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="k4"/>
            """))
        // Had the bottom edge been the frame's, 1000 pt of content could not end at 844.
        #expect(try Self.frame(result, "scroll").frame == Rect(x: 0, y: 0, width: 390, height: 844))
        let content = try Self.frame(result, "content")
        #expect(content.outcome == .solved)
        #expect(content.frame == Rect(x: 0, y: 0, width: 390, height: 1000))
        #expect(result.warnings.isEmpty)
    }

    @Test("Baselines line up text of different sizes")
    func baselines() throws {
        let result = try Self.solve(Self.storyboard("""
            <label text="Small" translatesAutoresizingMaskIntoConstraints="NO" id="small">
                <rect key="frame" x="20" y="100" width="44" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <label text="Big" translatesAutoresizingMaskIntoConstraints="NO" id="big">
                <rect key="frame" x="100" y="83.5" width="60" height="41"/>
                <fontDescription key="fontDescription" type="system" pointSize="34"/>
            </label>
            """, constraints: """
            <constraint firstItem="small" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="20" id="k1"/>
            <constraint firstItem="small" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="100" id="k2"/>
            <constraint firstItem="big" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="100" id="k3"/>
            <constraint firstItem="big" firstAttribute="lastBaseline" secondItem="small" secondAttribute="lastBaseline" id="k4"/>
            """))
        // The small baseline: the label's centre (100 + 20.5 / 2) plus half of 17 × 1.193 less the
        // descender 17 × 0.241 = 116.29; the big label, 41 high, has its baseline 20.5 + 20.28 − 8.19
        // = 32.59 below its top, so its top is at 83.71.
        let big = try Self.frame(result, "big")
        #expect(big.outcome == .solved)
        #expect(abs(big.frame.minY - 83.7065) < 0.001)
        #expect(big.frame.height == 41)
    }

    /// A navigation controller (its bar hidden or not) whose root pushes a second controller.
    static func pushStoryboard(barHidden: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav">
            <device id="retina6_0" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s0"><objects>
                    <navigationController navigationBarHidden="\(barHidden ? "YES" : "NO")" id="nav" sceneMemberID="viewController">
                        <connections><segue destination="first" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s1"><objects>
                    <viewController id="first" sceneMemberID="viewController">
                        <view key="view" id="v1"><rect key="frame" x="0" y="0" width="390" height="844"/>
                            <subviews>
                                <button id="go"><rect key="frame" x="20" y="100" width="100" height="30"/>
                                    <state key="normal" title="Go"/>
                                    <connections><segue destination="second" kind="show" id="p1"/></connections>
                                </button>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" title="First" id="n1"/>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="second" sceneMemberID="viewController">
                        <view key="view" id="v2"><rect key="frame" x="0" y="0" width="390" height="844"/>
                            <subviews>
                                <label text="Top" translatesAutoresizingMaskIntoConstraints="NO" id="top">
                                    <rect key="frame" x="0" y="47" width="390" height="20.5"/>
                                </label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe2"/>
                            <constraints>
                                <constraint firstItem="top" firstAttribute="top" secondItem="safe2" secondAttribute="top" id="t1"/>
                                <constraint firstItem="top" firstAttribute="leading" secondItem="v2" secondAttribute="leading" id="t2"/>
                                <constraint firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="t3"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="Second" id="n2"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    @Test("A pushed controller sits under its stack's navigation bar, or under none when the stack hides it")
    func pushedUnderTheStacksBar() throws {
        for (hidden, top) in [(true, 47.0), (false, 91.0)] {
            let url = try TestSupport.temporaryFile("push.storyboard", Self.pushStoryboard(barHidden: hidden))
            let document = try DocumentLoader.load(url).document
            let second = try #require(document.controller("second"))
            let root = try #require(second.content.rootView)
            // 47 pt of status bar and sensor housing, and the 44 pt navigation bar when it shows.
            let result = ConstraintLayout.solve(root, in: DesignedLayout.environment(for: second, in: document, device: document.device ?? .phone))
            #expect(try Self.frame(result, "top").frame.minY == top, "navigation bar hidden: \(hidden)")
        }
    }
}
