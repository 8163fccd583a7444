import AccessibilityTree

/// What Voice Control draws over the screen: names or numbers beside the actionable items, or a
/// numbered grid (docs/voice-control.md §2). A plain value, so tests and reports can hold it.
public struct VoiceControlOverlay: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The kinds of overlay a user can show.
    public enum Kind: String, Hashable, Codable, Sendable, CaseIterable {
        case names, numbers, grid
    }

    /// One tag of the overlay: the number or name shown and where.
    public struct Tag: Hashable, Codable, Sendable {
        /// "3" or "Send"; an item with no name shows nothing under "Show names" and gets no tag.
        public var text: String
        /// The tagged item's frame, or the grid cell's, in window coordinates.
        public var frame: Rect
        /// The item tagged; nil for a grid cell.
        public var item: ElementID?

        public init(text: String, frame: Rect, item: ElementID?) {
            self.text = text
            self.frame = frame
            self.item = item
        }
    }

    /// What is shown; nil when no overlay is.
    public var kind: Kind?
    /// The tags, in reading order (grid cells left to right, top to bottom).
    public var tags: [Tag]
    /// Whether these numbers are on the items one name matched, waiting for the user to pick one.
    public var isDisambiguation: Bool
    /// The screen's title, which the text form starts with.
    public var screenTitle: String?

    public init(kind: Kind?, tags: [Tag] = [], isDisambiguation: Bool = false, screenTitle: String? = nil) {
        self.kind = kind
        self.tags = tags
        self.isDisambiguation = isDisambiguation
        self.screenTitle = screenTitle
    }

    /// The overlay as text: a heading line, then one tag a line, `  3 {(16, 100), 343×44}`.
    public var description: String {
        var lines = [heading]
        for tag in tags { lines.append("  \(tag.text) \(tag.frame)") }
        return lines.joined(separator: "\n")
    }

    /// `Voice Control: numbers (say a number to choose) — Settings`.
    public var heading: String {
        var heading = "Voice Control: " + (kind?.rawValue ?? "no overlay")
        if isDisambiguation { heading += " (say a number to choose)" }
        if let screenTitle { heading += " — \(screenTitle)" }
        return heading
    }

    /// The grid's cells over a window of `size`: 3×3, numbered left to right, top to bottom
    /// (docs/voice-control.md §2, project convention).
    static func gridTags(over size: Size) -> [Tag] {
        let width = size.width / 3, height = size.height / 3
        var tags: [Tag] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let frame = Rect(x: Double(column) * width, y: Double(row) * height, width: width, height: height)
                tags.append(Tag(text: String(tags.count + 1), frame: frame, item: nil))
            }
        }
        return tags
    }
}
