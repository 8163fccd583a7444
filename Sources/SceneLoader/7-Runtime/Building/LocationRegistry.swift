import AccessibilityTree

/// Where each live object built from a scene or storyboard is defined, checked against the object's
/// identity so that a recycled address never reports a stale location.
///
/// Views and elements are recognised by their process-unique ``ElementID``, not held: a weak
/// reference would give each of them a side table, which puts every retain and release of it on the
/// runtime's slow path. Controllers, bar items and the delegate, which have no such number, are held
/// weakly.
@MainActor
final class LocationRegistry {
    private struct Registration {
        var objectID: ElementID?
        weak var object: AnyObject?
        var location: SourceLocation
    }

    private var entries: [ObjectIdentifier: Registration] = [:]

    func register(_ object: AnyObject, _ mark: SourceMark) {
        guard let location = mark.location else { return }
        if let element = object as? AccessibilityObject {
            entries[ObjectIdentifier(object)] = Registration(objectID: element.objectID, object: nil, location: location)
        } else {
            entries[ObjectIdentifier(object)] = Registration(objectID: nil, object: object, location: location)
        }
    }

    func location(of object: AnyObject) -> SourceLocation? {
        guard let entry = entries[ObjectIdentifier(object)] else { return nil }
        if let objectID = entry.objectID {
            return (object as? AccessibilityObject)?.objectID == objectID ? entry.location : nil
        }
        return entry.object === object ? entry.location : nil
    }
}
