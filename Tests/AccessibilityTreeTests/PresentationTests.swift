import Testing
import AccessibilityTree

/// docs/model.md §1: what each presentation style leaves reachable below it.
@MainActor
@Suite("Presentation styles")
struct PresentationTests {
    /// A root showing "Presenting" with a controller showing "Presented" presented over it.
    private func present(_ style: ModalPresentationStyle, device: Device = .phone,
                         modalRoot: Bool = false) -> (screen: TestScreen, presented: ViewController) {
        let root = controller(label("Presenting", y: 100))
        let screen = TestScreen(root, device: device)
        let presented = controller(label("Presented", y: 300))
        presented.modalPresentationStyle = style
        presented.view.accessibilityViewIsModal = modalRoot
        if style == .popover {
            presented.popoverPresentationController = PopoverPresentationController(
                sourceView: root.view, sourceRect: Rect(x: 300, y: 100, width: 40, height: 40))
        }
        root.present(presented)
        return (screen, presented)
    }

    @Test("fullScreen and currentContext take the presenting content off screen", arguments: [
        ModalPresentationStyle.fullScreen, .currentContext,
    ])
    func covering(style: ModalPresentationStyle) {
        let (screen, _) = present(style)
        #expect(screen.labels == ["Presented"])
        #expect(screen.unreachableLabels.isEmpty)
        #expect(screen.derive().snapshot.screen.presentationStyle == style)
    }

    @Test("overFullScreen and overCurrentContext leave the presenting content reachable", arguments: [
        ModalPresentationStyle.overFullScreen, .overCurrentContext,
    ])
    func over(style: ModalPresentationStyle) {
        let (screen, _) = present(style)
        #expect(screen.labels == ["Presenting", "Presented"])
    }

    @Test("An over-style presentation whose root view is accessibilityViewIsModal hides the content below", arguments: [
        ModalPresentationStyle.overFullScreen, .overCurrentContext,
    ])
    func overModal(style: ModalPresentationStyle) {
        let (screen, _) = present(style, modalRoot: true)
        #expect(screen.labels == ["Presented"])
        #expect(screen.unreachableLabels == ["Presenting"])
    }

    @Test("Marking an over-style presentation's root view modal after it appeared hides the content below")
    func overBecomesModal() {
        let (screen, presented) = present(.overFullScreen)
        #expect(screen.labels == ["Presenting", "Presented"])
        presented.view.accessibilityViewIsModal = true
        #expect(screen.labels == ["Presented"])
    }

    @Test("Sheets are modal for VoiceOver", arguments: [
        ModalPresentationStyle.pageSheet, .formSheet, .automatic,
    ])
    func sheets(style: ModalPresentationStyle) {
        let (screen, _) = present(style)
        #expect(screen.labels == ["Presented"])
        #expect(screen.unreachableLabels == ["Presenting"])
        #expect(screen.derive().snapshot.screen.presentationStyle == .pageSheet)
    }

    @Test("A popover on a pad hides the content below and adds a Dismiss popup button after its content")
    func padPopover() {
        let (screen, presented) = present(.popover, device: .pad)
        #expect(screen.phrases == ["Presented", "Dismiss popup, button"])
        #expect(screen.unreachableLabels == ["Presenting"])
        #expect(screen.derive().snapshot.screen.presentationStyle == .popover)
        presented.dismiss()
        #expect(screen.labels == ["Presenting"])
    }

    @Test("A popover on a phone adapts to a sheet, without a Dismiss popup button")
    func phonePopover() {
        let (screen, _) = present(.popover)
        #expect(screen.phrases == ["Presented"])
        #expect(screen.unreachableLabels == ["Presenting"])
        #expect(screen.derive().snapshot.screen.presentationStyle == .pageSheet)
    }

    @Test("An alert is modal and reads its title, message and buttons, cancel first when there are two")
    func alert() {
        let root = controller(label("Presenting", y: 100))
        let screen = TestScreen(root)
        let alert = AlertController(title: "Delete draft?", message: "This cannot be undone.")
        alert.addAction(AlertAction(title: "Delete", style: .destructive))
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        root.present(alert)
        #expect(screen.phrases == ["Delete draft?", "This cannot be undone.", "Cancel, button", "Delete, button"])
        #expect(screen.unreachableLabels == ["Presenting"])
    }

    @Test("An action sheet is modal and reads its cancel button last")
    func actionSheet() {
        let root = controller(label("Presenting", y: 100))
        let screen = TestScreen(root)
        let sheet = AlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(AlertAction(title: "Copy"))
        sheet.addAction(AlertAction(title: "Mail"))
        root.present(sheet)
        #expect(screen.phrases == ["Share", "Copy, button", "Mail, button", "Cancel, button"])
        #expect(screen.unreachableLabels == ["Presenting"])
    }

    @Test("A non-modal presentation over a sheet is reachable together with the sheet")
    func overSheet() {
        let (screen, sheet) = present(.pageSheet)
        let overlay = controller(label("Overlay", y: 600))
        overlay.modalPresentationStyle = .overFullScreen
        sheet.present(overlay)
        #expect(screen.labels == ["Presented", "Overlay"])
        #expect(screen.unreachableLabels == ["Presenting"])
    }

    @Test("Dismissing restores the presenting content")
    func dismissRestores() {
        let (screen, presented) = present(.fullScreen)
        presented.dismiss()
        #expect(screen.labels == ["Presenting"])
        #expect(screen.derive().snapshot.screen.presentationStyle == nil)
    }
}
