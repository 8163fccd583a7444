import A11yAudit
import AccessibilityTree

/// A screen built in code: a controller whose view `build` fills, with optional escape handling.
@MainActor
final class ScreenController: ViewController {
    private let build: @MainActor (ScreenController) -> Void
    var escapeHandler: (@MainActor () -> Bool)?
    var onDidAppear: (@MainActor (ScreenController) -> Void)?

    init(title: String?, build: @escaping @MainActor (ScreenController) -> Void = { _ in }) {
        self.build = build
        super.init(title: title)
    }

    override func viewDidLoad() { build(self) }
    override func viewDidAppear(_ animated: Bool) { onDidAppear?(self) }
    override func accessibilityPerformEscape() -> Bool { escapeHandler?() ?? false }
}

/// A subject whose application shows the controller `root` makes (called afresh for every replay).
@MainActor
func subject(_ name: String = "Fixture", device: Device = .phone, _ root: @escaping @MainActor () -> ViewController) -> CodeSubject {
    CodeSubject(name: name, path: "\(name).swift") {
        let application = Application()
        let window = Window(device: device)
        window.rootViewController = root()
        application.makeKeyAndVisible(window)
        return application
    }
}

/// The report for `subject` with the default options (or `options`).
@MainActor
func audit(_ subject: AuditSubject, options: AuditOptions = AuditOptions()) -> SubjectReport {
    Auditor(options: options).audit(subject)
}

/// The findings of `rule` in `report`.
func findings(_ report: SubjectReport, _ rule: String) -> [Finding] {
    report.findings.filter { $0.ruleID == rule }
}

/// A screen titled `title` (a heading in a navigation bar when in one) holding `views`.
@MainActor
func screen(_ title: String? = "Home", _ views: @escaping @MainActor () -> [View]) -> ScreenController {
    ScreenController(title: title) { controller in
        for view in views() { controller.view.addSubview(view) }
    }
}

/// A heading label at the top, so screens pass `missing-heading` unless a test wants otherwise.
@MainActor
func heading(_ text: String = "Title") -> Label {
    let label = Label(text: text, frame: Rect(x: 20, y: 60, width: 350, height: 44))
    label.accessibilityTraits = [.staticText, .header]
    return label
}

/// A 200×44 button at row `row` that runs `action` when tapped.
@MainActor
func button(_ title: String?, row: Int, imageName: String? = nil, action: (@MainActor () -> Void)? = nil) -> Button {
    let button = Button(title: title, imageName: imageName, frame: Rect(x: 20, y: 120 + Double(row) * 60, width: 200, height: 44))
    if let action { button.addTarget(TargetAction(selector: "tap:", targetClassName: "Fixture", handler: action)) }
    return button
}

/// A label at row `row`.
@MainActor
func label(_ text: String, row: Int) -> Label {
    Label(text: text, frame: Rect(x: 20, y: 120 + Double(row) * 60, width: 300, height: 30))
}
