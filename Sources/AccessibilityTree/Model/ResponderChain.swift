/// The responder chain from a view or element to the app delegate (docs/voiceover.md §6), as a `Sequence`.
///
/// Starts with the object itself. A chain that loops (a misconfigured custom `next`) stops at the first
/// repeated responder rather than hanging.
@MainActor
public struct ResponderChain: @MainActor Sequence {
    private let start: Responder

    public init(startingAt responder: Responder) {
        start = responder
    }

    public func makeIterator() -> Iterator { Iterator(current: start) }

    @MainActor
    public struct Iterator: @MainActor IteratorProtocol {
        var current: Responder?
        var seen: Set<ObjectIdentifier> = []

        public mutating func next() -> Responder? {
            guard let responder = current, seen.insert(ObjectIdentifier(responder)).inserted else { return nil }
            current = responder.next
            return responder
        }
    }
}

extension Responder {
    /// This responder and every responder after it.
    public var responderChain: ResponderChain { ResponderChain(startingAt: self) }
}
