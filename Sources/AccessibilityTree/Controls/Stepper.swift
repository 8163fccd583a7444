/// A stepper, like `UIStepper`: not an element itself; its "Decrement" and "Increment" halves are
/// buttons, dimmed at the limits (docs/model.md §2).
@MainActor
open class Stepper: Control {
    public var value: Double { didSet { invalidateAccessibility() } }
    public var minimumValue: Double
    public var maximumValue: Double
    public var stepValue: Double

    private lazy var parts: [StepperPart] = [
        StepperPart(stepper: self, direction: -1), StepperPart(stepper: self, direction: 1),
    ]

    public init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100, stepValue: Double = 1,
                frame: Rect = .zero) {
        self.value = value
        self.minimumValue = minimumValue
        self.maximumValue = maximumValue
        self.stepValue = stepValue
        super.init(frame: frame)
    }

    override open var className: String { "UIStepper" }
    override open var standardAccessibilityElements: [AccessibilityObject]? { parts }
    override open var standardAccessibilityValue: String? { value.compact }

    override open func accessibilityIncrement() { step(by: 1) }
    override open func accessibilityDecrement() { step(by: -1) }

    /// Moves the value one step; returns whether it changed.
    @discardableResult
    func step(by direction: Double) -> Bool {
        let next = min(maximumValue, max(minimumValue, value + direction * stepValue))
        guard isEnabled, next != value else { return false }
        value = next
        sendActions(for: .valueChanged)
        return true
    }
}

/// One half of a stepper.
@MainActor
final class StepperPart: AccessibilityElement {
    let direction: Double

    init(stepper: Stepper, direction: Double) {
        self.direction = direction
        super.init(accessibilityContainer: stepper)
    }

    private var stepper: Stepper? { accessibilityContainer as? Stepper }

    override var className: String { "UIStepper" }
    override var standardAccessibilityLabel: String? {
        deviceLanguage.word(direction < 0 ? .stepperDecrement : .stepperIncrement)
    }

    override var standardAccessibilityTraits: AccessibilityTraits {
        guard let stepper else { return .button }
        let atLimit = direction < 0 ? stepper.value <= stepper.minimumValue : stepper.value >= stepper.maximumValue
        return atLimit || !stepper.isEnabled ? [.button, .notEnabled] : .button
    }

    override var standardAccessibilityFrame: Rect {
        guard let stepper else { return .zero }
        let whole = stepper.frameInWindow
        let half = whole.width / 2
        return Rect(x: direction < 0 ? whole.minX : whole.minX + half, y: whole.minY, width: half, height: whole.height)
    }

    override func simulateTap() -> TapOutcome {
        guard let stepper, stepper.step(by: direction) else { return .unhandled }
        return .handled(description: stepper.value.compact, actions: [])
    }
}
