import Testing
import AccessibilityTree

/// docs/voiceover.md, "A first responder's input accessory view": the content controller's accessory
/// view is docked at the bottom of the window above the bottom safe area while the controller is
/// first responder, and read after everything else, the tab bar included.
@MainActor
@Suite("Input accessory view of a first responder")
struct InputAccessoryViewTests {
    private func chat() -> ViewController {
        let chat = controller(title: "Chat", label("Hello", y: 200))
        let composer = View(frame: Rect(x: 0, y: 0, width: 390, height: 50))
        composer.addSubview(Button(title: "Send", frame: Rect(x: 300, y: 3, width: 80, height: 44)))
        chat.inputAccessoryView = composer
        return chat
    }

    @Test("Docked above the home indicator and read after the tab bar; not shown while the controller is not first responder")
    func dockedAndReadLast() throws {
        let first = chat()
        let tabs = TabBarController(viewControllers: [first, controller(title: "Settings", label("Settings content", y: 200))])
        let screen = TestScreen(tabs)
        #expect(screen.phrases == ["Hello", "Selected, Chat, tab, 1 of 2", "Settings, tab, 2 of 2"])
        first.canBecomeFirstResponder = true
        #expect(screen.phrases == ["Hello", "Selected, Chat, tab, 1 of 2", "Settings, tab, 2 of 2", "Send, button"])
        let send = try #require(screen.derive().elements.last)
        #expect(send.frame == Rect(x: 300, y: 844 - 34 - 50 + 3, width: 80, height: 44))
        tabs.selectTab(at: 1)
        #expect(screen.phrases == ["Settings content", "Chat, tab, 1 of 2", "Selected, Settings, tab, 2 of 2"])
        tabs.selectTab(at: 0)
        #expect(screen.phrases.last == "Send, button")
    }

    @Test("A text field's own accessory view: above the keyboard (844 − 336 pt) while the field is editing, in place of the controller's; gone when it resigns")
    func textFieldAccessoryAboveTheKeyboard() throws {
        let first = chat()
        first.canBecomeFirstResponder = true
        let field = TextField(placeholder: "Note", frame: Rect(x: 16, y: 300, width: 358, height: 44))
        let toolbar = View(frame: Rect(x: 0, y: 0, width: 320, height: 44))
        toolbar.addSubview(Button(title: "Done", frame: Rect(x: 300, y: 0, width: 80, height: 44)))
        field.inputAccessoryView = toolbar
        first.view.addSubview(field)
        let screen = TestScreen(first)
        #expect(screen.phrases == ["Hello", "Note, text field", "Send, button"])
        field.becomeFirstResponder()
        #expect(screen.phrases == ["Hello", "Note, text field, is editing", "Done, button"])
        let done = try #require(screen.derive().elements.last)
        #expect(done.frame == Rect(x: 300, y: 844 - 336 - 44, width: 80, height: 44))
        field.resignFirstResponder()
        #expect(screen.phrases == ["Hello", "Note, text field", "Send, button"])
    }
}
