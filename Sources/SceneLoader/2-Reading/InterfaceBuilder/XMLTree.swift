import AccessibilityTree
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML element with its attributes, children, text and where it starts.
final class XMLNode {
    let name: String
    let attributes: [String: String]
    let location: SourceLocation
    // Unchecked exclusivity, here and in XMLTreeParserDelegate: only the parser's delegate callbacks
    // write these, one at a time on one thread and never re-entrantly, so no two accesses overlap;
    // the runtime's dynamic check would cost more than the appends it guards, once per element of
    // every file.
    @exclusivity(unchecked) private(set) var children: [XMLNode] = []
    @exclusivity(unchecked) fileprivate(set) var text = ""

    init(name: String, attributes: [String: String], location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.location = location
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child called `name` (with `key` when given).
    func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child with `key`, whatever its element name.
    func child(key: String) -> XMLNode? {
        children.first { $0["key"] == key }
    }

    /// The children called `name`.
    func children(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }

    /// A boolean attribute written `YES`/`NO`.
    func flag(_ attribute: String) -> Bool? {
        switch attributes[attribute] {
        case "YES": return true
        case "NO": return false
        default: return nil
        }
    }

    fileprivate func append(_ child: XMLNode) { children.append(child) }
}

/// A parsed Interface Builder file: its root element, how many elements it has in all, and its
/// outlets by the id of the element that owns them (``MarkupScan/outlets``).
struct ParsedDocument {
    var root: XMLNode
    var elementCount: Int
    var outlets: [String: [String: String]]
}

/// Parses XML into ``XMLNode``s with FoundationXML's parser, safely: external entities are never
/// resolved, documents declaring a DTD or entities are refused (storyboards have none), sizes are
/// capped by ``Limits`` so a billion-laughs file fails fast, and the input must be UTF-8 (which
/// Interface Builder always writes, and which FoundationXML needs: it traps on names that are not).
/// The parser runs in libxml2's recovery mode, so its first reported error ends the parse. Markup of
/// Interface Builder's that nothing reads is blanked out first (``UnreadMarkup``), found with the
/// limits and the outlets in one pass over the bytes (``MarkupScan``).
struct XMLTreeParser {
    let file: String

    /// The document's tree, how many elements it has in all, and its outlets: the file's bytes are
    /// scanned once (``MarkupScan``), then parsed with the unread markup blanked.
    func parse(_ data: Data) throws(SceneLoadError) -> ParsedDocument {
        let lines = LineIndex(data: data)
        if let offset = InputFile.firstInvalidUTF8(in: data) {
            let (line, column) = lines.lineAndColumn(ofOffset: offset)
            throw SceneLoadError("the file is not UTF-8 text (invalid byte at offset \(offset)); Interface Builder files are UTF-8 — restore it from version control", at: SourceLocation(file: file, line: line, column: column))
        }
        if let encoding = Self.declaredEncoding(in: data), encoding.lowercased() != "utf-8", encoding.lowercased() != "utf8" {
            throw SceneLoadError("the file declares the encoding '\(encoding)'; Interface Builder files are UTF-8", at: SourceLocation(file: file, line: 1, column: 1))
        }
        let scan = MarkupScan(data)
        if let declaration = scan.declaration {
            let (line, column) = lines.lineAndColumn(ofOffset: declaration)
            throw SceneLoadError("the file has a DTD or entity declaration; Interface Builder files never do, so it is refused (entity expansion and external entities are not allowed)", at: SourceLocation(file: file, line: line, column: column))
        }
        if let excess = scan.excess {
            let (line, column) = lines.lineAndColumn(ofOffset: excess.offset)
            throw SceneLoadError("\(excess.reason); the file is refused before parsing", at: SourceLocation(file: file, line: line, column: column))
        }
        // A stream, which Foundation hands to libxml2 in chunks: handed whole, a document over
        // libxml2's 10,000,000-byte lookup limit failed as "malformed XML" past its last line.
        let parser = XMLParser(stream: InputStream(data: scan.unread.blanked(data) ?? data))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        let builder = XMLTreeParserDelegate(file: file, parser: parser, lines: lines, constraintBlocks: scan.unread.constraintBlocks)
        parser.delegate = builder
        let succeeded = parser.parse()
        if let failure = builder.failure { throw failure }
        guard succeeded, let root = builder.root else {
            let location = SourceLocation(file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
            let reason = parser.parserError.map { Self.describe($0) } ?? "the document is empty or incomplete"
            throw SceneLoadError("malformed XML: \(reason); Interface Builder files are XML — restore the file from version control or re-save it in Xcode", at: location)
        }
        return ParsedDocument(root: root, elementCount: builder.elementCount, outlets: scan.outlets)
    }

    /// The `encoding` of the XML declaration, when there is one.
    private static func declaredEncoding(in data: Data) -> String? {
        let head = String(decoding: data.prefix(200), as: UTF8.self)
        guard head.hasPrefix("<?xml"), let end = head.range(of: "?>"),
              let key = head.range(of: "encoding=", range: head.startIndex..<end.lowerBound) else { return nil }
        let rest = head[key.upperBound..<end.lowerBound]
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }

    private static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if let reason = nsError.userInfo[NSLocalizedDescriptionKey] as? String, !reason.isEmpty { return reason }
        return "parser error \(nsError.code)"
    }
}

/// Collects elements into a tree as the parser reports them.
private final class XMLTreeParserDelegate: NSObject, XMLParserDelegate {
    let file: String
    /// `unowned`: the delegate reads the parser only in its callbacks, which run inside `parse()`,
    /// while the function that made both holds the parser.
    unowned let parser: XMLParser
    let lines: LineIndex
    @exclusivity(unchecked) var root: XMLNode?
    @exclusivity(unchecked) var failure: SceneLoadError?
    @exclusivity(unchecked) private var stack: [XMLNode] = []
    @exclusivity(unchecked) private(set) var elementCount = 0
    @exclusivity(unchecked) private var textCount = 0

    /// The constraint blocks ``UnreadMarkup`` took out of the text, put back under their markers.
    let constraintBlocks: [UnreadMarkup.ConstraintBlock]

    init(file: String, parser: XMLParser, lines: LineIndex, constraintBlocks: [UnreadMarkup.ConstraintBlock]) {
        self.file = file
        self.parser = parser
        self.lines = lines
        self.constraintBlocks = constraintBlocks
    }

    private var location: SourceLocation {
        SourceLocation(file: file, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
    }

    private func fail(_ message: String) {
        guard failure == nil else { return }
        failure = SceneLoadError(message, at: location)
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard failure == nil else { return }
        elementCount += 1
        if elementCount > Limits.maximumElements {
            return fail("the file has more than \(Limits.maximumElements) XML elements; this is not an Interface Builder document a simulator can load")
        }
        if stack.count >= Limits.maximumDepth {
            return fail("XML elements are nested deeper than \(Limits.maximumDepth) levels")
        }
        let (line, column) = lines.startOfTag(elementName, endingAtLine: parser.lineNumber, column: parser.columnNumber)
        let block = elementName == "constraints" ? constraintBlock(attributeDict["n"], line: line, column: column) : nil
        let node = XMLNode(name: elementName, attributes: block == nil ? attributeDict : [:], location: SourceLocation(file: file, line: line, column: column))
        if let parent = stack.last {
            parent.append(node)
        } else if root == nil {
            root = node
        }
        stack.append(node)
        for constraint in block?.constraints ?? [] {
            elementCount += 1
            if elementCount > Limits.maximumElements {
                return fail("the file has more than \(Limits.maximumElements) XML elements; this is not an Interface Builder document a simulator can load")
            }
            let (line, column) = lines.lineAndColumn(ofOffset: constraint.offset)
            node.append(XMLNode(name: "constraint", attributes: constraint.attributes, location: SourceLocation(file: file, line: line, column: column)))
        }
    }

    /// The block a `<constraints n="N"/>` marker stands for, when it is ``UnreadMarkup``'s marker
    /// (at the place it wrote it) and not one the file wrote itself.
    private func constraintBlock(_ reference: String?, line: Int, column: Int) -> UnreadMarkup.ConstraintBlock? {
        guard let reference, let index = Int(reference), constraintBlocks.indices.contains(index) else { return nil }
        let block = constraintBlocks[index]
        return lines.lineAndColumn(ofOffset: block.markerOffset) == (line, column) ? block : nil
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard failure == nil else { return }
        textCount += string.utf8.count
        if textCount > Limits.maximumTextBytes {
            return fail("the file has more than \(Limits.maximumTextBytes) bytes of text (entity expansion?); refusing it")
        }
        // Only an element without children holds text a storyboard means (<string>, <date>): what
        // lies between child elements is indentation, and is not kept.
        if let node = stack.last, node.children.isEmpty { node.text += string }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard failure == nil else { return }
        textCount += CDATABlock.count
        if textCount > Limits.maximumTextBytes {
            return fail("the file has more than \(Limits.maximumTextBytes) bytes of text; refusing it")
        }
        stack.last?.text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        let nsError = parseError as NSError
        let reason = (nsError.userInfo[NSLocalizedDescriptionKey] as? String)?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let detail = reason.isEmpty ? "the XML is not well formed here (libxml2 error \(nsError.code): an unclosed or mismatched tag, a bad attribute or character)" : reason
        fail("malformed XML: \(detail); Interface Builder files are XML — restore the file from version control or re-save it in Xcode")
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        fail("the file refers to the external entity '\(name)'; external entities are never loaded")
        return nil
    }
}

/// Line starts of a byte buffer, to turn the parser's positions (which point after a start tag) into
/// the line and column where the tag begins.
struct LineIndex {
    private let bytes: [UInt8]
    private let starts: [Int]

    init(data: Data) {
        bytes = [UInt8](data)
        var starts = [0]
        bytes.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            var index = 0
            while index < bytes.count, let found = memchr(base + index, Int32(UInt8(ascii: "\n")), bytes.count - index) {
                index = base.distance(to: UnsafeRawPointer(found)) + 1
                starts.append(index)
            }
        }
        self.starts = starts
    }

    /// The 1-based line and column of a byte offset.
    func lineAndColumn(ofOffset offset: Int) -> (Int, Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }

    /// Where `<name` starts, searching back from the parser's position (at most 64 KiB).
    func startOfTag(_ name: String, endingAtLine line: Int, column: Int) -> (Int, Int) {
        guard line >= 1, line <= starts.count else { return (max(1, line), max(1, column)) }
        let end = min(bytes.count, starts[line - 1] + max(0, column - 1))
        var name = name
        // Runs for every element of every file: no allocation, no bounds check per byte.
        let found = name.withUTF8 { name in
            bytes.withUnsafeBufferPointer { bytes -> Int? in
                let floor = max(0, end - 65_536)
                var below = end - name.count  // candidates lie below this offset
                while let offset = Self.lastOpeningBracket(in: bytes, from: floor, below: below) {
                    if offset + 1 + name.count <= bytes.count,
                       name.isEmpty || memcmp(bytes.baseAddress! + offset + 1, name.baseAddress!, name.count) == 0 {
                        return offset
                    }
                    below = offset
                }
                return nil
            }
        }
        guard let found else { return (line, max(1, column)) }
        // Most tags start on the line the parser ends them on: no search of the line table.
        if found >= starts[line - 1] { return (line, found - starts[line - 1] + 1) }
        return lineAndColumn(ofOffset: found)
    }

    /// The offset of the last `<` in `bytes[floor..<below]`. A start tag is mostly attributes, and an
    /// attribute value never holds a raw `<`, so this reads eight bytes at a time: a word with no `<`
    /// is skipped whole (the zero-byte test on the word XOR `<<<<<<<<`), one with any is read byte by
    /// byte, since that test can also flag the bytes above a match.
    static func lastOpeningBracket(in bytes: UnsafeBufferPointer<UInt8>, from floor: Int, below: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let brackets: UInt64 = 0x3C3C_3C3C_3C3C_3C3C, ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var top = min(below, bytes.count)  // exclusive
        while top - 8 >= floor {
            let word = UnsafeRawPointer(base + top - 8).loadUnaligned(as: UInt64.self) ^ brackets
            if (word &- ones) & ~word & highs != 0 {
                for offset in stride(from: top - 1, through: top - 8, by: -1) where bytes[offset] == UInt8(ascii: "<") {
                    return offset
                }
            }
            top -= 8
        }
        for offset in stride(from: top - 1, through: floor, by: -1) where bytes[offset] == UInt8(ascii: "<") {
            return offset
        }
        return nil
    }
}
