import AccessibilityTree
import Testing
import VoiceCursor

@MainActor
@Suite("Escape")
struct EscapeTests {
    @Test("Escape pops a navigation stack and focus returns to the button that pushed")
    func escapePops() {
        let detail = ScreenController(title: "Detail") { $0.addSubview(label("Details here", row: 1)) }
        var navigation: NavigationController!
        let list = ScreenController(title: "List") { view in
            view.addSubview(button("Open", row: 1) { navigation.pushViewController(detail) })
        }
        navigation = NavigationController(rootViewController: list)
        let vo = VoiceOver(application: makeApp(navigation))
        #expect(vo.focus("Open"))
        vo.activate()
        #expect(vo.focused?.phrase == "List, back button")
        let result = vo.escape()
        #expect(result.handler.description == "UINavigationController (UIKit default: pops)")
        #expect(navigation.viewControllers.count == 1)
        #expect(vo.focused?.label == "Open")
    }

    @Test("Escape at the root of a stack plays the boundary sound")
    func escapeAtRoot() {
        let navigation = NavigationController(rootViewController: ScreenController(title: "Root") { $0.addSubview(label("Hi", row: 1)) })
        let vo = VoiceOver(application: makeApp(navigation))
        let result = vo.escape()
        #expect(!result.handler.isHandled)
        #expect(result.sounds == [.boundary])
    }

    @Test("Escape dismisses a form sheet but not a full-screen presentation")
    func sheetsAndFullScreen() {
        let root = ScreenController(title: "Root") { $0.addSubview(label("Home", row: 1)) }
        let vo = VoiceOver(application: makeApp(root))
        let sheet = ScreenController(title: "Sheet") { $0.addSubview(label("In the sheet", row: 1)) }
        sheet.modalPresentationStyle = .formSheet
        root.present(sheet)
        #expect(vo.focused?.label == "In the sheet")
        let dismissed = vo.escape()
        #expect(dismissed.handler.description == "UIViewController \"Sheet\" (UIKit default: dismisses the sheet)")
        #expect(root.presentedViewController == nil)
        #expect(vo.focused?.label == "Home")

        let cover = ScreenController(title: "Cover") { $0.addSubview(label("Covering", row: 1)) }
        cover.modalPresentationStyle = .fullScreen
        root.present(cover)
        let stays = vo.escape()
        #expect(!stays.handler.isHandled)
        #expect(stays.sounds == [.boundary])
        #expect(root.presentedViewController === cover)
    }

    @Test("A sheet that is modal in presentation is not dismissed by escape")
    func modalInPresentation() {
        let root = ScreenController(title: "Root") { $0.addSubview(label("Home", row: 1)) }
        let vo = VoiceOver(application: makeApp(root))
        let sheet = ScreenController(title: "Sheet") { $0.addSubview(label("Unsaved", row: 1)) }
        sheet.isModalInPresentation = true
        root.present(sheet)
        #expect(!vo.escape().handler.isHandled)
        #expect(root.presentedViewController === sheet)
    }

    @Test("Escape performs an alert's cancel action")
    func alertCancel() {
        let root = ScreenController(title: "Root") { $0.addSubview(label("Home", row: 1)) }
        let vo = VoiceOver(application: makeApp(root))
        var chosen: String?
        let alert = AlertController(title: "Delete?", message: "This cannot be undone.")
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { chosen = $0.title })
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { chosen = $0.title })
        root.present(alert)
        #expect(vo.focused?.label == "Delete?")
        let result = vo.escape()
        #expect(chosen == "Cancel")
        #expect(result.handler.description == "UIAlertController \"Delete?\" (UIKit default: performs Cancel)")
        #expect(root.presentedViewController == nil)
    }

    @Test("Escape dismisses a popover on iPad")
    func popover() {
        let root = ScreenController(title: "Root") { $0.addSubview(label("Home", row: 1)) }
        let vo = VoiceOver(application: makeApp(root, device: .pad))
        let popover = ScreenController(title: "Options") { $0.addSubview(label("Option A", row: 0)) }
        popover.modalPresentationStyle = .popover
        root.present(popover)
        #expect(vo.swipeOrder().contains("Dismiss popup, button"))
        let result = vo.escape()
        #expect(result.handler.description.contains("dismisses the popover"))
        #expect(root.presentedViewController == nil)
    }

    /// A navigation stack whose pushed screen holds an "Editor" button with `escape` as its escape
    /// block, with VoiceOver focused on the button.
    private func editorInStack(escape: @escaping @MainActor () -> Bool) -> (VoiceOver, NavigationController) {
        let detail = ScreenController(title: "Detail") { view in
            let editor = button("Editor", row: 1)
            editor.accessibilityPerformEscapeBlock = escape
            view.addSubview(editor)
        }
        let navigation = NavigationController(rootViewController: ScreenController(title: "Root"))
        let vo = VoiceOver(application: makeApp(navigation))
        navigation.pushViewController(detail)
        #expect(vo.focus("Editor"))
        return (vo, navigation)
    }

    @Test("A view's own escape inside a stack wins over the navigation controller")
    func customEscapeWins() {
        var handled = 0
        let (vo, navigation) = editorInStack { handled += 1; return true }
        let result = vo.escape()
        #expect(handled == 1)
        #expect(result.handler == .responder(ResponderDescription(className: "UIButton", label: "Editor")))
        #expect(navigation.viewControllers.count == 2)
    }

    @Test("A view whose escape returns false passes it on to the navigation controller")
    func falsePassesOn() {
        var asked = 0
        let (vo, navigation) = editorInStack { asked += 1; return false }
        let result = vo.escape()
        #expect(asked == 1)
        #expect(result.handler.responder?.className == "UINavigationController")
        #expect(navigation.viewControllers.count == 1)
    }

    /// docs/voiceover.md §5 and §6; docs/voiceover.md, "Defaults in chain order": the presented navigation
    /// controller pops while it holds more than one controller, and dismisses only at its root.
    @Test("Escape in a presented navigation stack pops, then dismisses at the stack's root")
    func presentedStackPopsFirst() {
        let root = ScreenController(title: "Root") { $0.addSubview(button("Edit", row: 1)) }
        let vo = VoiceOver(application: makeApp(root))
        #expect(vo.focus("Edit"))
        let navigation = NavigationController(rootViewController: ScreenController(title: "List") { $0.addSubview(label("Rows", row: 1)) })
        navigation.modalPresentationStyle = .formSheet
        root.present(navigation)
        navigation.pushViewController(ScreenController(title: "Detail") { $0.addSubview(label("More", row: 1)) })
        #expect(vo.focused?.phrase == "List, back button")

        #expect(vo.escape().handler.description == "UINavigationController (UIKit default: pops)")
        #expect(root.presentedViewController === navigation)
        #expect(navigation.viewControllers.count == 1)
        #expect(vo.escape().handler.description == "UINavigationController (UIKit default: dismisses the sheet)")
        #expect(root.presentedViewController == nil)
        #expect(vo.focused?.phrase == "Edit, button")
    }

    @Test("Escape in a presented, collapsed split view shows the primary column, then dismisses")
    func presentedSplitGoesBackFirst() {
        let root = ScreenController(title: "Root") { $0.addSubview(label("Home", row: 1)) }
        let vo = VoiceOver(application: makeApp(root))
        let split = SplitViewController(primary: ScreenController(title: "Primary") { $0.addSubview(label("List", row: 1)) })
        split.modalPresentationStyle = .pageSheet
        root.present(split)
        split.showDetailViewController(ScreenController(title: "Detail") { $0.addSubview(label("Details", row: 1)) })
        #expect(vo.focused?.label == "Details")

        #expect(vo.escape().handler.description == "UISplitViewController (UIKit default: shows the primary column)")
        #expect(vo.focused?.label == "List")
        #expect(vo.escape().handler.description == "UISplitViewController (UIKit default: dismisses the sheet)")
        #expect(root.presentedViewController == nil)
        #expect(vo.focused?.label == "Home")
    }
}
