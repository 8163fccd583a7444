import AccessibilityTree
import Testing
import VoiceCursor

/// Focus on the views a table adds itself (section titles, editing controls) survives the table laying
/// out again, as on a device, where UIKit keeps those views across layout passes.
@MainActor
@Suite("Focus on a table's own views")
struct TableFocusTests {
    private func groceries(editing: Bool = false) -> (TableView, VoiceOver) {
        let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let root = ScreenController(title: "Groceries") { $0.addSubview(table) }
        let cells = ["Apples", "Bread", "Milk"].map { name -> TableViewCell in
            let cell = TableViewCell(text: name)
            cell.showsReorderControl = true
            return cell
        }
        table.sections = [TableSection(headerTitle: "Today", cells: cells), TableSection(headerTitle: "Later", cells: [TableViewCell(text: "Eggs")])]
        table.isEditing = editing
        return (table, VoiceOver(application: makeApp(root)))
    }

    @Test("Focus on a section title stays there when the table lays out again")
    func sectionTitleKeepsFocus() {
        let (table, vo) = groceries()
        #expect(vo.focus("Later"))
        table.sections[1].cells.append(TableViewCell(text: "Butter"))
        vo.application.post(notification: .layoutChanged)
        #expect(vo.focused?.phrase == "Later, heading")
        #expect(vo.next().focused?.phrase == "Eggs")
    }

    @Test("Moving a row with its reorder control's action keeps focus on that control")
    func reorderKeepsFocus() {
        let (table, vo) = groceries(editing: true)
        #expect(vo.focus("Reorder Apples"))
        vo.rotor(.actions)
        #expect(vo.rotorNext().spoken == ["Move up"])
        #expect(vo.rotorNext().spoken == ["Move down"])
        vo.activate()
        #expect(table.sections[0].cells.map(\.accessibilityLabel) == ["Bread", "Apples", "Milk"])
        #expect(vo.focused?.label == "Reorder Apples")
        vo.activate()
        #expect(table.sections[0].cells.map(\.accessibilityLabel) == ["Bread", "Milk", "Apples"])
    }

    @Test("An editing control's title follows its row's label")
    func controlTitleFollowsRow() {
        let (table, vo) = groceries(editing: true)
        table.sections[0].cells[2].textLabel.text = "Oat milk"
        table.setNeedsLayout()
        vo.application.post(notification: .layoutChanged)
        #expect(vo.focus("Reorder Oat milk"))
    }
}
