/// An object in the responder chain, like `UIResponder`.
///
/// Isolation: the whole live model is main-actor isolated, as UIKit's is. Only the derived snapshot
/// (``AccessibilitySnapshot``) leaves the main actor.
///
/// The three gesture hooks that VoiceOver searches along the responder chain live here. Each returns
/// whether it handled the gesture: `true` stops the search, `false` passes it to ``next`` (seed 001:257–261).
/// The defaults return `false`, like NSObject's. UIKit's own behaviour (a navigation controller popping
/// on escape, a sheet dismissing, a scroll view paging) is ``performDefaultEscape()`` and
/// ``performDefaultScroll(_:)``, overridden by the classes it belongs to; VoiceOver asks each
/// responder for it right after the responder's own method declined, so the walk stays in chain order.
@MainActor
open class Responder {
    public init() {}

    /// The rarely set properties of this object, allocated on the first write of one (see ``SideStorage``).
    /// (Read for every view a derivation meets; see AccessibilityObject on `@exclusivity`.)
    @exclusivity(unchecked) private(set) var sideStorage: SideStorage?

    /// Sets a property kept in the side storage, allocating the storage on the first write. Writing
    /// the default while there is none allocates nothing: loaders set every property of every view,
    /// most of them to their defaults.
    func setSideProperty<Value>(_ property: ReferenceWritableKeyPath<SideStorage, Value>, to value: Value,
                                isDefault: Bool) {
        if let sideStorage {
            sideStorage[keyPath: property] = value
        } else if !isDefault {
            let storage = SideStorage()
            storage[keyPath: property] = value
            sideStorage = storage
        }
    }

    /// The next responder in the chain (docs/voiceover.md §6), or nil at its end.
    open var next: Responder? { nil }

    /// Two-finger scrub (Z). Return true when the responder dismissed or went back.
    open func accessibilityPerformEscape() -> Bool { false }

    /// Two-finger double tap. Return true when the responder performed its most important action.
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// Three-finger swipe. Return true when the responder scrolled; post `pageScrolled` to say where.
    open func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool { false }

    // MARK: Block-based handlers (iOS 17's `accessibility…Block` properties)

    /// Handles escape instead of ``accessibilityPerformEscape()`` when set, like UIKit's block.
    public var accessibilityPerformEscapeBlock: (@MainActor () -> Bool)? {
        get { sideStorage?.performEscapeBlock }
        set { setSideProperty(\.performEscapeBlock, to: newValue, isDefault: newValue == nil) }
    }
    /// Handles magic tap instead of ``accessibilityPerformMagicTap()`` when set.
    public var accessibilityMagicTapBlock: (@MainActor () -> Bool)? {
        get { sideStorage?.magicTapBlock }
        set { setSideProperty(\.magicTapBlock, to: newValue, isDefault: newValue == nil) }
    }
    /// Handles three-finger scroll instead of ``accessibilityScroll(_:)`` when set (a11ysim's
    /// counterpart of the other blocks; UIKit has no scroll block).
    public var accessibilityScrollBlock: (@MainActor (AccessibilityScrollDirection) -> Bool)? {
        get { sideStorage?.scrollBlock }
        set { setSideProperty(\.scrollBlock, to: newValue, isDefault: newValue == nil) }
    }

    /// What the blocks set here stand for, said in transcripts instead of this responder when one of
    /// them handles its gesture: the app's method and what it does, e.g.
    /// `LoginViewController.accessibilityPerformEscape — dismisses, LoginViewController.swift:31`.
    /// A block without a description is shown as the responder.
    public var accessibilityBlockDescriptions: [AccessibilityBlock: String] {
        get { sideStorage?.blockDescriptions ?? [:] }
        set { setSideProperty(\.blockDescriptions, to: newValue, isDefault: newValue.isEmpty) }
    }

    /// What VoiceOver calls for escape: the block when set, else the method.
    public func handleEscape() -> Bool { accessibilityPerformEscapeBlock?() ?? accessibilityPerformEscape() }
    /// What VoiceOver calls for magic tap: the block when set, else the method.
    public func handleMagicTap() -> Bool { accessibilityMagicTapBlock?() ?? accessibilityPerformMagicTap() }
    /// What VoiceOver calls for a three-finger scroll: the block when set, else the method.
    public func handleScroll(_ direction: AccessibilityScrollDirection) -> Bool {
        accessibilityScrollBlock?(direction) ?? accessibilityScroll(direction)
    }

    // MARK: UIKit's built-in behaviour

    /// UIKit's own escape for this responder, asked when ``handleEscape()`` returned false: performs it
    /// and says what it did ("pops"), or returns nil when UIKit has none here now, and VoiceOver asks
    /// the next responder. The default has none.
    open func performDefaultEscape() -> String? { nil }

    /// UIKit's own three-finger scroll for this responder, asked when ``handleScroll(_:)`` returned
    /// false: scrolls, posts `pageScrolled` with the new position, and says what it did ("scrolls a
    /// page"), or returns nil when it cannot move that way, and VoiceOver asks the next responder. The
    /// default cannot scroll.
    open func performDefaultScroll(_ direction: AccessibilityScrollDirection) -> String? { nil }

    /// The UIKit class this object stands for, for transcripts ("UINavigationController").
    open var className: String { "UIResponder" }

    /// The name a user of the model gave its subclass (a storyboard's `customClass`), when any.
    public var customClassName: String? {
        get { sideStorage?.customClassName }
        set { setSideProperty(\.customClassName, to: newValue, isDefault: newValue == nil) }
    }

    /// The name shown in transcripts: the custom class when set, else the UIKit class.
    public var displayClassName: String { customClassName ?? className }
}

/// The direction of a three-finger scroll, like `UIAccessibilityScrollDirection`.
public enum AccessibilityScrollDirection: String, Hashable, Codable, Sendable, CaseIterable {
    case right, left, up, down, next, previous
}
