import Foundation

/// Blanks out of an Interface Builder document, before it is parsed, the markup nothing reads: Auto
/// Layout constraints, autoresizing masks, outlets, canvas points, layout guides, explicit nils, tool
/// capabilities and the colours no rule looks at.
///
/// a11ysim places views by their frames (`<rect key="frame">`) and reads no `<constraint>`,
/// `<autoresizingMask>`, `<point>`, `<viewControllerLayoutGuide>`, `<nil>`, `<capability>` or
/// `<outlet>` other than a xib owner's view outlet, and of the colours only the background, text and
/// title colours the contrast rule compares (docs/storyboards.md), yet together
/// they are a large share of a storyboard's elements, each with several attributes, and FoundationXML
/// builds a dictionary and a string per attribute for every element before the tree builder can ignore
/// it. So each is replaced by spaces — its line breaks kept, so every other element keeps its line and
/// column — when it is exactly what Interface Builder writes: a `<constraints>` block of
/// `<constraint …/>` elements only, or one of the other elements, empty (`…/>`; an outlet not
/// `property="view"`; a colour with its key first), with double-quoted attribute values free of `<`,
/// `>` and `&`. Anything else is left for the parser, which reports what is wrong with it as before; so
/// is text inside comments and CDATA sections, which is not markup.
///
/// What blanking changes: the blanked elements do not count towards the element limit, and
/// the ids of constraints, outlets and layout guides are not checked against the other ids of the
/// document.
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
        Array("<autoresizingMask".utf8), Array("<point".utf8),
        Array("<viewControllerLayoutGuide".utf8), Array("<nil".utf8), Array("<capability".utf8),
    ]
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

    /// `data` with its unread markup blanked; nil when it has none to blank.
    static func blanked(_ data: Data) -> Data? {
        let ranges = data.withUnsafeBytes { unreadRanges(in: $0.bindMemory(to: UInt8.self)) }
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
        }
        return copy
    }

    /// Where the unread markup of `bytes` is.
    ///
    /// Walks the markup from one `<` to the next, looking only at the byte after it for most tags;
    /// steps over comments, CDATA sections and processing instructions (whose text may hold a `<` that
    /// is not markup), and stops at a declaration, which a storyboard never has and the parser refuses.
    private static func unreadRanges(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
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
            case UInt8(ascii: "a"), UInt8(ascii: "c"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "o"), UInt8(ascii: "p"),
                 UInt8(ascii: "v"):
                if let end = endOfUnreadMarkup(in: bytes, at: open, initial: bytes[open + 1]) {
                    ranges.append(open..<end)
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
