/// One of the block-based handlers that replace a VoiceOver hook, named after its property
/// (``AccessibilityBlock/performEscape`` is ``Responder/accessibilityPerformEscapeBlock``).
public enum AccessibilityBlock: Hashable, Sendable, CaseIterable {
    /// ``AccessibilityObject/accessibilityActivateBlock``.
    case activate
    /// ``AccessibilityObject/accessibilityIncrementBlock``.
    case increment
    /// ``AccessibilityObject/accessibilityDecrementBlock``.
    case decrement
    /// ``Responder/accessibilityPerformEscapeBlock``.
    case performEscape
    /// ``Responder/accessibilityMagicTapBlock``.
    case magicTap
    /// ``Responder/accessibilityScrollBlock``.
    case scroll
}
