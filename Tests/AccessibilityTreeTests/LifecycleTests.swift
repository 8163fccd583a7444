import Testing
import AccessibilityTree

/// A log shared by the controllers of one test.
@MainActor
final class CallLog {
    var entries: [String] = []

    /// Forgets what was recorded so far.
    func reset() { entries.removeAll() }
}

/// A controller that records its lifecycle callbacks as "Name.callback".
@MainActor
final class RecordingViewController: ViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(title: name)
    }

    override func viewDidLoad() { log.entries.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name).viewDidDisappear") }
}

/// UIKit's appearance callbacks and their order (seed 004:181–190).
@MainActor
@Suite("Lifecycle callbacks")
struct LifecycleTests {
    let log = CallLog()

    private func recording(_ name: String) -> RecordingViewController { RecordingViewController(name, log: log) }

    @Test("Callbacks fire once the window is key, with viewDidLoad before the first appearance")
    func firstAppearance() {
        let root = recording("A")
        let application = Application()
        let window = Window()
        window.rootViewController = root
        #expect(!log.entries.contains("A.viewWillAppear"))
        application.makeKeyAndVisible(window)
        #expect(log.entries == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
    }

    @Test("A push loads the new controller, then will-disappear, will-appear, did-disappear, did-appear")
    func push() {
        let navigation = NavigationController(rootViewController: recording("A"))
        let screen = TestScreen(navigation)
        log.reset()
        navigation.pushViewController(recording("B"))
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                                "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(screen.phrases == ["A, back button", "B, heading"])
        log.reset()
        navigation.popViewController()
        #expect(log.entries == ["B.viewWillDisappear", "A.viewWillAppear", "B.viewDidDisappear", "A.viewDidAppear"])
        #expect(screen.phrases == ["A, heading"])
    }

    @Test("Popping to the root of three calls only the old top and the root")
    func popToRoot() {
        let navigation = NavigationController(rootViewController: recording("A"))
        let screen = TestScreen(navigation)
        navigation.pushViewController(recording("B"))
        navigation.pushViewController(recording("C"))
        log.reset()
        navigation.popToRootViewController()
        #expect(log.entries == ["C.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear", "A.viewDidAppear"])
        #expect(screen.phrases == ["A, heading"])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("Presenting a sheet leaves the presenter appeared; a full-screen presentation makes it disappear")
    func present() {
        let root = recording("Root")
        let screen = TestScreen(root)
        log.reset()
        let sheet = recording("Sheet")
        root.present(sheet)
        #expect(log.entries == ["Sheet.viewDidLoad", "Sheet.viewWillAppear", "Sheet.viewDidAppear"])
        sheet.dismiss()
        log.reset()
        let cover = recording("Cover")
        cover.modalPresentationStyle = .fullScreen
        root.present(cover)
        #expect(log.entries == ["Cover.viewDidLoad", "Root.viewWillDisappear", "Cover.viewWillAppear",
                                "Root.viewDidDisappear", "Cover.viewDidAppear"])
        log.reset()
        cover.dismiss()
        #expect(log.entries == ["Cover.viewWillDisappear", "Root.viewWillAppear", "Cover.viewDidDisappear", "Root.viewDidAppear"])
        #expect(screen.window.presentationStack.isEmpty)
    }

    @Test("Dismissing a controller in the middle of a chain dismisses everything above it")
    func dismissChain() {
        let root = recording("Root")
        let screen = TestScreen(root)
        let first = recording("First"), second = recording("Second"), third = recording("Third")
        root.present(first)
        first.present(second)
        second.present(third)
        log.reset()
        first.dismiss()
        #expect(log.entries == ["Second.viewWillDisappear", "Third.viewWillDisappear",
                                "Second.viewDidDisappear", "Third.viewDidDisappear"])
        #expect(screen.window.presentationStack.map { $0.presented === first } == [true])
        #expect(first.presentedViewController == nil)
        #expect(root.presentedViewController === first)
    }

    @Test("Switching tabs makes the old tab disappear and the new one appear")
    func tabSwitch() {
        let tabs = TabBarController(viewControllers: [recording("One"), recording("Two")])
        let screen = TestScreen(tabs)
        #expect(log.entries == ["One.viewDidLoad", "One.viewWillAppear", "One.viewDidAppear"])
        log.reset()
        tabs.selectTab(at: 1)
        #expect(log.entries == ["Two.viewDidLoad", "One.viewWillDisappear", "Two.viewWillAppear",
                                "One.viewDidDisappear", "Two.viewDidAppear"])
        #expect(screen.phrases == ["One, tab, 1 of 2", "Selected, Two, tab, 2 of 2"])
    }
}
