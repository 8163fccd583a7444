import Testing
import AccessibilityTree

/// docs/model.md §2: which views and elements VoiceOver walks.
@MainActor
@Suite("Visibility rules")
struct VisibilityTests {
    @Test("A hidden view's subtree is skipped")
    func hiddenSubtree() {
        let hidden = container(Rect(x: 0, y: 200, width: 390, height: 100), label("Inside", y: 10))
        hidden.isHidden = true
        let screen = TestScreen(controller(label("Visible"), hidden))
        #expect(screen.labels == ["Visible"])
    }

    @Test("A view with alpha at or below 0.01 is skipped with its subtree; 0.02 is read")
    func nearlyTransparent() {
        let faint = container(Rect(x: 0, y: 200, width: 390, height: 100), label("Faint", y: 10))
        faint.alpha = 0.01
        let light = container(Rect(x: 0, y: 400, width: 390, height: 100), label("Light", y: 10))
        light.alpha = 0.02
        let screen = TestScreen(controller(faint, light))
        #expect(screen.labels == ["Light"])
    }

    @Test("A zero-area view is skipped only when it clips its subviews")
    func zeroAreaClipping() {
        let clipping = container(Rect(x: 0, y: 200, width: 390, height: 0), label("Clipped", y: 10))
        clipping.clipsToBounds = true
        let open = container(Rect(x: 0, y: 400, width: 390, height: 0), label("Overflowing", y: 10))
        let screen = TestScreen(controller(clipping, open))
        #expect(screen.labels == ["Overflowing"])
    }

    @Test("accessibilityElementsHidden hides the subtree, but not the view's siblings")
    func elementsHidden() {
        let group = container(Rect(x: 0, y: 200, width: 390, height: 100), label("Secret", y: 10))
        group.accessibilityElementsHidden = true
        let screen = TestScreen(controller(group, label("Public", y: 400)))
        #expect(screen.labels == ["Public"])
    }

    @Test("An accessibility element's subviews are not walked")
    func elementStopsWalk() {
        let card = container(Rect(x: 0, y: 200, width: 390, height: 100), label("Title", y: 10), label("Subtitle", y: 40))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Card"
        let screen = TestScreen(controller(card))
        #expect(screen.labels == ["Card"])
    }

    @Test("accessibilityElements are used in exactly their order, with non-view elements placed by their container frame")
    func customElements() throws {
        let holder = container(Rect(x: 20, y: 300, width: 300, height: 200))
        let bottom = label("Bottom", x: 0, y: 150)
        let top = label("Top", x: 0, y: 0)
        holder.addSubview(bottom)
        holder.addSubview(top)
        let drawn = AccessibilityElement(accessibilityContainer: holder)
        drawn.accessibilityLabel = "Chart"
        drawn.accessibilityTraits = .image
        drawn.accessibilityFrameInContainerSpace = Rect(x: 10, y: 60, width: 200, height: 50)
        holder.accessibilityElements = [bottom, drawn, top]
        let screen = TestScreen(controller(holder))
        let tree = screen.derive()
        #expect(tree.elements.map(\.phrase) == ["Bottom", "Chart, image", "Top"])
        let chart = try #require(tree.element(for: drawn))
        #expect(chart.frame == Rect(x: 30, y: 360, width: 200, height: 50))
    }

    @Test("A view in accessibilityElements is ordered by its own elements' frames")
    func customElementsContainingAContainer() {
        let group = container(Rect(x: 0, y: 0, width: 390, height: 200))
        let second = label("Second", y: 150)
        let first = label("First", y: 100)
        group.addSubview(second)
        group.addSubview(first)
        let holder = container(Rect(x: 0, y: 0, width: 390, height: 844), group)
        let last = label("Last", y: 20)
        holder.addSubview(last)
        holder.accessibilityElements = [group, last]
        let screen = TestScreen(controller(holder))
        #expect(screen.labels == ["First", "Second", "Last"])
    }

    @Test("Elements outside the window are dropped, but not those inside a scroll view")
    func outsideWindow() throws {
        let scroll = ScrollView(frame: Rect(x: 0, y: 100, width: 390, height: 300))
        scroll.contentSize = Size(width: 390, height: 3000)
        scroll.addSubview(label("Far down the list", y: 2000))
        let screen = TestScreen(controller(label("Below the screen", y: 900), label("Left of the screen", x: -200), scroll))
        let tree = screen.derive()
        #expect(tree.elements.map { $0.label ?? "" } == ["Far down the list"])
        #expect(tree.elements.first?.isInScrollView == true)
        let unreachable = screen.derive(collectUnreachable: true).unreachable
        #expect(Set(unreachable.map { $0.element.label ?? "" }) == ["Below the screen", "Left of the screen"])
        #expect(unreachable.allSatisfy { $0.reason == .outsideWindow })
    }

    @Test("An explicit property wins over the control's default, and nil restores the default")
    func explicitWins() {
        let button = Button(title: "Play", frame: Rect(x: 20, y: 100, width: 100, height: 44))
        button.accessibilityLabel = "Start playback"
        let screen = TestScreen(controller(button))
        #expect(screen.phrases == ["Start playback, button"])
        button.accessibilityLabel = nil
        #expect(screen.phrases == ["Play, button"])
    }
}
