/// The stored properties of responders, accessibility objects and views that few objects set, kept
/// out of the objects themselves so that a view stays small.
///
/// The smaller the objects the derivation reads, the more of a big screen's views stay in the cache
/// between derivations; so what few objects set is kept here, behind one reference. An object
/// allocates its side storage on the first write of any of these properties to other than its
/// default (``Responder/setSideProperty(_:to:isDefault:)``); reading one while there is none gives
/// its default without allocating.
///
/// Keep here only what most objects leave at its default: a property that many views set costs each
/// of them this whole object. The properties the derivation reads for every view or element that
/// apps commonly set (label, value, hint, traits, identifier, frame, visibility) stay inline.
@MainActor
final class SideStorage {
    // `@exclusivity(unchecked)` on properties the derivation reads: see AccessibilityObject.

    // MARK: Responder

    var performEscapeBlock: (@MainActor () -> Bool)?
    var magicTapBlock: (@MainActor () -> Bool)?
    var scrollBlock: (@MainActor (AccessibilityScrollDirection) -> Bool)?
    var blockDescriptions: [AccessibilityBlock: String] = [:]
    @exclusivity(unchecked) var customClassName: String?

    // MARK: AccessibilityObject

    @exclusivity(unchecked) var explicitFrame: Rect?
    @exclusivity(unchecked) var explicitActivationPoint: Point?
    @exclusivity(unchecked) var explicitElements: [AccessibilityObject]?
    @exclusivity(unchecked) var explicitRespondsToUserInteraction: Bool?
    @exclusivity(unchecked) var customActions: [AccessibilityCustomAction] = []
    @exclusivity(unchecked) var customRotors: [AccessibilityCustomRotor] = []
    @exclusivity(unchecked) var customContent: [AccessibilityCustomContent] = []
    @exclusivity(unchecked) var language: String?
    var userInputLabels: [String] = []
    var elementsSetInCode = false
    var frameIsEstimated = false
    @exclusivity(unchecked) var seriesPosition: SeriesPosition?
    var activateBlock: (@MainActor () -> Bool)?
    var incrementBlock: (@MainActor () -> Void)?
    var decrementBlock: (@MainActor () -> Void)?
    var dataTableCellRanges: AccessibilityDataTableCellRanges?
    var dataTableHeaders: AccessibilityDataTableHeaders?

    // MARK: View

    var backgroundColor: Color?
    var tag = 0
    var tapGestureActions: [String] = []
    weak var owningViewController: ViewController?
}
