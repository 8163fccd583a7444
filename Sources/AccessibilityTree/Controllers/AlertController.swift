/// An alert or action sheet, like `UIAlertController`: a title, a message and actions. Modal for
/// VoiceOver; escape performs the cancel-style action (docs/model.md §1, docs/voiceover.md §5).
@MainActor
open class AlertController: ViewController {
    public enum Style: String, Hashable, Codable, Sendable, CaseIterable { case alert, actionSheet }

    public var message: String?
    public let preferredStyle: Style
    public private(set) var actions: [AlertAction] = []

    public init(title: String?, message: String?, preferredStyle: Style = .alert) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(title: title)
        modalPresentationStyle = .alert
    }

    override open var className: String { "UIAlertController" }

    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    /// The cancel-style action, which escape performs.
    public var cancelAction: AlertAction? { actions.first { $0.style == .cancel } }

    /// docs/voiceover.md §5: escape performs the cancel-style action; without one, escape does nothing here.
    override open func performDefaultEscape() -> String? {
        guard isInFrontLayer, let cancel = cancelAction else { return nil }
        perform(cancel)
        return "performs \(cancel.title)"
    }

    /// Dismisses the alert, then runs the action's handler (UIKit's order).
    public func perform(_ action: AlertAction) {
        dismiss(animated: true)
        action.handler?(action)
    }

    /// Actions in display order: an alert with two actions puts cancel on the leading side; otherwise
    /// the cancel action comes last.
    var displayedActions: [AlertAction] {
        let others = actions.filter { $0.style != .cancel }
        guard let cancel = cancelAction else { return others }
        return preferredStyle == .alert && actions.count == 2 ? [cancel] + others : others + [cancel]
    }

    override open func loadView() {
        let screen = Device.phoneSize
        let width: Double = preferredStyle == .alert ? 270 : screen.width - 16
        let box = View(frame: .zero)
        var y: Double = 20
        if let title, !title.isEmpty {
            let label = Label(text: title, frame: Rect(x: 16, y: y, width: width - 32, height: 22))
            box.addSubview(label)
            y += 26
        }
        if let message, !message.isEmpty {
            let label = Label(text: message, frame: Rect(x: 16, y: y, width: width - 32, height: 36))
            box.addSubview(label)
            y += 40
        }
        y += 8
        let shown = displayedActions
        let sideBySide = preferredStyle == .alert && shown.count == 2
        for (index, action) in shown.enumerated() {
            let button = AlertActionButton(alert: self, action: action)
            if sideBySide {
                button.frame = Rect(x: Double(index) * width / 2, y: y, width: width / 2, height: 44)
            } else {
                button.frame = Rect(x: 0, y: y, width: width, height: 44 + (action.style == .cancel && preferredStyle == .actionSheet ? 8 : 0))
                y += 44
            }
            box.addSubview(button)
        }
        if sideBySide { y += 44 }
        let x = (screen.width - width) / 2
        let boxY = preferredStyle == .alert ? (screen.height - y) / 2 : screen.height - y - 34
        box.frame = Rect(x: x, y: boxY, width: width, height: y)
        setView(box)
    }

    override open func layoutContainedViews(in frame: Rect) {
        guard let window = hostWindow else { return }
        let size = window.bounds.size
        let height = view.frame.height, width = view.frame.width
        let x = (size.width - width) / 2
        let y = preferredStyle == .alert ? (size.height - height) / 2 : size.height - height - window.device.safeAreaInsets.bottom
        view.frame = Rect(x: x, y: y, width: width, height: height)
    }
}

/// An action of an alert, like `UIAlertAction`.
@MainActor
public final class AlertAction {
    public enum Style: String, Hashable, Codable, Sendable, CaseIterable { case `default`, cancel, destructive }

    public let title: String
    public let style: Style
    public var isEnabled = true
    public let handler: (@MainActor (AlertAction) -> Void)?

    public init(title: String, style: Style = .default, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// The button of an alert action: dismisses the alert and runs the action.
@MainActor
final class AlertActionButton: Button {
    weak var alert: AlertController?
    let action: AlertAction

    init(alert: AlertController, action: AlertAction) {
        self.alert = alert
        self.action = action
        super.init(title: action.title, type: .system)
        isEnabled = action.isEnabled
    }

    override var className: String { "_UIAlertControllerActionView" }

    override func simulateTap() -> TapOutcome {
        guard let alert, action.isEnabled else { return .unhandled }
        alert.perform(action)
        return .handled(description: "performs \(action.title)")
    }
}
