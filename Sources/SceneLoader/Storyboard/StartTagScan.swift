import Foundation

/// Finds, before the XML parser runs, the first piece of markup that exceeds a size the parser cannot
/// handle well: an element with more attributes than ``Limits/maximumAttributes`` (libxml2 compares
/// every attribute of an element with every other one, so its time grows with the square of their
/// number), or an attribute value, name, comment, CDATA section or processing instruction longer than
/// libxml2's own limits (which it reports only as a malformed document).
///
/// One pass over the bytes, each looked at once: `memchr` jumps from one `<` to the next, a start tag
/// is read to its closing `>` with quoted values skipped whole, and comments, CDATA sections and
/// processing instructions are skipped to their ends. Only what the parser would also read as markup is
/// counted; anything malformed is left for the parser to report.
enum StartTagScan {
    /// What exceeds a limit, and where (the byte offset of the `<` that opens it, or of the attribute).
    struct Excess: Equatable {
        var offset: Int
        var reason: String
    }

    /// The first markup in `data` that exceeds a limit, if any.
    static func firstExcess(in data: Data) -> Excess? {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var position = 0
            while let open = find(UInt8(ascii: "<"), in: bytes, from: position) {
                guard open + 1 < bytes.count else { return nil }
                switch bytes[open + 1] {
                case UInt8(ascii: "!"):
                    if starts("<!--", in: bytes, at: open) {
                        guard let close = find("-->", in: bytes, from: open + 4) else { return nil }
                        if close - open - 4 > Limits.maximumParsedValueBytes {
                            return Excess(offset: open, reason: "a comment is longer than \(Limits.maximumParsedValueBytes) bytes, the XML parser's limit")
                        }
                        position = close + 3
                    } else if starts("<![CDATA[", in: bytes, at: open) {
                        guard let close = find("]]>", in: bytes, from: open + 9) else { return nil }
                        if close - open - 9 > Limits.maximumParsedValueBytes {
                            return Excess(offset: open, reason: "a CDATA section is longer than \(Limits.maximumParsedValueBytes) bytes, the XML parser's limit")
                        }
                        position = close + 3
                    } else {
                        position = open + 2
                    }
                case UInt8(ascii: "?"):
                    guard let close = find("?>", in: bytes, from: open + 2) else { return nil }
                    if close - open - 2 > Limits.maximumParsedValueBytes {
                        return Excess(offset: open, reason: "a processing instruction is longer than \(Limits.maximumParsedValueBytes) bytes, the XML parser's limit")
                    }
                    position = close + 2
                case UInt8(ascii: "/"):
                    position = open + 2
                default:
                    switch startTag(in: bytes, at: open) {
                    case .end(let end): position = end
                    case .excess(let excess): return excess
                    case .unfinished: return nil
                    }
                }
            }
            return nil
        }
    }

    private enum TagScan {
        case end(Int)
        case excess(Excess)
        case unfinished
    }

    /// Reads the start tag opening at `open` up to its `>`: counts its attributes (an `=` outside
    /// quotes), and measures its names and quoted values.
    private static func startTag(in bytes: UnsafeBufferPointer<UInt8>, at open: Int) -> TagScan {
        var position = open + 1
        var attributes = 0
        var nameStart: Int?
        while position < bytes.count {
            let byte = bytes[position]
            if isNameByte(byte) {
                if nameStart == nil { nameStart = position }
                position += 1
                continue
            }
            if let start = nameStart, position - start > Limits.maximumNameBytes {
                return .excess(Excess(offset: start, reason: "a name is longer than \(Limits.maximumNameBytes) bytes, the XML parser's limit"))
            }
            nameStart = nil
            switch byte {
            case UInt8(ascii: ">"):
                return .end(position + 1)
            case UInt8(ascii: "<"):
                // Not well formed; the parser reports it.
                return .end(position)
            case UInt8(ascii: "="):
                attributes += 1
                if attributes > Limits.maximumAttributes {
                    return .excess(Excess(offset: open, reason: "an element has more than \(Limits.maximumAttributes) attributes; Interface Builder writes a few dozen at most, and the XML parser's time grows with the square of their number"))
                }
                position += 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let close = find(byte, in: bytes, from: position + 1) else { return .unfinished }
                if close - position - 1 > Limits.maximumParsedValueBytes {
                    return .excess(Excess(offset: position, reason: "an attribute value is longer than \(Limits.maximumParsedValueBytes) bytes, the XML parser's limit"))
                }
                position = close + 1
            default:
                position += 1
            }
        }
        if let start = nameStart, position - start > Limits.maximumNameBytes {
            return .excess(Excess(offset: start, reason: "a name is longer than \(Limits.maximumNameBytes) bytes, the XML parser's limit"))
        }
        return .unfinished
    }

    /// A byte of an XML name as far as its length is concerned: anything but whitespace and the
    /// markup characters.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ">"), UInt8(ascii: "<"),
             UInt8(ascii: "="), UInt8(ascii: "/"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            return false
        default:
            return true
        }
    }

    private static func starts(_ pattern: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        guard position + pattern.utf8CodeUnitCount <= bytes.count, let base = bytes.baseAddress else { return false }
        return memcmp(base + position, pattern.utf8Start, pattern.utf8CodeUnitCount) == 0
    }

    private static func find(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from position: Int) -> Int? {
        guard let base = bytes.baseAddress, position < bytes.count,
              let found = memchr(base + position, Int32(byte), bytes.count - position) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// The offset of the first `pattern` at or after `position`.
    private static func find(_ pattern: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from position: Int) -> Int? {
        var position = position
        while let candidate = find(pattern.utf8Start.pointee, in: bytes, from: position) {
            if starts(pattern, in: bytes, at: candidate) { return candidate }
            position = candidate + 1
        }
        return nil
    }
}
