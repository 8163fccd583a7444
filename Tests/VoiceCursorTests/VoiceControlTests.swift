import AccessibilityTree
import Testing
import VoiceCursor

/// Each command of docs/voice-control.md §2, and disambiguation.
@MainActor
@Suite("Voice Control commands")
struct VoiceControlTests {
    /// A navigation stack whose root has two "Edit" buttons, a "Send" button that pushes a detail
    /// screen, a switch, a slider and a text field.
    @MainActor
    final class Fixture {
        /// Which "Edit" button ran, in order.
        final class Taps { var edits: [Int] = [] }
        let navigation: NavigationController
        let app: Application
        let taps = Taps()
        var edits: [Int] { taps.edits }
        let slider = Slider(value: 0.5, frame: Rect(x: 20, y: 420, width: 300, height: 30))
        let field = TextField(placeholder: "Email", frame: Rect(x: 20, y: 480, width: 300, height: 34))

        init() {
            let root = ScreenController(title: "Inbox")
            navigation = NavigationController(rootViewController: root)
            app = makeApp(navigation)
            let nav = navigation, taps = taps
            root.view.addSubview(button("Edit", row: 0) { taps.edits.append(1) })
            root.view.addSubview(button("Edit", row: 1) { taps.edits.append(2) })
            root.view.addSubview(button("Send", row: 2) {
                nav.pushViewController(ScreenController(title: "Sent") { $0.addSubview(label("Done", row: 1)) })
            })
            root.view.addSubview(label("Not a button", row: 3))
            slider.accessibilityLabel = "Volume"
            root.view.addSubview(slider)
            root.view.addSubview(field)
        }
    }

    @Test("Tap <name> activates through VoiceOver's double tap path: the button's action pushes")
    func tapByName() {
        let fixture = Fixture()
        let voiceControl = VoiceControl(application: fixture.app)
        let result = voiceControl.say("Tap Send")
        #expect(result.message == "tapped Send, button")
        #expect(result.succeeded)
        #expect(result.handler?.description == "UIButton \"Send\" (UIKit default: taps Send)")
        #expect(voiceControl.screen.title == "Sent")
        #expect(result.matched.map(\.names) == [["Send"]])
    }

    @Test("A name alone is Tap <name>; matching ignores case and end punctuation")
    func nameAlone() {
        let fixture = Fixture()
        let voiceControl = VoiceControl(application: fixture.app)
        #expect(voiceControl.say("send.").message == "tapped Send, button")
    }

    @Test("No item named …: nothing happens; static text has no name")
    func noMatch() {
        let fixture = Fixture()
        let voiceControl = VoiceControl(application: fixture.app)
        let result = voiceControl.say("Tap Submit")
        #expect(result.message == "no item named Submit")
        #expect(!result.succeeded)
        #expect(voiceControl.say("Tap Not a button").message == "no item named Not a button")
        #expect(voiceControl.screen.title == "Inbox")
    }

    @Test("Two items named Edit: numbers on just those, then a number picks one")
    func disambiguation() {
        let fixture = Fixture()
        let voiceControl = VoiceControl(application: fixture.app)
        let asked = voiceControl.say("Tap Edit")
        #expect(asked.message == "2 items named Edit: showing numbers")
        #expect(asked.overlay.isDisambiguation)
        #expect(asked.overlay.tags.map(\.text) == ["1", "2"])
        #expect(asked.overlay.tags.map(\.item) == asked.matched.map(\.id))
        #expect(fixture.edits.isEmpty)
        let chosen = voiceControl.say("2")
        #expect(chosen.message == "tapped Edit, button")
        #expect(fixture.edits == [2])
        #expect(chosen.overlay.kind == nil)
    }

    @Test("A number out of range while choosing taps nothing and ends the choice")
    func disambiguationOutOfRange() {
        let fixture = Fixture()
        let voiceControl = VoiceControl(application: fixture.app)
        voiceControl.say("Tap Edit")
        #expect(voiceControl.say("Tap 3").message.hasPrefix("no item"))
        #expect(!voiceControl.overlay.isDisambiguation)
        #expect(fixture.edits.isEmpty)
    }

    @Test("Show numbers numbers the actionable items in reading order; Tap <number> taps one")
    func numbers() {
        let fixture = Fixture()
        let voiceControl = VoiceControl(application: fixture.app)
        let shown = voiceControl.say("Show numbers")
        #expect(shown.message == "showing numbers: 5 items")
        #expect(voiceControl.overlayText() == """
            Voice Control: numbers — Inbox
              1: Edit, button
              2: Edit, button
              3: Send, button
              4: Volume, 50%, adjustable
              5: Email, text field
            """)
        #expect(voiceControl.say("Tap 1").message == "tapped Edit, button")
        #expect(fixture.edits == [1])
        #expect(voiceControl.say("Tap 9").message == "no item numbered 9")
        #expect(voiceControl.say("Hide numbers").message == "numbers hidden")
        #expect(voiceControl.overlay.kind == nil)
        #expect(voiceControl.say("Hide numbers").message == "numbers are not showing")
    }

    @Test("Without numbers showing, a number is a name")
    func numberAsName() {
        let four = Button(title: "4", frame: Rect(x: 20, y: 120, width: 60, height: 60))
        var pressed = 0
        four.addTarget(TargetAction(selector: "digit:", targetClassName: "Calculator") { pressed += 1 })
        let voiceControl = VoiceControl(application: makeApp(ScreenController(title: "Calculator") { $0.addSubview(four) }))
        #expect(voiceControl.say("Tap 4").message == "tapped 4, button")
        #expect(pressed == 1)
        #expect(voiceControl.say("Tap 5").message == "no item named 5 (numbers are not showing: say \"Show numbers\")")
    }

    @Test("Show names tags each actionable item with its primary name")
    func names() {
        let fixture = Fixture()
        let voiceControl = VoiceControl(application: fixture.app)
        voiceControl.say("Show names")
        #expect(voiceControl.overlay.tags.map(\.text) == ["Edit", "Edit", "Send", "Volume", "Email"])
        #expect(voiceControl.overlay.kind == .names)
        #expect(voiceControl.say("Hide names").succeeded)
    }

    @Test("Show grid: a 3×3 grid numbered left to right, top to bottom; Tap <n> taps the cell's centre")
    func grid() {
        var taps = 0
        let big = Button(title: "Big", frame: Rect(x: 0, y: 281, width: 390, height: 282))
        big.addTarget(TargetAction(selector: "big:", targetClassName: "Test") { taps += 1 })
        let voiceControl = VoiceControl(application: makeApp(ScreenController(title: "Grid") { $0.addSubview(big) }))
        voiceControl.say("Show grid")
        let tags = voiceControl.overlay.tags
        #expect(tags.map(\.text) == (1...9).map(String.init))
        #expect(tags[4].frame.center == Point(x: 195, y: 422))
        let result = voiceControl.say("Tap 5")
        #expect(result.message == "tapped grid cell 5: UIButton \"Big\"")
        #expect(taps == 1)
        #expect(voiceControl.say("Hide grid").message == "grid hidden")
    }

    @Test("Scroll down, Swipe up, Scroll to top and bottom move the scroll view under the centre")
    func scrolling() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        scroll.contentSize = Size(width: 390, height: 844 * 3)
        scroll.addSubview(label("Top", row: 0))
        let voiceControl = VoiceControl(application: makeApp(ScreenController(title: "Long") { $0.addSubview(scroll) }))
        let start = scroll.contentOffset.y
        #expect(voiceControl.say("Scroll down").message == "scrolled down")
        #expect(scroll.contentOffset.y > start)
        #expect(voiceControl.say("Scroll to bottom").message == "scrolled to bottom")
        #expect(scroll.contentOffset.y == scroll.maximumContentOffset.y)
        #expect(voiceControl.say("Swipe up").message == "cannot scroll down any further")
        #expect(voiceControl.say("Swipe down").message == "scrolled up")
        #expect(voiceControl.say("Scroll to top").message == "scrolled to top")
        #expect(scroll.contentOffset.y == scroll.minimumContentOffset.y)
        #expect(voiceControl.say("Scroll left").message == "cannot scroll left any further")
    }

    @Test("Scroll <direction> <name> scrolls the named scroll view; nothing to scroll without one")
    func namedScroll() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 600, width: 390, height: 200))
        scroll.contentSize = Size(width: 390, height: 800)
        scroll.accessibilityLabel = "Messages"
        scroll.addSubview(label("First", row: 0))
        let voiceControl = VoiceControl(application: makeApp(ScreenController(title: "Chat") { $0.addSubview(scroll) }))
        #expect(voiceControl.say("Scroll down").message == "nothing to scroll here")
        #expect(voiceControl.say("Scroll down Messages").message == "scrolled down")
        #expect(scroll.contentOffset.y > 0)
        #expect(voiceControl.say("Scroll down Photos").message == "no item named Photos")
    }

    @Test("Go back taps the navigation bar's back button; with none, nothing happens")
    func goBack() {
        let fixture = Fixture()
        let voiceControl = VoiceControl(application: fixture.app)
        #expect(voiceControl.say("Go back").message == "no back button on this screen")
        voiceControl.say("Tap Send")
        let result = voiceControl.say("Go back")
        #expect(result.message == "tapped Inbox, back button")
        #expect(voiceControl.screen.title == "Inbox")
    }

    @Test("Increment and Decrement adjust an adjustable item; other items are not adjustable")
    func adjusting() {
        let fixture = Fixture()
        let voiceControl = VoiceControl(application: fixture.app)
        #expect(voiceControl.say("Increment Volume").message == "incremented Volume to 60%")
        #expect(voiceControl.say("Decrement Volume").message == "decremented Volume to 50%")
        #expect(voiceControl.say("Increment Send").message == "Send, button is not adjustable")
    }

    @Test("Type inserts text into the field being edited")
    func typing() {
        let fixture = Fixture()
        let voiceControl = VoiceControl(application: fixture.app)
        #expect(voiceControl.say("Type hello").message == "nothing is being edited: tap a text field first")
        #expect(voiceControl.say("Tap Email").message == "tapped Email, text field")
        #expect(voiceControl.say("Type hello").message == "typed \"hello\" into Email")
        #expect(fixture.field.text == "hello")
    }

    @Test("Double tap taps twice; long press does nothing without a context menu")
    func doubleTapAndLongPress() {
        let fixture = Fixture()
        let voiceControl = VoiceControl(application: fixture.app)
        voiceControl.say("Show numbers")
        #expect(voiceControl.say("Double tap 1").message == "double tapped Edit, button")
        #expect(fixture.edits == [1, 1])
        let pressed = voiceControl.say("Long press Send")
        #expect(pressed.message == "long pressed Send, button: nothing happens (context menus are not modelled)")
        #expect(voiceControl.screen.title == "Inbox")
    }

    @Test("Voice Control and VoiceOver reach the same handler for the same element")
    func sameActivationAsVoiceOver() {
        let first = Fixture()
        let voiceControl = VoiceControl(application: first.app)
        let spoken = voiceControl.say("Tap Send")
        let second = Fixture()
        let voiceOver = VoiceOver(application: second.app)
        voiceOver.focus("Send")
        let tapped = voiceOver.activate()
        #expect(spoken.handler == tapped.handler)
        #expect(voiceControl.screen.path == voiceOver.screen.path)
    }

    @Test("Odd input is a name that matches nothing: huge numbers, zero, long text, other scripts")
    func oddInput() {
        let fixture = Fixture()
        let voiceControl = VoiceControl(application: fixture.app)
        voiceControl.say("Show numbers")
        #expect(voiceControl.say("Tap 0").message == "no item named 0")
        #expect(voiceControl.say("99999999999999999999999").message == "no item named 99999999999999999999999")
        #expect(voiceControl.say("Tap 送信").message == "no item named 送信")
        let long = String(repeating: "word ", count: 20_000)
        #expect(!voiceControl.say(long).succeeded)
        #expect(voiceControl.say("").message == "nothing was said")
        #expect(fixture.edits.isEmpty)
    }

    @Test("Commands parse as a user says them")
    func parsing() {
        #expect(VoiceControlCommand(parsing: "show numbers") == .show(.numbers))
        #expect(VoiceControlCommand(parsing: "Tap 4") == .tap(.number(4)))
        #expect(VoiceControlCommand(parsing: "Double tap Play") == .doubleTap(.name("Play")))
        #expect(VoiceControlCommand(parsing: "Swipe left") == .scroll(.right, in: nil))
        #expect(VoiceControlCommand(parsing: "Scroll to top Messages") == .scroll(.toTop, in: .name("Messages")))
        #expect(VoiceControlCommand(parsing: "Show me the money") == .tap(.name("Show me the money")))
        #expect(VoiceControlCommand(parsing: "   ") == nil)
        let voiceControl = VoiceControl(application: Fixture().app)
        let shown = voiceControl.perform(.show(.numbers))
        #expect(shown.utterance == "Show numbers" && shown.overlay.kind == .numbers)
    }
}
