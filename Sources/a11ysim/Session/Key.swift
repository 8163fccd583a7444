/// A key the session understands, decoded from the bytes a terminal sends.
enum Key: Equatable {
    case right, left, up, down
    case shiftRight, shiftLeft, shiftUp, shiftDown
    case home, end, enter, space, escape, interrupt, endOfInput
    case character(Character)

    /// Decodes every key in `bytes` (a read may hold several). A lone ESC is the escape key.
    static func decode(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") || bytes[index + 1] == UInt8(ascii: "O") {
                    var end = index + 2
                    while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
                    let body = String(decoding: bytes[(index + 2)..<min(end + 1, bytes.count)], as: UTF8.self)
                    if let key = csi(body) { keys.append(key) }
                    index = end + 1
                    continue
                }
                keys.append(.escape)
            } else if byte == 0x0D || byte == 0x0A {
                keys.append(.enter)
            } else if byte == 0x20 {
                keys.append(.space)
            } else if byte == 0x03 {
                keys.append(.interrupt)
            } else if byte == 0x04 {
                keys.append(.endOfInput)
            } else if byte >= 0x20 && byte < 0x7F {
                keys.append(.character(Character(UnicodeScalar(byte))))
            }
            index += 1
        }
        return keys
    }

    /// The key a control sequence stands for (`[A`, `[1;2A`, `[H`, `[4~`, `OH`…).
    private static func csi(_ body: String) -> Key? {
        let shifted = body.hasPrefix("1;2")
        switch (body.last, shifted) {
        case ("A", false): return .up
        case ("B", false): return .down
        case ("C", false): return .right
        case ("D", false): return .left
        case ("A", true): return .shiftUp
        case ("B", true): return .shiftDown
        case ("C", true): return .shiftRight
        case ("D", true): return .shiftLeft
        case ("H", _): return .home
        case ("F", _): return .end
        case ("~", _):
            if body.hasPrefix("1") || body.hasPrefix("7") { return .home }
            if body.hasPrefix("4") || body.hasPrefix("8") { return .end }
            return nil
        default: return nil
        }
    }
}
