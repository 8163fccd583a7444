import Testing
import AccessibilityTree

/// The view hierarchy's links: `superview` is never left pointing at a view that is gone.
@MainActor
@Suite("View hierarchy")
struct HierarchyTests {
    @Test("A subview that outlives its superview has no superview")
    func outlivesSuperview() {
        let label = Label(text: "Kept")
        do {
            let container = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            container.addSubview(label)
            #expect(label.superview === container)
        }
        #expect(label.superview == nil)
        let next = View()
        next.addSubview(label)
        #expect(label.superview === next)
        #expect(next.subviews.count == 1)
    }

    @Test("Moving a view to another superview updates both sides")
    func move() {
        let first = View(), second = View(), label = Label(text: "Moved")
        first.addSubview(label)
        second.addSubview(label)
        #expect(label.superview === second)
        #expect(first.subviews.isEmpty)
        label.removeFromSuperview()
        #expect(label.superview == nil)
        #expect(second.subviews.isEmpty)
    }
}
