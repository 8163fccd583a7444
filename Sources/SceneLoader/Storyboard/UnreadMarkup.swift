import Foundation

/// Blanks out of an Interface Builder document, before it is parsed, the markup nothing reads as
/// XML: Auto Layout constraints (read here instead), autoresizing masks, outlets, canvas points,
/// explicit nils (but a controller's simulated bars), tool capabilities and the colours no rule looks at.
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
/// A block of constraints is read here, attribute by attribute (they are plain `name="value"` pairs,
/// checked above), and a marker `<constraints n="N"/>` is written in its place: the parser then
/// puts the block's constraints (``ConstraintBlock``) under the view that holds them.
///
/// What blanking changes: the ids of outlets are not checked against the other ids of the document.
enum UnreadMarkup {
    private static let open = Array("<".utf8)
    private static let commentOpen = Array("<!--".utf8), commentClose = Array("-->".utf8)
    private static let cdataOpen = Array("<![CDATA[".utf8), cdataClose = Array("]]>".utf8)
    private static let instructionClose = Array("?>".utf8)
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

    /// A document with its unread markup blanked, and the constraint blocks taken out of it.
    struct Blanked {
        var data: Data
        /// Block N's constraints, which the marker `<constraints n="N"/>` stands for.
        var constraintBlocks: [ConstraintBlock]
    }

    /// The constraints of one `<constraints>` block: each one's attributes and byte offset, and the
    /// offset of the marker written in the block's place.
    struct ConstraintBlock {
        var constraints: [(attributes: [String: String], offset: Int)]
        /// Where the marker's `<constraints` is written (where the block's own starts) and where its
        /// `n="N"/>` is (after a space or a line break, on the first line with room).
        var markerOffset: Int
        var markerAttributeOffset: Int
    }

    /// `data` with its unread markup blanked; nil when it has none to blank.
    static func blanked(_ data: Data) -> Blanked? {
        var (ranges, blocks) = data.withUnsafeBytes { raw -> ([Range<Int>], [ConstraintBlock]) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var ranges: [Range<Int>] = [], blocks: [ConstraintBlock] = []
            for (range, isConstraints) in unreadRanges(in: bytes) {
                if isConstraints {
                    let constraints = constraintAttributes(in: bytes, range: range)
                    if !constraints.isEmpty {
                        let attribute = markerAttributeOffset(in: bytes, range: range, length: markerAttribute(blocks.count).count)
                        blocks.append(ConstraintBlock(constraints: constraints, markerOffset: range.lowerBound, markerAttributeOffset: attribute))
                    }
                }
                ranges.append(range)
            }
            return (ranges, blocks)
        }
        guard !ranges.isEmpty else { return nil }
        ranges.sort { $0.lowerBound < $1.lowerBound }
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
            for (index, block) in blocks.enumerated() {
                let attribute = markerAttribute(index)
                memcpy(base + block.markerOffset, markerName, markerName.count)
                memcpy(base + block.markerAttributeOffset, attribute, attribute.count)
            }
        }
        return Blanked(data: copy, constraintBlocks: blocks)
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

    /// Where the unread markup of `bytes` is.
    ///
    /// Walks the markup from one `<` to the next, looking only at the byte after it for most tags;
    /// steps over comments, CDATA sections and processing instructions (whose text may hold a `<` that
    /// is not markup), and stops at a declaration, which a storyboard never has and the parser refuses.
    private static func unreadRanges(in bytes: UnsafeBufferPointer<UInt8>) -> [(range: Range<Int>, isConstraints: Bool)] {
        var ranges: [(range: Range<Int>, isConstraints: Bool)] = []
        var position = 0
        while let open = find(Self.open, in: bytes, from: position) {
            guard open + 1 < bytes.count else { break }
            switch bytes[open + 1] {
            case UInt8(ascii: "!"):
                if starts(Self.commentOpen, in: bytes, at: open) {
                    guard let close = find(Self.commentClose, in: bytes, from: open + 4) else { return ranges }
                    position = close + 3
                } else if starts(Self.cdataOpen, in: bytes, at: open) {
                    guard let close = find(Self.cdataClose, in: bytes, from: open + 9) else { return ranges }
                    position = close + 3
                } else {
                    return ranges
                }
            case UInt8(ascii: "?"):
                guard let close = find(Self.instructionClose, in: bytes, from: open + 2) else { return ranges }
                position = close + 2
            case UInt8(ascii: "a"), UInt8(ascii: "c"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "o"), UInt8(ascii: "p"):
                if let end = endOfUnreadMarkup(in: bytes, at: open, initial: bytes[open + 1]) {
                    ranges.append((open..<end, bytes[open + 1] == UInt8(ascii: "c") && starts(Self.blockOpen, in: bytes, at: open)))
                    position = end
                } else {
                    position = open + 1
                }
            default:
                position = open + 1
            }
        }
        return ranges
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
    private static func endOfEmptyElement(in bytes: UnsafeBufferPointer<UInt8>, afterName position: Int) -> Int? {
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

    private static func isWhitespace(_ byte: UInt8) -> Bool {
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
