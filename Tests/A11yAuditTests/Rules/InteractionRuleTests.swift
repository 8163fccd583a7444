import A11yAudit
import AccessibilityTree
import Testing

@MainActor
@Suite("Rules: adjusting, reaching, touching")
struct InteractionRuleTests {
    @Test("adjustable-no-change: an adjustable view without increment fails; a slider passes")
    func adjustable() {
        let bad = ruleFindings("adjustable-no-change") {
            page {
                let dial = View(frame: Rect(x: 20, y: 200, width: 200, height: 44))
                dial.isAccessibilityElement = true
                dial.accessibilityLabel = "Volume"
                dial.accessibilityValue = "5"
                dial.accessibilityTraits = .adjustable
                return [dial]
            }
        }
        #expect(bad.count == 1)
        #expect(bad.first?.element?.label == "Volume")
        #expect(ruleFindings("adjustable-no-change") {
            page {
                let slider = Slider(frame: Rect(x: 20, y: 200, width: 300, height: 44))
                slider.accessibilityLabel = "Volume"
                return [slider]
            }
        }.isEmpty)
    }

    @Test("unreachable-control: a zero-size button and a covered button fail; a visible one passes")
    func unreachable() {
        let zero = ruleFindings("unreachable-control") { page { [Button(title: "Hidden", frame: Rect(x: 20, y: 200, width: 0, height: 0))] } }
        #expect(zero.count == 1)
        #expect(zero.first?.message.contains("zero size") == true)
        #expect(zero.first?.element?.number == nil)
        let covered = ruleFindings("unreachable-control") {
            page { [button("Buy", row: 1), View(frame: Rect(x: 0, y: 150, width: 390, height: 200))] }
        }
        #expect(covered.count == 1)
        #expect(covered.first?.message.contains("covered by a UIView") == true)
        #expect(ruleFindings("unreachable-control") { page { [button("Buy", row: 1)] } }.isEmpty)
    }

    @Test("unreachable-control: a covered slider, used by swiping up and down on it, is not flagged; a covered switch is")
    func coveredAdjustable() {
        let found = ruleFindings("unreachable-control") {
            page {
                let slider = Slider(value: 0.5, frame: Rect(x: 20, y: 200, width: 300, height: 44))
                slider.accessibilityLabel = "Volume"
                let toggle = Switch(isOn: true, frame: Rect(x: 20, y: 260, width: 51, height: 31))
                toggle.accessibilityLabel = "Mute"
                return [slider, toggle, View(frame: Rect(x: 0, y: 180, width: 390, height: 200))]
            }
        }
        #expect(found.map { $0.element?.label } == ["Mute"])
    }

    @Test("unreachable-control: content a sheet covers is not flagged")
    func sheetCoversLegitimately() {
        let report = audit(subject {
            ScreenController(title: "Root") { controller in
                controller.view.addSubview(heading("Root"))
                controller.view.addSubview(button("Show", row: 1) { controller.present(screen("Sheet") { [heading("Sheet")] }) })
            }
        })
        #expect(report.screens.count == 2)
        #expect(findings(report, "unreachable-control").isEmpty)
    }

    @Test("small-touch-target: a 30×30 button fails; 44×44 passes; a UISwitch is exempt")
    func touchTarget() {
        let bad = ruleFindings("small-touch-target") { page { [Button(title: "X", frame: Rect(x: 20, y: 200, width: 30, height: 30))] } }
        #expect(bad.count == 1)
        #expect(bad.first?.message.contains("30×30 pt") == true)
        #expect(ruleFindings("small-touch-target") {
            page {
                let toggle = Switch(frame: Rect(x: 20, y: 300, width: 51, height: 31))
                toggle.accessibilityLabel = "Wi-Fi"
                return [Button(title: "Close", frame: Rect(x: 20, y: 200, width: 44, height: 44)), toggle]
            }
        }.isEmpty)
    }

    @Test("low-contrast: grey text on white fails; black on white passes; no background, no check")
    func contrast() {
        let bad = ruleFindings("low-contrast") {
            page {
                let text = label("Faint", row: 1)
                text.textColor = Color(red: 0.7, green: 0.7, blue: 0.7)
                let back = backdrop(.white)
                back.addSubview(text)
                return [back]
            }
        }
        #expect(bad.count == 1)
        #expect(bad.first?.message.contains("#B3B3B3 on #FFFFFF") == true)
        #expect(ruleFindings("low-contrast") {
            page {
                let back = backdrop(.white)
                back.addSubview(label("Clear", row: 1))
                return [back]
            }
        }.isEmpty)
        #expect(Contrast.ratio(.black, .white) > 20.9)
    }

    @Test("reading-order-columns: a two-column form read across fails; grouped columns pass")
    func columns() {
        func form(grouped: Bool) -> [View] {
            func column(_ caption: String, x: Double) -> View {
                let box = View(frame: Rect(x: x, y: 120, width: 170, height: 80))
                box.addSubview(Label(text: caption, frame: Rect(x: 0, y: 0, width: 170, height: 20)))
                box.addSubview(TextField(placeholder: caption, frame: Rect(x: 0, y: 24, width: 170, height: 44)))
                box.shouldGroupAccessibilityChildren = grouped
                return box
            }
            return [column("First name", x: 20), column("Last name", x: 200)]
        }
        let bad = ruleFindings("reading-order-columns") { page { form(grouped: false) } }
        #expect(bad.count == 1)
        #expect(bad.first?.message.contains("\"Last name\" from the next column") == true)
        #expect(ruleFindings("reading-order-columns") { page { form(grouped: true) } }.isEmpty)
    }

    @Test("tap-gesture-not-accessible: a plain view or a touchable label with a tap recognizer is reported; as a button, inside a button element, on a list or untouchable it is not")
    func tapGesture() {
        func app(_ make: @escaping @MainActor () -> [View]) -> [Finding] { ruleFindings("tap-gesture-not-accessible") { page(make) } }
        let plain = app {
            let photo = View(frame: Rect(x: 0, y: 200, width: 390, height: 200))
            photo.tapGestureActions = ["openPhoto"]
            return [photo]
        }
        #expect(plain.count == 1)
        #expect(plain.first?.severity == .warning)
        #expect(plain.first?.message.contains("This UIView has a tap gesture recognizer (action openPhoto) but is not an accessibility element") == true)
        let meter = app {
            let meter = View(frame: Rect(x: 0, y: 200, width: 390, height: 60))
            meter.addSubview(label("Followers", row: 0))
            meter.tapGestureActions = ["openList"]
            return [meter]
        }
        #expect(meter.count == 1)
        #expect(meter.first?.message.contains("VoiceOver reads the elements inside it, and a double tap on one may reach the recognizer, but nothing says it can be activated") == true, "\(meter)")
        let title = app {
            let label = label("Members", row: 1)
            label.tapGestureActions = ["toggle"]
            label.isUserInteractionEnabled = true
            return [label]
        }
        #expect(title.map { $0.element?.label } == ["Members"])
        #expect(app {
            let label = label("Members", row: 1)
            label.tapGestureActions = ["toggle"]
            label.accessibilityTraits.insert(.button)
            label.isUserInteractionEnabled = true
            return [label]
        }.isEmpty)
        // A label takes no touches unless the app says so: its recognizer never runs.
        #expect(app {
            let label = label("Members", row: 1)
            label.tapGestureActions = ["toggle"]
            return [label]
        }.isEmpty)
        #expect(app {
            let card = View(frame: Rect(x: 0, y: 200, width: 390, height: 200))
            card.isAccessibilityElement = true
            card.accessibilityLabel = "Summer trip"
            card.accessibilityTraits = .button
            let photo = View(frame: Rect(x: 0, y: 0, width: 390, height: 200))
            photo.tapGestureActions = ["openPhoto"]
            card.addSubview(photo)
            return [card]
        }.isEmpty)
        #expect(app {
            let table = TableView(frame: Rect(x: 0, y: 200, width: 390, height: 300))
            table.sections = [TableSection(cells: [TableViewCell(style: .default, text: "Inbox")])]
            table.tapGestureActions = ["scrollToTop"]
            return [table]
        }.isEmpty)
    }

    @Test("tap-gesture-not-accessible: a view behind a presented sheet is judged on its own screen only")
    func tapGestureBehindSheet() {
        let report = audit(subject {
            ScreenController(title: "Root") { controller in
                controller.view.addSubview(heading("Root"))
                let photo = View(frame: Rect(x: 0, y: 300, width: 390, height: 200))
                photo.tapGestureActions = ["openPhoto"]
                photo.addSubview(label("Sunset", row: 0))
                controller.view.addSubview(photo)
                controller.view.addSubview(button("Show", row: 1) { controller.present(screen("Sheet") { [heading("Sheet")] }) })
            }
        })
        #expect(report.screens.count == 2)
        #expect(findings(report, "tap-gesture-not-accessible").map(\.screen) == ["Root"])
    }
}
