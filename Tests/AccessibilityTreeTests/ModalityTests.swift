import Testing
import AccessibilityTree

/// docs/model.md §2, rule 3: accessibilityViewIsModal hides the modal view's siblings, and only them.
@MainActor
@Suite("Modality")
struct ModalityTests {
    @Test("A modal view hides its siblings")
    func siblingsHidden() {
        let dialog = container(Rect(x: 20, y: 300, width: 350, height: 200), label("Dialog", y: 10))
        dialog.accessibilityViewIsModal = true
        let screen = TestScreen(controller(label("Behind", y: 100), dialog, label("In front", y: 600)))
        #expect(screen.labels == ["Dialog"])
        #expect(Set(screen.unreachableLabels) == ["Behind", "In front"])
    }

    @Test("Of two modal siblings only the last is walked")
    func lastModalWins() {
        let first = container(Rect(x: 0, y: 100, width: 390, height: 100), label("First", y: 10))
        let second = container(Rect(x: 0, y: 300, width: 390, height: 100), label("Second", y: 10))
        first.accessibilityViewIsModal = true
        second.accessibilityViewIsModal = true
        let screen = TestScreen(controller(first, second))
        #expect(screen.labels == ["Second"])
    }

    @Test("A hidden modal view hides nothing")
    func hiddenModal() {
        let dialog = container(Rect(x: 0, y: 300, width: 390, height: 100), label("Dialog", y: 10))
        dialog.accessibilityViewIsModal = true
        dialog.isHidden = true
        let screen = TestScreen(controller(label("Content", y: 100)))
        screen.window.rootViewController?.view.addSubview(dialog)
        #expect(screen.labels == ["Content"])
    }

    @Test("A nested modal view does not hide its ancestors' siblings")
    func nestedModal() {
        let dialog = container(Rect(x: 0, y: 50, width: 390, height: 50), label("Dialog", y: 0))
        dialog.accessibilityViewIsModal = true
        let panel = container(Rect(x: 0, y: 300, width: 390, height: 200), label("Panel text", y: 10), dialog)
        let screen = TestScreen(controller(label("Header", y: 100), panel, label("Footer", y: 700)))
        #expect(screen.labels == ["Header", "Dialog", "Footer"])
        #expect(screen.unreachableLabels == ["Panel text"])
    }
}
