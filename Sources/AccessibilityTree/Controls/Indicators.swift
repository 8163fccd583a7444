/// A progress bar, like `UIProgressView`: valued in percent, updating frequently.
@MainActor
open class ProgressView: View {
    /// Progress from 0 to 1.
    public var progress: Double { didSet { window?.needsLayoutPass = true } }

    public init(progress: Double = 0, frame: Rect = .zero) {
        self.progress = progress
        super.init(frame: frame)
    }

    override open var className: String { "UIProgressView" }
    override open var standardIsAccessibilityElement: Bool { true }
    override open var standardAccessibilityValue: String? {
        deviceLanguage.percent(Int((min(1, max(0, progress)) * 100).rounded()))
    }
    override open var standardAccessibilityTraits: AccessibilityTraits { .updatesFrequently }
}

/// A spinner, like `UIActivityIndicatorView`: the element "In progress" (in the device's language) while animating.
@MainActor
open class ActivityIndicatorView: View {
    public var isAnimating: Bool { didSet { window?.needsLayoutPass = true } }
    /// Whether the spinner disappears when it stops (UIKit's default).
    public var hidesWhenStopped = true

    public init(isAnimating: Bool = false, frame: Rect = .zero) {
        self.isAnimating = isAnimating
        super.init(frame: frame)
    }

    override open var className: String { "UIActivityIndicatorView" }
    override open var standardIsAccessibilityElement: Bool { isAnimating }
    override open var standardAccessibilityLabel: String? { deviceLanguage.word(.inProgress) }
    override open var standardAccessibilityTraits: AccessibilityTraits { .updatesFrequently }
}
