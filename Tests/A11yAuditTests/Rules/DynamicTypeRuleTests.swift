import A11yAudit
import AccessibilityTree
import Foundation
import SceneLoader
import Testing

/// The Dynamic Type rules on a storyboard of our own (Tests/SceneLoaderTests/Fixtures/dynamic-type.storyboard,
/// whose comment says what breaks at AX5): by default the audit checks the largest size besides the
/// default; `--content-size` explores at the size it names (docs/audit-rules.md).
@Suite("Dynamic Type rules: text that does not scale, is cut off, overlaps or pushes a control away")
@MainActor
struct DynamicTypeRuleTests {
    static let fixture = "Tests/SceneLoaderTests/Fixtures/dynamic-type.storyboard"

    static func report(_ text: String? = nil, contentSize: ContentSizeCategory? = nil) throws -> SubjectReport {
        var request = try DeviceRequest(name: nil)
        request.contentSize = contentSize
        let path = try text.map { text in
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("dynamic-type-\(UUID().uuidString).storyboard")
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        } ?? fixture
        return audit(try SceneSubject(path: path, device: request))
    }

    /// Each finding of `rule` as the element it is on and its message.
    static func hits(_ report: SubjectReport, _ rule: String) -> [String: String] {
        Dictionary(findings(report, rule).map { ($0.element?.label ?? "", $0.message) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("dynamic-type: a fixed 17 pt font, a text style that does not adjust and a default button title; labels that adjust pass")
    func fixedText() throws {
        let hits = Self.hits(try Self.report(), "dynamic-type")
        // Continue, a button of the default style saved with no font, has UIKit's fixed 15 pt title.
        #expect(hits.keys.sorted() == ["Continue", "Fixed", "Styled"])
        #expect(hits["Continue"]?.contains("fixed 15 pt font") == true)
        #expect(hits["Fixed"]?.contains("fixed 17 pt font") == true)
        #expect(hits["Styled"]?.contains("does not adjust its font") == true)
        #expect(findings(try Self.report(), "dynamic-type").allSatisfy { $0.severity == .warning })
    }

    @Test("By default the audit checks AX5: the heading is cut off, Note overlaps Name, Continue leaves the screen")
    func largestByDefault() throws {
        let report = try Self.report()
        let clipped = Self.hits(report, "clipped-text")
        #expect(clipped["Summary"]?.contains("At the text size accessibilityExtraExtraExtraLarge (AX5) (58 pt), \"Summary\" needs 2 lines but shows 1") == true)
        #expect(clipped.keys.contains { $0.hasPrefix("Every week") })
        #expect(Self.hits(report, "text-size-overlap")["Note"]?.contains("overlaps the label \"Name\"") == true)
        #expect(Self.hits(report, "text-size-off-screen")["Continue"]?.contains("pushed off the screen") == true)
    }

    @Test("The fixed layout passes: a heading of several lines, Note below Name, the story and button in a scroll view's reach")
    func fixedLayoutPasses() throws {
        let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
            // The heading wraps instead of being cut off.
            .replacingOccurrences(of: #"<label text="Summary" "#, with: #"<label text="Summary" numberOfLines="0" "#)
            // Note is placed below Name's bottom.
            .replacingOccurrences(of: #"secondItem="name" secondAttribute="top" constant="30""#, with: #"secondItem="name" secondAttribute="bottom" constant="10""#)
            // A short story that leaves room for the button.
            .replacingOccurrences(of: "Every week we gather what you did, where you went and what you read, and show it here so that you can look back on it.", with: "Every week.")
        let report = try Self.report(text)
        for rule in ["clipped-text", "text-size-overlap", "text-size-off-screen"] {
            #expect(findings(report, rule).isEmpty, "\(rule): \(findings(report, rule).map(\.message))")
        }
    }

    @Test("--content-size accessibilityExtraExtraExtraLarge explores at AX5: the heading measured too wide for its label")
    func exploredAtSize() throws {
        let report = try Self.report(contentSize: .largest)
        #expect(Self.hits(report, "clipped-text")["Summary"]?.contains("one line of 58 pt text") == true)
        // At the default size itself nothing is cut off or overlaps.
        let large = try Self.report(contentSize: .large)
        #expect(Self.hits(large, "clipped-text")["Summary"]?.contains("AX5") == true)
    }

    /// The fixture in a folder with `Summary.swift`, whose `viewDidLoad` runs `body` on the label "Fixed".
    static func reportWithCode(_ body: String) throws -> SubjectReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dynamic-type-code-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = try String(contentsOfFile: fixture, encoding: .utf8)
            .replacingOccurrences(of: #"<viewController title="Summary" id="c1" sceneMemberID="viewController">"#,
                                  with: #"<viewController title="Summary" id="c1" customClass="SummaryViewController" sceneMemberID="viewController"><connections><outlet property="fixedLabel" destination="fixed" id="o1"/></connections>"#)
        try text.write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        try """
            import UIKit
            class SummaryViewController: UIViewController {
                @IBOutlet var fixedLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
            \(body)
                }
            }
            """.write(to: folder.appendingPathComponent("Summary.swift"), atomically: true, encoding: .utf8)
        return audit(try SceneSubject(path: folder.path, device: try DeviceRequest(name: nil), code: CodeReading(reading: [folder.path])))
    }

    @Test("A text style set in Swift is judged: preferredFont(forTextStyle:) without adjusting is reported, with adjusting it passes")
    func textStyleSetInCode() throws {
        let keeps = Self.hits(try Self.reportWithCode("        fixedLabel.font = UIFont.preferredFont(forTextStyle: .headline)"), "dynamic-type")
        #expect(keeps["Fixed"]?.contains("has the text style headline but does not adjust") == true)
        let adjusts = Self.hits(try Self.reportWithCode("""
                    fixedLabel.font = .preferredFont(forTextStyle: .body)
                    fixedLabel.adjustsFontForContentSizeCategory = true
            """), "dynamic-type")
        #expect(adjusts["Fixed"] == nil)
        #expect(adjusts["Styled"] != nil)
    }

    @Test("A fixed system font set in Swift on every path is reported at its size; set on some paths only it is not judged")
    func fixedFontSetInCode() throws {
        let fixed = Self.hits(try Self.reportWithCode("        fixedLabel.font = .systemFont(ofSize: 13, weight: .semibold)"), "dynamic-type")
        #expect(fixed["Fixed"]?.contains("fixed 13 pt font") == true)
        // Adjusting does not make a fixed size follow the user's text size.
        let adjusting = Self.hits(try Self.reportWithCode("""
                    fixedLabel.font = UIFont.boldSystemFont(ofSize: 12)
                    fixedLabel.adjustsFontForContentSizeCategory = true
            """), "dynamic-type")
        #expect(adjusting["Fixed"]?.contains("fixed 12 pt font") == true)
        let somePaths = Self.hits(try Self.reportWithCode("""
                    if traitCollection.horizontalSizeClass == .regular { fixedLabel.font = .systemFont(ofSize: 13) }
            """), "dynamic-type")
        #expect(somePaths["Fixed"] == nil)
    }
}
