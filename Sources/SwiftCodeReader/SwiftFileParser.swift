import SwiftInterpreter
import SwiftParser
import SwiftSyntax

/// One Swift file as ``SwiftFileParser`` gives it: its tree, or where and why it was left out.
public enum ParsedSwiftFile: Sendable {
    case tree(SourceFileSyntax, path: String, converter: SourceLocationConverter)
    case failure(CodeNote)
}

/// The one place a Swift file is parsed, within bounds that keep any file — generated, hostile or
/// corrupted — from crashing or stalling the reader (docs/fuzzing.md, "Swift files"). A file past a
/// bound is a warning at its `line:column` and is left out; the run goes on.
///
/// swift-syntax's parser recurses on brackets (which its `maximumNestingLevel` bounds) and on some
/// constructs it does not count — prefix keywords, ternaries, `else if` chains — so a cheap scan of
/// the bytes (``SwiftNestingScan``) bounds both before the parser starts. The tree it gives is then
/// measured without recursion: every later walk, ours or swift-syntax's (visitors, `description`),
/// recurses at most ``maximumSyntaxDepth`` deep.
public enum SwiftFileParser {
    /// The largest Swift file read, in bytes.
    public static let maximumFileSize = 4 * 1024 * 1024
    /// The deepest nesting of brackets, string interpolations, prefix keywords, ternaries or `else if`s.
    public static let maximumNesting = 64
    /// The deepest nesting of square brackets: swift-syntax's parser looks ahead at each `[` both as an
    /// inline array type and as a collection type, so its time doubles with each level (docs/fuzzing.md).
    public static let maximumSquareNesting = 12
    /// The deepest syntax tree kept (a member chain `a.b.c…` is one level per link).
    public static let maximumSyntaxDepth = 2_000

    /// Parses `text`, read from `path`.
    public static func parse(_ text: String, path: String) -> ParsedSwiftFile {
        let bytes = Array(text.utf8)
        func failure(_ line: Int, _ column: Int, _ reason: String) -> ParsedSwiftFile {
            .failure(CodeNote(location: CodeLocation(file: path, line: line, column: column), reason: reason + "; its code is left out"))
        }
        guard bytes.count <= maximumFileSize else {
            return failure(1, 1, "this Swift file is \(bytes.count) bytes, over the limit of \(maximumFileSize) bytes")
        }
        if let overflow = SwiftNestingScan.overflow(in: bytes, limit: maximumNesting, squareLimit: maximumSquareNesting) {
            return failure(overflow.line, overflow.column, "this Swift file \(overflow.what) here")
        }
        var parser = Parser(text, maximumNestingLevel: maximumNesting)
        let tree = SourceFileSyntax.parse(from: &parser)
        // Before anything walks the tree: a location converter walks it recursively too.
        if let deep = firstNode(in: tree, deeperThan: maximumSyntaxDepth) {
            // `position`, not `positionAfterSkippingLeadingTrivia`, which looks for the first token recursively.
            var offset = deep.position.utf8Offset
            while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") || bytes[offset] == UInt8(ascii: "\n") { offset += 1 }
            let (line, column) = lineAndColumn(of: offset, in: bytes)
            return failure(line, column, "this Swift file nests more than \(maximumSyntaxDepth) syntax levels deep here")
        }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        guard tree.hasError else { return .tree(tree, path: path, converter: converter) }
        let finder = FirstErrorFinder(viewMode: .all)
        finder.walk(tree)
        let location = converter.location(for: finder.position ?? tree.position)
        return failure(location.line, location.column, "this Swift file does not parse here")
    }

    /// The 1-based line and column (in bytes) of `offset` in `bytes`.
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = bytes[..<min(offset, bytes.count)]
        let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        return (before.count { $0 == UInt8(ascii: "\n") } + 1, offset - lineStart + 1)
    }

    /// The first node of `tree` more than `limit` levels below it, found without recursion.
    static func firstNode(in tree: some SyntaxProtocol, deeperThan limit: Int) -> Syntax? {
        var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = pending.popLast() {
            if depth > limit { return node }
            // Children are pushed last to first, so the first child is looked at next.
            for child in node.children(viewMode: .sourceAccurate).reversed() { pending.append((child, depth + 1)) }
        }
        return nil
    }
}

/// Finds the first piece of a tree the parser could not make sense of: unexpected text, a missing
/// token, or a token the lexer found wrong (an unterminated string, an invalid character).
private final class FirstErrorFinder: SyntaxVisitor {
    var position: AbsolutePosition?

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if position == nil { position = node.positionAfterSkippingLeadingTrivia }
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if position == nil, token.presence == .missing { position = token.position }
        if position == nil, token.tokenDiagnostic != nil { position = token.positionAfterSkippingLeadingTrivia }
        return .skipChildren
    }
}
