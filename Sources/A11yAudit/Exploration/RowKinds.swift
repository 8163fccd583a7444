import AccessibilityTree

/// The rows of a screen's tables and collections grouped by kind, so that a long list of rows made from
/// one template is not double tapped row by row.
///
/// Rule (a11ysim): two rows are of one kind when they are cells of the same table or collection, of the
/// same class, reuse identifier, style, accessory and traits, and selecting them sends the same
/// described actions (the steps or segue their selection runs, in words) or none. A row whose selection
/// runs an undescribed handler, one with its own activate handler, and any row of a table or collection
/// with a `didSelectRow` or `didSelectItem` handler (which is told which row) is of no kind: it is always
/// double tapped. Of each kind, the first ``probedPerKind`` rows are double tapped; every later row is
/// taken to do what the first did. Each double tap re-derives the whole screen, so probing every row of
/// a long table costs the square of its length; this keeps an audit linear in it.
///
/// Like ``ProbeReuse``, this sees only what the model shows: a row whose selection depends on which row
/// it is in a way its description does not tell is not double tapped past the first rows of its kind.
struct RowKinds: Sendable {
    /// How many rows of one kind are double tapped before the rest take the first one's outcome: enough
    /// that a list of the length an app writes out row by row is probed row by row, since such rows may
    /// read alike and still each do something of their own (a city picker adds the city it names).
    static let probedPerKind = 32

    /// Each kind's first row and how many rows of it were seen.
    private var seen: [String: (first: Int, count: Int)] = [:]
    /// The rows past ``probedPerKind`` of their kind, with the first row of that kind.
    private var firstOfKind: [Int: Int] = [:]

    /// Notes element `index`, a candidate for double tapping shown by `object`.
    @MainActor
    mutating func note(_ index: Int, element: ElementSnapshot, object: AccessibilityObject?) {
        guard let kind = Self.kind(of: object, element: element) else { return }
        var entry = seen[kind] ?? (index, 0)
        entry.count += 1
        seen[kind] = entry
        if entry.count > Self.probedPerKind { firstOfKind[index] = entry.first }
    }

    /// The first row of element `index`'s kind when `index` is past the rows of it that are probed.
    func firstRow(ofKindOf index: Int) -> Int? { firstOfKind[index] }

    /// The kind of the row `object` shows, or nil when it is not a row or its outcome cannot be shared.
    @MainActor
    private static func kind(of object: AccessibilityObject?, element: ElementSnapshot) -> String? {
        guard let cell = object as? View, cell.accessibilityActivateBlock == nil, let container = cell.superview else { return nil }
        var parts: [String]
        if let row = cell as? TableViewCell, let table = container as? TableView {
            guard table.didSelectRow == nil, row.onSelect == nil || !row.selectionDescriptions.isEmpty else { return nil }
            parts = [row.reuseIdentifier ?? "", row.style.rawValue, row.accessoryType.rawValue,
                     row.onSelect == nil ? "" : "selects"] + row.selectionDescriptions
        } else if let item = cell as? CollectionViewCell, let collection = container as? CollectionView {
            guard collection.didSelectItem == nil, item.onSelect == nil || !item.selectionDescriptions.isEmpty else { return nil }
            parts = [item.onSelect == nil ? "" : "selects"] + item.selectionDescriptions
        } else {
            return nil
        }
        parts += [String(describing: ObjectIdentifier(container)), String(reflecting: type(of: cell)), cell.customClassName ?? "",
                  element.className, String(element.traits.rawValue)]
        return parts.map { String($0.utf8.count) + ":" + $0 }.joined()
    }
}
