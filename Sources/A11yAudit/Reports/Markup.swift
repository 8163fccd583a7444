/// Escaping for XML and HTML text and attributes.
enum Markup {
    /// `text` with `&`, `<`, `>`, `"` and `'` as entities and control characters other than newline,
    /// tab and carriage return as spaces.
    static func escape(_ text: String) -> String {
        escape(text, newline: nil)
    }

    /// ``escape(_:)`` for an attribute value, whose newlines are also written as `&#10;` so that XML
    /// readers keep them.
    static func attribute(_ text: String) -> String {
        escape(text, newline: "&#10;")
    }

    /// Every character to replace is ASCII, so the UTF-8 bytes are scanned and copied in runs; most
    /// texts (reports have tens of thousands) need no change and are returned as they are.
    private static func escape(_ text: String, newline: StaticString?) -> String {
        var contiguous = text
        return contiguous.withUTF8 { utf8 in
            guard let first = utf8.firstIndex(where: { needsEscape($0, newline: newline != nil) }) else { return text }
            var result = [UInt8]()
            result.reserveCapacity(utf8.count + 16)
            result.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[..<first]))
            for byte in utf8[first...] {
                guard needsEscape(byte, newline: newline != nil) else {
                    result.append(byte)
                    continue
                }
                let replacement: StaticString
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&apos;"
                case UInt8(ascii: "\n"): replacement = newline ?? "\n"
                default: replacement = " "
                }
                replacement.withUTF8Buffer { result.append(contentsOf: $0) }
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    private static func needsEscape(_ byte: UInt8, newline: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): return true
        case UInt8(ascii: "\n"): return newline
        case UInt8(ascii: "\t"), UInt8(ascii: "\r"): return false
        default: return byte < 0x20
        }
    }
}
