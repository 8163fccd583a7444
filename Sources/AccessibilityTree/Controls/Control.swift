/// A control with state and target/action messages, like `UIControl`.
@MainActor
open class Control: View {
    /// Disabled controls are "dimmed" and ignore taps.
    public var isEnabled = true { didSet { invalidateAccessibility() } }
    /// The selected state (spoken "Selected").
    public var isSelected = false { didSet { invalidateAccessibility() } }
    /// The highlighted (pressed) state.
    public var isHighlighted = false

    /// The target/action connections, in the order they were added.
    public private(set) var targetActions: [TargetAction] = []

    override open var className: String { "UIControl" }

    /// Connects `action` for `event`, like `addTarget(_:action:for:)`.
    public func addTarget(_ action: TargetAction) {
        targetActions.append(action)
    }

    /// Sends every action registered for `event` (with `selector` only, when given: a menu item's);
    /// returns the messages sent, for transcripts.
    @discardableResult
    public func sendActions(for event: ControlEvent, selector: String? = nil) -> [String] {
        var sent: [String] = []
        for action in targetActions where action.event == event && (selector == nil || action.selector == selector) {
            action.handler?()
            sent.append(action.description)
        }
        return sent
    }

    /// Traits every control adds: notEnabled when disabled, selected when selected.
    var stateTraits: AccessibilityTraits {
        var traits: AccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }

    /// Marks the window for re-derivation after a state change.
    func invalidateAccessibility() {
        window?.needsLayoutPass = true
    }
}

/// A control event, like `UIControl.Event`.
public enum ControlEvent: String, Hashable, Codable, Sendable, CaseIterable {
    case touchUpInside, valueChanged, editingDidBegin, editingChanged, editingDidEnd, primaryActionTriggered
    /// An item of the control's menu was chosen (docs/voiceover.md, "Menus").
    case menuActionTriggered
}

/// One target/action connection: the message a control sends, to whom, and what it does here.
@MainActor
public struct TargetAction {
    /// The event that sends it.
    public var event: ControlEvent
    /// The selector, e.g. "didTapPlay:".
    public var selector: String
    /// The target's class, e.g. "PlayerViewController"; nil means the first responder.
    public var targetClassName: String?
    /// What the action does in the simulation (scene-file behaviours, test closures).
    public var handler: (@MainActor () -> Void)?
    /// What to say in transcripts instead of the selector (e.g. "performs segue show to Detail").
    public var summary: String?

    public init(event: ControlEvent = .touchUpInside, selector: String, targetClassName: String? = nil,
                summary: String? = nil, handler: (@MainActor () -> Void)? = nil) {
        self.event = event
        self.selector = selector
        self.targetClassName = targetClassName
        self.summary = summary
        self.handler = handler
    }

    /// "sends didTapPlay: to PlayerViewController", or the summary when one is set.
    public var description: String {
        summary ?? "sends \(selector) to \(targetClassName ?? "the first responder")"
    }
}
