import AccessibilityTree

/// Where each live object built from a scene or storyboard is defined, held weakly so that a
/// recycled object identity never reports a stale location.
@MainActor
final class LocationRegistry {
    private struct Entry {
        weak var object: AnyObject?
        var location: SourceLocation
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    func register(_ object: AnyObject, _ mark: SourceMark) {
        guard let location = mark.location else { return }
        entries[ObjectIdentifier(object)] = Entry(object: object, location: location)
    }

    func location(of object: AnyObject) -> SourceLocation? {
        guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
        return entry.location
    }
}
