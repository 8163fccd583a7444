import AccessibilityTree
import VoiceCursor

/// A screen built in code: a controller whose view holds the given views.
@MainActor
final class ScreenController: ViewController {
    private let build: @MainActor (View) -> Void
    var onDidAppear: (@MainActor (ScreenController) -> Void)?
    var escapeHandler: (@MainActor () -> Bool)?
    var magicTapHandler: (@MainActor () -> Bool)?

    init(title: String, build: @escaping @MainActor (View) -> Void = { _ in }) {
        self.build = build
        super.init(title: title)
    }

    override func viewDidLoad() { build(view) }

    override func viewDidAppear(_ animated: Bool) { onDidAppear?(self) }

    override func accessibilityPerformEscape() -> Bool { escapeHandler?() ?? false }

    override func accessibilityPerformMagicTap() -> Bool { magicTapHandler?() ?? false }
}

/// Makes an application whose key window shows `root`, on `device`.
@MainActor
func makeApp(_ root: ViewController, device: Device = .phone, delegate: Responder? = nil) -> Application {
    let app = Application(delegate: delegate)
    let window = Window(device: device)
    window.rootViewController = root
    app.makeKeyAndVisible(window)
    return app
}

/// A button at row `row` of a simple vertical layout.
@MainActor
func button(_ title: String, row: Int, action: (@MainActor () -> Void)? = nil) -> Button {
    let button = Button(title: title, frame: Rect(x: 20, y: 120 + Double(row) * 60, width: 200, height: 44))
    if let action { button.addTarget(TargetAction(selector: "tap\(title):", targetClassName: "Test", handler: action)) }
    return button
}

/// A label at row `row`.
@MainActor
func label(_ text: String, row: Int) -> Label {
    Label(text: text, frame: Rect(x: 20, y: 120 + Double(row) * 60, width: 300, height: 30))
}

/// An app delegate that records magic taps.
@MainActor
final class RecordingDelegate: Responder {
    var magicTaps = 0
    override var className: String { "AppDelegate" }
    override func accessibilityPerformMagicTap() -> Bool {
        magicTaps += 1
        return true
    }
}
