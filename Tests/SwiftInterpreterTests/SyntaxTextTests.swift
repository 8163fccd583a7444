import SwiftCodeReader
import SwiftSyntax
import Testing
@testable import SwiftInterpreter

/// The texts `--explain-code` and unknown values quote, read from a node's source bytes: the same
/// as swift-syntax's trimmed description, which made two copies of the node each time.
@Suite("Syntax texts read from source bytes")
struct SyntaxTextTests {
    /// Statements over several lines, comments and blank lines around and inside them, a multi-line
    /// string, a block comment after a token, Windows line ends.
    static let sources = [
        """
        // leading comment

        func setUp() {
            label.text = "Hello" // trailing comment
            if isPlaying { button.setTitle("Pause", for: .normal) } else {

                button.setTitle("Play", for: .normal)
            }
            items.forEach { item in
                stack.addArrangedSubview(item.view)
            }
            let text = \"\"\"

                first
                second
                \"\"\"
            view.accessibilityLabel = a /* one
            two */ + b
        }
        """,
        "func f() {\r\n    let a = [\r\n        1,\r\n    ]\r\n    g(a)\r\n}\r\n",
    ]

    @Test("Every node's trimmed text and first line are those of its trimmed description")
    func sameAsTrimmedDescription() throws {
        for source in Self.sources {
            guard case .tree(let tree, _, _) = SwiftFileParser.parse(source, path: "/app/View.swift") else {
                Issue.record("did not parse: \(source)")
                continue
            }
            var nodes: [Syntax] = [Syntax(tree)]
            var checked = 0
            while let node = nodes.popLast() {
                nodes += node.children(viewMode: .all)
                #expect(SyntaxText.trimmed(node) == node.trimmedDescription)
                #expect(SyntaxText.firstLine(node) == node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? "")
                checked += 1
            }
            #expect(checked > 20)
        }
    }

    @Test("A statement over several lines is quoted by its first line")
    func firstLineOfStatement() throws {
        guard case .tree(let tree, _, _) = SwiftFileParser.parse(Self.sources[0], path: "/app/View.swift") else {
            Issue.record("did not parse")
            return
        }
        let function = try #require(tree.statements.first?.item.as(FunctionDeclSyntax.self))
        let statements = try #require(function.body?.statements)
        #expect(statements.map { SyntaxText.short($0) } == [
            "label.text = \"Hello\"",
            // Over 60 characters: shortened.
            "if isPlaying { button.setTitle(\"Pause\", for: .normal) } e…",
            "items.forEach { item in",
            "let text = \"\"\"",
            "view.accessibilityLabel = a /* one",
        ])
    }
}
