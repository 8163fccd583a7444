/// The properties and hooks of UIKit's accessibility informal protocol, shared by views and
/// non-view elements.
///
/// Every property has two layers, as in UIKit: what the app set explicitly, and the standard
/// default of the class (a label's text, a button's title, a switch's value). An explicit value always
/// wins; setting a property back to nil restores the default. Subclasses provide defaults by
/// overriding the `standard…` properties.
@MainActor
open class AccessibilityObject: Responder {
    /// A process-unique number for this object, stable for its lifetime (see ``ElementID``).
    public let objectID: ElementID

    override public init() {
        objectID = ElementID.next()
        super.init()
    }

    // Why the internal stored properties the derivation reads are `@exclusivity(unchecked)`:
    // docs/performance.md, "Constant work per view". Invariant: their accesses never overlap (no
    // observer or setter touches the property again). Public and open properties keep the check, since
    // callers and subclasses may touch them in ways this module cannot see.
    //
    // Rarely set properties live in the side storage (``SideStorage``). The order of the ones stored
    // here leaves no padding: the one-byte ones pack together after the traits.
    @exclusivity(unchecked) private var explicitLabel: String?
    @exclusivity(unchecked) private var explicitValue: String?
    @exclusivity(unchecked) private var explicitHint: String?
    /// The developer's name for the element; never spoken (UI tests and audits use it).
    public var accessibilityIdentifier: String?
    /// The number of the last derivation that visited this object (it visits each object once):
    /// derivation scratch state, docs/performance.md, "Every object read once".
    @exclusivity(unchecked) var derivationPass: UInt64 = 0
    @exclusivity(unchecked) private var explicitTraits: AccessibilityTraits?
    @exclusivity(unchecked) private var explicitIsElement: Bool?
    /// Hides this object and everything inside it from VoiceOver.
    public var accessibilityElementsHidden = false
    /// Makes VoiceOver ignore this view's siblings (docs/model.md §2, rule 3).
    open var accessibilityViewIsModal = false
    /// Keeps this container's elements together in the reading order (docs/model.md §2, rule 7).
    public var shouldGroupAccessibilityChildren = false
    /// What kind of container this is, for VoiceOver's "list start"/"landmark" context.
    public var accessibilityContainerType: AccessibilityContainerType = .none

    /// Whether VoiceOver treats this object as one element (its subviews are then not walked).
    public var isAccessibilityElement: Bool {
        get { explicitIsElement ?? standardIsAccessibilityElement }
        set { explicitIsElement = newValue }
    }

    /// The short name VoiceOver speaks first, e.g. "Play".
    public var accessibilityLabel: String? {
        get { explicitLabel ?? standardAccessibilityLabel }
        set { explicitLabel = newValue }
    }

    /// The current value, e.g. "50%".
    public var accessibilityValue: String? {
        get { explicitValue ?? standardAccessibilityValue }
        set { explicitValue = newValue }
    }

    /// What happens on activation, e.g. "Plays the song." (spoken after a pause).
    public var accessibilityHint: String? {
        get { explicitHint ?? standardAccessibilityHint }
        set { explicitHint = newValue }
    }

    /// What the element is and its state.
    public var accessibilityTraits: AccessibilityTraits {
        get { explicitTraits ?? standardAccessibilityTraits }
        set { explicitTraits = newValue }
    }

    /// The element's frame in window coordinates (UIKit: screen coordinates). Defaults to the view's
    /// frame converted to the window, or for a non-view element its frame in its container.
    public var accessibilityFrame: Rect {
        get { sideStorage?.explicitFrame ?? standardAccessibilityFrame }
        set { setSideProperty(\.explicitFrame, to: newValue, isDefault: false) }
    }

    /// Whether the frame was set explicitly (derivation then uses it as given).
    public var hasExplicitAccessibilityFrame: Bool { sideStorage?.explicitFrame != nil }

    /// Where a double tap lands, in window coordinates; defaults to the frame's centre.
    public var accessibilityActivationPoint: Point {
        get { explicitActivationPoint ?? accessibilityFrame.center }
        set { setSideProperty(\.explicitActivationPoint, to: newValue, isDefault: false) }
    }

    /// The activation point the app set, if any (the derivation, which has the frame, takes its centre otherwise).
    var explicitActivationPoint: Point? { sideStorage?.explicitActivationPoint }

    /// The elements VoiceOver should use for this container, in exactly this order.
    public var accessibilityElements: [AccessibilityObject]? {
        get { sideStorage?.explicitElements ?? standardAccessibilityElements }
        set { setSideProperty(\.explicitElements, to: newValue, isDefault: newValue == nil) }
    }

    /// Whether VoiceOver treats the element as something to act on (for rotor "form controls" and audits).
    public var accessibilityRespondsToUserInteraction: Bool {
        get { sideStorage?.explicitRespondsToUserInteraction ?? !accessibilityTraits.isDisjoint(with: .interactive) }
        set { setSideProperty(\.explicitRespondsToUserInteraction, to: newValue, isDefault: false) }
    }

    /// Actions offered through the rotor's Actions setting.
    public var accessibilityCustomActions: [AccessibilityCustomAction] {
        get { sideStorage?.customActions ?? [] }
        set { setSideProperty(\.customActions, to: newValue, isDefault: newValue.isEmpty) }
    }
    /// Rotors this element adds to the rotor while it is focused.
    public var accessibilityCustomRotors: [AccessibilityCustomRotor] {
        get { sideStorage?.customRotors ?? [] }
        set { setSideProperty(\.customRotors, to: newValue, isDefault: newValue.isEmpty) }
    }
    /// Content the rotor's More Content setting offers; high-importance content is also spoken (docs/voiceover.md §4).
    public var accessibilityCustomContent: [AccessibilityCustomContent] {
        get { sideStorage?.customContent ?? [] }
        set { setSideProperty(\.customContent, to: newValue, isDefault: newValue.isEmpty) }
    }
    /// BCP 47 language of the label and value, e.g. "ko" or "fr-CA"; nil means the session's.
    public var accessibilityLanguage: String? {
        get { sideStorage?.language }
        set { setSideProperty(\.language, to: newValue, isDefault: newValue == nil) }
    }
    /// The names a Voice Control user may say for the element, the first shown by "Show names"; when
    /// empty, Voice Control uses the label (docs/voice-control.md §1).
    public var accessibilityUserInputLabels: [String] {
        get { sideStorage?.userInputLabels ?? [] }
        set { setSideProperty(\.userInputLabels, to: newValue, isDefault: newValue.isEmpty) }
    }
    /// Whether the app's code sets `accessibilityElements` here to a list a11ysim does not model (it
    /// holds views known only when the app runs): the order VoiceOver follows inside is then not
    /// known, and rules that judge what VoiceOver reaches inside leave it alone (docs/code.md, "The UIKit table").
    public var accessibilityElementsSetInCode: Bool {
        get { sideStorage?.elementsSetInCode ?? false }
        set { setSideProperty(\.elementsSetInCode, to: newValue, isDefault: !newValue) }
    }
    /// Whether the frame is a11ysim's estimate, not the app's: the input gives none (a view made in code
    /// without a known `frame` or solved constraints, a scene file's view left to the automatic layout),
    /// so rules that judge where it lies leave it alone (docs/code.md, "Views built in code").
    public var frameIsEstimated: Bool {
        get { sideStorage?.frameIsEstimated ?? false }
        set { setSideProperty(\.frameIsEstimated, to: newValue, isDefault: !newValue) }
    }
    /// The element's place in a series UIKit announces as "N of M" (segments); tabs get theirs from
    /// their tab bar during derivation.
    var seriesPosition: SeriesPosition? {
        get { sideStorage?.seriesPosition }
        set { setSideProperty(\.seriesPosition, to: newValue, isDefault: newValue == nil) }
    }

    // MARK: Standard defaults (overridden by the standard controls)

    /// The class's default for ``AccessibilityObject/isAccessibilityElement``.
    open var standardIsAccessibilityElement: Bool { false }
    /// The class's default for ``AccessibilityObject/accessibilityLabel``.
    open var standardAccessibilityLabel: String? { nil }
    /// The class's default for ``AccessibilityObject/accessibilityValue``.
    open var standardAccessibilityValue: String? { nil }
    /// The class's default for ``AccessibilityObject/accessibilityHint``.
    open var standardAccessibilityHint: String? { nil }
    /// The class's default for ``AccessibilityObject/accessibilityTraits``.
    open var standardAccessibilityTraits: AccessibilityTraits { [] }
    /// The class's default for ``AccessibilityObject/accessibilityElements``.
    open var standardAccessibilityElements: [AccessibilityObject]? { nil }
    /// The class's default for ``AccessibilityObject/accessibilityFrame``.
    open var standardAccessibilityFrame: Rect { .zero }

    /// The text the object shows on screen, which a Voice Control user reads and says: a button's
    /// title, a label's text, a row's first line. Nil when it shows none, or only an example (a text
    /// field's placeholder) — the label-in-name check compares it with the names (docs/voice-control.md §1).
    open var displayedText: String? { nil }

    // MARK: Hooks VoiceOver calls on the focused element

    /// Double tap. Return true when you handled activation; false lets VoiceOver tap the activation point.
    open func accessibilityActivate() -> Bool { false }

    /// Swipe up on an adjustable element.
    open func accessibilityIncrement() {}

    /// Swipe down on an adjustable element.
    open func accessibilityDecrement() {}

    /// Handles activation instead of ``accessibilityActivate()`` when set, like UIKit's block.
    public var accessibilityActivateBlock: (@MainActor () -> Bool)? {
        get { sideStorage?.activateBlock }
        set { setSideProperty(\.activateBlock, to: newValue, isDefault: newValue == nil) }
    }
    /// Handles increment instead of ``accessibilityIncrement()`` when set.
    public var accessibilityIncrementBlock: (@MainActor () -> Void)? {
        get { sideStorage?.incrementBlock }
        set { setSideProperty(\.incrementBlock, to: newValue, isDefault: newValue == nil) }
    }
    /// Handles decrement instead of ``accessibilityDecrement()`` when set.
    public var accessibilityDecrementBlock: (@MainActor () -> Void)? {
        get { sideStorage?.decrementBlock }
        set { setSideProperty(\.decrementBlock, to: newValue, isDefault: newValue == nil) }
    }

    /// What VoiceOver calls on double tap: the block when set, else the method.
    public func handleActivate() -> Bool { accessibilityActivateBlock?() ?? accessibilityActivate() }

    /// What VoiceOver calls on swipe up over an adjustable element: the block when set, else the method.
    public func handleIncrement() {
        if let block = accessibilityIncrementBlock { block() } else { accessibilityIncrement() }
    }

    /// What VoiceOver calls on swipe down over an adjustable element: the block when set, else the method.
    public func handleDecrement() {
        if let block = accessibilityDecrementBlock { block() } else { accessibilityDecrement() }
    }

    /// What a finger tap on this object does in UIKit (buttons send actions, switches toggle, cells
    /// select). VoiceOver uses it when `accessibilityActivate()` returns false.
    open func simulateTap() -> TapOutcome { .unhandled }

    // MARK: Structure

    /// The view or element that contains this object for accessibility.
    open var accessibilityContainer: AccessibilityObject? { nil }

    /// The window this object is shown in, when it is in one.
    open var window: Window? { nil }
}

/// The kind of accessibility container, like `UIAccessibilityContainerType`.
public enum AccessibilityContainerType: String, Hashable, Codable, Sendable, CaseIterable {
    case none, dataTable, list, landmark, semanticGroup
}

/// A stable identity for a live view or element; the derived tree refers to live objects by it.
public struct ElementID: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: UInt64

    public init(rawValue: UInt64) { self.rawValue = rawValue }

    @MainActor private static var counter: UInt64 = 0

    @MainActor static func next() -> ElementID {
        counter += 1
        return ElementID(rawValue: counter)
    }

    public static func < (lhs: ElementID, rhs: ElementID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }
}
