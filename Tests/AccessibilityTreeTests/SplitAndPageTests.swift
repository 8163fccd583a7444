import Testing
import AccessibilityTree

/// docs/model.md §1: split views show both columns in regular width and one in compact width; page views show
/// the current page.
@MainActor
@Suite("Split and page view controllers")
struct SplitAndPageTests {
    private func split() -> SplitViewController {
        SplitViewController(primary: controller(title: "Primary", label("Primary content", y: 200)),
                            secondary: controller(title: "Secondary", label("Secondary content", y: 200)))
    }

    @Test("In regular width (a pad) both columns are on screen, primary first")
    func regular() {
        let screen = TestScreen(split(), device: .pad)
        #expect(screen.labels == ["Primary content", "Secondary content"])
    }

    @Test("In compact width (a phone) only the primary shows, until a detail is shown")
    func compact() {
        let splitView = split()
        let screen = TestScreen(splitView)
        #expect(screen.labels == ["Primary content"])
        splitView.showDetailViewController(controller(title: "Detail", label("Detail content", y: 200)))
        #expect(screen.labels == ["Detail content"])
        #expect(splitView.showPrimaryWhenCollapsed())
        #expect(screen.labels == ["Primary content"])
    }

    @Test("Collapsed, a detail is pushed onto the primary navigation controller, its own navigation controller merged")
    func collapsedMergesIntoPrimaryNavigation() {
        let list = controller(title: "Inbox", label("Inbox content", y: 200))
        let primary = NavigationController(rootViewController: list)
        let splitView = SplitViewController(primary: primary, secondary: controller(title: "Empty", label("Nothing selected", y: 200)))
        let screen = TestScreen(splitView)
        let message = controller(title: "Message", label("Message content", y: 200))
        let detail = NavigationController(rootViewController: message)
        splitView.showDetailViewController(detail)
        #expect(primary.viewControllers.map { $0 === list || $0 === message } == [true, true])
        #expect(primary.topViewController === message)
        #expect(detail.viewControllers.isEmpty)
        #expect(screen.phrases == ["Inbox, back button", "Message, heading", "Message content"])
        #expect(primary.popViewController() === message)
        #expect(screen.labels == ["Inbox", "Inbox content"])
    }

    @Test("In regular width a detail still goes to the secondary column")
    func regularKeepsSecondaryColumn() {
        let primary = NavigationController(rootViewController: controller(title: "Inbox", label("Inbox content", y: 200)))
        let splitView = SplitViewController(primary: primary, secondary: nil)
        let screen = TestScreen(splitView, device: .pad)
        let detail = NavigationController(rootViewController: controller(title: "Message", label("Message content", y: 200)))
        splitView.showDetailViewController(detail)
        #expect(primary.viewControllers.count == 1)
        #expect(splitView.secondaryViewController === detail)
        #expect(screen.labels.contains("Message content"))
    }

    @Test("A page view controller shows only its current page")
    func pages() {
        let pages = PageViewController(pages: ["One", "Two", "Three"].map { (name: String) in controller(title: name, label("Page \(name)", y: 200)) })
        let screen = TestScreen(pages)
        #expect(screen.labels == ["Page One"])
        #expect(pages.turnPage(forward: true))
        #expect(screen.labels == ["Page Two"])
        #expect(pages.setCurrentPage(2))
        #expect(!pages.turnPage(forward: true))
        #expect(screen.labels == ["Page Three"])
    }

    @Test("A custom container shows the children whose views are in its hierarchy")
    func customContainer() {
        let parent = controller(label("Parent", y: 100))
        let shown = controller(label("Shown child", y: 300))
        let detached = controller(label("Detached child", y: 500))
        for child in [shown, detached] {
            parent.addChild(child)
            child.didMove(toParent: parent)
        }
        parent.view.addSubview(shown.view)
        let screen = TestScreen(parent)
        #expect(parent.visibleChildViewControllers.map { $0 === shown } == [true])
        #expect(screen.labels == ["Parent", "Shown child"])
    }
}
