import Testing
import AccessibilityTree

/// docs/model.md §2 and docs/voiceover.md "Menus": a navigation item's title view stands in place of
/// its title; a bar button item with a menu and no action is a pop-up button.
@MainActor
@Suite("Title views and bar item menus")
struct TitleViewAndBarMenuTests {
    /// A "Message" screen pushed over "Inbox", with a title view of two stacked labels and two right items.
    private func screenWithTitleView() -> TestScreen {
        let navigation = NavigationController(rootViewController: controller(title: "Inbox"))
        let screen = TestScreen(navigation)
        let top = controller(title: "Message", label("Body", y: 200))
        let titleView = View(frame: Rect(x: 0, y: 0, width: 200, height: 44))
        titleView.addSubview(label("Ada", x: 0, y: 0, width: 200, height: 22))
        titleView.addSubview(label("Online", x: 0, y: 22, width: 200, height: 22))
        top.navigationItem.titleView = titleView
        top.navigationItem.rightBarButtonItems = [BarButtonItem(systemItem: .done), BarButtonItem(systemItem: .add)]
        navigation.pushViewController(top)
        return screen
    }

    @Test("The title view is read where the title is, its two rows together, before the right items in the order they are shown; the title is not read")
    func titleViewOrder() {
        #expect(screenWithTitleView().phrases == ["Inbox, back button", "Ada", "Online", "Add, button", "Done, button", "Body"])
    }

    @Test("A bar item with a menu and no action is a pop up button; with an action it stays a button")
    func menuItemTraits() {
        let sort = BarButtonItem(title: "Sort")
        sort.menu = Menu(title: "Sort by", items: [MenuItem(title: "Name")])
        let search = BarButtonItem(systemItem: .search, action: TargetAction(selector: "search"))
        search.menu = Menu(items: [MenuItem(title: "Recent")])
        let top = controller(title: "Files")
        top.navigationItem.leftBarButtonItem = search
        top.navigationItem.rightBarButtonItem = sort
        let screen = TestScreen(NavigationController(rootViewController: top))
        #expect(screen.phrases == ["Search, button", "Files, heading", "Sort, pop up button"])
    }
}
