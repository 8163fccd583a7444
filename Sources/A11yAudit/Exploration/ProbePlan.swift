import AccessibilityTree

/// The gestures exploration tries on a screen state, chosen from the live objects when it is captured.
struct ProbePlan: Sendable {
    /// Elements a VoiceOver user would double tap: buttons, links, tabs, switches, cells.
    var activations: [Int] = []
    /// One three-finger scroll per scrolling area: the first element in it and the direction.
    var scrolls: [(index: Int, direction: AccessibilityScrollDirection)] = []
    /// Enabled adjustable elements.
    var adjustables: [Int] = []
    /// The segues the app performs from code from the scenes on screen.
    var appSegues: [AuditAppSegue] = []
    /// Whether to try escape (always, once per state).
    var escape = true
    /// The screen's independent parts, when it has more than one: what lets outcomes be reused.
    var regions: ScreenRegions?

    /// The traits whose elements are double tapped.
    static let activatedTraits: AccessibilityTraits = [.button, .link, .backButton, .tabBarItem, .switchButton, .keyboardKey]

    /// Chooses the probes for `tree`'s elements, shown in `window`.
    @MainActor
    init(tree: DerivedTree, window: Window) {
        regions = ScreenRegions(tree: tree, window: window)
        var scrollers: Set<ObjectIdentifier> = []
        var scrollerAbove: [ObjectIdentifier: (ObjectIdentifier, AccessibilityScrollDirection)?] = [:]
        for (index, element) in tree.elements.enumerated() {
            let object = tree.object(for: element.id)
            let enabled = !element.traits.contains(.notEnabled)
            let isCell = object is TableViewCell || object is CollectionViewCell
            if enabled && (!element.traits.isDisjoint(with: Self.activatedTraits) || isCell || object?.accessibilityActivateBlock != nil) {
                activations.append(index)
            }
            if enabled && element.traits.contains(.adjustable) { adjustables.append(index) }
            if let object, let (scroller, direction) = Self.scroller(for: object, memo: &scrollerAbove), scrollers.insert(scroller).inserted {
                scrolls.append((index, direction))
            }
        }
        if scrolls.isEmpty, !tree.elements.isEmpty {
            scrolls.append((0, .up))
        }
    }

    /// The responder a three-finger scroll from `object` would move, and the direction that shows more:
    /// a scrollable scroll view, a page view controller with pages, or a responder with a scroll block.
    ///
    /// Elements of one screen share most of their chains, so `memo` keeps, for every responder walked,
    /// the answer from it upwards, and a walk stops at the first responder already answered.
    @MainActor
    private static func scroller(for object: AccessibilityObject,
                                 memo: inout [ObjectIdentifier: (ObjectIdentifier, AccessibilityScrollDirection)?])
        -> (ObjectIdentifier, AccessibilityScrollDirection)? {
        var walked: [ObjectIdentifier] = []
        var answer: (ObjectIdentifier, AccessibilityScrollDirection)?
        for responder in object.responderChain {
            let id = ObjectIdentifier(responder)
            if let known = memo[id] {
                answer = known
                break
            }
            walked.append(id)
            if let found = scroller(at: responder) {
                answer = found
                break
            }
        }
        for id in walked { memo[id] = .some(answer) }
        return answer
    }

    /// What `responder` itself scrolls, without looking further up the chain.
    @MainActor
    private static func scroller(at responder: Responder) -> (ObjectIdentifier, AccessibilityScrollDirection)? {
        if responder.accessibilityScrollBlock != nil { return (ObjectIdentifier(responder), .up) }
        if let scroll = responder as? ScrollView, scroll.isScrollEnabled {
            if scroll.scrollsHorizontally { return (ObjectIdentifier(scroll), .left) }
            if scroll.contentSize.height > scroll.pageHeight + 0.5 { return (ObjectIdentifier(scroll), .up) }
        }
        if let pages = responder as? PageViewController, pages.pages.count > 1 {
            return (ObjectIdentifier(pages), pages.navigationOrientation == .horizontal ? .left : .up)
        }
        return nil
    }
}
