import AccessibilityTree

/// What a larger (or smaller) text size does to one view that it does not do at the default size, as
/// Auto Layout lays the screen out at both (docs/layout.md, "Dynamic Type"; docs/audit-rules.md).
public struct ContentSizeProblem: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A label's text needs `lines` lines at its width but the label shows `shown`: the rest is
        /// cut off with "…".
        case truncated(lines: Int, shown: Int)
        /// A button's title, on one line, is `textWidth` points wide where the button leaves `room`
        /// for it: the middle (or end) is cut off with "…".
        case titleTruncated(textWidth: Double, room: Double)
        /// A text field's line of text is `lineHeight` points high in a field `height` points high:
        /// its top and bottom are cut off (a field scrolls its text sideways, never up and down).
        case textClippedVertically(lineHeight: Double, height: Double)
        /// A view that draws something now covers `other` (its description: class and text or id),
        /// described at `otherLocation`.
        case overlaps(other: String, otherLocation: SourceLocation?)
        /// A control or text pushed out of the screen (`container` nil) or out of the bounds of the
        /// view `container` describes: a tap does not reach it there, and text there is not seen.
        case outside(container: String?)
        /// A control or text pushed past the end of the content of the scroll view `scrollView`
        /// describes: scrolling does not bring it into view.
        case beyondScrollContent(scrollView: String)

        /// Whether it is text cut off where the view stands (not a view pushed away).
        public var cutsText: Bool {
            switch self {
            case .truncated, .titleTruncated, .textClippedVertically: return true
            case .overlaps, .outside, .beyondScrollContent: return false
            }
        }
    }

    /// Where the view is described.
    public var location: SourceLocation
    public var kind: Kind
    /// The text size it happens at.
    public var category: ContentSizeCategory
    /// The text (a label's or text view's, a button's title, a text field's text or placeholder) and
    /// its font at the category, for text cut off.
    public var text: String?
    public var font: Font?
    /// For a view inside a table's cell (docs/audit-rules.md, "Dynamic Type"): the cell, by its reuse
    /// identifier and class ("the cell 'NoteCell' (NoteCell)"), and the view in it, by its class
    /// and text (`the UILabel "Whisk"`). VoiceOver reads such a cell as one element, so the finding
    /// names the view inside it.
    public var cell: String?
    public var view: String?
    /// Where that cell and the table it is in are described: a cell's views share their source
    /// lines with the same cell in another table (a class or a xib registered in several), whose
    /// rows may be laid out otherwise.
    public var cellLocation: SourceLocation?
    public var tableLocation: SourceLocation?
    /// Whether the view inside the cell is a control (a button, switch, field…): pushed away, it is
    /// out of reach (text-size-off-screen) rather than cut off (clipped-text).
    public var viewIsControl = false
}

/// What checking a document's screens at a text size found, and which screens it could not check.
public struct ContentSizeReport: Sendable {
    /// The most pairs of views one screen's overlap check compares (docs/fuzzing.md, "Limits"): views
    /// are compared only with those that start above their bottom, but a hostile file of thousands
    /// of views stacked in one place would make every pair such a pair.
    public static let maximumOverlapPairs = 1_000_000

    /// Problems by the location of the view they are on.
    public var problems: [SourceLocation: [ContentSizeProblem]] = [:]
    /// The ids of the controllers whose screens Auto Layout does not place at both sizes, so that
    /// they were not checked.
    public var unchecked: [String] = []
    /// The ids of the controllers whose screens have more pairs of views than the overlap check
    /// compares, so that some overlaps may not be found.
    public var overlapsCut: [String] = []
    /// The table cells with text or controls whose views Dynamic Type was not checked in
    /// (ContentSizeCheck+Cells): cells made in code, or whose content view has no constraints or
    /// constraints that do not place every view at both sizes, give a row that sizes
    /// itself no height, or their text or fonts are known only when the app runs; each
    /// cell's name as findings give it (``ContentSizeProblem/cell``), once per prototype.
    public var uncheckedCells: [String] = []
    /// The views on the screens checked whose text is known only when the app runs (`⟨…⟩`), so that
    /// it was not measured nor the view judged; each as findings name a view, once.
    public var unmeasuredViews: [String] = []
    /// The warnings that say which screens were not checked, or not wholly, at `category`.
    public func warnings(at category: ContentSizeCategory) -> [SceneDiagnostic] {
        func names(_ ids: [String]) -> String {
            ids.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (ids.count > 3 ? ", …" : "")
        }
        let size = "\(category.rawValue) (\(category.shortName))"
        var warnings: [SceneDiagnostic] = []
        if !unchecked.isEmpty {
            warnings.append(SceneDiagnostic(location: nil, message: "Dynamic Type at \(size) is not checked on \(unchecked.count) screen\(unchecked.count == 1 ? "" : "s") whose Auto Layout constraints do not place every view (\(names(unchecked))): text cut off, overlapping or pushing controls away there is not found"))
        }
        if !overlapsCut.isEmpty {
            warnings.append(SceneDiagnostic(location: nil, message: "Dynamic Type at \(size): overlaps are checked for the first \(Self.maximumOverlapPairs) pairs of views only on \(names(overlapsCut))"))
        }
        if !uncheckedCells.isEmpty {
            warnings.append(SceneDiagnostic(location: nil, message: "Dynamic Type at \(size) is not checked inside \(uncheckedCells.count) table cell\(uncheckedCells.count == 1 ? "" : "s") whose layout a11ysim does not know at both sizes — no Interface Builder constraints, views they do not place, or text known only when the app runs (\(uncheckedCells.prefix(3).joined(separator: ", "))\(uncheckedCells.count > 3 ? ", …" : "")): text cut off or overlapping in them is not found"))
        }
        if !unmeasuredViews.isEmpty {
            warnings.append(SceneDiagnostic(location: nil, message: "Dynamic Type at \(size) is not checked for \(unmeasuredViews.count) view\(unmeasuredViews.count == 1 ? "" : "s") whose text is known only when the app runs (\(unmeasuredViews.prefix(3).joined(separator: ", "))\(unmeasuredViews.count > 3 ? ", …" : "")): whether that text is cut off, overlaps or pushes controls away is not found"))
        }
        return warnings
    }
}
