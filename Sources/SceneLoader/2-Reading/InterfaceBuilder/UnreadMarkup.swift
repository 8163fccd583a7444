import Foundation

/// The markup of an Interface Builder document that nothing reads as XML, found by ``MarkupScan``
/// and blanked out before the document is parsed: Auto Layout constraints (read on the way instead),
/// autoresizing masks, outlets, canvas points, explicit nils (but a controller's simulated bars), tool
/// capabilities and the colours no rule looks at.
///
/// Of these a11ysim reads only the constraints (docs/layout.md), a xib owner's view outlet, and of the
/// colours the background, text and title colours the contrast rule compares (docs/storyboards.md),
/// yet together they are a large share of a storyboard's elements, each with several attributes, and
/// FoundationXML builds a dictionary and a string per attribute for every element before the tree
/// builder can ignore it. So each is replaced by spaces — its line breaks kept, so every other element
/// keeps its line and column — when it is exactly what Interface Builder writes: a `<constraints>`
/// block of `<constraint …/>` elements only, or one of the other elements, empty (`…/>`; an outlet not
/// `property="view"`; a colour with its key first), with double-quoted attribute values free of `<`,
/// `>` and `&`. Anything else is left for the parser, which reports what is wrong with it as before; so
/// is text inside comments and CDATA sections, which is not markup.
///
/// A block of constraints is read on the way, attribute by attribute (they are plain `name="value"`
/// pairs, checked above), and a marker `<constraints n="N"/>` is written in its place: the parser then
/// puts the block's constraints (``ConstraintBlock``) under the view that holds them.
///
/// What blanking changes: the ids of outlets are not checked against the other ids of the document.
struct UnreadMarkup {
    /// What to blank, in document order: each element or block nothing reads.
    var ranges: [Range<Int>] = []
    /// Block N's constraints, which the marker `<constraints n="N"/>` written in its place stands for.
    var constraintBlocks: [ConstraintBlock] = []

    private static let blockOpen = Array("<constraints>".utf8), blockClose = Array("</constraints>".utf8)
    private static let constraintOpen = Array("<constraint".utf8), emptyElementClose = Array("/>".utf8)
    private static let outletOpen = Array("<outlet".utf8), viewProperty = Array(#"property="view""#.utf8)
    /// The empty elements blanked wherever they stand (a `<nil key="textColor"/>` says a colour is not
    /// set, which is what a missing `<color>` says too).
    private static let unreadElements = [
        Array("<autoresizingMask".utf8), Array("<nil".utf8), Array("<point".utf8), Array("<capability".utf8),
    ]
    private static let simulatedNil = Array(#" key="simulated"#.utf8)
    /// The colours blanked: those of the keys Interface Builder writes most that nothing reads. Only
    /// `backgroundColor`, `textColor` and `titleColor` are read (`IBValues.color`), for contrast; a
    /// key is named here rather than every other key blanked, so that a reader added for a new key
    /// finds its colour.
    private static let unreadColors = ["highlightedColor", "titleShadowColor", "tintColor", "onTintColor"]
        .map { Array(#"<color key="\#($0)""#.utf8) }
    /// The unread elements and colours by the ASCII letter their name starts with: a storyboard has tens
    /// of thousands of tags, and each is compared only with the names it could be.
    private static let candidatesByInitial: [[[UInt8]]] = (0..<128).map { letter in
        (unreadElements + unreadColors).filter { Int($0[1]) == letter }
    }

    /// The constraints of one `<constraints>` block: each one's attributes and byte offset, and the
    /// offset of the marker written in the block's place.
    struct ConstraintBlock {
        var constraints: [(attributes: [String: String], offset: Int)]
        /// Where the marker's `<constraints` is written (where the block's own starts) and where its
        /// `n="N"/>` is (after a space or a line break, on the first line with room).
        var markerOffset: Int
        var markerAttributeOffset: Int

        /// Block `index`, at `range` of `bytes`, holding `constraints`.
        init(in bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, constraints: [(attributes: [String: String], offset: Int)], index: Int) {
            self.constraints = constraints
            markerOffset = range.lowerBound
            markerAttributeOffset = UnreadMarkup.markerAttributeOffset(in: bytes, range: range, length: UnreadMarkup.markerAttribute(index).count)
        }
    }

    /// `data` with the unread markup blanked and each constraint block's marker written; nil when
    /// there is nothing to blank.
    func blanked(_ data: Data) -> Data? {
        guard !ranges.isEmpty else { return nil }
        var copy = data
        copy.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            for range in ranges {
                // Spaces up to each line break (`\n` or `\r`, which stay), set a run at a time.
                var start = range.lowerBound
                while start < range.upperBound {
                    let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), range.upperBound - start)
                        .map { base.distance(to: $0) } ?? range.upperBound
                    let lineEnd = memchr(base + start, Int32(UInt8(ascii: "\r")), newline - start)
                        .map { base.distance(to: $0) } ?? newline
                    memset(base + start, Int32(UInt8(ascii: " ")), lineEnd - start)
                    start = lineEnd + 1
                }
            }
            for (index, block) in constraintBlocks.enumerated() {
                let attribute = Self.markerAttribute(index)
                memcpy(base + block.markerOffset, Self.markerName, Self.markerName.count)
                memcpy(base + block.markerAttributeOffset, attribute, attribute.count)
            }
        }
        return copy
    }

    /// The marker written in place of block `index`: its name where the block's `<constraints>` starts, its attribute later.
    private static let markerName = Array("<constraints".utf8)
    private static func markerAttribute(_ index: Int) -> [UInt8] { Array(#"n="\#(index)"/>"#.utf8) }

    /// Where the marker's attribute goes: the first offset after the marker's name and a space from
    /// which `length` bytes hold no line break. There always is one: the block ends with
    /// `</constraints>` on a line, and the attribute of a block index below 10⁷ is shorter.
    private static func markerAttributeOffset(in bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, length: Int) -> Int {
        var runStart = range.lowerBound + markerName.count + 1
        for offset in runStart..<range.upperBound {
            if bytes[offset] == UInt8(ascii: "\n") || bytes[offset] == UInt8(ascii: "\r") {
                runStart = offset + 1
            } else if offset + 1 - runStart >= length {
                return runStart
            }
        }
        return range.upperBound - length
    }

    /// The attributes of each `<constraint …/>` of a block that ``endOfConstraints(in:after:)`` has
    /// checked: names of ASCII letters, double-quoted values free of `<`, `>` and `&`.
    private static func constraintAttributes(in bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) -> [(attributes: [String: String], offset: Int)] {
        var constraints: [(attributes: [String: String], offset: Int)] = []
        var position = range.lowerBound + blockOpen.count
        while let start = find(Self.constraintOpen, in: UnsafeBufferPointer(rebasing: bytes[..<range.upperBound]), from: position),
              start + constraintOpen.count < range.upperBound, isWhitespace(bytes[start + constraintOpen.count]) || bytes[start + constraintOpen.count] == UInt8(ascii: "/") {
            var attributes: [String: String] = [:]
            position = start + constraintOpen.count
            while true {
                position = skipWhitespace(in: bytes, from: position)
                guard position < range.upperBound, bytes[position] != UInt8(ascii: "/") else { break }
                let nameStart = position
                while position < range.upperBound, isNameByte(bytes[position]) { position += 1 }
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<position]), as: UTF8.self)
                position += 2  // `="`
                let valueStart = position
                while position < range.upperBound, bytes[position] != UInt8(ascii: "\"") { position += 1 }
                attributes[name] = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueStart..<position]), as: UTF8.self)
                position += 1
            }
            constraints.append((attributes, start))
            position += 2
        }
        return constraints
    }

    /// Whether the start tag at `open`, ending at `end`, is one element nothing reads (a block of
    /// constraints is followed element by element by ``MarkupScan``).
    static func isUnread(in bytes: UnsafeBufferPointer<UInt8>, at open: Int, end: Int) -> Bool {
        switch bytes[open + 1] {
        case UInt8(ascii: "a"), UInt8(ascii: "c"), UInt8(ascii: "n"), UInt8(ascii: "o"), UInt8(ascii: "p"):
            return !starts(Self.blockOpen, in: bytes, at: open) && endOfUnreadMarkup(in: bytes, at: open, initial: bytes[open + 1]) == end
        default:
            return false
        }
    }

    /// The unread markup starting at `open`, if any: where it ends, and for a block, its
    /// constraints. (``MarkupScan`` asks this element by element only past a start tag it could not
    /// finish, in a file that cannot parse.)
    static func unreadMarkup(in bytes: UnsafeBufferPointer<UInt8>, at open: Int) -> (end: Int, constraints: [(attributes: [String: String], offset: Int)]?)? {
        switch bytes[open + 1] {
        case UInt8(ascii: "a"), UInt8(ascii: "c"), UInt8(ascii: "n"), UInt8(ascii: "o"), UInt8(ascii: "p"):
            guard let end = endOfUnreadMarkup(in: bytes, at: open, initial: bytes[open + 1]) else { return nil }
            let isBlock = starts(Self.blockOpen, in: bytes, at: open)
            return (end, isBlock ? constraintAttributes(in: bytes, range: open..<end) : nil)
        default:
            return nil
        }
    }

    /// The offset just past the unread markup that starts at `open`, whose name starts with the letter
    /// `initial`, if that is what starts there.
    private static func endOfUnreadMarkup(in bytes: UnsafeBufferPointer<UInt8>, at open: Int, initial: UInt8) -> Int? {
        if initial == UInt8(ascii: "c"), starts(Self.blockOpen, in: bytes, at: open) {
            return endOfConstraints(in: bytes, after: open + blockOpen.count)
        }
        // For a colour, the name and the key attribute together: what follows the key's closing quote
        // is checked as what follows a name.
        for name in candidatesByInitial[Int(initial)] where starts(name, in: bytes, at: open) {
            // A controller's `<nil key="simulatedTopBarMetrics"/>` says it has no bar: layout reads it.
            if name == Self.unreadElements[1], starts(Self.simulatedNil, in: bytes, at: open + name.count) { return nil }
            return endOfEmptyElement(in: bytes, afterName: open + name.count)
        }
        // An outlet, unless it is a view outlet: a xib's File's Owner names its view by one.
        if initial == UInt8(ascii: "o"), starts(Self.outletOpen, in: bytes, at: open),
           let end = endOfEmptyElement(in: bytes, afterName: open + outletOpen.count),
           find(Self.viewProperty, in: UnsafeBufferPointer(rebasing: bytes[open..<end]), from: 0) == nil {
            return end
        }
        return nil
    }

    /// The offset just past `</constraints>` when the bytes from `position` are only whitespace and
    /// `<constraint …/>` elements up to it; nil otherwise.
    private static func endOfConstraints(in bytes: UnsafeBufferPointer<UInt8>, after position: Int) -> Int? {
        var position = position
        while true {
            position = skipWhitespace(in: bytes, from: position)
            if starts(Self.blockClose, in: bytes, at: position) { return position + blockClose.count }
            guard starts(Self.constraintOpen, in: bytes, at: position),
                  let end = endOfEmptyElement(in: bytes, afterName: position + constraintOpen.count) else { return nil }
            position = end
        }
    }

    /// The offset just past `/>` when the bytes from `position`, just after an element's name, are its
    /// double-quoted attributes and `/>`; nil otherwise (including a longer name: `<constraints`).
    static func endOfEmptyElement(in bytes: UnsafeBufferPointer<UInt8>, afterName position: Int) -> Int? {
        var position = position
        guard position < bytes.count, isWhitespace(bytes[position]) || bytes[position] == UInt8(ascii: "/") else { return nil }
        while true {
            position = skipWhitespace(in: bytes, from: position)
            if starts(Self.emptyElementClose, in: bytes, at: position) { return position + 2 }
            let nameStart = position
            while position < bytes.count, isNameByte(bytes[position]) { position += 1 }
            guard position > nameStart, position + 1 < bytes.count, bytes[position] == UInt8(ascii: "="),
                  bytes[position + 1] == UInt8(ascii: "\"") else { return nil }
            position += 2
            while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                switch bytes[position] {
                case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"): return nil
                default: position += 1
                }
            }
            guard position < bytes.count else { return nil }
            position += 1
            // An attribute is followed by whitespace or the end of the element.
            guard position < bytes.count, isWhitespace(bytes[position]) || bytes[position] == UInt8(ascii: "/") else { return nil }
        }
    }

    private static func skipWhitespace(in bytes: UnsafeBufferPointer<UInt8>, from position: Int) -> Int {
        var position = position
        while position < bytes.count, isWhitespace(bytes[position]) { position += 1 }
        return position
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func starts(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        guard position + pattern.count <= bytes.count, let base = bytes.baseAddress else { return false }
        return memcmp(base + position, pattern, pattern.count) == 0
    }

    /// The offset of the first `pattern` at or after `position`: `memchr` jumps between the candidates'
    /// first bytes (this runs over every file), `memcmp` checks the rest.
    private static func find(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from position: Int) -> Int? {
        guard let base = bytes.baseAddress, let first = pattern.first else { return nil }
        var position = position
        while position < bytes.count, let found = memchr(base + position, Int32(first), bytes.count - position) {
            let offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            if starts(pattern, in: bytes, at: offset) { return offset }
            position = offset + 1
        }
        return nil
    }
}
