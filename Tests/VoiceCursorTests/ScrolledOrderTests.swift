import Testing
import AccessibilityTree
import VoiceCursor

/// docs/model.md §3: "The navigation bar's elements come first … and the toolbar's and tab bar's last,
/// whatever a scroll view's offset: the content of a scroll view … is ordered in its own content
/// coordinates as one block between them … and 'first' is the navigation bar's first element."
@MainActor
@Suite("Reading order after a scroll")
struct ScrolledOrderTests {
    private func settings() -> VoiceOver {
        let root = ScreenController(title: "Settings") { view in
            let table = TableView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
            table.sections = [TableSection(cells: (1...40).map { TableViewCell(text: "Row \($0)") })]
            view.addSubview(table)
        }
        root.navigationItem.rightBarButtonItems = [BarButtonItem(systemItem: .done)]
        root.toolbarItems = [BarButtonItem(title: "Edit")]
        let navigation = NavigationController(rootViewController: root)
        navigation.isToolbarHidden = false
        return VoiceOver(application: makeApp(navigation))
    }

    @Test("After a three-finger scroll: title and Done first, the rows in content order, the toolbar last")
    func scrolled() {
        let vo = settings()
        #expect(vo.focus("Row 1"))
        vo.scroll(.up)
        let labels = vo.tree.elements.map { $0.label ?? "" }
        #expect(vo.tree.elements[2].frame.minY < 0, "the first row is scrolled off the top")
        #expect(Array(labels.prefix(2)) == ["Settings", "Done"])
        #expect(Array(labels.dropFirst(2).prefix(40)) == (1...40).map { "Row \($0)" })
        #expect(labels.last == "Edit")
        #expect(vo.first().focused?.label == "Settings")
        #expect(vo.last().focused?.label == "Edit")
    }
}
