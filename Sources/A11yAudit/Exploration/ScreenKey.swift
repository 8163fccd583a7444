import AccessibilityTree

/// The identities of a screen state, built from what VoiceOver reads (never from ElementIDs, which
/// differ between fresh applications).
///
/// - The structural key says which screen this is: the front-most controller's name and the title,
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
        var text = screenName(snapshot)
        for element in canonicalOrder(snapshot.elements).map({ snapshot.elements[$0] }) {
            let traits = element.isTab ? element.traits.subtracting([.isEditing, .notEnabled]) : element.traits.subtracting(stateTraits)
            text += "\n" + element.className + "|" + (element.label ?? "") + "|" + (element.identifier ?? "")
            text += "|\(traits.rawValue)|" + frameText(element)
        }
        return StableHash.hex(text)
    }

    static func exact(_ snapshot: AccessibilitySnapshot) -> String {
        var text = screenName(snapshot)
        for element in canonicalOrder(snapshot.elements).map({ snapshot.elements[$0] }) {
            text += "\n" + element.className + "|" + element.phrase + "|" + (element.identifier ?? "")
            text += "|\(element.traits.rawValue)|" + frameText(element)
        }
        return StableHash.hex(text)
    }

    /// The reading-order indices of `elements` with the elements outside scroll views first, then those
    /// inside: scrolling moves content past the fixed elements and so changes the reading order, but
    /// not this order. Exploration steps name elements by their place in it.
    static func canonicalOrder(_ elements: [ElementSnapshot]) -> [Int] {
        elements.indices.filter { !elements[$0].isInScrollView } + elements.indices.filter { elements[$0].isInScrollView }
    }

    /// The front-most controller's name and the screen's title: what bounds the variants of a screen.
    static func screenName(_ snapshot: AccessibilitySnapshot) -> String {
        (snapshot.screen.path.last ?? "") + "|" + (snapshot.screen.title ?? "")
    }

    private static func frameText(_ element: ElementSnapshot) -> String {
        guard !element.isInScrollView else { return "scrolling" }
        let frame = element.frame
        return [frame.minX, frame.minY, frame.width, frame.height].map { String(Int(($0 * 2).rounded())) }.joined(separator: ",")
    }
}
