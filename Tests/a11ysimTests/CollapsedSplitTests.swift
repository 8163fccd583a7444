import Foundation
import Testing

/// Issue 16 item 5: in a collapsed split view (a phone), `showDetail` pushes the detail onto the
/// primary column's navigation controller, whose back button VoiceOver lands on and whose pop
/// handles escape.
@Suite("Collapsed split view")
struct CollapsedSplitTests {
    /// A split view designed on a phone: the primary is a navigation controller with the "Inbox"
    /// screen, whose "Open message" button shows (showDetail) a navigation controller holding the
    /// "Message" screen.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="sp1">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1"><objects>
                    <splitViewController id="sp1" sceneMemberID="viewController">
                        <connections>
                            <segue destination="pn1" kind="relationship" relationship="masterViewController" id="r1"/>
                            <segue destination="dn1" kind="relationship" relationship="detailViewController" id="r2"/>
                        </connections>
                    </splitViewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <navigationController id="pn1" sceneMemberID="viewController">
                        <connections><segue destination="in1" kind="relationship" relationship="rootViewController" id="r3"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController id="in1" title="Inbox" sceneMemberID="viewController">
                        <view key="view" id="iv1">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <button id="ib1">
                                    <rect key="frame" x="20" y="120" width="200" height="44"/>
                                    <state key="normal" title="Open message"/>
                                    <connections><segue destination="dn1" kind="showDetail" id="g1"/></connections>
                                </button>
                            </subviews>
                        </view>
                        <navigationItem key="navigationItem" title="Inbox" id="ni1"/>
                    </viewController>
                </objects></scene>
                <scene sceneID="s4"><objects>
                    <navigationController id="dn1" sceneMemberID="viewController">
                        <connections><segue destination="ms1" kind="relationship" relationship="rootViewController" id="r4"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s5"><objects>
                    <viewController id="ms1" title="Message" sceneMemberID="viewController">
                        <view key="view" id="mv1">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews><label text="Hello" id="ml1"><rect key="frame" x="20" y="120" width="200" height="21"/></label></subviews>
                        </view>
                        <navigationItem key="navigationItem" title="Message" id="ni2"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test("showDetail lands VoiceOver on the primary's back button; escape pops, handled by the navigation controller")
    func showDetailPushesOntoPrimary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("mail.storyboard")
        try Self.storyboard.write(to: file, atomically: true, encoding: .utf8)
        let script = #"focus "Open message"; activate; expect "Inbox, back button"; escape; expect "Open message, button"; expect-screen Inbox"#
        let output = try CommandRunner.run(["run", file.path, "--speech", "off", "-c", script])
        #expect(output.status == 0, "\(output.stdout)\n\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        let escape = try #require(lines.firstIndex(of: "> escape"))
        #expect(lines[escape + 1].hasPrefix("(escape handled by UINavigationController"), "\(lines[escape + 1])")
        #expect(lines[escape + 1].hasSuffix("pops)"), "\(lines[escape + 1])")
    }
}
