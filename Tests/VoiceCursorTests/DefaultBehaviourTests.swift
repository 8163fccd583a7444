import AccessibilityTree
import Testing
import VoiceCursor

/// UIKit's built-in escape and scroll live on the model classes, and a subclass that overrides them
/// is found by the same responder-chain walk, after the app's own methods.
@MainActor
@Suite("UIKit's default behaviour on its classes")
struct DefaultBehaviourTests {
    /// A custom container whose built-in escape closes its drawer.
    final class DrawerController: ViewController {
        var isDrawerOpen = true
        override var className: String { "DrawerController" }
        override func performDefaultEscape() -> String? {
            guard isDrawerOpen else { return super.performDefaultEscape() }
            isDrawerOpen = false
            return "closes the drawer"
        }
    }

    /// A scroll view that reports its position in its own words.
    final class ChapterScrollView: ScrollView {
        override var accessibilityScrollStatus: String { "Chapter \(pagePosition(horizontal: false).page)" }
    }

    @Test("A custom controller's default escape is found by the chain walk; the app's handler still runs first")
    func customDefaultEscape() {
        let drawer = DrawerController()
        drawer.view.addSubview(label("In the drawer", row: 1))
        let vo = VoiceOver(application: makeApp(drawer))
        let result = vo.escape()
        #expect(result.handler.description == "DrawerController (UIKit default: closes the drawer)")
        #expect(!drawer.isDrawerOpen)
        #expect(!vo.escape().handler.isHandled)

        drawer.isDrawerOpen = true
        drawer.accessibilityPerformEscapeBlock = { true }
        #expect(vo.escape().handler.description == "DrawerController")
        #expect(drawer.isDrawerOpen)
    }

    @Test("A scroll view subclass's status is what VoiceOver speaks after a three-finger scroll")
    func customScrollStatus() {
        let book = ChapterScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        book.contentSize = Size(width: 390, height: 3 * book.pageHeight)
        book.addSubview(label("Once upon a time", row: 0))
        let vo = VoiceOver(application: makeApp(ScreenController(title: "Book") { $0.addSubview(book) }))
        let result = vo.scroll(.up)
        #expect(result.spoken == ["Chapter 2"])
        #expect(result.handler.description == "UIScrollView (UIKit default: scrolls a page)")
    }

    @Test("Escape in a collapsed split view shows the primary column again")
    func splitEscape() {
        let list = ScreenController(title: "Primary") { $0.addSubview(label("List", row: 1)) }
        let split = SplitViewController(primary: list)
        let vo = VoiceOver(application: makeApp(split))
        let details = ScreenController(title: "Detail") { $0.addSubview(label("Details", row: 1)) }
        split.showDetailViewController(details)
        #expect(vo.focused?.label == "Details")
        let result = vo.escape()
        #expect(result.handler.description == "UISplitViewController (UIKit default: shows the primary column)")
        #expect(vo.focused?.label == "List")
    }
}
