import Testing
@testable import SceneLoader
import AccessibilityTree

/// The solver's fitting layout (docs/layout.md, "Self-sizing rows"): a root whose height is held at 0
/// at UIKit's fitting priority (50) rather than required, as `systemLayoutSizeFitting` with
/// `layoutFittingCompressedSize` holds a self-sizing cell's content view. Each height worked out by
/// hand (a label of 17 pt is 20.5 pt high).
@Suite("The fitting layout of a self-sizing view")
@MainActor
struct FittingLayoutTests {
    /// `subviews` and `constraints` in the root `v0`, solved 390 pt wide with its height fitting.
    /// With `fitsWidth`, its width fits too (a collection item of a layout that estimates sizes,
    /// docs/layout.md, "Self-sizing collection items").
    static func fitted(_ subviews: String, _ constraints: String, fitsWidth: Bool = false) throws -> LayoutResult {
        let url = try TestSupport.temporaryFile("fitting.storyboard", AutoLayoutTests.storyboard(subviews, constraints: constraints))
        let document = try DocumentLoader.load(url).document
        let root = try #require(document.controllers.first?.content.rootView)
        var environment = LayoutEnvironment(device: document.device ?? .phone, size: Size(width: fitsWidth ? 0 : 390, height: 0))
        environment.safeAreaInsets = .zero
        environment.fitsHeight = true
        environment.fitsWidth = fitsWidth
        environment.rootVerticalMargin = Metrics.tableCellVerticalMargin
        return ConstraintLayout.solve(root, in: environment)
    }

    static let label = """
        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
            <rect key="frame" x="16" y="0" width="358" height="5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """

    @Test("A label pinned 10 pt from the top and the bottom makes the root 10 + 20.5 + 10 = 40.5 pt high, the label at its text's height")
    func pinnedTopAndBottom() throws {
        let result = try Self.fitted(Self.label, """
            <constraint firstItem="title" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="10" id="k1"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="16" id="k2"/>
            <constraint firstItem="v0" firstAttribute="bottom" secondItem="title" secondAttribute="bottom" constant="10" id="k3"/>
            """)
        #expect(result.views.first?.frame == Rect(x: 0, y: 0, width: 390, height: 40.5))
        #expect(try AutoLayoutTests.frame(result, "title").frame.minY == 10)
        #expect(try AutoLayoutTests.frame(result, "title").frame.height == 20.5)
    }

    @Test("Pinned to the margins: the content view's 11 pt above and below, 11 + 20.5 + 11 = 42.5 pt")
    func margins() throws {
        let result = try Self.fitted(Self.label, """
            <constraint firstItem="title" firstAttribute="top" secondItem="v0" secondAttribute="topMargin" id="k1"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="v0" secondAttribute="leadingMargin" id="k2"/>
            <constraint firstItem="v0" firstAttribute="bottomMargin" secondItem="title" secondAttribute="bottom" id="k3"/>
            """)
        #expect(result.views.first?.frame.height == 42.5)
        #expect(try AutoLayoutTests.frame(result, "title").frame.minY == 11)
    }

    @Test("An inequality to the bottom: the smallest height it allows, 8 + 20.5 + 12 = 40.5 pt")
    func inequality() throws {
        let result = try Self.fitted(Self.label, """
            <constraint firstItem="title" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="8" id="k1"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="16" id="k2"/>
            <constraint firstItem="v0" firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="title" secondAttribute="bottom" constant="12" id="k3"/>
            """)
        #expect(result.views.first?.frame.height == 40.5)
    }

    @Test("Pinned to the top only: nothing holds the root up, so it fits at 0 pt (a self-sizing row then keeps its default)")
    func noHeight() throws {
        let result = try Self.fitted(Self.label, """
            <constraint firstItem="title" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="10" id="k1"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="16" id="k2"/>
            """)
        #expect(result.views.first?.frame.height == 0)
    }

    @Test("Width fitting too: a label 100 pt wide, 16 pt from the leading and trailing edges and 10 from the top and bottom, makes the root 16 + 100 + 16 = 132 by 40.5 pt")
    func widthAndHeight() throws {
        let label = Self.label.replacingOccurrences(of: "</label>", with: """
            <constraints><constraint firstAttribute="width" constant="100" id="w1"/></constraints>
            </label>
            """)
        let result = try Self.fitted(label, """
            <constraint firstItem="title" firstAttribute="top" secondItem="v0" secondAttribute="top" constant="10" id="k1"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="16" id="k2"/>
            <constraint firstItem="v0" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="16" id="k4"/>
            <constraint firstItem="v0" firstAttribute="bottom" secondItem="title" secondAttribute="bottom" constant="10" id="k3"/>
            """, fitsWidth: true)
        #expect(result.views.first?.frame == Rect(x: 0, y: 0, width: 132, height: 40.5))
        #expect(try AutoLayoutTests.frame(result, "title").frame == Rect(x: 16, y: 10, width: 100, height: 20.5))
    }
}
