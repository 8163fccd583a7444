import Testing
import AccessibilityTree

/// docs/voiceover.md §6: the responder chain VoiceOver searches for escape, magic tap and scroll.
@MainActor
@Suite("Responder chain")
struct ResponderChainTests {
    @Test("From a button in an embedded child of a form-sheet navigation stack up to the app delegate")
    func embeddedInPresentedNavigation() throws {
        let delegate = Responder()
        delegate.customClassName = "AppDelegate"
        let root = ViewController()
        root.customClassName = "HomeViewController"
        let application = Application(delegate: delegate)
        let window = Window()
        window.rootViewController = root
        application.makeKeyAndVisible(window)

        let parent = ViewController(title: "Settings")
        parent.customClassName = "SettingsViewController"
        let child = ViewController()
        child.customClassName = "ProfileCardViewController"
        let card = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        card.customClassName = "CardView"
        let button = Button(title: "Edit", frame: Rect(x: 10, y: 10, width: 80, height: 44))
        card.addSubview(button)
        child.view.addSubview(card)
        let holder = View(frame: Rect(x: 0, y: 100, width: 390, height: 300))
        holder.customClassName = "ContainerView"
        parent.view.addSubview(holder)
        parent.addChild(child)
        holder.addSubview(child.view)
        child.didMove(toParent: parent)
        let navigation = NavigationController(rootViewController: parent)
        navigation.modalPresentationStyle = .formSheet
        root.present(navigation)

        let chain = Array(button.responderChain).map(\.displayClassName)
        #expect(chain == [
            "UIButton", "CardView", "UIView", "ProfileCardViewController",
            "ContainerView", "UIView", "SettingsViewController",
            "UIView", "UINavigationController", "HomeViewController",
            "UIWindow", "UIApplication", "AppDelegate",
        ])
        #expect(child.next === holder)
        #expect(navigation.next === root)
        #expect(root.next === window)
    }

    @Test("A non-view element's next responder is its container")
    func elementNext() {
        let stepper = Stepper(frame: Rect(x: 0, y: 0, width: 94, height: 32))
        let screen = TestScreen(controller(stepper))
        let tree = screen.derive()
        let parts = tree.elements.compactMap { tree.object(for: $0.id) }
        #expect(parts.count == 2)
        #expect(parts.allSatisfy { $0.next === stepper })
    }

    @Test("A responder chain that loops stops at the first repeated responder")
    func loopingChain() {
        final class Looping: Responder {
            weak var other: Responder?
            override var next: Responder? { other }
        }
        let a = Looping(), b = Looping()
        a.other = b
        b.other = a
        #expect(Array(a.responderChain).count == 2)
    }
}
