import Testing
import AccessibilityTree

/// docs/model.md §1–§2, §4 and seed 000:1039–1047: tab bars show the selected tab and read their tabs as
/// "tab, N of M"; more than five tabs put the rest under "More".
@MainActor
@Suite("Tab bar controller")
struct TabBarTests {
    private func tab(_ title: String) -> ViewController {
        controller(title: title, label("\(title) content", y: 200))
    }

    @Test("Only the selected tab's content is on screen, with the tabs read as tab, N of M")
    func selectedOnly() {
        let favorites = tab("Ignored")
        favorites.tabBarItem = TabBarItem(systemItem: .favorites)
        let inbox = tab("Inbox")
        inbox.tabBarItem.badgeValue = "3"
        let tabs = TabBarController(viewControllers: [tab("Home"), favorites, inbox, tab("Settings")])
        tabs.selectedIndex = 1
        let screen = TestScreen(tabs)
        #expect(screen.phrases == [
            "Ignored content",
            "Home, tab, 1 of 4", "Selected, Favorites, tab, 2 of 4", "Inbox, 3, tab, 3 of 4", "Settings, tab, 4 of 4",
        ])
        tabs.selectTab(at: 3)
        #expect(screen.phrases.first == "Settings content")
        #expect(screen.phrases.last == "Selected, Settings, tab, 4 of 4")
    }

    @Test("Six tabs show four and More, whose list has a title, an Edit button and a row per remaining tab")
    func moreTab() throws {
        let titles = ["One", "Two", "Three", "Four", "Five", "Six"]
        let tabs = TabBarController(viewControllers: titles.map(tab))
        let screen = TestScreen(tabs)
        let bar = screen.phrases.suffix(5)
        #expect(Array(bar) == ["Selected, One, tab, 1 of 5", "Two, tab, 2 of 5", "Three, tab, 3 of 5",
                               "Four, tab, 4 of 5", "More, tab, 5 of 5"])
        tabs.selectTab(at: 4)
        #expect(screen.phrases == ["More, heading", "Edit, button", "Five, button", "Six, button",
                                   "One, tab, 1 of 5", "Two, tab, 2 of 5", "Three, tab, 3 of 5",
                                   "Four, tab, 4 of 5", "Selected, More, tab, 5 of 5"])
        let tree = screen.derive()
        let row = try #require(tree.elements.first { $0.label == "Six" })
        let outcome = tree.object(for: row.id)?.simulateTap()
        #expect(outcome != .unhandled)
        #expect(Array(screen.phrases.prefix(3)) == ["More, back button", "Six, heading", "Six content"])
    }
}
