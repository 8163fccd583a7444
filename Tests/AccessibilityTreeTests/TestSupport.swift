import AccessibilityTree

/// A key window on a device with `root` as its root controller, and the application that keeps it on
/// screen (a window holds its application weakly).
@MainActor
struct TestScreen {
    let application: Application
    let window: Window

    init(_ root: ViewController, device: Device = .phone) {
        application = Application()
        window = Window(device: device)
        window.rootViewController = root
        application.makeKeyAndVisible(window)
    }

    /// What VoiceOver sees now.
    func derive(collectUnreachable: Bool = false) -> DerivedTree {
        window.deriveAccessibilityTree(collectUnreachable: collectUnreachable)
    }

    /// The phrases VoiceOver speaks, in reading order.
    var phrases: [String] { derive().elements.map(\.phrase) }

    /// The labels of the elements, in reading order.
    var labels: [String] { derive().elements.map { $0.label ?? "" } }

    /// The labels of the elements that exist but VoiceOver cannot reach.
    var unreachableLabels: [String] { derive(collectUnreachable: true).unreachable.map { $0.element.label ?? "" } }
}

/// A controller whose root view holds `views`.
@MainActor
func controller(title: String? = nil, _ views: View...) -> ViewController {
    let controller = ViewController(title: title)
    for view in views { controller.view.addSubview(view) }
    return controller
}

/// A label at (`x`, `y`), 100×20.
@MainActor
func label(_ text: String, x: Double = 20, y: Double = 100, width: Double = 100, height: Double = 20) -> Label {
    Label(text: text, frame: Rect(x: x, y: y, width: width, height: height))
}

/// A plain view holding `views`.
@MainActor
func container(_ frame: Rect = Rect(x: 0, y: 0, width: 390, height: 844), _ views: View...) -> View {
    let view = View(frame: frame)
    for subview in views { view.addSubview(subview) }
    return view
}
