import AccessibilityTree

/// A bar button item's button in a navigation bar, toolbar or tab bar placed by hand in a view.
@MainActor
final class SceneBarItemButton: Button {
    let item: BarButtonItem

    init(item: BarButtonItem) {
        self.item = item
        super.init(title: item.title, imageName: item.imageName, type: .system)
        isEnabled = item.isEnabled
        accessibilityIdentifier = item.accessibilityIdentifier
        accessibilityHint = item.accessibilityHint
    }

    override var className: String { "UIBarButtonItem" }
    override var standardAccessibilityLabel: String? { item.resolvedLabel(in: window?.device.language ?? .english) }
    override var standardAccessibilityTraits: AccessibilityTraits {
        item.isEnabled ? .button : [.button, .notEnabled]
    }

    override func simulateTap() -> TapOutcome {
        guard item.isEnabled else { return .unhandled }
        let description = "taps \(item.resolvedLabel ?? "the item")"
        guard let action = item.action else { return .handled(description: description) }
        action.handler?()
        return .handled(description: description, actions: [action.description])
    }
}

/// A navigation bar placed by hand in a view (`UINavigationBar` with its own items): its title is a
/// heading, its items buttons, laid out as a navigation controller's bar is.
@MainActor
final class SceneNavigationBar: View {
    let titleLabel = Label()
    var leftButtons: [View] = []
    var rightButtons: [View] = []

    override var className: String { "UINavigationBar" }

    func configure(title: String?, left: [View], right: [View]) {
        titleLabel.text = title
        titleLabel.accessibilityTraits = [.staticText, .header]
        leftButtons = left
        rightButtons = right
        for view in [titleLabel] + left + right { addSubview(view) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        var x = 8.0
        for view in leftButtons {
            view.frame = Rect(x: x, y: 0, width: 88, height: frame.height)
            x += 96
        }
        var right = frame.width - 8
        for view in rightButtons {
            right -= 60
            view.frame = Rect(x: right, y: 0, width: 60, height: frame.height)
            right -= 8
        }
        titleLabel.frame = Rect(x: 100, y: 0, width: max(0, frame.width - 200), height: frame.height)
    }
}

/// A toolbar placed by hand in a view: its items share its width.
@MainActor
final class SceneToolbar: View {
    var buttons: [View] = []

    override var className: String { "UIToolbar" }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !buttons.isEmpty else { return }
        let width = frame.width / Double(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = Rect(x: width * Double(index), y: 0, width: width, height: min(frame.height, Metrics.toolbarHeight))
        }
    }
}

/// A tab bar placed by hand in a view (not a tab bar controller's): a container with the tabBar
/// trait whose items are tabs; choosing one selects it.
@MainActor
final class SceneTabBar: View {
    var tabs: [SceneTabButton] = []
    var selectedIndex: Int?

    override var className: String { "UITabBar" }
    override var standardAccessibilityTraits: AccessibilityTraits { .tabBar }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !tabs.isEmpty else { return }
        let width = frame.width / Double(tabs.count)
        for (index, tab) in tabs.enumerated() {
            tab.frame = Rect(x: width * Double(index), y: 0, width: width, height: min(frame.height, Metrics.tabBarHeight))
        }
    }
}

/// One item of a ``SceneTabBar``.
@MainActor
final class SceneTabButton: Control {
    weak var bar: SceneTabBar?
    let index: Int
    let label: String?
    let badge: String?

    init(bar: SceneTabBar, index: Int, label: String?, badge: String?) {
        self.bar = bar
        self.index = index
        self.label = label
        self.badge = badge
        super.init(frame: .zero)
    }

    override var className: String { "UITabBarButton" }
    override var standardIsAccessibilityElement: Bool { true }
    override var standardAccessibilityLabel: String? { label }
    override var standardAccessibilityValue: String? { badge }
    override var standardAccessibilityTraits: AccessibilityTraits {
        var traits: AccessibilityTraits = [.button, .tabBarItem]
        if bar?.selectedIndex == index { traits.insert(.selected) }
        if !isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    override func simulateTap() -> TapOutcome {
        guard let bar, isEnabled else { return .unhandled }
        bar.selectedIndex = index
        return .handled(description: "selected")
    }
}
