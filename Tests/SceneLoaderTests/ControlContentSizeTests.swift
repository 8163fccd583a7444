import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree
import SwiftCodeReader

/// Buttons, text fields and text views at another text size (docs/layout.md, "Dynamic Type"), on the
/// fixture `dynamic-type-controls.storyboard` (its comment says what each view's font does).
@Suite("Button titles, text fields and text views scale with the content size category")
@MainActor
struct ControlContentSizeTests {
    static let fixture = "Tests/SceneLoaderTests/Fixtures/dynamic-type-controls.storyboard"

    static func views(at category: ContentSizeCategory, source: DocumentSource? = nil) throws -> [String: ViewSpec] {
        var device = Device.phone
        device.preferredContentSizeCategory = category
        let loaded = try source ?? DocumentLoader.load(URL(fileURLWithPath: fixture))
        let root = try #require(DeviceLayout.relayout(loaded, on: device).document.controllers.first?.content.rootView)
        return Dictionary(uniqueKeysWithValues: root.subviews.compactMap { view in view.id.map { ($0, view) } })
    }

    @Test("At the default size the saved frames stay: Body titles and fields at 17 pt")
    func defaultSize() throws {
        let views = try Self.views(at: .large)
        #expect(views["reply"]?.frame == Rect(x: 16, y: 117, width: 45, height: 32.5))
        #expect(views["search"]?.frame == Rect(x: 16, y: 222, width: 358, height: 34))
        #expect(views["reply"]?.layout.font?.pointSize == 17)
        #expect(views["reply"]?.layout.adjustsFontForContentSizeCategory == true)
        #expect(views["forward"]?.layout.adjustsFontForContentSizeCategory == false)
    }

    @Test("At AX5 the adjusting title and field take 53 pt and grow; fixed fonts and Forward's style keep their size")
    func solvedAtLargest() throws {
        let views = try Self.views(at: .largest)
        #expect(views["reply"]?.layout.font?.pointSize == 53)
        #expect(views["search"]?.layout.font?.pointSize == 53)
        #expect(views["notes"]?.layout.font?.pointSize == 53)
        #expect(views["send"]?.layout.font?.pointSize == 15)
        #expect(views["code"]?.layout.font?.pointSize == 14)
        #expect(views["forward"]?.layout.font?.pointSize == 17)
        // Send stays 30 high (a 15 pt line, 18, and 6 above and below); Reply's 53 pt line is 63.5
        // (53 × 1.193 = 63.2 → 63.5) and 12 more: 75.5 high, 20 below Send.
        #expect(views["send"]?.frame?.height == 30)
        #expect(views["reply"]?.frame?.minY == 117)
        #expect(views["reply"]?.frame?.height == 75.5)
        // Forward moves down with it: 117 + 75.5 + 20.
        #expect(views["forward"]?.frame == Rect(x: 16, y: 212.5, width: 63.5, height: 32.5))
        // The field: the 63.5 pt line and 7 above and below, 77.5 high; the fixed field below it stays 34.
        #expect(views["search"]?.frame?.minY == 265)
        #expect(views["search"]?.frame?.height == 77.5)
        #expect(views["code"]?.frame?.minY == 362.5)
        #expect(views["code"]?.frame?.height == 34)
        #expect(views["notes"]?.frame?.minY == 416.5)
    }

    /// The fixture with the notes text view not scrolling, holding `text`, and no height constraint.
    static func notScrolling(_ text: String) throws -> DocumentSource {
        let file = try String(contentsOfFile: fixture, encoding: .utf8)
            .replacingOccurrences(of: #"contentMode="scaleToFill" text="Notes" textAlignment="natural""#,
                                  with: #"contentMode="scaleToFill" scrollEnabled="NO" text="\#(text)" textAlignment="natural""#)
            .replacingOccurrences(of: #"<constraint firstItem="notes" firstAttribute="height" constant="100" id="k16"/>"#, with: "")
        return try DocumentLoader.load(try TestSupport.temporaryFile("not-scrolling.storyboard", file))
    }

    @Test("A text view that does not scroll is as high as its text: 39 pt at xLarge, 79.5 at AX5; a long text wraps")
    func textViewNotScrolling() throws {
        let source = try Self.notScrolling("Notes")
        // One 19 pt line (22.7 → 23) and 8 above and below; at AX5 one 53 pt line (63.5) and 16.
        #expect(try Self.views(at: .extraLarge, source: source)["notes"]?.frame?.height == 39)
        #expect(try Self.views(at: .largest, source: source)["notes"]?.frame?.height == 79.5)
        // 358 wide between the margins: at AX5 the sentence takes several lines of 63.2 pt.
        let long = try Self.views(at: .largest, source: Self.notScrolling("Bring the tickets, both passports and the charger for the camera"))
        let height = try #require(long["notes"]?.frame?.height)
        #expect(height > 3 * 63.2 + 16)
        #expect(long["notes"]?.frame?.width == 358)
    }

    /// The fixture after `viewDidLoad` runs `body`, with outlets `send` (a button) and `code` (a field).
    static func withCode(_ body: String) throws -> DocumentSource {
        let text = try String(contentsOfFile: fixture, encoding: .utf8)
            .replacingOccurrences(of: #"<viewController title="Message" id="c1" sceneMemberID="viewController">"#,
                                  with: #"<viewController title="Message" id="c1" customClass="MessageViewController" sceneMemberID="viewController"><connections><outlet property="send" destination="send" id="o1"/><outlet property="code" destination="code" id="o2"/></connections>"#)
        var source = try DocumentLoader.load(try TestSupport.temporaryFile("code-controls.storyboard", text))
        var applier = CodeApplier(code: AppCodeReader.read(sources: [(path: "/app/Message.swift", text: """
            class MessageViewController: UIViewController {
                @IBOutlet var send: UIButton!
                @IBOutlet var code: UITextField!
                var compact = false
                override func viewDidLoad() {
            \(body)
                }
            }
            """)], strings: []))
        applier.apply(to: &source)
        return source
    }

    @Test("send.titleLabel?.font = .preferredFont(forTextStyle: .callout) and titleLabel?.adjusts… = true: Send's title scales, 51 pt at AX5")
    func buttonTitleSetInCode() throws {
        let source = try Self.withCode("""
                send.titleLabel?.font = UIFont.preferredFont(forTextStyle: .callout)
                send.titleLabel?.adjustsFontForContentSizeCategory = true
                code.font = .preferredFont(forTextStyle: .body)
                code.adjustsFontForContentSizeCategory = true
            """)
        let views = try Self.views(at: .largest, source: source)
        #expect(views["send"]?.layout.font == Font.preferred(.callout, at: .largest))
        #expect(views["send"]?.layout.font?.pointSize == 51)
        #expect(views["code"]?.layout.font?.pointSize == 53)
        #expect(views["code"]?.frame?.height == 77.5)
    }

    @Test("send.configuration = .filled() on the storyboard's button: Body, following the text size, inside 7 and 12 pt insets")
    func configurationSetInCode() throws {
        let views = try Self.views(at: .largest, source: try Self.withCode("        send.configuration = .filled()"))
        #expect(views["send"]?.layout.contentInsets == EdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
        #expect(views["send"]?.layout.font?.pointSize == 53)
        // One 53 pt line (63.2 → 63.5) and the configuration's 7 above and below, where a classic
        // button's title has 6 (75.5, the test above).
        #expect(views["send"]?.frame?.height == 77.5)
    }

    @Test("A button class of the app sets its own titleLabel?.font and adjusting in awakeFromNib: Send scales")
    func buttonClassSetsItsTitleFont() throws {
        let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
            .replacingOccurrences(of: #"buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="send">"#,
                                  with: #"buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="send" customClass="SendButton">"#)
        var source = try DocumentLoader.load(try TestSupport.temporaryFile("button-class.storyboard", text))
        var applier = CodeApplier(code: AppCodeReader.read(sources: [(path: "/app/SendButton.swift", text: """
            class SendButton: UIButton {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    titleLabel?.font = .preferredFont(forTextStyle: .body)
                    titleLabel?.adjustsFontForContentSizeCategory = true
                }
            }
            """)], strings: []))
        applier.apply(to: &source)
        let views = try Self.views(at: .largest, source: source)
        #expect(views["send"]?.layout.font?.pointSize == 53)
        #expect(views["send"]?.frame?.height == 75.5)
    }

    @Test("A title font the code computes, or sets on some paths, is unknown: not judged, and it keeps its size")
    func unknownFontSetInCode() throws {
        let source = try Self.withCode("""
                send.titleLabel?.font = UIFont(name: "Avenir", size: 15)
                if compact { code.font = .preferredFont(forTextStyle: .body) }
            """)
        let views = try Self.views(at: .large, source: source)
        #expect(views["send"]?.layout.fontSetInCode == true)
        #expect(views["code"]?.layout.fontSetInCode == true)
    }
}
