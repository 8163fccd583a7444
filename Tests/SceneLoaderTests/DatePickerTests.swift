import Testing
@testable import SceneLoader
import AccessibilityTree

/// Issue 17, item 4: a storyboard date picker without a date shows a fixed, documented date, and its
/// wheels are elements VoiceOver reads by their values.
@MainActor
@Suite("Date pickers")
struct DatePickerTests {
    @Test("A storyboard date picker without <date> shows 1 January 2001 on wheels read as 'January, adjustable'")
    func storyboardWithoutDate() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    <datePicker contentMode="scaleToFill" datePickerMode="date" id="dp">
                                        <rect key="frame" x="0.0" y="200" width="390" height="216"/>
                                    </datePicker>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let scene = try SceneLoader.load(contentsOf: TestSupport.temporaryFile("Main.storyboard", xml))
        #expect(TestSupport.phrases(scene) == ["January, adjustable", "1, adjustable", "2001, adjustable"])
        #expect(DatePicker.defaultDate == (year: 2001, month: 1, day: 1, hour: 9, minute: 0))
    }
}
