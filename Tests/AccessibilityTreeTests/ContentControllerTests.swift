import Testing
import AccessibilityTree

/// The controller whose content the user is on, the one definition the session, the audit and scene
/// steps share.
@MainActor
@Suite("The content controller on screen")
struct ContentControllerTests {
    @Test("Inside a tab bar, a navigation stack and a page view, the content is the current page")
    func throughContainers() {
        let page = controller(title: "Second page", label("Two", y: 200))
        let pages = PageViewController(pages: [controller(title: "First page", label("One", y: 200)), page])
        pages.title = "Pages"
        let tabs = TabBarController()
        tabs.setViewControllers([NavigationController(rootViewController: pages)])
        let screen = TestScreen(tabs)
        #expect(pages.turnPage(forward: true))
        #expect(screen.window.contentViewController === page)
        #expect(screen.window.visibleViewController?.contentViewController(stoppingAt: { $0 is PageViewController }) === pages)
    }

    @Test("A presented sheet is the content; in regular width a split view's content is its secondary column")
    func presentationAndSplit() {
        let secondary = controller(title: "Secondary", label("Secondary content", y: 200))
        let split = SplitViewController(primary: controller(title: "Primary", label("Primary content", y: 200)), secondary: secondary)
        let screen = TestScreen(split, device: .pad)
        #expect(screen.window.contentViewController === secondary)
        let sheet = controller(title: "Sheet", label("In the sheet", y: 200))
        split.present(sheet)
        #expect(screen.window.contentViewController === sheet)
    }

    @Test("A container with nothing to show is its own content")
    func emptyContainer() {
        let navigation = NavigationController()
        let screen = TestScreen(navigation)
        #expect(screen.window.contentViewController === navigation)
    }
}
