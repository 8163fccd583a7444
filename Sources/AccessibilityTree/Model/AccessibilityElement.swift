/// An element that is not a view, like `UIAccessibilityElement`: a label, traits and a frame given by
/// its container.
///
/// docs/voiceover.md §6: its next responder is its accessibility container.
@MainActor
open class AccessibilityElement: AccessibilityObject {
    private weak var container: AccessibilityObject?

    /// The frame relative to the container view, like `accessibilityFrameInContainerSpace`.
    public var accessibilityFrameInContainerSpace: Rect?

    public init(accessibilityContainer: AccessibilityObject) {
        container = accessibilityContainer
        super.init()
    }

    override open var className: String { "UIAccessibilityElement" }

    override open var standardIsAccessibilityElement: Bool { true }

    override open var accessibilityContainer: AccessibilityObject? { container }

    override open var next: Responder? { container }

    override open var window: Window? { container?.window }

    override open var standardAccessibilityFrame: Rect {
        guard let local = accessibilityFrameInContainerSpace else { return .zero }
        guard let view = container as? View else { return local }
        return Rect(origin: view.convertToWindow(local.origin), size: local.size)
    }
}

/// What a simulated finger tap at an element's activation point did.
public enum TapOutcome: Sendable, Equatable {
    /// Nothing under the finger responds to touch.
    case unhandled
    /// A control or cell responded: `description` says how ("toggles the switch"), and `actions` are
    /// the target/action messages it sent ("sends didTapPlay: to PlayerViewController").
    case handled(description: String, actions: [String] = [])
}

