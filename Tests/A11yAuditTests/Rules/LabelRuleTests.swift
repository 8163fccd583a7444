import A11yAudit
import AccessibilityTree
import Testing

@MainActor
@Suite("Rules: labels and hints")
struct LabelRuleTests {
    @Test("missing-label: a button with neither title nor image fails; a titled one passes")
    func missingLabel() {
        let bad = ruleFindings("missing-label") { page { [button(nil, row: 1)] } }
        #expect(bad.count == 1)
        #expect(bad.first?.message.contains("VoiceOver says only \"button\"") == true)
        #expect(bad.first?.severity == .error)
        #expect(ruleFindings("missing-label") { page { [button("Play", row: 1)] } }.isEmpty)
    }

    @Test("missing-label: a date picker's wheels are UIKit's and read by their values; an app's unlabelled picker wheels fail")
    func datePickerWheels() {
        let frame = Rect(x: 0, y: 200, width: 390, height: 216)
        #expect(ruleFindings("missing-label") { page { [DatePicker(mode: .date, frame: frame)] } }.isEmpty)
        let picker = ruleFindings("missing-label") { page { [PickerView(components: [["Red", "Green"]], frame: frame)] } }
        #expect(picker.count == 1)
    }

    @Test("missing-label: a cell whose texts are empty in the file (a prototype the code fills) passes; a bare button beside it fails")
    func prototypeCells() {
        let found = ruleFindings("missing-label") {
            page {
                let table = TableView(frame: Rect(x: 0, y: 200, width: 390, height: 300))
                let cell = TableViewCell()
                cell.accessibilityTraits = .button
                table.sections = [TableSection(cells: [cell])]
                return [table, button(nil, row: 7)]
            }
        }
        #expect(found.map { $0.element?.className } == ["UIButton"])
    }

    @Test("missing-label: a page control, which UIKit reads by its value, passes")
    func pageControl() {
        #expect(ruleFindings("missing-label") {
            page { [PageControl(numberOfPages: 3, frame: Rect(x: 20, y: 440, width: 350, height: 44))] }
        }.isEmpty)
    }

    @Test("image-name-label: a button labelled by its image name fails; an explicit label passes")
    func imageNameLabel() {
        let bad = ruleFindings("image-name-label") { page { [button(nil, row: 1, imageName: "ic_play_24")] } }
        #expect(bad.count == 1)
        #expect(bad.first?.element?.label == "ic_play_24")
        #expect(ruleFindings("image-name-label") {
            page {
                let play = button(nil, row: 1, imageName: "ic_play_24")
                play.accessibilityLabel = "Play"
                return [play]
            }
        }.isEmpty)
    }

    @Test("image-name-label recognises asset names but not words")
    func fileNames() {
        for name in ["ic_play", "icon-settings", "arrow.left.circle", "playButton", "logo.png", "chevron-right-24"] {
            #expect(ImageNameLabelRule.looksLikeFileName(name), "\(name)")
        }
        for word in ["Play", "Settings", "iPhone", "macOS", "Sign in", "OK"] {
            #expect(!ImageNameLabelRule.looksLikeFileName(word), "\(word)")
        }
    }

    @Test("image-name-label leaves text fields to placeholder-only-label: \"x.x.x.x\" and \"example.net\" are examples, not image names")
    func placeholdersAreNotImageNames() {
        let fields: @MainActor @Sendable () -> [View] = {
            [TextField(placeholder: "x.x.x.x", frame: Rect(x: 20, y: 200, width: 300, height: 44)),
             TextField(placeholder: "example.net", frame: Rect(x: 20, y: 260, width: 300, height: 44))]
        }
        #expect(ruleFindings("image-name-label") { page(fields) }.isEmpty)
        let placeholders = ruleFindings("placeholder-only-label") { page(fields) }
        #expect(placeholders.map { $0.element?.label } == ["x.x.x.x", "example.net"])
        #expect(placeholders.allSatisfy { $0.severity == .warning })
    }

    @Test("placeholder-only-label: a field named by its placeholder fails; one with an accessibilityLabel passes")
    func placeholderOnlyLabel() {
        let bad = ruleFindings("placeholder-only-label") {
            page { [TextField(placeholder: "Email", frame: Rect(x: 20, y: 200, width: 300, height: 44))] }
        }
        #expect(bad.count == 1)
        #expect(bad.first?.message.contains("named only by its placeholder \"Email\"") == true)
        #expect(ruleFindings("placeholder-only-label") {
            page {
                let field = TextField(placeholder: "name@example.com", frame: Rect(x: 20, y: 200, width: 300, height: 44))
                field.accessibilityLabel = "Email"
                return [field]
            }
        }.isEmpty)
    }

    @Test("label-quality: a control label over 40 characters, a lone symbol and words in capitals fail", arguments: [
        ("Open the settings of your account to change how we email you", true), ("Settings", false),
        (">", true), ("X", true), ("A", false), ("7", false),
        ("CANCEL", true), ("SIGN IN", true), ("OK", false), ("FAQ", false), ("Sign in", false),
    ])
    func labelQuality(label: String, fails: Bool) {
        let found = ruleFindings("label-quality") { page { [button(label, row: 1)] } }
        #expect(found.count == (fails ? 1 : 0), "\(label)")
    }

    @Test("Text the code fills with data known only at run time (⟨…⟩) is not judged by its words", arguments: [
        ("label-quality", "⟨LString.PasswordGenerator.titleRandomGenerator⟩"), ("image-name-label", "⟨LString.actionCopy⟩"),
        ("label-repeats-trait", "⟨episode.title⟩ button"),
    ])
    func runtimeText(rule: String, label: String) {
        #expect(ruleFindings(rule) { page { [button(label, row: 1)] } }.isEmpty, "\(rule): \(label)")
    }

    @Test("label-quality: a long label on static text passes; only controls must be short")
    func longStaticText() {
        #expect(ruleFindings("label-quality") {
            page { [label("Your order ships within three working days of payment.", row: 1)] }
        }.isEmpty)
    }

    @Test("label-repeats-trait: \"Play button\" on a button fails; \"Play\" passes")
    func repeatsTrait() {
        let bad = ruleFindings("label-repeats-trait") { page { [button("Play button", row: 1)] } }
        #expect(bad.count == 1)
        #expect(bad.first?.message.contains("\"Play button, button\"") == true)
        #expect(ruleFindings("label-repeats-trait") { page { [button("Play", row: 1)] } }.isEmpty)
    }

    @Test("label-repeats-trait reads words whatever their case, separators and script", arguments: [
        ("PLAY_Button", true), ("Open check-box", true), ("Café button", true), ("Lecture BUTTON!", true),
        ("Buttons", false), ("Button bar", false), ("Check", false), ("Éditer", false),
    ])
    func repeatsTraitWords(label: String, fails: Bool) {
        let found = ruleFindings("label-repeats-trait") { page { [button(label, row: 1)] } }
        #expect(found.count == (fails ? 1 : 0), "\(label)")
    }

    @Test("label-ends-with-period: \"Save.\" fails; \"Save\", \"More...\" and abbreviations pass")
    func endsWithPeriod() {
        #expect(ruleFindings("label-ends-with-period") { page { [button("Save.", row: 1)] } }.count == 1)
        #expect(ruleFindings("label-ends-with-period") { page { [button("Save", row: 1), button("More...", row: 2)] } }.isEmpty)
        #expect(ruleFindings("label-ends-with-period") {
            page { [button("Monsters, Inc.", row: 1), button("Washington D.C.", row: 2), button("J. R. R.", row: 3)] }
        }.isEmpty)
    }

    @Test("White space around a label does not hide it: \" \\n \" is no label, \"Save.\\u{00A0}\" still ends with a period")
    func whiteSpaceAroundLabels() {
        let blank = ruleFindings("missing-label") { page { [button(" \n\u{3000}", row: 1)] } }
        #expect(blank.count == 1)
        let padded = ruleFindings("label-ends-with-period") { page { [button("\tSave.\u{00A0}", row: 1)] } }
        #expect(padded.count == 1)
        #expect(padded.first?.message.contains("\"Save.\"") == true)
    }

    @Test("hint-style: \"Tap to play\" fails twice over; \"Plays the song.\" passes")
    func hintStyle() {
        let bad = ruleFindings("hint-style") {
            page {
                let play = button("Play", row: 1)
                play.accessibilityHint = "Tap to play"
                return [play]
            }
        }
        #expect(bad.count == 1)
        #expect(bad.first?.message.contains("describes the gesture") == true)
        #expect(bad.first?.message.contains("does not end with a period") == true)
        #expect(ruleFindings("hint-style") {
            page {
                let play = button("Play", row: 1)
                play.accessibilityHint = "Plays the song."
                return [play]
            }
        }.isEmpty)
    }

    @Test("duplicate-label: two \"Delete\" buttons that delete different rows fail; two that do the same pass")
    func duplicateLabel() {
        let bad = ruleFindings("duplicate-label") {
            page {
                let milk = label("Milk", row: 3), eggs = label("Eggs", row: 4)
                return [milk, eggs, button("Delete", row: 1) { milk.removeFromSuperview() },
                        button("Delete", row: 2) { eggs.removeFromSuperview() }]
            }
        }
        #expect(bad.count == 1)
        #expect(bad.first?.message.contains("elements 2, 3") == true)
        let good = ruleFindings("duplicate-label") {
            var navigation: NavigationController!
            let root = page {
                [button("Help", row: 1) { navigation.pushViewController(screen("Help") { [heading("Help")] }) },
                 button("Help", row: 2) { navigation.pushViewController(screen("Help") { [heading("Help")] }) }]
            }
            navigation = NavigationController(rootViewController: root)
            return navigation
        }
        #expect(good.isEmpty)
    }
}
