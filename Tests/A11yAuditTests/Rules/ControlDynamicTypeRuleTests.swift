import A11yAudit
import AccessibilityTree
import Foundation
import SceneLoader
import Testing

/// `dynamic-type` on button titles, text fields and text views (docs/audit-rules.md), on the fixture
/// Tests/SceneLoaderTests/Fixtures/dynamic-type-controls.storyboard (its comment says what each does).
@Suite("dynamic-type judges button titles, text fields and text views as labels")
@MainActor
struct ControlDynamicTypeRuleTests {
    static let fixture = "Tests/SceneLoaderTests/Fixtures/dynamic-type-controls.storyboard"

    static func hits(_ text: String? = nil) throws -> [String: String] {
        let path = try text.map { text in
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("dynamic-type-controls-\(UUID().uuidString).storyboard")
            try text.write(to: url, atomically: true, encoding: .utf8)
            return url.path
        } ?? fixture
        let report = audit(try SceneSubject(path: path, device: try DeviceRequest(name: nil)))
        return DynamicTypeRuleTests.hits(report, "dynamic-type")
    }

    @Test("Send's fixed 15 pt title, Forward's style that does not adjust and the fixed 14 pt field are reported; Reply, Search and the notes pass")
    func controls() throws {
        let hits = try Self.hits()
        #expect(hits.keys.sorted() == ["Code", "Forward", "Send"])
        #expect(hits["Send"]?.contains("\"Send, button\" is set in a fixed 15 pt font") == true)
        #expect(hits["Send"]?.contains("and titleLabel.adjustsFontForContentSizeCategory (in code, or as a user-defined runtime attribute") == true)
        #expect(hits["Forward"]?.contains("has the text style body but does not adjust its font") == true)
        #expect(hits["Code"]?.contains("\"Code, 1234, text field\" is set in a fixed 14 pt font") == true)
        #expect(hits["Code"]?.hasSuffix("and adjustsFontForContentSizeCategory.") == true)
    }

    @Test("With titleLabel.adjustsFontForContentSizeCategory on Forward and a text style on the field, only Send is left")
    func fixed() throws {
        let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
            .replacingOccurrences(of: #"<state key="normal" title="Forward"/>"#, with: #"<state key="normal" title="Forward"/><userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="boolean" keyPath="titleLabel.adjustsFontForContentSizeCategory" value="YES"/></userDefinedRuntimeAttributes>"#)
            .replacingOccurrences(of: #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#, with: #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#)
            .replacingOccurrences(of: #"text="1234" borderStyle"#, with: #"text="1234" adjustsFontForContentSizeCategory="YES" borderStyle"#)
        #expect(try Self.hits(text).keys.sorted() == ["Send"])
    }

    @Test("A button of the default style that Xcode saved with no font has UIKit's fixed 15 pt title; a button configuration's is Body and follows the text size")
    func noFontInFile() throws {
        let plain = try String(contentsOfFile: Self.fixture, encoding: .utf8)
            .replacingOccurrences(of: #"<fontDescription key="fontDescription" type="system" pointSize="15"/>"#, with: "")
        #expect(try Self.hits(plain)["Send"]?.contains("is set in a fixed 15 pt font") == true)
        let configured = plain.replacingOccurrences(of: #"<state key="normal" title="Send"/>"#,
                                                    with: #"<state key="normal" title="Send"/><buttonConfiguration key="configuration" style="plain" title="Send"/>"#)
        #expect(try Self.hits(configured)["Send"] == nil)
    }
}
