import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree
import SwiftCodeReader

/// A storyboard laid out at another text size (docs/layout.md, "Dynamic Type"), and what that size
/// breaks, on the fixture `dynamic-type.storyboard` (its comment says what goes wrong at AX5).
@Suite("Text styles scale with the content size category, and the layout follows")
@MainActor
struct ContentSizeLayoutTests {
    static let fixture = "Tests/SceneLoaderTests/Fixtures/dynamic-type.storyboard"

    static func views(at category: ContentSizeCategory) throws -> [String: ViewSpec] {
        var device = Device.phone
        device.preferredContentSizeCategory = category
        let source = DeviceLayout.relayout(try DocumentLoader.load(URL(fileURLWithPath: fixture)), on: device)
        let root = try #require(source.document.controllers.first?.content.rootView)
        return Dictionary(uniqueKeysWithValues: root.subviews.compactMap { view in view.id.map { ($0, view) } })
    }

    static func font(_ view: ViewSpec?) -> Double? {
        guard case .label(let label)? = view?.kind else { return nil }
        return label.font?.pointSize
    }

    @Test("At the default size the saved frames stay; at AX5 labels that adjust take Apple's sizes")
    func fontsScale() throws {
        let large = try Self.views(at: .large)
        #expect(large["name"]?.frame == Rect(x: 16, y: 121, width: 44, height: 20.5))
        #expect(Self.font(large["heading"]) == 28)
        let largest = try Self.views(at: .largest)
        #expect(Self.font(largest["heading"]) == 58)
        #expect(Self.font(largest["name"]) == 53)
        // A fixed 17 pt font, and a text style on a label that does not adjust, keep their size.
        #expect(Self.font(largest["fixed"]) == 17)
        #expect(Self.font(largest["styled"]) == 17)
    }

    @Test("At AX5 the layout follows the text: lines of 53 pt are 63.5 pt high, the views below move down")
    func framesFollow() throws {
        let views = try Self.views(at: .largest)
        // Heading: 47 + 20 from the top, 200 wide by its constraint, one 58 pt line (58 × 1.193 = 69.2 → 69.5).
        #expect(views["heading"]?.frame == Rect(x: 16, y: 67, width: 200, height: 69.5))
        // Name: 20 below the heading's bottom (136.5), one 53 pt line.
        #expect(views["name"]?.frame?.minY == 156.5)
        #expect(views["name"]?.frame?.height == 63.5)
        // Note stays 30 below Name's top, so they overlap.
        #expect(views["note"]?.frame?.minY == 186.5)
    }

    @Test("The check finds the cut-off heading, Note over Name, and Continue and the story pushed off the screen")
    func problems() throws {
        let source = try DocumentLoader.load(URL(fileURLWithPath: Self.fixture))
        let report = ContentSizeCheck.report(source, on: .phone, at: .largest)
        #expect(report.unchecked.isEmpty)
        func kinds(line: Int) -> [ContentSizeProblem.Kind] {
            report.problems.filter { $0.key.line == line }.flatMap(\.value).map(\.kind)
        }
        #expect(kinds(line: 17) == [.truncated(lines: 2, shown: 1)])
        guard case .overlaps(let other, let where_)? = kinds(line: 25).first else {
            Issue.record("Note does not overlap: \(kinds(line: 25))")
            return
        }
        #expect(other == "the label \"Name\"")
        #expect(where_?.line == 21)
        #expect(kinds(line: 41) == [.outside(container: nil)])
        #expect(kinds(line: 37) == [.outside(container: nil)])
        // Nothing else: Name, Fixed and Styled fit, and nothing is wrong at the default size.
        #expect(report.problems.keys.map(\.line).sorted() == [17, 25, 37, 41])
        #expect(ContentSizeCheck.report(source, on: .phone, at: .large).problems.isEmpty)
        // A smaller size breaks nothing here.
        #expect(ContentSizeCheck.report(source, on: .phone, at: .extraSmall).problems.isEmpty)
    }

    @Test("A screen whose constraints leave a view free is not checked, and the warning says so")
    func unchecked() throws {
        let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
            .replacingOccurrences(of: #"<constraint firstItem="go" firstAttribute="top" secondItem="story" secondAttribute="bottom" constant="20" id="k16"/>"#, with: "")
        let url = try TestSupport.temporaryFile("free.storyboard", text)
        let report = ContentSizeCheck.report(try DocumentLoader.load(url), on: .phone, at: .largest)
        #expect(report.unchecked == ["c1"])
        #expect(report.problems.isEmpty)
        #expect(report.warnings(at: .largest).first?.message.contains("is not checked on 1 screen") == true)
    }
}

/// A font the app's code sets: a text style's (`preferredFont(forTextStyle:)`) and whether the label
/// adjusts are read when the code gives them on every path; any other font is known only when the
/// app runs, and the label's text size is not judged.
@Suite("A label's font and adjustsFontForContentSizeCategory set in code")
@MainActor
struct CodeSetFontTests {
    /// The fixture's fixed 17 pt label `fixed` after `viewDidLoad` runs `body`; the spec and the live label.
    static func fixedLabel(_ body: String) throws -> (LabelSpec, Label?) {
        let text = try String(contentsOfFile: ContentSizeLayoutTests.fixture, encoding: .utf8)
            .replacingOccurrences(of: #"<viewController title="Summary" id="c1" sceneMemberID="viewController">"#,
                                  with: #"<viewController title="Summary" id="c1" customClass="SummaryViewController" sceneMemberID="viewController"><connections><outlet property="fixedLabel" destination="fixed" id="o1"/></connections>"#)
        let url = try TestSupport.temporaryFile("code-font.storyboard", text)
        var source = try DocumentLoader.load(url)
        var applier = CodeApplier(code: AppCodeReader.read(sources: [(path: "/app/Summary.swift", text: """
            class SummaryViewController: UIViewController {
                @IBOutlet var fixedLabel: UILabel!
                var compact = false
                override func viewDidLoad() {
            \(body)
                }
            }
            """)], strings: []))
        applier.apply(to: &source)
        let root = try #require(source.document.controllers.first?.content.rootView)
        let fixed = try #require(root.subviews.first { $0.id == "fixed" })
        guard case .label(let label) = fixed.kind else { throw CodeSetFontError.notALabel }
        let scene = SceneBuilder.build(source, positions: SceneDocument.ControllerPositions(source.document), device: nil)
        let live = scene.application.keyWindow?.rootViewController?.view.subviews.compactMap { $0 as? Label }.first { $0.text == "Fixed" }
        return (label, live)
    }

    enum CodeSetFontError: Error { case notALabel }

    @Test("fixedLabel.font = .preferredFont(forTextStyle: .body) and adjustsFontForContentSizeCategory = true: Body, 53 pt at AX5")
    func textStyleThatAdjusts() throws {
        let (label, live) = try Self.fixedLabel("""
                fixedLabel.font = .preferredFont(forTextStyle: .body)
                fixedLabel.adjustsFontForContentSizeCategory = true
            """)
        #expect(!label.fontSetInCode)
        #expect(label.font == Font.preferred(.body) && label.adjustsFontForContentSizeCategory)
        var view = ViewSpec(kind: .label(label))
        view = ContentSizeLayout.scaled(view, to: .largest)
        guard case .label(let scaled) = view.kind else { return }
        #expect(scaled.font?.pointSize == 53)
        #expect(live?.font?.textStyle == .body && live?.adjustsFontForContentSizeCategory == true)
    }

    @Test("UIFont.preferredFont(forTextStyle: .headline) without adjusting: a text style that keeps its size, for the rules to judge")
    func textStyleThatDoesNotAdjust() throws {
        let (label, live) = try Self.fixedLabel("""
                fixedLabel.font = UIFont.preferredFont(forTextStyle: .headline)
            """)
        #expect(!label.fontSetInCode && label.font == Font.preferred(.headline) && !label.adjustsFontForContentSizeCategory)
        #expect(live?.font?.textStyle == .headline && live?.adjustsFontForContentSizeCategory == false)
    }

    @Test("A font the code computes, or sets on some paths only, is unknown: the rules do not judge it")
    func unknownFonts() throws {
        for body in ["        fixedLabel.font = Theme.bodyFont",
                     "        if compact { fixedLabel.font = .preferredFont(forTextStyle: .body) }",
                     "        fixedLabel.adjustsFontForContentSizeCategory = compact"] {
            let (label, live) = try Self.fixedLabel(body)
            #expect(label.fontSetInCode, "\(body)")
            #expect(live?.font == nil, "\(body): unknown, so not judged")
        }
    }
}

/// A scroll view whose content is given a fixed height: the text grows, the content does not.
@Suite("A control pushed past the end of its scroll view's content at a larger text size")
@MainActor
struct ScrollContentTests {
    /// A scroll view 300 pt high at the top of the safe area; its content as `contentHeight` says;
    /// inside, a story of several lines (Body, adjusting) and a button 20 pt below it.
    static func storyboard(contentHeight: String) -> String {
        AutoLayoutTests.storyboard("""
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="sv">
                <rect key="frame" x="0" y="47" width="390" height="300"/>
                <subviews>
                    <label text="Every week we gather what you did, where you went and what you read, and show it here so that you can look back on it." numberOfLines="0" adjustsFontForContentSizeCategory="YES" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="story">
                        <rect key="frame" x="16" y="0" width="358" height="61.5"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="go">
                        <rect key="frame" x="16" y="81.5" width="66" height="30"/>
                        <state key="normal" title="Continue"/>
                    </button>
                </subviews>
                <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
                <constraints>
                    <constraint firstItem="story" firstAttribute="top" secondItem="cg" secondAttribute="top" id="s1"/>
                    <constraint firstItem="story" firstAttribute="leading" secondItem="cg" secondAttribute="leading" constant="16" id="s2"/>
                    <constraint firstItem="story" firstAttribute="width" secondItem="fg" secondAttribute="width" constant="-32" id="s3"/>
                    <constraint firstItem="go" firstAttribute="top" secondItem="story" secondAttribute="bottom" constant="20" id="s4"/>
                    <constraint firstItem="go" firstAttribute="leading" secondItem="cg" secondAttribute="leading" constant="16" id="s5"/>
                    <constraint firstItem="cg" firstAttribute="width" secondItem="fg" secondAttribute="width" id="s6"/>
                    \(contentHeight)
                    <constraint firstItem="cg" firstAttribute="leading" secondItem="sv" secondAttribute="leading" id="s8"/>
                    <constraint firstItem="cg" firstAttribute="top" secondItem="sv" secondAttribute="top" id="s9"/>
                </constraints>
            </scrollView>
            """, constraints: """
            <constraint firstItem="sv" firstAttribute="top" secondItem="safe" secondAttribute="top" id="k1"/>
            <constraint firstItem="sv" firstAttribute="leading" secondItem="v0" secondAttribute="leading" id="k2"/>
            <constraint firstItem="v0" firstAttribute="trailing" secondItem="sv" secondAttribute="trailing" id="k3"/>
            <constraint firstItem="sv" firstAttribute="height" constant="300" id="k4"/>
            """)
    }

    static func problems(contentHeight: String) throws -> [ContentSizeProblem.Kind] {
        let url = try TestSupport.temporaryFile("scroll.storyboard", storyboard(contentHeight: contentHeight))
        let report = ContentSizeCheck.report(try DocumentLoader.load(url), on: .phone, at: .largest)
        #expect(report.unchecked.isEmpty)
        return report.problems.values.flatMap { $0 }.map(\.kind)
    }

    @Test("Content 500 pt high by a constraint: at AX5 the story is 506 pt and Continue (526 pt down) is past the content's end")
    func fixedContent() throws {
        let kinds = try Self.problems(contentHeight: #"<constraint firstItem="cg" firstAttribute="height" constant="500" id="s7"/>"#)
        #expect(kinds.contains(.beyondScrollContent(scrollView: "the scroll 'sv'")), "\(kinds)")
    }

    @Test("Content tied to the button's bottom grows with the text: nothing is out of reach")
    func growingContent() throws {
        let kinds = try Self.problems(contentHeight: #"<constraint firstItem="cg" firstAttribute="bottom" secondItem="go" secondAttribute="bottom" constant="20" id="s7"/>"#)
        #expect(kinds.isEmpty, "\(kinds)")
    }

    @Test("A constraint constant UIFontMetrics scales (scaledValue(for:) in code) grows as its style: 20 at Body is 62.35 at AX5")
    func scaledConstant() {
        var view = ViewSpec(kind: .view)
        var constraint = LayoutConstraintSpec(firstAttribute: .height)
        constraint.constant = 20
        constraint.constantTextStyle = .body
        view.layout.constraints = [constraint, LayoutConstraintSpec(firstAttribute: .width)]
        view.layout.constraints[1].constant = 20
        let scaled = ContentSizeLayout.scaledConstants(view, to: .largest)
        // Body is 17 pt at the default size and 53 at AX5: 20 × 53 / 17 = 62.35; the fixed constant stays.
        #expect(abs(scaled.layout.constraints[0].constant - 20 * 53 / 17) < 1e-9)
        #expect(scaled.layout.constraints[1].constant == 20)
        #expect(ContentSizeLayout.scaledConstants(view, to: .default).layout.constraints[0].constant == 20)
    }
}
