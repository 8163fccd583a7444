/// A cheap look at a Swift file's bytes before swift-syntax's parser sees it, for the nesting the
/// parser follows by recursion without counting it (docs/fuzzing.md, "Swift files"): brackets (which
/// the parser counts too), string interpolations, runs of prefix keywords (`try try …`, `await`),
/// ternaries nested in their middle (`a ? b ? … : c : d`) and `else if` chains. Each is bounded by
/// ``SwiftFileParser/maximumNesting``; the first place one goes past it is where the file is refused.
///
/// It is a scan, not a lexer: comments and string literals are skipped (so brackets in them do not
/// count), and everything else is read a byte at a time, in one pass, without recursion.
struct SwiftNestingScan {
    /// Where the bytes first nest deeper than a limit, and what, in words: "nests brackets more than 64 deep".
    struct Overflow: Equatable {
        var line: Int
        var column: Int
        var what: String
    }

    /// A construct still open, with its counters.
    private struct Level {
        /// The byte that closes it: `)`, `]`, `}`, or `"` for a string literal (`quotes` of them).
        var closer: UInt8
        var quotes = 0
        var rawHashes = 0
        /// Prefix keywords in a row, open ternaries and the `else if` chain at this level.
        var keywords = 0
        var ternaries = 0
        var elseIfs = 0
        var justClosedBrace = false
    }

    /// The first place in `bytes` that nests deeper than `limit`, or than `squareLimit` square
    /// brackets, or nil.
    static func overflow(in bytes: [UInt8], limit: Int, squareLimit: Int) -> Overflow? {
        var scan = SwiftNestingScan(bytes: bytes, limit: limit, squareLimit: squareLimit)
        return scan.run()
    }

    private let bytes: [UInt8]
    private let limit: Int
    private let squareLimit: Int
    /// How many of the open levels are square brackets.
    private var squares = 0
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var levels = [Level(closer: 0)]

    private init(bytes: [UInt8], limit: Int, squareLimit: Int) {
        self.bytes = bytes
        self.limit = limit
        self.squareLimit = squareLimit
    }

    private static let prefixKeywords: Set<String> = [
        "try", "await", "unsafe", "consume", "copy", "each", "repeat", "some", "any", "inout", "borrowing", "consuming", "sending",
    ]

    private func overflow(_ what: String, at position: Int) -> Overflow {
        Overflow(line: line, column: position - lineStart + 1, what: what)
    }

    private func byte(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
    }

    private mutating func newLine(at position: Int) {
        line += 1
        lineStart = position + 1
    }

    private mutating func run() -> Overflow? {
        while index < bytes.count {
            if levels[levels.count - 1].quotes > 0 {
                if let overflow = stringByte() { return overflow }
                continue
            }
            if let overflow = codeByte() { return overflow }
        }
        return nil
    }

    /// One step inside a string literal: an escape, an interpolation, the end, or a plain byte.
    private mutating func stringByte() -> Overflow? {
        let level = levels[levels.count - 1]
        let current = bytes[index]
        if current == UInt8(ascii: "\n") { newLine(at: index) }
        if current == UInt8(ascii: "\\") && hashes(from: index + 1) == level.rawHashes {
            let after = index + 1 + level.rawHashes
            if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
                let start = index
                index = after + 1
                return open(Level(closer: UInt8(ascii: ")")), what: "nests string interpolations more than \(limit) deep", at: start)
            }
            index = after + 1
            if index - 1 < bytes.count, bytes[index - 1] == UInt8(ascii: "\n") { newLine(at: index - 1) }
            return nil
        }
        if current == UInt8(ascii: "\"") && run(of: UInt8(ascii: "\""), from: index) >= level.quotes
            && hashes(from: index + level.quotes) >= level.rawHashes {
            index += level.quotes + level.rawHashes
            levels.removeLast()
            return nil
        }
        index += 1
        return nil
    }

    /// One step of code: a comment, a string's start, a bracket, a word or an operator.
    private mutating func codeByte() -> Overflow? {
        let current = bytes[index]
        switch current {
        case UInt8(ascii: "\n"):
            newLine(at: index)
            index += 1
        case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
            skipBlockComment()
        case UInt8(ascii: "#") where hashesThenQuote():
            let count = hashes(from: index)
            index += count
            return openString(rawHashes: count)
        case UInt8(ascii: "\""):
            return openString(rawHashes: 0)
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            let closer = current == UInt8(ascii: "(") ? UInt8(ascii: ")") : current == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
            let start = index
            index += 1
            if closer == UInt8(ascii: "]") {
                squares += 1
                if squares > squareLimit { return overflow("nests square brackets more than \(squareLimit) deep", at: start) }
            }
            return open(Level(closer: closer), what: "nests brackets more than \(limit) deep", at: start)
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            index += 1
            if levels.count > 1, levels[levels.count - 1].closer == current {
                levels.removeLast()
                if current == UInt8(ascii: "]") { squares -= 1 }
            }
            levels[levels.count - 1].keywords = 0
            levels[levels.count - 1].justClosedBrace = current == UInt8(ascii: "}")
        case UInt8(ascii: "?") where Self.isSpace(index > 0 ? bytes[index - 1] : 0) && Self.isSpace(byte(1)):
            let start = index
            index += 1
            levels[levels.count - 1].ternaries += 1
            if levels[levels.count - 1].ternaries > limit { return overflow("nests ternaries more than \(limit) deep", at: start) }
        case UInt8(ascii: ":"):
            index += 1
            if levels[levels.count - 1].ternaries > 0 { levels[levels.count - 1].ternaries -= 1 }
        case UInt8(ascii: ";"):
            index += 1
            levels[levels.count - 1].ternaries = 0
            levels[levels.count - 1].keywords = 0
        case _ where Self.isIdentifier(current):
            return word()
        default:
            index += 1
        }
        return nil
    }

    /// A word: counts prefix keywords in a row and `else if` chains; any other word ends a run.
    private mutating func word() -> Overflow? {
        let start = index
        while index < bytes.count, Self.isIdentifier(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        var level = levels[levels.count - 1]
        defer { levels[levels.count - 1] = level }
        if text == "else" {
            level.elseIfs += 1
            level.justClosedBrace = false
            if level.elseIfs > limit { return overflow("chains more than \(limit) `else if`s", at: start) }
            return nil
        }
        if level.justClosedBrace { level.elseIfs = 0 }
        level.justClosedBrace = false
        if Self.prefixKeywords.contains(text) {
            level.keywords += 1
            if level.keywords > limit { return overflow("has more than \(limit) prefix keywords (`\(text)`) in a row", at: start) }
        } else {
            level.keywords = 0
        }
        return nil
    }

    private mutating func open(_ level: Level, what: String, at start: Int) -> Overflow? {
        levels.append(level)
        return levels.count - 1 > limit ? overflow(what, at: start) : nil
    }

    private mutating func openString(rawHashes: Int) -> Overflow? {
        let start = index
        let quotes = run(of: UInt8(ascii: "\""), from: index) >= 3 ? 3 : 1
        index += quotes
        levels[levels.count - 1].keywords = 0
        return open(Level(closer: UInt8(ascii: "\""), quotes: quotes, rawHashes: rawHashes), what: "nests string literals more than \(limit) deep", at: start)
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if bytes[index] == UInt8(ascii: "\n") { newLine(at: index) }
                index += 1
            }
        }
    }

    private func hashes(from start: Int) -> Int { run(of: UInt8(ascii: "#"), from: start) }

    private func hashesThenQuote() -> Bool {
        let after = index + hashes(from: index)
        return after < bytes.count && bytes[after] == UInt8(ascii: "\"")
    }

    private func run(of byte: UInt8, from start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] == byte { end += 1 }
        return end - start
    }
}
