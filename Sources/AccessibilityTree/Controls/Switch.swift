/// An on/off switch, like `UISwitch`: value "1"/"0", spoken "switch button, on/off" (docs/model.md §2, docs/voiceover.md §4).
@MainActor
open class Switch: Control {
    public var isOn: Bool { didSet { invalidateAccessibility() } }

    public init(isOn: Bool = false, frame: Rect = .zero) {
        self.isOn = isOn
        super.init(frame: frame)
    }

    override open var className: String { "UISwitch" }
    override open var standardIsAccessibilityElement: Bool { true }
    override open var standardAccessibilityValue: String? { isOn ? "1" : "0" }
    override open var standardAccessibilityTraits: AccessibilityTraits {
        stateTraits.union([.button, .switchButton])
    }

    override open func simulateTap() -> TapOutcome {
        guard isEnabled, isUserInteractionEnabled else { return .unhandled }
        isOn.toggle()
        let sent = sendActions(for: .valueChanged)
        return .handled(description: isOn ? "on" : "off", actions: sent)
    }
}
