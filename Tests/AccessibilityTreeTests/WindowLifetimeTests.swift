import Testing
import AccessibilityTree

/// Controllers and presentations may outlive the window that showed them (a test keeps one, an undo
/// record holds one). Their references to the window are not weak (see `ViewController.windowForRoot`),
/// so these check that none is left pointing at a window that is gone, and that what used the window
/// behaves as when it was never in one.
@MainActor
@Suite("Window lifetime")
struct WindowLifetimeTests {
    @Test("A dismissed presentation no longer names a window")
    func dismissedPresentation() throws {
        let root = controller(label("Root"))
        let screen = TestScreen(root)
        root.present(controller(label("Sheet")))
        let presentation = try #require(screen.window.presentationStack.last)
        #expect(presentation.window === screen.window)
        root.dismiss()
        #expect(presentation.window == nil)
        #expect(screen.labels == ["Root"])
    }

    @Test("A root controller and a presentation kept after their window is gone do not reach it")
    func keptAfterWindow() {
        let root = controller(label("Root"))
        let sheet = controller(label("Sheet"))
        var presentation: Presentation?
        weak var window: Window?
        do {
            let screen = TestScreen(root)
            root.present(sheet)
            presentation = screen.window.presentationStack.last
            window = screen.window
            #expect(presentation?.window === screen.window)
        }
        _ = Application()  // the application made last is the current one, which keeps its windows
        #expect(window == nil)
        #expect(presentation?.window == nil)
        #expect(root.presentedViewController == nil)
        #expect(root.safeAreaInsets == Device.phone.safeAreaInsets)
        // Presenting again needs a window; without one it is refused, as UIKit refuses it.
        root.present(controller(label("Another")))
        #expect(root.presentedViewController == nil)
    }

    @Test("A window that takes another root lets the old one go")
    func replacedRoot() {
        let first = controller(label("First"))
        let screen = TestScreen(first)
        let second = controller(label("Second"))
        screen.window.rootViewController = second
        #expect(screen.labels == ["Second"])
        first.present(controller(label("Sheet")))
        #expect(first.presentedViewController == nil)
        #expect(screen.labels == ["Second"])
    }
}
