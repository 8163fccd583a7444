import Foundation
import Testing
import AccessibilityTree

/// The derived snapshot as data: deterministic JSON, and robustness against misconfigured trees.
@MainActor
@Suite("Snapshot")
struct SnapshotTests {
    /// A screen with a navigation bar, a tab bar, a list and most kinds of elements.
    private func richScreen() -> TestScreen {
        let list = container(Rect(x: 0, y: 300, width: 390, height: 100), label("One", y: 0), label("Two", y: 40))
        list.accessibilityContainerType = .list
        let button = Button(title: "Play", frame: Rect(x: 20, y: 150, width: 100, height: 44))
        button.accessibilityCustomActions = [AccessibilityCustomAction(name: "Queue") { true }]
        button.accessibilityHint = "Plays the song."
        let content = controller(title: "Library", button, Switch(isOn: true, frame: Rect(x: 200, y: 150, width: 51, height: 31)),
                                 Slider(value: 0.3, frame: Rect(x: 20, y: 220, width: 300, height: 30)), list)
        let tabs = TabBarController(viewControllers: [NavigationController(rootViewController: content), controller(title: "Search")])
        return TestScreen(tabs)
    }

    @Test("Encoding a snapshot twice with sorted keys gives identical JSON, which decodes to an equal snapshot")
    func deterministicJSON() throws {
        let snapshot = richScreen().derive().snapshot
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let first = try encoder.encode(snapshot)
        let second = try encoder.encode(snapshot)
        #expect(first == second)
        let decoded = try JSONDecoder().decode(AccessibilitySnapshot.self, from: first)
        #expect(decoded == snapshot)
        #expect(try encoder.encode(decoded) == first)
        let json = try #require(String(data: first, encoding: .utf8))
        #expect(json.contains(#""traits":["button","switchButton"]"#))
    }

    @Test("Deriving the same screen twice gives equal snapshots")
    func stable() {
        let screen = richScreen()
        #expect(screen.derive().snapshot == screen.derive().snapshot)
    }

    @Test("A table's section headers and More info buttons keep their identity from one derivation to the next")
    func tableIdentity() {
        let table = TableView(frame: Rect(origin: .zero, size: Device.phoneSize))
        let printer = TableViewCell(text: "Printer")
        printer.accessoryType = .detailButton
        table.sections = [TableSection(headerTitle: "Devices", cells: [printer])]
        let screen = TestScreen(controller(table))
        let first = screen.derive().elements
        #expect(first.map(\.phrase) == ["Devices, heading", "Printer", "More info, button"])
        #expect(screen.derive().elements.map(\.id) == first.map(\.id))
    }

    @Test("An accessibilityElements array containing an ancestor does not hang or crash")
    func cycle() {
        let outer = container(Rect(x: 0, y: 0, width: 390, height: 844), label("Outer label", y: 100))
        let inner = container(Rect(x: 0, y: 200, width: 390, height: 200), label("Inner label", y: 10))
        outer.addSubview(inner)
        let root = controller(outer)
        inner.accessibilityElements = [outer, inner.subviews[0], root.view]
        let screen = TestScreen(root)
        #expect(screen.labels == ["Outer label", "Inner label"])
    }

    @Test("Two containers listing each other in accessibilityElements do not hang or crash")
    func mutualCycle() {
        let a = container(Rect(x: 0, y: 100, width: 390, height: 100), label("A", y: 0))
        let b = container(Rect(x: 0, y: 300, width: 390, height: 100), label("B", y: 0))
        a.accessibilityElements = [b, a.subviews[0]]
        b.accessibilityElements = [a, b.subviews[0]]
        let screen = TestScreen(controller(a, b))
        #expect(Set(screen.labels) == ["A", "B"])
    }

    @Test("Each element's identity leads to its position and object, whether the identities lie close together or far apart")
    func positions() {
        let before = View()
        let first = label("First", y: 100)
        let between = (0..<1_000).map { _ in View() }
        let second = label("Second", y: 200)
        let third = label("Third", y: 300)
        let after = View()
        // First and Second: identities 1,000 apart (kept in a dictionary); Second and Third: adjacent.
        for pair in [(first, second), (second, third)] {
            let tree = TestScreen(controller(pair.0, pair.1)).derive()
            #expect(tree.elements.count == 2)
            for (index, element) in tree.elements.enumerated() {
                #expect(tree.index(of: element.id) == index)
                #expect(tree.object(for: element.id)?.objectID == element.id)
            }
            for stranger in [before, between[0], between[999], after] {
                #expect(tree.index(of: stranger.objectID) == nil)
            }
            #expect(tree.index(of: ElementID(rawValue: 0)) == nil)
        }
    }

    @Test("The screen summary names the path to the visible screen")
    func summary() {
        let screen = richScreen()
        let summary = screen.derive().snapshot.screen
        #expect(summary.path.first == "Tab: Library")
        #expect(summary.title == "Library")
    }
}
