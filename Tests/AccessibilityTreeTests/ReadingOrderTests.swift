import Testing
import AccessibilityTree

/// docs/model.md §3: rows top to bottom, leading edge first within a row; groups and custom orders stay together.
@MainActor
@Suite("Reading order")
struct ReadingOrderTests {
    /// "Right" at x 200 and "Left" at x 20, the right one `offset` points higher.
    private func pair(offset: Double, device: Device = .phone) -> [String] {
        let screen = TestScreen(controller(label("Right", x: 200, y: 300 - offset), label("Left", x: 20, y: 300)), device: device)
        return screen.labels
    }

    @Test("On a phone, tops less than 8 pt apart share a row and are read by leading edge")
    func phoneSameRow() {
        #expect(pair(offset: 7.9) == ["Left", "Right"])
        #expect(ReadingOrder.sameRowThreshold(for: .phone) == 8)
    }

    @Test("On a phone, tops 8 pt apart are separate rows, the higher first")
    func phoneSeparateRows() {
        #expect(pair(offset: 8) == ["Right", "Left"])
    }

    @Test("On a pad the row threshold is 13 pt")
    func padThreshold() {
        #expect(pair(offset: 12.9, device: .pad) == ["Left", "Right"])
        #expect(pair(offset: 13, device: .pad) == ["Right", "Left"])
    }

    @Test("In a right-to-left layout a row is read from right to left")
    func rightToLeft() {
        let device = Device(layoutDirection: .rightToLeft)
        let screen = TestScreen(controller(label("A", x: 20, y: 300), label("B", x: 150, y: 302), label("C", x: 280, y: 298),
                                           label("Next row", x: 20, y: 400)), device: device)
        #expect(screen.labels == ["C", "B", "A", "Next row"])
    }

    @Test("A group keeps its elements together, placed at its first element")
    func groupContiguous() {
        let card = container(Rect(x: 0, y: 200, width: 195, height: 300), label("Card title", y: 0), label("Card body", y: 200))
        card.shouldGroupAccessibilityChildren = true
        let screen = TestScreen(controller(card, label("Beside the card", x: 220, y: 210), label("Below", x: 220, y: 600)))
        #expect(screen.labels == ["Card title", "Card body", "Beside the card", "Below"])
    }

    @Test("Without grouping the same views interleave by position")
    func ungroupedInterleaves() {
        let card = container(Rect(x: 0, y: 200, width: 195, height: 300), label("Card title", y: 0), label("Card body", y: 200))
        let screen = TestScreen(controller(card, label("Beside the card", x: 220, y: 210), label("Below", x: 220, y: 600)))
        #expect(screen.labels == ["Card title", "Beside the card", "Card body", "Below"])
    }

    @Test("A custom accessibilityElements order is kept and placed at its first element")
    func customOrder() {
        let a = label("A", x: 20, y: 0), b = label("B", x: 20, y: 100), c = label("C", x: 20, y: 200)
        let list = container(Rect(x: 0, y: 300, width: 390, height: 300), a, b, c)
        list.accessibilityElements = [c, a, b]
        let screen = TestScreen(controller(label("Top", y: 100), list, label("Between", x: 200, y: 450)))
        #expect(screen.labels == ["Top", "Between", "C", "A", "B"])
    }

    @Test("List and landmark containers are read as a block with start and end context")
    func containerContext() {
        let list = container(Rect(x: 0, y: 200, width: 390, height: 200), label("Apples", y: 0), label("Pears", y: 50), label("Plums", y: 100))
        list.accessibilityContainerType = .list
        let landmark = container(Rect(x: 0, y: 500, width: 390, height: 200), label("Search", y: 0), label("Results", y: 50))
        landmark.accessibilityContainerType = .landmark
        let screen = TestScreen(controller(list, landmark))
        #expect(screen.phrases == ["Apples, list start", "Pears", "Plums, list end", "Search, landmark", "Results, end"])
        let containers = screen.derive().snapshot.containers
        #expect(containers.map(\.type) == [.list, .landmark])
        #expect(containers.map(\.elementRange) == [0..<3, 3..<5])
    }
}
