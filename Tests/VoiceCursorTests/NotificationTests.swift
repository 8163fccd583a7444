import AccessibilityTree
import Testing
import VoiceCursor

@MainActor
@Suite("Notifications and focus after transitions")
struct NotificationTests {
    @Test("A controller posting screenChanged with its own element in viewDidAppear gets focus there after a push")
    func listing61() {
        let detail = ScreenController(title: "Detail") { view in
            view.addSubview(label("Summary", row: 1))
            let start = label("Start here", row: 3)
            start.accessibilityIdentifier = "start"
            view.addSubview(start)
        }
        detail.onDidAppear = { controller in
            controller.view.window?.application?.post(notification: .screenChanged, argument: controller.view.view(withIdentifier: "start"))
        }
        let navigation = NavigationController(rootViewController: ScreenController(title: "Root") { $0.addSubview(label("Home", row: 1)) })
        let vo = VoiceOver(application: makeApp(navigation))
        navigation.pushViewController(detail)
        #expect(vo.focused?.label == "Start here")
        let screenChanges = vo.events.filter { $0.kind == .sound(.screenChanged) }
        #expect(screenChanges.count == 1)
    }

    @Test("Without a notification from the app, a push focuses the back button")
    func pushFocusesBackButton() {
        let navigation = NavigationController(rootViewController: ScreenController(title: "Root") { $0.addSubview(label("Home", row: 1)) })
        let vo = VoiceOver(application: makeApp(navigation))
        navigation.pushViewController(ScreenController(title: "Second") { $0.addSubview(label("Body", row: 1)) })
        #expect(vo.focused?.phrase == "Root, back button")
        #expect(vo.lastPhrase == "Root, back button")
    }

    @Test("After pop, focus returns to the cell that was activated")
    func popReturnsToCell() {
        var navigation: NavigationController!
        let list = ScreenController(title: "Presidents") { view in
            let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
            let cells = ["Washington", "Adams", "Jefferson"].map { name -> TableViewCell in
                let cell = TableViewCell(text: name)
                cell.accessoryType = .disclosureIndicator
                cell.onSelect = { navigation.pushViewController(ScreenController(title: name) { $0.addSubview(label("About \(name)", row: 1)) }) }
                return cell
            }
            table.sections = [TableSection(cells: cells)]
            view.addSubview(table)
        }
        navigation = NavigationController(rootViewController: list)
        let vo = VoiceOver(application: makeApp(navigation))
        #expect(vo.focus("Adams"))
        vo.activate()
        #expect(vo.screen.title == "Adams")
        vo.escape()
        #expect(vo.focused?.phrase == "Adams, button")
    }

    @Test("An announcement interrupted by a screen change reports failure; a queued one completes")
    func announcementOutcomes() {
        let root = ScreenController(title: "Root") { $0.addSubview(label("Home", row: 1)) }
        let app = makeApp(root)
        let vo = VoiceOver(application: app)
        var finished: [(String, Bool)] = []
        app.notificationCenter.addObserver(forName: .announcementDidFinish) { note in
            if case .announcementDidFinish(let text, let ok) = note { finished.append((text, ok)) }
        }
        vo.waitForSpeech()
        app.post(notification: .announcement, argument: "Download complete")
        app.post(notification: .screenChanged, argument: nil)
        vo.waitForSpeech()
        #expect(finished.count == 1)
        #expect(finished.first?.0 == "Download complete")
        #expect(finished.first?.1 == false)

        app.post(notification: .announcement, argument: QueuedAnnouncement("Saved"))
        vo.waitForSpeech()
        #expect(finished.count == 2)
        #expect(finished.last?.0 == "Saved")
        #expect(finished.last?.1 == true)
    }

    @Test("An announcement made in viewDidAppear is cut off by UIKit's own screen change")
    func announcementCutByTransition() {
        let app: Application
        let navigation = NavigationController(rootViewController: ScreenController(title: "Root") { $0.addSubview(label("Home", row: 1)) })
        app = makeApp(navigation)
        let vo = VoiceOver(application: app)
        var outcome: Bool?
        app.notificationCenter.addObserver(forName: .announcementDidFinish) { note in
            if case .announcementDidFinish(_, let ok) = note { outcome = ok }
        }
        let next = ScreenController(title: "Next") { $0.addSubview(label("Body", row: 1)) }
        next.onDidAppear = { $0.view.window?.application?.post(notification: .announcement, argument: "Loaded") }
        navigation.pushViewController(next)
        vo.waitForSpeech()
        #expect(outcome == false)
    }

    @Test("layoutChanged with nil keeps focus when the element is still there")
    func layoutChangedKeepsFocus() {
        let root = ScreenController(title: "Root") { view in
            view.addSubview(label("One", row: 0))
            view.addSubview(label("Two", row: 1))
        }
        let app = makeApp(root)
        let vo = VoiceOver(application: app)
        vo.next()
        app.post(notification: .layoutChanged, argument: nil)
        #expect(vo.focused?.label == "Two")
    }

    @Test("pageScrolled speaks its string, and the same string twice plays the boundary")
    func pageScrolledEdge() {
        let app = makeApp(ScreenController(title: "R") { $0.addSubview(label("x", row: 0)) })
        let vo = VoiceOver(application: app)
        app.post(notification: .pageScrolled, argument: "Page 1 of 2")
        #expect(vo.lastUtterance == "Page 1 of 2")
        app.post(notification: .pageScrolled, argument: "Page 1 of 2")
        #expect(vo.events.last?.kind == .sound(.boundary))
    }

    @Test("Dismissing returns focus to the element focused before the presentation")
    func dismissRestoresFocus() {
        var root: ScreenController!
        root = ScreenController(title: "Root") { view in
            view.addSubview(label("Top", row: 0))
            view.addSubview(button("Add", row: 1) {
                let sheet = ScreenController(title: "New") { $0.addSubview(label("Form", row: 1)) }
                root.present(sheet)
            })
        }
        let vo = VoiceOver(application: makeApp(root))
        vo.next()
        vo.activate()
        #expect(vo.focused?.label == "Form")
        root.dismiss()
        #expect(vo.focused?.label == "Add")
    }

    @Test("elementFocused and voiceOverStatusDidChange reach the app")
    func statusNotifications() {
        let app = makeApp(ScreenController(title: "R") { $0.addSubview(label("x", row: 0)); $0.addSubview(label("y", row: 1)) })
        var focusCount = 0, statuses: [Bool] = []
        app.notificationCenter.addObserver(forName: .elementFocused) { _ in focusCount += 1 }
        app.notificationCenter.addObserver(forName: .voiceOverStatusDidChange) { note in
            if case .voiceOverStatusDidChange(let running) = note { statuses.append(running) }
        }
        let vo = VoiceOver(application: app)
        vo.next()
        vo.stop()
        #expect(focusCount == 2)
        #expect(statuses == [true, false])
    }

    @Test("A hint follows the phrase for adjustable elements")
    func hints() {
        let slider = Slider(value: 0.2, frame: Rect(x: 20, y: 200, width: 300, height: 44))
        let vo = VoiceOver(application: makeApp(ScreenController(title: "S") { $0.addSubview(slider) }))
        #expect(vo.transcript == ["20%, adjustable", "Swipe up or down with one finger to adjust the value."])
    }
}
