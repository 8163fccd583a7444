import Foundation
import Testing
@testable import SceneLoader
import SwiftCodeReader
import AccessibilityTree

/// An Interface Builder file is read from disk once and scanned once (``MarkupScan``): the loader gets
/// its tree and its outlets together, and the app's code reaches views through those outlets without
/// the file being opened again (docs/code.md).
@Suite("Interface Builder files are read once, their outlets with their tree")
@MainActor
struct OnePassReadingTests {
    /// A storyboard whose controller `c1` (class `HomeViewController`) has the outlet `titleLabel` to
    /// its label, and a button leading to the storyboard `Second`.
    static let main = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="c1">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="c1" customClass="HomeViewController" sceneMemberID="viewController">
                        <view key="view" id="v1"><rect key="frame" x="0" y="0" width="390" height="844"/>
                            <subviews>
                                <label text="Title" id="l1"><rect key="frame" x="20" y="100" width="200" height="21"/></label>
                                <button id="b1"><rect key="frame" x="20" y="200" width="200" height="44"/>
                                    <state key="normal" title="More"/>
                                    <connections><segue destination="r1" kind="show" id="g1"/></connections>
                                </button>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="titleLabel" destination="l1" id="o1"/>
                        </connections>
                    </viewController>
                    <viewControllerPlaceholder storyboardName="Second" id="r1" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """

    /// The storyboard `Second`, whose controller `c2` (class `DetailViewController`) has the outlet
    /// `bodyLabel`.
    static let second = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="c2">
            <scenes>
                <scene sceneID="s2"><objects>
                    <viewController id="c2" customClass="DetailViewController" sceneMemberID="viewController">
                        <view key="view" id="v2"><rect key="frame" x="0" y="0" width="390" height="844"/>
                            <subviews>
                                <label text="Body" id="l2"><rect key="frame" x="20" y="100" width="200" height="21"/></label>
                            </subviews>
                        </view>
                        <connections>
                            <outlet property="bodyLabel" destination="l2" id="o2"/>
                        </connections>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    static let code = AppCodeReader.read(sources: [
        (path: "/app/Home.swift", text: """
            class HomeViewController: UIViewController {
                @IBOutlet var titleLabel: UILabel!
                override func viewDidLoad() { titleLabel.accessibilityLabel = "Welcome" }
            }
            class DetailViewController: UIViewController {
                @IBOutlet var bodyLabel: UILabel!
                override func viewDidLoad() { bodyLabel.accessibilityLabel = "Details" }
            }
            """),
    ], strings: [])

    @Test("Each file is read once, and the code's outlets reach their views in every file")
    func readOnce() throws {
        let folder = try TestSupport.temporaryFile("Main.storyboard", Self.main).deletingLastPathComponent()
        try Data(Self.second.utf8).write(to: folder.appendingPathComponent("Second.storyboard"))
        var reads: [String] = []
        var source = try DocumentLoader.load(folder) { url throws(SceneLoadError) in
            reads.append(url.lastPathComponent)
            return try InputFile.read(url)
        }
        #expect(source.outlets.outlets(of: "c1", in: folder.appendingPathComponent("Main.storyboard").path) == ["titleLabel": "l1"])
        var applier = CodeApplier(code: Self.code)
        applier.apply(to: &source)
        #expect(reads.sorted() == ["Main.storyboard", "Second.storyboard"], "every file once: \(reads)")
        let labels = source.document.controllers.flatMap { controller -> [String] in
            var labels: [String] = []
            controller.content.rootView?.forEachView { if let label = $0.accessibility.label { labels.append(label) } }
            return labels
        }
        #expect(labels.sorted() == ["Details", "Welcome"])
    }

    @Test("Outlets are found by the element that owns them: a controller, a custom view, a xib's File's Owner")
    func outletOwners() throws {
        let text = """
            <document>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
                    <connections>
                        <outlet property="view" destination="v1" id="o0"/>
                        <outlet property="nameLabel" destination="l1" id="o1"/>
                    </connections>
                </placeholder>
                <view id="v1" customClass="CardView">
                    <subviews><label text="A &gt; B" id="l1"/></subviews>
                    <connections>
                        <outlet property="caption" destination="l1" id="o2"/>
                    </connections>
                </view>
                <!-- <outlet property="commented" destination="x" id="o3"/> -->
            </document>
            """
        let scan = MarkupScan(Data(text.utf8))
        #expect(scan.outlets == ["FilesOwner": ["view": "v1", "nameLabel": "l1"], "v1": ["caption": "l1"]])
        #expect(scan.excess == nil && scan.declaration == nil)
    }
}

@Suite("One scan finds declarations, limits and unread markup wherever the old scanners did")
struct MarkupScanTests {
    @Test("A declaration is found in markup, in a comment, and after a start tag that never ends")
    func declarations() {
        #expect(MarkupScan(Data("<a><!DOCTYPE a></a>".utf8)).declaration == 3)
        #expect(MarkupScan(Data("<a><!-- <!ENTITY x \"y\"> --></a>".utf8)).declaration == 8)
        #expect(MarkupScan(Data("<a b=\"c></a><!ENTITY x>".utf8)).declaration == 12)
        #expect(MarkupScan(Data("<a><!-- hi! --></a>".utf8)).declaration == nil)
    }

    @Test("An excess before a declaration is kept, and the declaration found after it")
    func excessThenDeclaration() {
        let text = "<a " + (0...Limits.maximumAttributes).map { "a\($0)=\"v\"" }.joined(separator: " ") + "/><!DOCTYPE a>"
        let scan = MarkupScan(Data(text.utf8))
        #expect(scan.excess?.offset == 0)
        #expect(scan.declaration == text.utf8.count - "<!DOCTYPE a>".utf8.count)
    }

    @Test("Past a start tag that never ends, unread markup is still blanked as Interface Builder writes it, and no outlet is taken")
    func afterAnUnfinishedTag() {
        let text = "<a><b c=\"d/>\n<nil key=\"x\"/><connections><outlet property=\"p\" destination=\"q\" id=\"o\"/></connections></a>"
        let scan = MarkupScan(Data(text.utf8))
        #expect(scan.unread.ranges.count == 2, "the nil and the outlet")
        #expect(scan.outlets.isEmpty)
        #expect(scan.excess == nil)
    }
}
