import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

/// Text cut off in buttons, text fields and text views at a larger text size (docs/audit-rules.md,
/// clipped-text), on the fixture `clipped-controls.storyboard`, whose comment works each case out.
@Suite("Button titles, text fields and text views cut off at a larger text size")
struct ControlClippingTests {
    static let fixture = "Tests/SceneLoaderTests/Fixtures/clipped-controls.storyboard"

    /// The problems found at AX5 on the view described at `line`.
    static func problems(_ report: ContentSizeReport, line: Int) -> [ContentSizeProblem] {
        report.problems.filter { $0.key.line == line }.flatMap(\.value)
    }

    static func report(_ text: String? = nil, at category: ContentSizeCategory = .largest) throws -> ContentSizeReport {
        let url = try text.map { try TestSupport.temporaryFile("clipped.storyboard", $0) } ?? URL(fileURLWithPath: fixture)
        return ContentSizeCheck.report(try DocumentLoader.load(url), on: .phone, at: category)
    }

    @Test("At AX5: Continue's 53 pt title is wider than its 120 pt, Search's 63.2 pt line taller than its 34 pt, Notes shows none of its 2 lines")
    func clippedAtLargest() throws {
        let report = try Self.report()
        #expect(report.unchecked.isEmpty)
        let title = Self.problems(report, line: 19)
        guard case .titleTruncated(let width, let room)? = title.first?.kind else {
            Issue.record("Continue is not cut off: \(title)")
            return
        }
        // A system button has no content insets: all 120 pt are the title's. "Continue" measures
        // about 65 pt at 17 pt, so about 3.1 times that at 53 pt.
        #expect(room == 120)
        #expect(width > 190 && width < 215)
        #expect(title.first?.text == "Continue")
        #expect(title.first?.font?.pointSize == 53)
        // The field's placeholder: 53 × 1.193 = 63.229 pt in a field held 34 pt high.
        let field = try #require(Self.problems(report, line: 35).first)
        guard case .textClippedVertically(let line, let height) = field.kind else {
            Issue.record("Search is not cut off: \(field.kind)")
            return
        }
        #expect(abs(line - 63.229) < 0.001)
        #expect(height == 34)
        #expect(field.text == "Search")
        // "Notes for the trip" at 53 pt is wider than 358 − 10 pt: 2 lines; (60 − 16 + 1) / 63.2 holds none.
        #expect(Self.problems(report, line: 45).map(\.kind) == [.truncated(lines: 2, shown: 0)])
        // Wrap it wraps, the 1234 field grows to its line, Story scrolls: nothing else.
        #expect(report.problems.keys.map(\.line).sorted() == [19, 35, 45])
        #expect(try Self.report(at: .large).problems.isEmpty)
    }

    @Test("Fixed: Continue without its width, Search without its height and Notes scrolling are not cut off")
    func fixedPasses() throws {
        let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
            .replacingOccurrences(of: #"<constraint firstItem="continue" firstAttribute="width" constant="120" id="k3"/>"#, with: "")
            .replacingOccurrences(of: #"<constraint firstItem="search" firstAttribute="height" constant="34" id="k10"/>"#, with: "")
            .replacingOccurrences(of: #"scrollEnabled="NO" editable="NO" text="Notes for the trip""#, with: #"editable="NO" text="Notes for the trip""#)
        #expect(try Self.report(text).problems.isEmpty)
    }

    @Test("A title already cut off at the default size is not the text size's doing; titleEdgeInsets narrow the room")
    func titleInsets() throws {
        // 100 pt of insets leave 20 pt: "Continue" (65 pt at 17 pt) is cut off at both sizes.
        let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
            .replacingOccurrences(of: #"<state key="normal" title="Continue"/>"#,
                                  with: #"<state key="normal" title="Continue"/><inset key="titleEdgeInsets" minX="50" minY="0" maxX="50" maxY="0"/>"#)
        #expect(Self.problems(try Self.report(text), line: 19).isEmpty)
        // 20 pt each side leave 80: fits at 17 pt, not at 53.
        let narrower = try String(contentsOfFile: Self.fixture, encoding: .utf8)
            .replacingOccurrences(of: #"<state key="normal" title="Continue"/>"#,
                                  with: #"<state key="normal" title="Continue"/><inset key="titleEdgeInsets" minX="20" minY="0" maxX="20" maxY="0"/>"#)
        guard case .titleTruncated(_, let room)? = Self.problems(try Self.report(narrower), line: 19).first?.kind else {
            Issue.record("Continue is not cut off with 80 pt")
            return
        }
        #expect(room == 80)
    }

    @Test("A button configuration's title: Body, 17 pt, following the text size, inside 12 pt each side and 7 above and below")
    func configurationTitle() throws {
        let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
            .replacingOccurrences(of: #"<state key="normal" title="Continue"/>"#,
                                  with: #"<buttonConfiguration key="configuration" style="plain" title="Continue"/>"#)
        let source = try DocumentLoader.load(try TestSupport.temporaryFile("configuration.storyboard", text))
        let button = try #require(source.document.controllers.first?.content.rootView?.subviews.first)
        #expect(button.layout.font == Font.preferred(.body))
        #expect(button.layout.adjustsFontForContentSizeCategory)
        #expect(button.layout.contentInsets == EdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
        // Its title wraps: not judged for width.
        #expect(Self.problems(ContentSizeCheck.report(source, on: .phone, at: .largest), line: 19).isEmpty)
        // Its intrinsic height: a 17 pt line (20.28 → 20.5) and 7 above and below.
        #expect(IntrinsicContentSize.of(button)?.height == 34.5)
    }
}
