/// A boundary of a list or landmark container that VoiceOver speaks as focus crosses it (docs/voiceover.md §4,
/// step 5). The raw values are the English words, which keys of screens are hashed by.
public enum ContainerContext: String, Hashable, Codable, Sendable, CaseIterable {
    /// Focus entered a list.
    case listStart = "list start"
    /// Focus is on a list's last element.
    case listEnd = "list end"
    /// Focus entered a landmark.
    case landmarkStart = "landmark"
    /// Focus is on a landmark's last element, about to leave it.
    case landmarkEnd = "end"

    /// The word in `language`.
    func word(in language: VoiceOverLanguage) -> String {
        switch self {
        case .listStart: return language.word(.listStart)
        case .listEnd: return language.word(.listEnd)
        case .landmarkStart: return language.word(.landmarkStart)
        case .landmarkEnd: return language.word(.landmarkEnd)
        }
    }
}

/// Where a cell of a data table lies (docs/voiceover.md §4, "Data tables"): its rows and columns, the texts of
/// its headers, and whether focus has just entered its row.
public struct DataTableCellPosition: Hashable, Codable, Sendable {
    /// The table the cell belongs to.
    public var table: ElementID
    /// The rows and columns the cell covers, zero-based.
    public var rows: Range<Int>
    public var columns: Range<Int>
    /// The texts of the cell's row and column headers ("label, value"), spoken first.
    public var headers: [String]
    /// Whether focus came from outside the cell's (first) row, so "Row R" is spoken.
    public var entersRow: Bool

    public init(table: ElementID, rows: Range<Int>, columns: Range<Int>, headers: [String] = [], entersRow: Bool = true) {
        self.table = table
        self.rows = rows
        self.columns = columns
        self.headers = headers
        self.entersRow = entersRow
    }
}

extension AccessibilitySnapshot {
    /// The element at `index` with the context VoiceOver speaks when focus moves to it from the
    /// element at `previous` (nil: from nowhere, as when VoiceOver starts). Lists and landmarks say
    /// their start word when focus enters them; a list says its end word on its last element, a
    /// landmark only when focus did not come back onto it from after it; a data table says "Row R"
    /// when focus comes from another row (docs/voiceover.md §4).
    ///
    /// The derivation gives each element the context of swiping forward onto it; the session asks
    /// this for the focus moves it makes. Linear in the number of containers.
    public func element(at index: Int, reachedFrom previous: Int?) -> ElementSnapshot {
        var element = elements[index]
        guard previous != index else {
            element.containerContext = []
            element.dataTableCell?.entersRow = false
            return element
        }
        var context: [ContainerContext] = []
        for container in containers where container.elementRange.contains(index) {
            let range = container.elementRange
            let entering = previous.map { !range.contains($0) } ?? true
            switch container.type {
            case .list:
                if entering { context.append(.listStart) }
                if index == range.upperBound - 1 { context.append(.listEnd) }
            case .landmark:
                if entering { context.append(.landmarkStart) }
                // "end" belongs to leaving: not said when focus came back onto the last element from
                // after it (docs/voiceover.md, "Context on entering and leaving").
                if index == range.upperBound - 1, !(previous.map { $0 > index } ?? false) { context.append(.landmarkEnd) }
            default:
                break
            }
        }
        element.containerContext = context
        if let cell = element.dataTableCell {
            let before = previous.flatMap { elements.indices.contains($0) ? elements[$0].dataTableCell : nil }
            element.dataTableCell?.entersRow = !(before?.table == cell.table
                && before?.rows.contains(cell.rows.lowerBound) == true)
        }
        return element
    }
}
