import Testing
@testable import SceneLoader
import AccessibilityTree

/// Issue 16 item 5: a dynamic table whose `<sections/>` is present but empty shows one sample row
/// per prototype (docs/storyboards.md), and a prototype's segue fires from its sample row.
@MainActor
@Suite("Prototype tables with an empty sections element")
struct EmptySectionsTableTests {
    /// A navigation controller whose root table has two prototypes, "Inbox" (which shows the
    /// "Message" screen) and "Drafts", followed by an empty `<sections/>`.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="n1">
            <scenes>
                <scene sceneID="s1"><objects>
                    <navigationController id="n1" sceneMemberID="viewController">
                        <connections><segue destination="t1" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <tableViewController id="t1" title="Mailboxes" sceneMemberID="viewController">
                        <tableView key="view" dataMode="prototypes" style="plain" rowHeight="44" id="tv1">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <prototypes>
                                <tableViewCell reuseIdentifier="Mailbox" textLabel="l1" style="IBUITableViewCellStyleDefault" id="p1">
                                    <tableViewCellContentView key="contentView" id="cv1">
                                        <subviews><label text="Inbox" id="l1"/></subviews>
                                    </tableViewCellContentView>
                                    <connections><segue destination="m1" kind="show" id="g1"/></connections>
                                </tableViewCell>
                                <tableViewCell reuseIdentifier="Draft" textLabel="l2" style="IBUITableViewCellStyleDefault" id="p2">
                                    <tableViewCellContentView key="contentView" id="cv2">
                                        <subviews><label text="Drafts" id="l2"/></subviews>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                            <sections/>
                        </tableView>
                        <navigationItem key="navigationItem" title="Mailboxes" id="ni1"/>
                    </tableViewController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController id="m1" title="Message" sceneMemberID="viewController">
                        <view key="view" id="mv1">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews><label text="Hello" id="ml1"><rect key="frame" x="20" y="120" width="200" height="21"/></label></subviews>
                        </view>
                        <navigationItem key="navigationItem" title="Message" id="ni2"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test("Each prototype shows its sample row")
    func sampleRows() throws {
        let scene = try SceneLoader.load(contentsOf: TestSupport.temporaryFile("mail.storyboard", Self.storyboard))
        #expect(TestSupport.phrases(scene) == ["Mailboxes, heading", "Inbox", "Drafts"])
    }

    @Test("Activating a prototype's sample row performs its segue")
    func segueFires() throws {
        let scene = try SceneLoader.load(contentsOf: TestSupport.temporaryFile("mail.storyboard", Self.storyboard))
        TestSupport.tap(scene, "Inbox")
        #expect(TestSupport.phrases(scene) == ["Mailboxes, back button", "Message, heading", "Hello"])
    }
}
