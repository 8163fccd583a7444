import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

/// A storyboard designed on one phone laid out by its constraints on other devices (docs/layout.md,
/// "On another device"), each expected frame worked out by hand in the comments.
@Suite("A screen designed on one device is laid out by its constraints on another")
@MainActor
struct DeviceLayoutTests {
    /// Designed on a 390×844 phone: a label at the margins 20 pt below the safe area, a switch at the
    /// trailing margin 20 pt above the safe area's bottom, a box half the screen wide 8 pt below the label.
    static let designed = AutoLayoutTests.storyboard("""
        <label text="" translatesAutoresizingMaskIntoConstraints="NO" id="title">
            <rect key="frame" x="16" y="67" width="358" height="20.5"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        <switch translatesAutoresizingMaskIntoConstraints="NO" id="toggle"><rect key="frame" x="323" y="739" width="51" height="31"/></switch>
        <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0" y="95.5" width="195" height="100"/></view>
        """, constraints: """
        <constraint firstItem="title" firstAttribute="leading" secondItem="v0" secondAttribute="leadingMargin" id="k1"/>
        <constraint firstItem="v0" firstAttribute="trailingMargin" secondItem="title" secondAttribute="trailing" id="k2"/>
        <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="k3"/>
        <constraint firstItem="v0" firstAttribute="trailingMargin" secondItem="toggle" secondAttribute="trailing" id="k4"/>
        <constraint firstItem="safe" firstAttribute="bottom" secondItem="toggle" secondAttribute="bottom" constant="20" id="k5"/>
        <constraint firstItem="box" firstAttribute="leading" secondItem="v0" secondAttribute="leading" id="k6"/>
        <constraint firstItem="box" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" id="k7"/>
        <constraint firstItem="box" firstAttribute="width" secondItem="v0" secondAttribute="width" multiplier="0.5" id="k8"/>
        <constraint firstItem="box" firstAttribute="height" constant="100" id="k9"/>
        """).replacingOccurrences(of: "<label text=\"\"", with: "<label text=\"Title\"")

    /// The frames of the label, switch and box on `device`.
    static func frames(on device: Device) throws -> [String: Rect] {
        let url = try TestSupport.temporaryFile("device.storyboard", designed)
        let source = DeviceLayout.relayout(try DocumentLoader.load(url), on: device)
        let root = try #require(source.document.controllers.first?.content.rootView)
        #expect(root.frame?.size == device.screenSize)
        return Dictionary(uniqueKeysWithValues: root.subviews.compactMap { view in view.id.map { ($0, view.frame ?? .zero) } })
    }

    @Test("On a 375×667 phone with a home button: 20 pt of status bar, 16 pt margins")
    func smallPhone() throws {
        let frames = try Self.frames(on: Device(portraitSize: Size(width: 375, height: 667)))
        // Label: x 16, y 20 + 20, 375 − 32 wide, one 17 pt line (20.5).
        #expect(frames["title"] == Rect(x: 16, y: 40, width: 343, height: 20.5))
        // Switch: 51×31, its alignment rectangle's right edge at 375 − 16 (the frame 2 pt past it), bottom at 667 − 0 − 20.
        #expect(frames["toggle"] == Rect(x: 310, y: 616, width: 51, height: 31))
        // Box: half of 375, 8 below the label's bottom (60.5).
        #expect(frames["box"] == Rect(x: 0, y: 68.5, width: 187.5, height: 100))
    }

    @Test("On a 440×956 phone: 62 pt sensor housing, 34 pt home indicator, 20 pt margins")
    func largePhone() throws {
        let frames = try Self.frames(on: Device(portraitSize: Size(width: 440, height: 956)))
        #expect(frames["title"] == Rect(x: 20, y: 82, width: 400, height: 20.5))
        // Bottom at 956 − 34 − 20 = 902, so y 871; alignment rectangle's right edge at 420.
        #expect(frames["toggle"] == Rect(x: 371, y: 871, width: 51, height: 31))
        #expect(frames["box"] == Rect(x: 0, y: 110.5, width: 220, height: 100))
    }

    @Test("On a 820×1180 pad: 24 pt status bar, 20 pt home indicator and margins")
    func pad() throws {
        let frames = try Self.frames(on: Device(portraitSize: Size(width: 820, height: 1180), idiom: .pad))
        #expect(frames["title"] == Rect(x: 20, y: 44, width: 780, height: 20.5))
        // Bottom at 1180 − 20 − 20 = 1140, so y 1109.
        #expect(frames["toggle"] == Rect(x: 751, y: 1109, width: 51, height: 31))
        #expect(frames["box"] == Rect(x: 0, y: 72.5, width: 410, height: 100))
    }

    @Test("In landscape the phone has no status bar: the label moves up, the box is half of 844")
    func landscape() throws {
        let frames = try Self.frames(on: Device(orientation: .landscape))
        #expect(frames["title"]?.minY == 20)
        #expect(frames["box"] == Rect(x: 0, y: 48.5, width: 422, height: 100))
    }

    @Test("The loaded scene shows the solved frames; on the designed device the saved ones stay")
    func loadedScene() throws {
        let url = try TestSupport.temporaryFile("device.storyboard", Self.designed)
        let small = try SceneLoader.load(contentsOf: url, device: Device(portraitSize: Size(width: 375, height: 667)))
        let box = try #require(small.window.rootViewController?.view.subviews.last)
        #expect(box.frame == Rect(x: 0, y: 68.5, width: 187.5, height: 100))
        let designed = try SceneLoader.load(contentsOf: url)
        #expect(designed.window.rootViewController?.view.subviews.last?.frame == Rect(x: 0, y: 95.5, width: 195, height: 100))
    }

    @Test("A screen whose constraints do not solve keeps its saved frames, with a warning naming it")
    func unsolvedKeepsSavedFrames() throws {
        let text = AutoLayoutTests.storyboard("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="free"><rect key="frame" x="10" y="100" width="50" height="50"/></view>
            """, constraints: """
            <constraint firstItem="free" firstAttribute="leading" secondItem="v0" secondAttribute="leading" constant="10" id="k1"/>
            """)
        let url = try TestSupport.temporaryFile("free.storyboard", text)
        let source = DeviceLayout.relayout(try DocumentLoader.load(url), on: Device(portraitSize: Size(width: 375, height: 667)))
        #expect(source.document.controllers.first?.content.rootView?.subviews.first?.frame == Rect(x: 10, y: 100, width: 50, height: 50))
        #expect(source.warnings.contains { $0.message.contains("'c1' keeps the frames saved for the designed device") && $0.message.contains("'free'") })
    }
}
