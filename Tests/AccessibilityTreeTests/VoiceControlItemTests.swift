import AccessibilityTree
import Testing

/// Voice Control's names and actionability, decided once from the tree VoiceOver reads
/// (docs/voice-control.md §1).
@MainActor
@Suite("Voice Control items")
struct VoiceControlItemTests {
    private func items(_ views: View...) -> [VoiceControlItem] {
        let root = ViewController(title: "Screen")
        for view in views { root.view.addSubview(view) }
        let screen = TestScreen(root)
        return screen.derive().voiceControlItems()
    }

    @Test("Input labels name an item before its label; the first is the primary name")
    func inputLabelsFirst() {
        let send = Button(title: "Send", frame: Rect(x: 20, y: 100, width: 100, height: 44))
        send.accessibilityUserInputLabels = ["Send", "Send message", "  "]
        let items = items(send)
        #expect(items.map(\.names) == [["Send", "Send message"]])
        #expect(items[0].namesAreInputLabels)
        #expect(items[0].primaryName == "Send")
    }

    @Test("Without input labels the label names the item, as VoiceOver computes it (title, text)")
    func labelNames() {
        let play = Button(title: "Play", frame: Rect(x: 20, y: 100, width: 100, height: 44))
        let icon = Button(imageName: "gear", frame: Rect(x: 20, y: 160, width: 44, height: 44))
        icon.accessibilityLabel = "Settings"
        let items = items(play, icon)
        #expect(items.map(\.names) == [["Play"], ["Settings"]])
        #expect(items.map(\.displayedText) == ["Play", nil])
        #expect(!items[0].namesAreInputLabels)
    }

    @Test("Static text, images and headers are not actionable; controls, rows and tap handlers are")
    func actionability() {
        let text = label("Hello", y: 100)
        let header = label("Section", y: 140)
        header.accessibilityTraits = [.header]
        let image = ImageView(imageName: "cat", frame: Rect(x: 20, y: 180, width: 40, height: 40))
        image.isAccessibilityElement = true
        let tappable = label("Tap me", y: 240)
        tappable.accessibilityActivateBlock = { true }
        let toggle = Switch(isOn: true, frame: Rect(x: 20, y: 280, width: 51, height: 31))
        toggle.accessibilityLabel = "Wi-Fi"
        let field = TextField(placeholder: "Email", frame: Rect(x: 20, y: 330, width: 200, height: 34))
        let items = items(text, header, image, tappable, toggle, field)
        let actionable = items.filter(\.isActionable).compactMap(\.primaryName)
        #expect(actionable == ["Tap me", "Wi-Fi", "Email"])
    }

    @Test("A text field shows its placeholder as an example, not a name it displays")
    func textFieldDisplaysNoName() {
        let field = TextField(placeholder: "name@example.com", frame: Rect(x: 20, y: 100, width: 200, height: 34))
        field.accessibilityLabel = "Email"
        #expect(items(field).map(\.displayedText) == [nil])
    }

    @Test("Segments show their titles; a row shows its first line")
    func segmentsAndRows() {
        let control = SegmentedControl(segmentTitles: ["Day", "Week"], selectedSegmentIndex: 0,
                                       frame: Rect(x: 20, y: 100, width: 200, height: 32))
        let cell = TableViewCell(style: .subtitle, text: "John Adams", detailText: "1797",
                                 frame: Rect(x: 0, y: 200, width: 390, height: 44))
        let items = items(control, cell)
        #expect(items.map(\.displayedText) == ["Day", "Week", "John Adams"])
        #expect(items.allSatisfy { $0.isActionable })
    }

    @Test("Matching folds case, surrounding space and end punctuation")
    func matching() {
        let item = VoiceControlItem(id: ElementID(rawValue: 1), index: 0, names: ["Send!"], isActionable: true, frame: .zero)
        #expect(item.isNamed("  send "))
        #expect(!item.isNamed("sen"))
        #expect(!item.isNamed(""))
    }

    @Test("Label in name compares whole words, folding case, punctuation and white space")
    func labelInName() {
        #expect(VoiceControlName.name("Send message", contains: "send"))
        #expect(VoiceControlName.name("Sign in, now", contains: "Sign-in"))
        #expect(!VoiceControlName.name("Resend", contains: "Send"))
        #expect(!VoiceControlName.name("Submit message", contains: "Send"))
        #expect(VoiceControlName.name("Anything", contains: " … "))
    }
}
