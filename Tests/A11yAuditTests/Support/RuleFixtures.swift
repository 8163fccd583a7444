import A11yAudit
import AccessibilityTree

/// The findings of `rule` when auditing the app whose root `root` makes.
@MainActor
func ruleFindings(_ rule: String, device: Device = .phone, _ root: @escaping @MainActor () -> ViewController) -> [Finding] {
    findings(audit(subject(device: device, root)), rule)
}

/// A screen with a heading and `views`, in a navigation controller (so it has a title heading too).
@MainActor
func page(_ views: @escaping @MainActor () -> [View]) -> ViewController {
    screen("Page") { [heading("Page")] + views() }
}

/// A full-screen-size plain view with a background colour.
@MainActor
func backdrop(_ color: Color) -> View {
    let view = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    view.backgroundColor = color
    return view
}
