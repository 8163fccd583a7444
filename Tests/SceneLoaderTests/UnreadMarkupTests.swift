import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

@Suite("Markup nothing reads is skipped before parsing, without moving anything else")
@MainActor
struct UnreadMarkupTests {
    /// `text` as the scan blanks it, with the constraint blocks read on the way; nil when nothing is blanked.
    static func blanked(_ text: String) -> (data: Data, constraintBlocks: [UnreadMarkup.ConstraintBlock])? {
        let data = Data(text.utf8)
        let unread = MarkupScan(data).unread
        return unread.blanked(data).map { ($0, unread.constraintBlocks) }
    }

    static let block = """
        <constraints>
                                <constraint firstItem="l1" firstAttribute="top" secondItem="v1" constant="20" id="k1"/>
                                <constraint firstAttribute="trailing" secondItem="l1" secondAttribute="trailing" id="k2"/>
                            </constraints>
        """

    /// A storyboard with `constraints` in a view holding the label "Before", and the label "After"
    /// below that view in the document.
    static func storyboard(constraints: String) -> String {
        BadInputTests.storyboard(view: """
            <view key="view" id="v0"><rect key="frame" x="0" y="0" width="390" height="844"/>
                <subviews>
                    <view id="v1"><rect key="frame" x="0" y="0" width="390" height="150"/>
                        <subviews>
                            <label text="Before" id="l1"><rect key="frame" x="20" y="100" width="200" height="21"/></label>
                        </subviews>
                        \(constraints)
                    </view>
                    <label text="After" id="l2"><rect key="frame" x="20" y="200" width="200" height="21"/></label>
                </subviews>
            </view>
            """)
    }

    @Test("A block of constraints becomes a marker and spaces; line breaks and every other byte stay where they were")
    func blanksInPlace() throws {
        let text = "<a>\n" + Self.block + "\n<b/></a>"
        let blanked = try #require(Self.blanked(text))
        let before = Array(text.utf8), after = Array(blanked.data)
        #expect(after.count == before.count)
        let result = String(decoding: after, as: UTF8.self)
        #expect(!result.contains("<constraint ") && !result.contains("firstItem"))
        #expect(result.contains("<constraints ") && result.contains(#"n="0"/>"#))
        #expect(zip(before, after).allSatisfy { ($0 == UInt8(ascii: "\n")) == ($1 == UInt8(ascii: "\n")) })
        #expect(result.hasPrefix("<a>\n") && result.hasSuffix("\n<b/></a>"))
        // The constraints are read on the way, with where each starts.
        let constraints = try #require(blanked.constraintBlocks.first).constraints
        #expect(constraints.map(\.attributes) == [
            ["firstItem": "l1", "firstAttribute": "top", "secondItem": "v1", "constant": "20", "id": "k1"],
            ["firstAttribute": "trailing", "secondItem": "l1", "secondAttribute": "trailing", "id": "k2"],
        ])
        #expect(constraints.map { before[$0.offset..<$0.offset + 11] } == Array(repeating: Array("<constraint".utf8)[...], count: 2))
        // Carriage returns, alone or before a newline, stay too, and so does every byte outside the block.
        let returns = "<a><constraints>\r\n<constraint id=\"k\"/>\r<constraint id=\"j\"/>\n</constraints></a>"
        let blankedReturns = Array(try #require(Self.blanked(returns)).data)
        for (index, byte) in Array(returns.utf8).enumerated() where index < 3 || index >= returns.utf8.count - 4
            || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n") {
            #expect(blankedReturns[index] == byte)
        }
    }

    @Test("A storyboard's constraints reach the view that holds them, at their lines")
    func constraintsUnderTheirView() throws {
        let text = Self.storyboard(constraints: Self.block)
        let url = try TestSupport.temporaryFile("a.storyboard", text)
        let root = try #require(try DocumentLoader.load(url).document.controllers.first?.content.rootView)
        let holder = try #require(root.subviews.first)
        #expect(holder.layout.constraints.map(\.id) == ["k1", "k2"])
        #expect(holder.layout.constraints.first?.constant == 20)
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains(#"id="k2""#) }.map { $0 + 1 }
        #expect(holder.layout.constraints.last?.mark.location?.line == line)
        #expect(root.layout.constraints.isEmpty)
    }

    @Test("Outlets are blanked, except a view outlet, which a xib's File's Owner names its view by")
    func outlets() throws {
        let text = """
            <connections>
                <outlet property="titleLabel" destination="l1" id="o1"/>
                <outlet property="view" destination="v1" id="o2"/>
            </connections>
            """
        let blanked = String(decoding: try #require(Self.blanked(text)).data, as: UTF8.self)
        #expect(!blanked.contains("titleLabel"))
        #expect(blanked.contains(#"<outlet property="view" destination="v1" id="o2"/>"#))
    }

    @Test("Autoresizing masks, points, nils and capabilities become spaces wherever they stand; a font description and layout guides stay")
    func blanksUnreadElements() throws {
        let text = """
            <dependencies><capability name="Safe area layout guides" minToolsVersion="9.0"/></dependencies>
            <label text="Hi" id="l1">
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <color key="textColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                <nil key="highlightedColor"/>
            </label>
            <layoutGuides><viewControllerLayoutGuide type="top" id="g1"/></layoutGuides>
            <point key="canvasLocation" x="140" y="133"/>
            """
        let blanked = String(decoding: try #require(Self.blanked(text)).data, as: UTF8.self)
        #expect(blanked.count == text.count)
        #expect(blanked.contains(#"<viewControllerLayoutGuide type="top" id="g1"/>"#), "constraints name the top layout guide")
        for name in ["autoresizingMask", "point", "nil", "capability"] {
            #expect(!blanked.contains("<" + name), "<\(name)> is left")
        }
        #expect(blanked.contains("<layoutGuides>"))
        #expect(blanked.contains("<dependencies>"))
        #expect(blanked.contains(#"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#), "the clipped-text rule reads a label's font")
        #expect(blanked.contains(#"<color key="textColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>"#))
    }

    @Test("Colours no rule reads become spaces; background, text and title colours stay")
    func blanksUnreadColors() throws {
        let text = """
            <button id="b1">
                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                <color key="tintColor" red="0" green="0.5" blue="1" alpha="1" colorSpace="calibratedRGB"/>
                <state key="normal" title="Go">
                    <color key="titleColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>
                    <color key="titleShadowColor" white="0.5" alpha="1" colorSpace="calibratedWhite"/>
                </state>
            </button>
            <label id="l1"><color key="highlightedColor" white="1" alpha="1" colorSpace="calibratedWhite"/></label>
            <switch id="s1"><color key="onTintColor" systemColor="systemGreenColor"/></switch>
            """
        let blanked = String(decoding: try #require(Self.blanked(text)).data, as: UTF8.self)
        #expect(blanked.count == text.count)
        for key in ["tintColor", "titleShadowColor", "highlightedColor", "onTintColor"] {
            #expect(!blanked.contains(#"key="\#(key)""#), "the \(key) is left")
        }
        for key in ["backgroundColor", "titleColor"] {
            #expect(blanked.contains(#"<color key="\#(key)""#), "the \(key) is gone")
        }
    }

    @Test("Markup that is not exactly what Interface Builder writes, or not markup, is left to the parser",
          arguments: [
            "<a><!-- <constraints><constraint id=\"k\"/></constraints> --></a>",
            "<a><![CDATA[<constraints><constraint id=\"k\"/></constraints>]]></a>",
            "<a><constraints><constraint id=\"a&amp;b\"/></constraints></a>",
            "<a><constraints><constraint id=\"k\"/><label/></constraints></a>",
            "<a><constraints><constraint id=\"k/></constraints></a>",
            "<a><constraints><constraint id='k'/></constraints></a>",
            "<a><constraints><constraint id=\"k\"></constraint></constraints></a>",
            "<a><constraint id=\"k\"/></a>",
            "<a><fontDescription key=\"fontDescription\" pointSize=\"17\"></fontDescription></a>",
            "<a><autoresizingMaskX key=\"x\"/></a>",
            "<a><nilable key=\"x\"/></a>",
            "<a><color key=\"tintColorful\" white=\"1\"/></a>",
            "<a><color key=\"tintColor\" white=\"1\"></color></a>",
            "<a><color white=\"1\" key=\"tintColor\"/></a>",
            "<a><!-- <autoresizingMask key=\"autoresizingMask\"/> --></a>",
          ])
    func leftAlone(text: String) {
        #expect(Self.blanked(text) == nil)
    }

    @Test("Elements after the constraints keep their lines and columns")
    func locationsUnchanged() throws {
        let text = Self.storyboard(constraints: Self.block)
        #expect(Self.blanked(text) != nil, "the storyboard's constraints are blanked")
        let scene = try SceneLoader.load(contentsOf: TestSupport.temporaryFile("a.storyboard", text))
        let after = try #require(TestSupport.element(scene, "After"))
        let location = try #require(scene.sourceLocation(of: after))
        let lines = text.components(separatedBy: "\n")
        let line = lines[location.line - 1]
        #expect(line.contains("text=\"After\""))
        #expect(location.column == line.distance(from: line.startIndex, to: try #require(line.firstIndex(of: "<"))) + 1)
        #expect(TestSupport.phrases(scene) == ["Before", "After"])
    }

    @Test("A malformed constraint is still reported where it is")
    func malformedConstraint() throws {
        let text = Self.storyboard(constraints: Self.block.replacingOccurrences(of: "constant=\"20\"", with: "constant=20"))
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("constant=20") }.map { $0 + 1 }
        #expect {
            try SceneLoader.load(contentsOf: TestSupport.temporaryFile("a.storyboard", text))
        } throws: { error in
            guard let error = error as? SceneLoadError else { return false }
            return error.message.contains("malformed XML") && error.location?.line == line
        }
    }
}
