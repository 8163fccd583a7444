/// The live result of a derivation: the snapshot plus the way back from its identities to the live
/// views and elements (main-actor only).
@MainActor
public struct DerivedTree {
    /// The Sendable snapshot.
    public let snapshot: AccessibilitySnapshot
    /// The live object behind each element, in reading order.
    private let objects: [AccessibilityObject]
    private let positions: ElementPositions
    /// Elements that exist but VoiceOver cannot reach, when asked for (audits).
    public let unreachable: [UnreachableElement]

    /// `objects` are the live objects behind `snapshot.elements`, in the same order.
    init(snapshot: AccessibilitySnapshot, objects: [AccessibilityObject], unreachable: [UnreachableElement]) {
        self.snapshot = snapshot
        self.objects = objects
        positions = ElementPositions(of: snapshot.elements)
        self.unreachable = unreachable
    }

    /// The elements in reading order.
    public var elements: [ElementSnapshot] { snapshot.elements }

    /// The live view or element behind `id`.
    public func object(for id: ElementID) -> AccessibilityObject? {
        // No `Optional.map` closure: one formed here would check its actor at run time on every call.
        guard let index = index(of: id) else { return nil }
        return objects[index]
    }

    /// The position of `id` in the reading order, in O(1).
    public func index(of id: ElementID) -> Int? { positions.position(of: id) }

    /// The element for a live object, when it is on screen.
    public func element(for object: AccessibilityObject) -> ElementSnapshot? {
        index(of: object.objectID).map { snapshot.elements[$0] }
    }
}

/// An element VoiceOver cannot reach, and why (for audits).
public struct UnreachableElement: Hashable, Codable, Sendable {
    public enum Reason: String, Hashable, Codable, Sendable {
        case hiddenByModalSibling, zeroSize, outsideWindow
    }

    public var element: ElementSnapshot
    public var reason: Reason
}
