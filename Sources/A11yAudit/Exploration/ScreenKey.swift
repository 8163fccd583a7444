import AccessibilityTree

/// The identities of a screen state, built from what VoiceOver reads (never from ElementIDs, which
/// differ between fresh applications).
///
/// - The structural key says which screen this is: the front-most controller's name and class and the
///   title (an unknown title is its origin, `⟨viewModel.scope.title⟩`, so two classes titled by the
///   same unknown value are two screens; docs/audit.md, "How exploration works"),
///   and each element's class, label, identifier, traits without state (editing, dimmed, and selected
///   except on tabs) and frame. Values are left out, so a toggled switch or a moved slider is the same
///   screen (otherwise n switches would make 2ⁿ states); frames inside scroll views are left out, so
///   scrolling is the same screen too. The controllers below the front one are left out, so a screen
///   pushed or presented again in a cycle (A › B › A) is the screen already explored.
/// - Both list the elements in canonical order (``canonicalOrder(_:)``), which scrolling does not change.
/// - The exact key adds the values and the state traits: two sessions with the same exact key behave
///   the same for the next gesture, so the live app can be kept instead of replaying the path.
enum ScreenKey {
    private static let stateTraits: AccessibilityTraits = [.selected, .isEditing, .notEnabled]

    static func structural(_ snapshot: AccessibilitySnapshot) -> String {
        var hash = KeyHasher()
        appendScreenName(snapshot, to: &hash)
        for index in canonicalOrder(snapshot.elements) {
            appendStructuralLine(snapshot.elements[index], to: &hash)
        }
        return hash.hex
    }

    /// Both keys in one walk over the elements, as ``structural(_:)`` and ``exact(_:)`` give them.
    static func keys(_ snapshot: AccessibilitySnapshot) -> (structural: String, exact: String) {
        var structural = KeyHasher()
        appendScreenName(snapshot, to: &structural)
        var exact = structural
        snapshot.elements.withUnsafeBufferPointer { elements in
            for index in canonicalOrder(snapshot.elements) {
                appendStructuralLine(elements[index], to: &structural)
                appendExactLine(elements[index], to: &exact)
            }
        }
        return (structural.hex, exact.hex)
    }

    /// Appends what the structural key reads of one element; `includingTabSelection: false` leaves out
    /// which tab is selected as well.
    static func appendStructuralLine(_ element: ElementSnapshot, includingTabSelection: Bool = true, to hash: inout KeyHasher) {
        let keptOnTabs = includingTabSelection ? stateTraits.subtracting(.selected) : stateTraits
        let traits = element.traits.subtracting(element.isTab ? keptOnTabs : stateTraits)
        hash.append(element.className)
        hash.append(element.label ?? "")
        appendElementRest(element, traits: traits, to: &hash)
    }

    static func exact(_ snapshot: AccessibilitySnapshot) -> String {
        var hash = KeyHasher()
        appendScreenName(snapshot, to: &hash)
        for index in canonicalOrder(snapshot.elements) {
            appendExactLine(snapshot.elements[index], to: &hash)
        }
        return hash.hex
    }

    /// What the element's phrase is made of besides its traits (``Phrase/phrase(for:)``): label,
    /// value, position in a series, container context and whether it has actions. The exact key is
    /// taken after every gesture, and hashing these is cheaper than building the phrase from them.
    /// Every piece has a fixed place or a count before it, so no two elements hash the same pieces.
    private static func appendSpokenParts(_ element: ElementSnapshot, to hash: inout KeyHasher) {
        hash.append(element.label ?? "")
        hash.append(element.value ?? "")
        if let series = element.series {
            hash.append(1)
            hash.append(series.index)
            hash.append(series.count)
        } else {
            hash.append(0)
        }
        hash.append(element.containerContext.count)
        for context in element.containerContext { hash.append(context.rawValue) }
        hash.append((element.isTab ? 1 : 0) | (element.customActions.isEmpty ? 0 : 2))
    }

    /// What the exact key reads of one element: the structural line's pieces with every trait and the
    /// spoken parts in place of the label.
    private static func appendExactLine(_ element: ElementSnapshot, to hash: inout KeyHasher) {
        hash.append(element.className)
        appendSpokenParts(element, to: &hash)
        appendElementRest(element, traits: element.traits, to: &hash)
    }

    /// The end of an element's line: identifier, traits, frame. (No closure carries the text between
    /// class and identifier: capturing the element copied it, strings and all, once per element.)
    private static func appendElementRest(_ element: ElementSnapshot, traits: AccessibilityTraits, to hash: inout KeyHasher) {
        hash.append(element.identifier ?? "")
        hash.append(traits.rawValue)
        appendFrame(element, to: &hash)
    }

    /// The reading-order indices of `elements` with the elements outside scroll views first, then those
    /// inside: scrolling moves content past the fixed elements and so changes the reading order, but
    /// not this order. Exploration steps name elements by their place in it.
    static func canonicalOrder(_ elements: [ElementSnapshot]) -> [Int] {
        elements.indices.filter { !elements[$0].isInScrollView } + elements.indices.filter { elements[$0].isInScrollView }
    }

    /// The front-most controller's name and class and the screen's title: what bounds the variants of
    /// a screen.
    static func screenName(_ snapshot: AccessibilitySnapshot) -> String {
        (snapshot.screen.path.last ?? "") + "|" + (snapshot.screen.controllerClassName ?? "") + "|" + (snapshot.screen.title ?? "")
    }

    private static func appendScreenName(_ snapshot: AccessibilitySnapshot, to hash: inout KeyHasher) {
        hash.append(snapshot.screen.path.last ?? "")
        hash.append(snapshot.screen.controllerClassName ?? "")
        hash.append(snapshot.screen.title ?? "")
    }

    /// The frame in half points, `x, y, width, height`, or only that the element scrolls.
    private static func appendFrame(_ element: ElementSnapshot, to hash: inout KeyHasher) {
        guard !element.isInScrollView else { return hash.append(1) }
        hash.append(0)
        let frame = element.frame
        hash.append(halfPoints(frame.minX))
        hash.append(halfPoints(frame.minY))
        hash.append(halfPoints(frame.width))
        hash.append(halfPoints(frame.height))
    }

    /// Rounded to half points; a frame too large for an Int (a hostile file) counts as 0, not a trap.
    private static func halfPoints(_ value: Double) -> Int {
        let rounded = (value * 2).rounded()
        return rounded.isFinite && abs(rounded) < 1e15 ? Int(rounded) : 0
    }
}
