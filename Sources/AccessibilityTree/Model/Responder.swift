/// An object in the responder chain, like `UIResponder`.
///
/// Isolation: the whole live model is main-actor isolated, as UIKit's is. Only the derived snapshot
/// (``AccessibilitySnapshot``) leaves the main actor.
///
/// The three gesture hooks that VoiceOver searches along the responder chain live here. Each returns
/// whether it handled the gesture: `true` stops the search, `false` passes it to ``next`` (seed 001:257–261).
/// The defaults return `false`, like NSObject's; UIKit's own behaviour for containers (a navigation
/// controller popping on escape, a sheet dismissing) is applied by VoiceOver when nobody handles it.
@MainActor
open class Responder {
    public init() {}

    /// The next responder in the chain (spec §6), or nil at its end.
    open var next: Responder? { nil }

    /// Two-finger scrub (Z). Return true when the responder dismissed or went back.
    open func accessibilityPerformEscape() -> Bool { false }

    /// Two-finger double tap. Return true when the responder performed its most important action.
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// Three-finger swipe. Return true when the responder scrolled; post `pageScrolled` to say where.
    open func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool { false }

    // MARK: Block-based handlers (iOS 17's `accessibility…Block` properties)

    /// Handles escape instead of ``accessibilityPerformEscape()`` when set, like UIKit's block.
    public var accessibilityPerformEscapeBlock: (@MainActor () -> Bool)?
    /// Handles magic tap instead of ``accessibilityPerformMagicTap()`` when set.
    public var accessibilityMagicTapBlock: (@MainActor () -> Bool)?
    /// Handles three-finger scroll instead of ``accessibilityScroll(_:)`` when set (a11ysim's
    /// counterpart of the other blocks; UIKit has no scroll block).
    public var accessibilityScrollBlock: (@MainActor (AccessibilityScrollDirection) -> Bool)?

    /// What VoiceOver calls for escape: the block when set, else the method.
    public func handleEscape() -> Bool { accessibilityPerformEscapeBlock?() ?? accessibilityPerformEscape() }
    /// What VoiceOver calls for magic tap: the block when set, else the method.
    public func handleMagicTap() -> Bool { accessibilityMagicTapBlock?() ?? accessibilityPerformMagicTap() }
    /// What VoiceOver calls for a three-finger scroll: the block when set, else the method.
    public func handleScroll(_ direction: AccessibilityScrollDirection) -> Bool {
        accessibilityScrollBlock?(direction) ?? accessibilityScroll(direction)
    }

    /// The UIKit class this object stands for, for transcripts ("UINavigationController").
    open var className: String { "UIResponder" }

    /// The name a user of the model gave its subclass (a storyboard's `customClass`), when any.
    /// (Read for every element a derivation makes; see AccessibilityObject on `@exclusivity`.)
    @exclusivity(unchecked) public var customClassName: String?

    /// The name shown in transcripts: the custom class when set, else the UIKit class.
    public var displayClassName: String { customClassName ?? className }
}

/// The direction of a three-finger scroll, like `UIAccessibilityScrollDirection`.
public enum AccessibilityScrollDirection: String, Hashable, Codable, Sendable, CaseIterable {
    case right, left, up, down, next, previous
}
