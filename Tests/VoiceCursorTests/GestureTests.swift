import AccessibilityTree
import Testing
import VoiceCursor

@MainActor
@Suite("Gestures")
struct GestureTests {
    @Test("Swiping moves along the reading order and plays the boundary at either end without wrapping")
    func swipes() {
        let root = ScreenController(title: "Root") { view in
            view.addSubview(label("One", row: 0))
            view.addSubview(label("Two", row: 1))
        }
        let vo = VoiceOver(application: makeApp(root))
        #expect(vo.focused?.label == "One")
        #expect(vo.previous().sounds == [.boundary])
        #expect(vo.next().spoken == ["Two"])
        let end = vo.next()
        #expect(end.sounds == [.boundary])
        #expect(vo.focused?.label == "Two")
        #expect(vo.first().focused?.label == "One")
        #expect(vo.last().focused?.label == "Two")
    }

    @Test("Magic tap reaches the app delegate from a deeply nested element")
    func magicTapReachesDelegate() {
        let delegate = RecordingDelegate()
        let child = ScreenController(title: "Child") { view in
            let box = View(frame: Rect(x: 0, y: 100, width: 390, height: 400))
            let inner = View(frame: Rect(x: 10, y: 10, width: 300, height: 300))
            inner.addSubview(Button(title: "Deep", frame: Rect(x: 10, y: 10, width: 100, height: 44)))
            box.addSubview(inner)
            view.addSubview(box)
        }
        let parent = ScreenController(title: "Parent")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let vo = VoiceOver(application: makeApp(NavigationController(rootViewController: parent), delegate: delegate))
        #expect(vo.focus("Deep"))
        let result = vo.magicTap()
        #expect(delegate.magicTaps == 1)
        #expect(result.handler == .responder(ResponderDescription(className: "AppDelegate")))
    }

    @Test("Magic tap stops at a controller that handles it")
    func magicTapStopsAtController() {
        let delegate = RecordingDelegate()
        var answered = false
        let call = ScreenController(title: "Call") { $0.addSubview(button("Mute", row: 1)) }
        call.magicTapHandler = { answered = true; return true }
        let vo = VoiceOver(application: makeApp(call, delegate: delegate))
        let result = vo.magicTap()
        #expect(answered)
        #expect(delegate.magicTaps == 0)
        #expect(result.handler.responder?.label == "Call")
    }

    @Test("An unhandled magic tap reports the system default")
    func magicTapUnhandled() {
        let vo = VoiceOver(application: makeApp(ScreenController(title: "Plain") { $0.addSubview(label("x", row: 0)) }))
        #expect(vo.magicTap().handler == .unhandled(fallback: "system default"))
    }

    @Test("Three-finger scroll pages a scroll view and plays the boundary at the end")
    func scrollPages() {
        let root = ScreenController(title: "Scroll") { view in
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
            scroll.contentSize = Size(width: 390, height: 3 * (844 - 47 - 34))
            scroll.addSubview(Label(text: "Top", frame: Rect(x: 20, y: 10, width: 200, height: 30)))
            view.addSubview(scroll)
        }
        let vo = VoiceOver(application: makeApp(root))
        let first = vo.scroll(.up)
        #expect(first.spoken == ["Page 2 of 3"])
        #expect(first.handler.responder?.className == "UIScrollView")
        #expect(vo.scroll(.up).spoken == ["Page 3 of 3"])
        let end = vo.scroll(.up)
        #expect(end.sounds == [.boundary])
        #expect(!end.handler.isHandled)
        #expect(vo.scroll(.down).spoken == ["Page 2 of 3"])
    }

    @Test("Three-finger scroll in a table speaks the visible rows")
    func tableRows() {
        let root = ScreenController(title: "Table") { view in
            let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
            table.sections = [TableSection(cells: (1...40).map { TableViewCell(text: "Row \($0)") })]
            view.addSubview(table)
        }
        let vo = VoiceOver(application: makeApp(root))
        let result = vo.scroll(.up)
        #expect(result.spoken.first?.hasPrefix("Rows ") == true)
        #expect(result.spoken.first?.hasSuffix(" of 40") == true)
    }

    @Test("Increment on a slider at 50% speaks 60%")
    func sliderIncrement() {
        let slider = Slider(value: 0.5, frame: Rect(x: 20, y: 200, width: 300, height: 44))
        slider.accessibilityLabel = "Volume"
        let vo = VoiceOver(application: makeApp(ScreenController(title: "S") { $0.addSubview(slider) }))
        #expect(vo.focused?.phrase == "Volume, 50%, adjustable")
        #expect(vo.increment().spoken == ["60%"])
        #expect(slider.value == 0.6)
        #expect(vo.decrement().spoken == ["50%"])
    }

    @Test("Increment on an element that is not adjustable does nothing")
    func incrementNonAdjustable() {
        let vo = VoiceOver(application: makeApp(ScreenController(title: "S") { $0.addSubview(button("Go", row: 0)) }))
        #expect(!vo.increment().handler.isHandled)
    }

    @Test("Activating a switch toggles it and speaks only the new state")
    func switchToggle() {
        let toggle = Switch(isOn: false, frame: Rect(x: 20, y: 200, width: 51, height: 31))
        toggle.accessibilityLabel = "Wi-Fi"
        let vo = VoiceOver(application: makeApp(ScreenController(title: "S") { $0.addSubview(toggle) }))
        #expect(vo.focused?.phrase == "Wi-Fi, switch button, off")
        let result = vo.activate()
        #expect(toggle.isOn)
        #expect(result.spoken == ["on"])
        #expect(result.handler.responder?.className == "UISwitch")
    }

    @Test("Activating a button reports the message it sends")
    func buttonAction() {
        var played = false
        let root = ScreenController(title: "Player") { view in
            let play = button("Play", row: 0)
            play.addTarget(TargetAction(selector: "didTapPlay:", targetClassName: "PlayerViewController") { played = true })
            view.addSubview(play)
        }
        let vo = VoiceOver(application: makeApp(root))
        let result = vo.activate()
        #expect(played)
        #expect(result.actions == ["sends didTapPlay: to PlayerViewController"])
    }

    @Test("A button that retitles itself is reported by the title it had when activated")
    func retitledButton() {
        let root = ScreenController(title: "List") { view in
            let edit = button("Move", row: 0)
            edit.addTarget(TargetAction(selector: "toggleMove", targetClassName: "ListController") { edit.title = "Done" })
            view.addSubview(edit)
        }
        let vo = VoiceOver(application: makeApp(root))
        let result = vo.activate()
        #expect(result.handler.responder == ResponderDescription(className: "UIButton", label: "Move"))
        #expect(vo.focused?.label == "Done")
    }

    @Test("A custom accessibilityActivate wins over the tap")
    func customActivate() {
        var tapped = false, activated = false
        let root = ScreenController(title: "S") { view in
            let b = button("Custom", row: 0) { tapped = true }
            b.accessibilityActivateBlock = { activated = true; return true }
            view.addSubview(b)
        }
        let vo = VoiceOver(application: makeApp(root))
        let result = vo.activate()
        #expect(activated && !tapped)
        #expect(result.handler == .responder(ResponderDescription(className: "UIButton", label: "Custom")))
    }

    @Test("Activating a text field starts editing")
    func textFieldEditing() {
        let field = TextField(placeholder: "Name", frame: Rect(x: 20, y: 200, width: 300, height: 44))
        let vo = VoiceOver(application: makeApp(ScreenController(title: "Form") { $0.addSubview(field) }))
        #expect(vo.activate().spoken == ["is editing"])
        #expect(vo.focused?.phrase == "Name, text field, is editing")
    }

    @Test("Selecting a tab speaks selected and keeps focus on the tab")
    func tabSelection() {
        let first = ScreenController(title: "First") { $0.addSubview(label("In first", row: 1)) }
        let second = ScreenController(title: "Second") { $0.addSubview(label("In second", row: 1)) }
        let tabs = TabBarController(viewControllers: [first, second])
        let vo = VoiceOver(application: makeApp(tabs))
        #expect(vo.focus("Second"))
        #expect(vo.focused?.phrase == "Second, tab, 2 of 2")
        vo.activate()
        #expect(tabs.selectedIndex == 1)
        #expect(vo.focused?.phrase == "Selected, Second, tab, 2 of 2")
        #expect(vo.swipeOrder().contains("In second"))
    }

    @Test("Touch focuses the element under the finger")
    func touch() {
        let root = ScreenController(title: "S") { view in
            view.addSubview(label("Left", row: 0))
            view.addSubview(label("Below", row: 2))
        }
        let vo = VoiceOver(application: makeApp(root))
        #expect(vo.touch(at: Point(x: 30, y: 245)).focused?.label == "Below")
    }

    @Test("Elements behind an alert cannot be reached by swipe or by touch")
    func alertIsModal() {
        let root = ScreenController(title: "Root") { $0.addSubview(button("Behind", row: 0)) }
        let vo = VoiceOver(application: makeApp(root))
        let alert = AlertController(title: "Saved", message: nil)
        alert.addAction(AlertAction(title: "OK"))
        root.present(alert)
        #expect(vo.swipeOrder() == ["Saved", "OK, button"])
        #expect(vo.focused?.label == "Saved")
        vo.touch(at: Point(x: 30, y: 130))
        #expect(vo.focused?.label != "Behind")
        vo.next()
        #expect(vo.next().sounds == [.boundary])
    }

    @Test("The rotor moves between headings and offers only what the screen has")
    func rotorHeadings() {
        let root = ScreenController(title: "Doc") { view in
            let h1 = label("Intro", row: 0); h1.accessibilityTraits = [.staticText, .header]
            let h2 = label("Details", row: 2); h2.accessibilityTraits = [.staticText, .header]
            view.addSubview(h1)
            view.addSubview(label("Body", row: 1))
            view.addSubview(h2)
        }
        let vo = VoiceOver(application: makeApp(root))
        #expect(vo.availableRotorSettings == [.headings])
        #expect(vo.rotor(.headings).spoken == ["Headings"])
        #expect(vo.rotorNext().focused?.label == "Details")
        #expect(vo.rotorNext().sounds == [.boundary])
        #expect(vo.rotorPrevious().focused?.label == "Intro")
        #expect(!vo.rotor(.links).handler.isHandled)
    }

    @Test("The actions rotor performs the chosen custom action")
    func rotorActions() {
        var archived = false
        let root = ScreenController(title: "Mail") { view in
            let message = label("Message from Ann", row: 0)
            message.accessibilityCustomActions = [
                AccessibilityCustomAction(name: "Archive") { archived = true; return true },
                AccessibilityCustomAction(name: "Flag") { true },
            ]
            view.addSubview(message)
        }
        let vo = VoiceOver(application: makeApp(root))
        #expect(vo.focused?.phrase == "Message from Ann, Actions available")
        vo.rotor(.actions)
        #expect(vo.rotorNext().spoken == ["Archive"])
        vo.activate()
        #expect(archived)
    }

    @Test("Read all reads every element to the end")
    func readAll() {
        let root = ScreenController(title: "S") { view in
            for (i, word) in ["A", "B", "C"].enumerated() { view.addSubview(label(word, row: i)) }
        }
        let vo = VoiceOver(application: makeApp(root))
        #expect(vo.readAll().spoken == ["A", "B", "C"])
        #expect(vo.focused?.label == "C")
    }

    @Test("A page view controller turns pages with three-finger scroll")
    func pageTurns() {
        let pages = (1...3).map { n in ScreenController(title: "P\(n)") { $0.addSubview(label("Page text \(n)", row: 0)) } }
        let book = PageViewController(pages: pages)
        let vo = VoiceOver(application: makeApp(book))
        let result = vo.scroll(.left)
        #expect(result.spoken.contains("Page 2 of 3"))
        #expect(book.currentIndex == 1)
        #expect(vo.swipeOrder() == ["Page text 2"])
        #expect(vo.scroll(.right).spoken.contains("Page 1 of 3"))
    }
}
