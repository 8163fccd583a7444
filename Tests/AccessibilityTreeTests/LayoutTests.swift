import Testing
import AccessibilityTree

/// Layout before derivation: whatever asked for layout is laid out, wherever it sits, before VoiceOver
/// reads the frames (the reading order depends on them).
@MainActor
@Suite("Layout")
struct LayoutTests {
    /// A vertical stack of three labels of height 30 with `spacing`.
    private func stack(spacing: Double) -> StackView {
        let stack = StackView(axis: .vertical, spacing: spacing, frame: Rect(x: 0, y: 200, width: 390, height: 300))
        for text in ["One", "Two", "Three"] {
            stack.addArrangedSubview(Label(text: text, frame: Rect(x: 0, y: 0, width: 0, height: 30)))
        }
        return stack
    }

    @Test("A stack view added deep inside a screen already shown is laid out before the next derivation")
    func addedLater() {
        let inner = container(Rect(x: 0, y: 0, width: 390, height: 844))
        let outer = container(Rect(x: 0, y: 0, width: 390, height: 844), inner)
        let screen = TestScreen(controller(label("Title", y: 100), outer))
        #expect(screen.labels == ["Title"])
        inner.addSubview(stack(spacing: 10))
        #expect(screen.derive().elements.map(\.frame.minY) == [100, 200, 240, 280])
    }

    @Test("A stack view that changes its spacing is laid out again")
    func relayout() {
        let column = stack(spacing: 0)
        let screen = TestScreen(controller(column))
        #expect(screen.derive().elements.map(\.frame.minY) == [200, 230, 260])
        column.spacing = 20
        #expect(screen.derive().elements.map(\.frame.minY) == [200, 250, 300])
        column.arrangedSubviews[1].isHidden = true
        column.setNeedsLayout()
        #expect(screen.derive().elements.map { $0.label ?? "" } == ["One", "Three"])
        #expect(screen.derive().elements.map(\.frame.minY) == [200, 250])
    }

    @Test("A view that asked for layout before it was moved into another container is laid out there")
    func moved() {
        let column = stack(spacing: 5)
        let holder = container(Rect(x: 0, y: 0, width: 390, height: 100))
        let screen = TestScreen(controller(holder))
        holder.addSubview(column)
        let other = container(Rect(x: 0, y: 400, width: 390, height: 400))
        screen.window.rootViewController?.view.addSubview(other)
        column.spacing = 15
        other.addSubview(column)
        #expect(screen.derive().elements.map(\.frame.minY) == [600, 645, 690])
    }
}
