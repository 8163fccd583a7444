import A11yAudit
import AccessibilityTree
import Testing
import SceneLoader

/// The rules other checkers have (GTXiLib, Accessibility Test Framework, XCUITest) that a storyboard
/// can show: conflicting traits, same frames, nested elements and clipped text.
@MainActor
@Suite("Rules: traits, frames, nesting and clipped text")
struct AnchorRuleTests {
    @Test("conflicting-traits: a button that is also a link fails; a link alone passes", arguments: [
        ([.button, .link], 1), ([.button, .adjustable], 1), ([.button, .keyboardKey], 1),
        ([.link], 0), ([.button], 0), ([.adjustable], 0),
    ] as [(AccessibilityTraits, Int)])
    func conflictingTraits(traits: AccessibilityTraits, count: Int) {
        let found = ruleFindings("conflicting-traits") {
            page {
                let next = button("Next", row: 1)
                next.accessibilityTraits = traits
                return [next]
            }
        }
        #expect(found.count == count)
        if count == 1 { #expect(found.first?.severity == .error) }
    }

    @Test("duplicate-frame: two different controls in one frame fail; the same control twice, or side by side, passes")
    func duplicateFrame() {
        func control(_ title: String, _ selector: String, row: Int) -> Button {
            let control = button(title, row: row)
            control.addTarget(TargetAction(selector: selector, targetClassName: "Fixture", handler: {}))
            return control
        }
        let bad = ruleFindings("duplicate-frame") { page { [control("Edit", "edit:", row: 1), control("Delete", "delete:", row: 1)] } }
        #expect(bad.count == 1)
        #expect(bad.first?.message.contains("\"Edit, button\", \"Delete, button\"") == true)
        #expect(ruleFindings("duplicate-frame") { page { [control("Edit", "edit:", row: 1), control("Delete", "delete:", row: 2)] } }.isEmpty)
        #expect(ruleFindings("duplicate-frame") { page { [control("Edit", "edit:", row: 1), control("Edit", "edit:", row: 1)] } }.isEmpty)
    }

    @Test("nested-element: a button inside an element is reported; the same button beside it passes")
    func nestedElement() {
        let bad = ruleFindings("nested-element") {
            page {
                let card = View(frame: Rect(x: 20, y: 200, width: 350, height: 120))
                card.isAccessibilityElement = true
                card.accessibilityLabel = "Order 42"
                card.addSubview(Button(title: "Cancel order", frame: Rect(x: 10, y: 60, width: 150, height: 44)))
                return [card]
            }
        }
        #expect(bad.count == 1)
        #expect(bad.first?.element?.label == "Cancel order")
        #expect(bad.first?.element?.number == nil, "VoiceOver never reaches it, so it has no place in the reading order")
        #expect(bad.first?.message.contains("inside \"Order 42\"") == true)
        #expect(ruleFindings("nested-element") {
            page {
                let card = View(frame: Rect(x: 20, y: 200, width: 350, height: 120))
                card.addSubview(Label(text: "Order 42", frame: Rect(x: 10, y: 10, width: 150, height: 30)))
                card.addSubview(Button(title: "Cancel order", frame: Rect(x: 10, y: 60, width: 150, height: 44)))
                return [card]
            }
        }.isEmpty)
    }

    @Test("clipped-text: 17 pt text far wider than its one-line label fails; the same text on more lines, shrinking or without a font passes")
    func clippedText() {
        func text(_ configure: @escaping @MainActor (Label) -> Void) -> [Finding] {
            ruleFindings("clipped-text") {
                page {
                    let label = Label(text: "Delete account and all data", frame: Rect(x: 20, y: 200, width: 100, height: 21))
                    label.font = .system(17)
                    configure(label)
                    return [label]
                }
            }
        }
        let bad = text { _ in }
        #expect(bad.count == 1)
        #expect(bad.first?.message.contains("measured") == true)
        #expect(bad.first?.severity == .warning)
        #expect(text { $0.numberOfLines = 0 }.isEmpty)
        #expect(text { $0.adjustsFontSizeToFitWidth = true }.isEmpty)
        #expect(text { $0.font = nil }.isEmpty)
        #expect(text { $0.frame.size.width = 240 }.isEmpty)
    }

    @Test("The measured text width is close to the system font's widths")
    func measuredTextWidth() {
        // "Hello World" in 17 pt SF Pro is about 89 pt wide.
        let width = TextLines.width(of: "Hello World", in: .system(17))
        #expect(abs(width - 89) < 5, "\(width)")
        #expect(TextLines.width(of: "Hello World", in: Font(pointSize: 17, isBold: true)) > width)
    }
}
