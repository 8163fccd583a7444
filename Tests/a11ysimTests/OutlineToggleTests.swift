import Foundation
import Testing

/// Issue 28: double tap on an outline parent expands or collapses it (docs/voiceover.md, "Outline
/// disclosure"). Fixtures/OutlineApp's folders: Inbox expanded (Unread, Flagged), Archive collapsed
/// with 2025 (itself collapsed, with March), Projects collapsed with its own disclosure action
/// handler, Trash a leaf; the data source's section snapshot handlers announce "Opening …" and
/// "Closing …". SectionsApp's Market has no handlers, so VoiceOver's own word is heard.
@Suite("Double tap toggling an outline parent")
struct OutlineToggleTests {
    static let app = "Tests/a11ysimTests/Fixtures/OutlineApp"
    static let market = ["Tests/a11ysimTests/Fixtures/SectionsApp", "--scene", "MarketViewController"]

    static func run(_ arguments: [String], _ commands: String) throws -> String { try CommandRunner.runScript(arguments, commands) }
    static func heard(_ stdout: String) -> [String] { CommandRunner.heard(stdout) }

    @Test("Collapsing a parent: VoiceOver says collapsed, focus stays on it, and its children leave the list")
    func collapse() throws {
        let stdout = try Self.run(Self.market, "activate; next; next; previous; previous")
        #expect(Self.heard(stdout) == [
            "Fruits, expanded", "> activate", "collapsed", "> next", "Vegetables, collapsed", "> next", "Bread",
            "> previous", "Vegetables, collapsed", "> previous", "Fruits, collapsed",
        ], "\(stdout)")
        #expect(stdout.contains(#"(activate handled by UICollectionViewCell "Fruits": collapses Fruits)"#), "\(stdout)")
    }

    @Test("Expanding a parent: VoiceOver says expanded, and its children come right after it in reading order")
    func expand() throws {
        let stdout = try Self.run(Self.market, #"focus "Vegetables"; activate; next; next"#)
        #expect(Self.heard(stdout) == [
            "Fruits, expanded", "> focus \"Vegetables\"", "Vegetables, collapsed", "> activate", "expanded", "> next", "Leek", "> next", "Bread",
        ], "\(stdout)")
    }

    @Test("Nested parents: expanding Archive shows 2025 still collapsed; expanding 2025 shows March; collapsing Archive hides both")
    func nested() throws {
        let stdout = try Self.run([Self.app], #"focus "Archive"; activate; next; expect "2025, collapsed"; activate; next; expect "March"; focus "Archive"; expect "Archive, expanded"; activate; next; expect "Projects, collapsed""#)
        #expect(stdout.contains("(app posted announcement: Closing Archive)"), "\(stdout)")
    }

    @Test("The data source's willExpandItem and willCollapseItem run with the parent's item before it toggles")
    func sectionSnapshotHandlers() throws {
        let stdout = try Self.run([Self.app], #"focus "Archive"; activate; focus "Inbox"; activate; next; expect "Archive, expanded""#)
        #expect(stdout.contains("(app posted announcement: Opening Archive)"), "\(stdout)")
        #expect(stdout.contains("(app posted announcement: Closing Inbox)"), "\(stdout)")
        #expect(stdout.contains(#"(activate handled by UICollectionViewCell "Inbox": collapses Inbox)"#), "\(stdout)")
    }

    @Test("A disclosure with its own actionHandler: double tap runs the app's handler (not modelled), and the outline stays as it is")
    func ownActionHandler() throws {
        let stdout = try Self.run([Self.app], #"focus "Projects"; activate; expect "Projects, collapsed"; next; expect "Trash""#)
        #expect(stdout.contains("runs the outline disclosure's actionHandler"), "\(stdout)")
        #expect(!stdout.contains("Website"), "\(stdout)")
    }

    @Test("A leaf item is not toggled: double tap selects it as before")
    func leaf() throws {
        let stdout = try Self.run([Self.app], #"focus "Trash"; activate"#)
        #expect(stdout.contains(#"(activate handled by UICollectionViewCell "Trash": selects item"#), "\(stdout)")
    }
}
