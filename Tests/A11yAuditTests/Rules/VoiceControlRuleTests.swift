import A11yAudit
import AccessibilityTree
import Testing

/// The Voice Control rules (docs/audit-rules.md): label in name, ambiguous names, items only numbers
/// reach, and input labels that are hard to say.
@MainActor
@Suite("Rules: Voice Control")
struct VoiceControlRuleTests {
    @Test("label-in-name: a button showing Send labelled Submit message fails; Send message passes")
    func labelInNameButton() {
        let bad = ruleFindings("label-in-name") {
            page {
                let send = button("Send", row: 1)
                send.accessibilityLabel = "Submit message"
                return [send]
            }
        }
        #expect(bad.count == 1)
        #expect(bad.first?.severity == .error)
        #expect(bad.first?.message.contains("shows \"Send\" but Voice Control knows it only by its label \"Submit message\"") == true)
        #expect(ruleFindings("label-in-name") {
            page {
                let send = button("Send", row: 1)
                send.accessibilityLabel = "send  message!"
                return [send]
            }
        }.isEmpty)
    }

    @Test("label-in-name: a button showing a value with no letter, \"(0,0)\", is not judged; \"Tap 4B\" still is")
    func labelInNameValue() {
        let found = { (title: String) in
            ruleFindings("label-in-name") {
                page {
                    let offset = button(title, row: 1)
                    offset.accessibilityLabel = "Aerial alignment"
                    return [offset]
                }
            }
        }
        #expect(found("(0,0)").isEmpty)
        #expect(found("12").isEmpty)
        #expect(found("4B").count == 1)
    }

    @Test("label-in-name: text or names the app fills with data when it runs (⟨…⟩) are not judged as words")
    func labelInNameRuntimeData() {
        let found = { (title: String, label: String) in
            ruleFindings("label-in-name") {
                page {
                    let play = button(title, row: 1)
                    play.accessibilityLabel = label
                    return [play]
                }
            }
        }
        #expect(found("⟨episode.title⟩", "Play").isEmpty)
        #expect(found("Play", "⟨episode.action⟩").isEmpty)
        #expect(found("Play", "Start episode").count == 1)
    }

    @Test("label-in-name: input labels that include the visible text pass, even when the label does not")
    func labelInNameInputLabels() {
        let found = { (labels: [String]) in
            ruleFindings("label-in-name") {
                page {
                    let send = button("Send", row: 1)
                    send.accessibilityLabel = "Submit message"
                    send.accessibilityUserInputLabels = labels
                    return [send]
                }
            }
        }
        #expect(found(["Send", "Submit"]).isEmpty)
        #expect(found(["Submit"]).first?.message.contains("its accessibilityUserInputLabels \"Submit\"") == true)
    }

    @Test("label-in-name: a text field's placeholder is an example, not a name it shows")
    func labelInNameTextField() {
        #expect(ruleFindings("label-in-name") {
            page {
                let field = TextField(placeholder: "name@example.com", frame: Rect(x: 20, y: 200, width: 300, height: 44))
                field.accessibilityLabel = "Email"
                return [field]
            }
        }.isEmpty)
    }

    @Test("label-in-name: a segment relabelled away from its title fails; a row's title must be in its label")
    func labelInNameSegmentsAndCells() {
        let segments = ruleFindings("label-in-name") {
            page {
                let control = SegmentedControl(segmentTitles: ["Day", "Week"], selectedSegmentIndex: 0,
                                               frame: Rect(x: 20, y: 200, width: 300, height: 32))
                control.accessibilityElements?[1].accessibilityLabel = "Seven days"
                return [control]
            }
        }
        #expect(segments.map { $0.element?.label } == ["Seven days"])
        let cells = ruleFindings("label-in-name") {
            page {
                let table = TableView(frame: Rect(x: 0, y: 200, width: 390, height: 300))
                let good = TableViewCell(style: .subtitle, text: "John Adams", detailText: "1797")
                let bad = TableViewCell(style: .subtitle, text: "Thomas Jefferson", detailText: "1801")
                bad.accessibilityLabel = "Third president"
                table.sections = [TableSection(cells: [good, bad])]
                return [table]
            }
        }
        #expect(cells.map { $0.element?.label } == ["Third president"])
    }

    @Test("label-in-name: an image-only button shows no text; static text is not actionable")
    func labelInNameNoText() {
        #expect(ruleFindings("label-in-name") {
            page {
                let gear = button(nil, row: 1, imageName: "gear")
                gear.accessibilityLabel = "Settings"
                let title = label("Welcome", row: 2)
                title.accessibilityLabel = "Hello"
                return [gear, title]
            }
        }.isEmpty)
    }

    @Test("ambiguous-voice-name: two Edit buttons warn once; distinct names pass")
    func ambiguous() {
        let found = ruleFindings("ambiguous-voice-name") { page { [button("Edit", row: 1), button("edit", row: 2), button("Done", row: 3)] } }
        #expect(found.count == 1)
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message.hasPrefix("2 items answer to \"Edit\"") == true)
        #expect(ruleFindings("ambiguous-voice-name") { page { [button("Edit Profile", row: 1), button("Edit Photo", row: 2)] } }.isEmpty)
        #expect(ruleFindings("ambiguous-voice-name") {
            page {
                let table = TableView(frame: Rect(x: 0, y: 200, width: 390, height: 300))
                table.sections = [TableSection(cells: [TableViewCell(text: "Title"), TableViewCell(text: "Title")])]
                return [table]
            }
        }.isEmpty, "prototype cells' placeholder texts are not names")
    }

    @Test("no-voice-name: a tappable view with no name warns; an unlabelled button is missing-label's alone")
    func noVoiceName() {
        let tappable = { () -> View in
            let view = View(frame: Rect(x: 20, y: 300, width: 100, height: 100))
            view.isAccessibilityElement = true
            view.accessibilityActivateBlock = { true }
            return view
        }
        let found = ruleFindings("no-voice-name") { page { [tappable(), button(nil, row: 1)] } }
        #expect(found.map { $0.element?.className } == ["UIView"])
        #expect(ruleFindings("missing-label") { page { [tappable(), button(nil, row: 1)] } }.map { $0.element?.className } == ["UIButton"])
    }

    @Test("input-labels-quality: many, long or typed names warn; a few short ones pass")
    func inputLabelsQuality() {
        let found = { (labels: [String]) in
            ruleFindings("input-labels-quality") {
                page {
                    let send = button("Send", row: 1)
                    send.accessibilityUserInputLabels = labels
                    return [send]
                }
            }
        }
        #expect(found(["Send", "Send message", "Post"]).isEmpty)
        #expect(found(["Send", "Post", "Submit", "Go", "Ship"]).first?.message.contains("5 input labels") == true)
        #expect(found(["Send", "Send this message to everyone in the group"]).first?.message.contains("is a sentence") == true)
        #expect(found(["Button Send"]).first?.message.contains("\"Button Send\" starts with the control type") == true)
        #expect(found(["Button"]).isEmpty)
    }
}
