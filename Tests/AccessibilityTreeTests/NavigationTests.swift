import Testing
import AccessibilityTree

/// docs/model.md §1–§2 and seed 000:891–900: a navigation controller shows its top controller under a bar whose
/// back button is titled after the previous controller.
@MainActor
@Suite("Navigation controller")
struct NavigationTests {
    /// A navigation stack of `previous` and a pushed "Message" screen.
    private func pushed(over previous: ViewController, configureTop: (ViewController) -> Void = { _ in }) -> TestScreen {
        let navigation = NavigationController(rootViewController: previous)
        let screen = TestScreen(navigation)
        let top = controller(title: "Message", label("Body", y: 200))
        configureTop(top)
        navigation.pushViewController(top)
        return screen
    }

    @Test("Only the top controller is on screen, under its title heading and a back button")
    func topOnly() {
        let navigation = NavigationController(rootViewController: controller(title: "Inbox", label("Mail list", y: 200)))
        let screen = TestScreen(navigation)
        #expect(screen.phrases == ["Inbox, heading", "Mail list"])
        navigation.pushViewController(controller(title: "Message", label("Body", y: 200)))
        #expect(screen.phrases == ["Inbox, back button", "Message, heading", "Body"])
        navigation.popViewController()
        #expect(screen.phrases == ["Inbox, heading", "Mail list"])
    }

    @Test("The root controller is never popped")
    func rootStays() {
        let navigation = NavigationController(rootViewController: controller(title: "Inbox"))
        _ = TestScreen(navigation)
        #expect(navigation.popViewController() == nil)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("The back button shows the previous controller's backBarButtonItem title first")
    func backBarButtonItemTitle() {
        let previous = controller(title: "Inbox")
        previous.navigationItem.backBarButtonItem = BarButtonItem(title: "Mail")
        previous.navigationItem.backButtonTitle = "Mailboxes"
        #expect(pushed(over: previous).phrases.first == "Mail, back button")
    }

    @Test("Without a backBarButtonItem the back button shows backButtonTitle")
    func backButtonTitle() {
        let previous = controller(title: "Inbox")
        previous.navigationItem.backButtonTitle = "Mailboxes"
        #expect(pushed(over: previous).phrases.first == "Mailboxes, back button")
    }

    @Test("The back button otherwise shows the previous navigation item's title, then the controller's title")
    func previousTitle() {
        let previous = controller(title: "Controller title")
        #expect(pushed(over: previous).phrases.first == "Controller title, back button")
        let renamed = controller(title: "Controller title")
        renamed.navigationItem.title = "Item title"
        #expect(pushed(over: renamed).phrases.first == "Item title, back button")
    }

    @Test("An untitled previous controller gives a back button spoken just \"back button\"")
    func untitled() throws {
        let tree = pushed(over: controller()).derive()
        let back = try #require(tree.elements.first)
        #expect(back.label == "Back")
        #expect(back.phrase == "back button")
    }

    @Test("A left bar button item replaces the back button")
    func leftItem() {
        let screen = pushed(over: controller(title: "Inbox")) { top in
            top.navigationItem.leftBarButtonItem = BarButtonItem(systemItem: .close)
            top.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .done)
        }
        #expect(screen.phrases == ["Close, button", "Message, heading", "Done, button", "Body"])
    }

    @Test("A bar button item disabled while on screen is read as dimmed")
    func disabledItem() {
        let save = BarButtonItem(systemItem: .save)
        let top = controller(title: "Edit")
        top.navigationItem.rightBarButtonItem = save
        let screen = TestScreen(NavigationController(rootViewController: top))
        #expect(screen.phrases == ["Edit, heading", "Save, button"])
        save.isEnabled = false
        #expect(screen.phrases == ["Edit, heading", "Save, dimmed, button"])
    }

    @Test("hidesBackButton removes the back button")
    func hidesBackButton() {
        let screen = pushed(over: controller(title: "Inbox")) { $0.navigationItem.hidesBackButton = true }
        #expect(screen.phrases == ["Message, heading", "Body"])
    }

    @Test("The toolbar shows the top controller's items as buttons below the content")
    func toolbar() {
        let top = controller(title: "Notes", label("Note", y: 200))
        top.toolbarItems = [BarButtonItem(systemItem: .add), BarButtonItem(systemItem: .flexibleSpace), BarButtonItem(title: "Share")]
        let navigation = NavigationController(rootViewController: top)
        navigation.isToolbarHidden = false
        let screen = TestScreen(navigation)
        #expect(screen.phrases == ["Notes, heading", "Note", "Add, button", "Share, button"])
    }
}
