import Foundation

/// What one pass over an Interface Builder file's bytes finds before the XML parser reads it: the
/// first markup past a size the parser handles badly, a DTD or entity declaration, the markup nothing
/// reads as XML (``UnreadMarkup``) with the constraints read on the way, and the outlets of every
/// element. The loader gets the outlets with the tree (``ParsedDocument``), so no file is read again
/// to find them.
///
/// The pass jumps with `memchr` from one `<` to the next: a start tag is read to its closing `>` with
/// quoted values skipped whole, counting its attributes and measuring its names and values;
/// comments, CDATA sections and processing instructions are skipped to their ends. Anything
/// malformed is left for the parser to report: an unfinished start tag ends the limit checks and the
/// outlets (the file cannot parse), and from there the markup nothing reads is looked for as
/// Interface Builder writes it, from one `<` to the next.
struct MarkupScan {
    /// What exceeds a limit, and where (the byte offset of the `<` that opens it, or of the attribute).
    struct Excess: Equatable {
        var offset: Int
        var reason: String
    }

    /// The first markup past a limit of ``Limits`` (libxml2's own, or the attribute count whose
    /// time grows with its square), if any.
    private(set) var excess: Excess?
    /// The offset of the first `<!DOCTYPE` or `<!ENTITY`, which Interface Builder files never have.
    private(set) var declaration: Int?
    /// The markup nothing reads, in document order, and the constraint blocks among it.
    private(set) var unread = UnreadMarkup()
    /// The `<outlet property="…" destination="…"/>` connections by the id of the element that owns
    /// them (`FilesOwner` for a xib's File's Owner): property name → destination id. Values are as
    /// written.
    private(set) var outlets: [String: [String: String]] = [:]

    /// Scans `data`.
    init(_ data: Data) {
        self = data.withUnsafeBytes { raw in
            var scanner = MarkupScanner(bytes: raw.bindMemory(to: UInt8.self))
            scanner.run()
            return scanner.scan
        }
    }

    fileprivate init() {}

    fileprivate mutating func record(_ excess: Excess) {
        if self.excess == nil { self.excess = excess }
    }

    fileprivate mutating func record(declaration offset: Int) {
        if declaration == nil { declaration = offset }
    }

    fileprivate mutating func record(outlet property: String, destination: String, owner: String) {
        outlets[owner, default: [:]][property] = destination
    }

    fileprivate mutating func record(unread range: Range<Int>) { unread.ranges.append(range) }

    fileprivate mutating func record(_ block: UnreadMarkup.ConstraintBlock) { unread.constraintBlocks.append(block) }
}

/// The state of one pass of ``MarkupScan``, over bytes that live as long as it does.
private struct MarkupScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var scan = MarkupScan()

    /// An element that may own outlets: one with an id, or a xib's File's Owner.
    private enum Owner {
        case id(Range<Int>)
        case filesOwner
    }

    /// Each element open at the current position (nil for one without an id), for outlets.
    private var owners: [Owner?] = []
    /// A `<constraints>` block whose content so far is only `<constraint …/>` elements as Interface
    /// Builder writes them: it is blanked when its `</constraints>` follows.
    private var block: (start: Int, end: Int, constraints: [(attributes: [String: String], offset: Int)])?
    /// The attributes of the start tag just read: name and value ranges.
    private var attributes: [(name: Range<Int>, value: Range<Int>)] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func run() {
        var position = 0
        while let open = find(UInt8(ascii: "<"), from: position) {
            guard open + 1 < bytes.count else { return }
            if let pending = block, !isWhitespace(pending.end..<open) { block = nil }
            if let special = special(at: open) {
                block = nil
                guard let content = special.content else { return stop(at: open + 2) }
                if let excess = special.excess { return stop(excess, at: content.lowerBound) }
                findDeclaration(in: content)
                position = content.upperBound + special.closer
                continue
            }
            switch bytes[open + 1] {
            case UInt8(ascii: "!"):
                // A declaration (refused) or not markup at all (the parser reports it): the file
                // cannot load, so only its limits are still checked.
                block = nil
                findDeclaration(in: open..<min(open + 9, bytes.count))
                return limitsOnly(from: open + 2)
            case UInt8(ascii: "/"):
                _ = owners.popLast()
                position = open + 2
                if let pending = block, starts("</constraints>", at: open) {
                    closeBlock(pending, end: open + 14)
                    position = open + 14
                }
                block = nil
            default:
                if starts("<constraints>", at: open) {
                    block = (open, open + 13, [])
                    owners.append(nil)
                    position = open + 13
                    continue
                }
                switch readStartTag(at: open) {
                case .end(let end): position = end
                case .excess(let excess): return stop(excess, at: open + 1)
                case .unfinished: return unreadOnly(from: open + 1)
                }
            }
        }
    }

    private typealias Excess = MarkupScan.Excess

    private enum TagScan {
        case end(Int)
        case excess(Excess)
        case unfinished
    }

    /// Reads the start tag opening at `open` up to its `>`: counts its attributes (an `=` outside
    /// quotes) and measures its names and quoted values; then takes what it holds for the outlets and
    /// the markup nothing reads.
    private mutating func readStartTag(at open: Int) -> TagScan {
        var position = open + 1
        var count = 0
        var nameStart: Int?
        var elementName: Range<Int>?
        var lastName: Range<Int>?
        var equals = -1
        attributes.removeAll(keepingCapacity: true)
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isNameByte(byte) {
                if nameStart == nil { nameStart = position }
                position += 1
                continue
            }
            if let start = nameStart {
                if position - start > Limits.maximumNameBytes {
                    return .excess(Excess(offset: start, reason: "a name is longer than \(Limits.maximumNameBytes) bytes, the XML parser's limit"))
                }
                if elementName == nil { elementName = start..<position } else { lastName = start..<position }
            }
            nameStart = nil
            switch byte {
            case UInt8(ascii: ">"):
                tagEnded(open: open, name: elementName ?? open + 1..<open + 1, end: position + 1, selfClosing: bytes[position - 1] == UInt8(ascii: "/"))
                return .end(position + 1)
            case UInt8(ascii: "<"):
                // Not well formed; the parser reports it.
                return .end(position)
            case UInt8(ascii: "="):
                count += 1
                if count > Limits.maximumAttributes {
                    return .excess(Excess(offset: open, reason: "an element has more than \(Limits.maximumAttributes) attributes; Interface Builder writes a few dozen at most, and the XML parser's time grows with the square of their number"))
                }
                equals = position
                position += 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let close = find(byte, from: position + 1) else { return .unfinished }
                if close - position - 1 > Limits.maximumParsedValueBytes {
                    return .excess(Excess(offset: position, reason: "an attribute value is longer than \(Limits.maximumParsedValueBytes) bytes, the XML parser's limit"))
                }
                if equals == position - 1, let name = lastName, name.upperBound == equals {
                    attributes.append((name, position + 1..<close))
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

    /// A start tag read whole: its outlet, its id for the outlets inside it, and whether it is markup
    /// nothing reads or a constraint of the open block.
    private mutating func tagEnded(open: Int, name: Range<Int>, end: Int, selfClosing: Bool) {
        if equal(name, "outlet"), owners.count >= 2, let owner = owners[owners.count - 2],
           let property = value(of: "property"), let destination = value(of: "destination") {
            switch owner {
            case .id(let id): scan.record(outlet: property, destination: destination, owner: text(id))
            case .filesOwner: scan.record(outlet: property, destination: destination, owner: "FilesOwner")
            }
        }
        if !selfClosing {
            if attributes.contains(where: { equal($0.name, "placeholderIdentifier") && equal($0.value, "IBFilesOwner") }) {
                owners.append(.filesOwner)
            } else {
                owners.append(attributes.first { equal($0.name, "id") }.map { .id($0.value) })
            }
        }
        if var pending = block {
            block = nil
            if equal(name, "constraint"), UnreadMarkup.endOfEmptyElement(in: bytes, afterName: name.upperBound) == end {
                var constraint: [String: String] = [:]
                for (name, value) in attributes { constraint[text(name)] = text(value) }
                pending.constraints.append((constraint, open))
                pending.end = end
                block = pending
                return
            }
        }
        if UnreadMarkup.isUnread(in: bytes, at: open, end: end) { scan.record(unread: open..<end) }
    }

    private mutating func closeBlock(_ pending: (start: Int, end: Int, constraints: [(attributes: [String: String], offset: Int)]), end: Int) {
        let range = pending.start..<end
        if !pending.constraints.isEmpty {
            scan.record(UnreadMarkup.ConstraintBlock(in: bytes, range: range, constraints: pending.constraints, index: scan.unread.constraintBlocks.count))
        }
        scan.record(unread: range)
    }

    /// Ends the pass at `excess`, looking for a declaration in the rest.
    private mutating func stop(_ excess: Excess? = nil, at position: Int) {
        if let excess { scan.record(excess) }
        findDeclaration(in: position..<bytes.count)
    }

    /// After a `<!` that is neither a comment nor CDATA: the limits of the rest, nothing else.
    private mutating func limitsOnly(from position: Int) {
        var position = position
        owners = []
        block = nil
        findDeclaration(in: position..<bytes.count)
        while let open = find(UInt8(ascii: "<"), from: position), open + 1 < bytes.count {
            if let special = special(at: open) {
                guard let content = special.content else { return }
                if let excess = special.excess { return scan.record(excess) }
                position = content.upperBound + special.closer
                continue
            }
            switch bytes[open + 1] {
            case UInt8(ascii: "!"):
                position = open + 2
            case UInt8(ascii: "/"):
                position = open + 2
            default:
                switch readStartTag(at: open) {
                case .end(let end): position = end
                case .excess(let excess): return scan.record(excess)
                case .unfinished: return
                }
            }
        }
    }

    /// After an unfinished start tag (the file cannot parse): the markup nothing reads in the rest,
    /// as Interface Builder writes it, from one `<` to the next.
    private mutating func unreadOnly(from position: Int) {
        findDeclaration(in: position..<bytes.count)
        var position = position
        while let open = find(UInt8(ascii: "<"), from: position), open + 1 < bytes.count {
            if let special = special(at: open) {
                guard let content = special.content else { return }
                position = content.upperBound + special.closer
            } else if bytes[open + 1] == UInt8(ascii: "!") {
                return
            } else if let (end, constraints) = UnreadMarkup.unreadMarkup(in: bytes, at: open) {
                if let constraints, !constraints.isEmpty {
                    scan.record(UnreadMarkup.ConstraintBlock(in: bytes, range: open..<end, constraints: constraints, index: scan.unread.constraintBlocks.count))
                }
                scan.record(unread: open..<end)
                position = end
            } else {
                position = open + 1
            }
        }
    }

    /// A comment, CDATA section or processing instruction: what it holds (nil when it never ends),
    /// the length of its end, and whether it is longer than libxml2's limit.
    private struct Special {
        var content: Range<Int>?
        var closer: Int
        var excess: Excess?
    }

    private static let specials: [(opener: StaticString, closer: StaticString, name: String)] = [
        ("<!--", "-->", "a comment"), ("<![CDATA[", "]]>", "a CDATA section"), ("<?", "?>", "a processing instruction"),
    ]

    /// The comment, CDATA section or processing instruction opening at `open`, if one does.
    private func special(at open: Int) -> Special? {
        guard bytes[open + 1] == UInt8(ascii: "!") || bytes[open + 1] == UInt8(ascii: "?"),
              let kind = Self.specials.first(where: { starts($0.opener, at: open) }) else { return nil }
        let start = open + kind.opener.utf8CodeUnitCount
        guard let close = find(kind.closer, from: start) else { return Special(content: nil, closer: 0) }
        let excess = close - start > Limits.maximumParsedValueBytes
            ? Excess(offset: open, reason: "\(kind.name) is longer than \(Limits.maximumParsedValueBytes) bytes, the XML parser's limit") : nil
        return Special(content: start..<close, closer: kind.closer.utf8CodeUnitCount, excess: excess)
    }

    /// Notes the first `<!DOCTYPE` or `<!ENTITY` in `range`: `memchr` jumps from one `!` to the next.
    private mutating func findDeclaration(in range: Range<Int>) {
        guard scan.declaration == nil, let base = bytes.baseAddress else { return }
        var index = max(range.lowerBound, 1)
        while index < range.upperBound, let found = memchr(base + index, Int32(UInt8(ascii: "!")), range.upperBound - index) {
            let bang = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            index = bang + 1
            guard bytes[bang - 1] == UInt8(ascii: "<") else { continue }
            if starts("DOCTYPE", at: bang + 1) || starts("ENTITY", at: bang + 1) { return scan.record(declaration: bang - 1) }
        }
    }

    // MARK: Bytes

    /// The value of the attribute `name` of the start tag just read, as written.
    private func value(of name: StaticString) -> String? {
        attributes.first { equal($0.name, name) }.map { text($0.value) }
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func equal(_ range: Range<Int>, _ name: StaticString) -> Bool {
        range.count == name.utf8CodeUnitCount && starts(name, at: range.lowerBound)
    }

    private func isWhitespace(_ range: Range<Int>) -> Bool {
        range.allSatisfy { UnreadMarkup.isWhitespace(bytes[$0]) }
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

    private func starts(_ pattern: StaticString, at position: Int) -> Bool {
        guard position >= 0, position + pattern.utf8CodeUnitCount <= bytes.count, let base = bytes.baseAddress else { return false }
        return memcmp(base + position, pattern.utf8Start, pattern.utf8CodeUnitCount) == 0
    }

    private func find(_ byte: UInt8, from position: Int) -> Int? {
        guard let base = bytes.baseAddress, position < bytes.count,
              let found = memchr(base + position, Int32(byte), bytes.count - position) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// The offset of the first `pattern` at or after `position`.
    private func find(_ pattern: StaticString, from position: Int) -> Int? {
        var position = position
        while let candidate = find(pattern.utf8Start.pointee, from: position) {
            if starts(pattern, at: candidate) { return candidate }
            position = candidate + 1
        }
        return nil
    }
}
