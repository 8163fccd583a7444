import Foundation
import Testing

/// Issue 28: menu elements' states and attributes as VoiceOver reads them (docs/voiceover.md, "Menus").
/// Fixtures/MenuStatesApp's Sort button is an iOS 15 pop-up button (`changesSelectionAsPrimaryAction`)
/// whose menu checks Date; Options' menu holds a checked item (state set after it is made), a
/// disabled, a destructive, a hidden, a mixed item, one that keeps the menu open with a
/// discoverability title, a `UICommand`, and an inline single-selection group.
@Suite("Menu elements' states and attributes")
struct MenuStatesTests {
    static let app = "Tests/a11ysimTests/Fixtures/MenuStatesApp"

    static func run(_ commands: String) throws -> String { try CommandRunner.runScript([app], commands) }
    static func heard(_ stdout: String) -> [String] { CommandRunner.heard(stdout) }

    @Test("A pop-up button shows its checked item's title; the checked row says Selected, a subtitle is read after the title")
    func popUpButtonRows() throws {
        let stdout = try Self.run(#"focus "Date"; activate; next; next"#)
        #expect(Self.heard(stdout) == [
            "Date, pop up button", "> focus \"Date\"", "> activate",
            "Name, button", "> next", "Selected, Date, button", "> next", "Size, Largest first, button",
        ], "\(stdout)")
    }

    @Test("Choosing an item of a pop-up button moves the checkmark and retitles the button; focus returns to it")
    func popUpButtonChoice() throws {
        let stdout = try Self.run(#"focus "Date"; activate; last; activate; expect "Size, pop up button"; activate; last; expect "Selected, Size, Largest first, button"; previous; expect "Date, button"; escape; focus "Sorted by size""#)
        #expect(stdout.contains(#"(activate handled by _UIContextMenuCell "Size": chooses Size)"#), "\(stdout)")
        #expect(stdout.contains("sets text of statusLabel"), "\(stdout)")
    }

    @Test("The options menu: checked, dimmed, destructive (no word), hidden (not shown), discoverability title as the hint, mixed as the value, a command, an inline single-selection group")
    func optionRows() throws {
        let stdout = try Self.run(#"focus "Options"; activate; next; next; next; next; next; next; next; next"#)
        #expect(Self.heard(stdout) == [
            "Date, pop up button", "> focus \"Options\"", "Options, pop up button", "> activate",
            "Selected, Show Hidden Files, button", "> next", "Archive, dimmed, button", "> next", "Delete, button", "> next",
            "Favorite, button", "hint: Adds the file to Favorites", "> next", "Tags, mixed, button", "> next", "Refresh, button", "> next",
            "Selected, Icons, button", "> next", "List, button", "> next",
        ], "\(stdout)")
        #expect(!stdout.contains("Secret"), "\(stdout)")
    }

    @Test("Double tap on a dimmed item does nothing: the menu stays open, focus stays, its handler does not run")
    func disabledItem() throws {
        let stdout = try Self.run(#"focus "Options"; activate; next; activate; expect "Archive, dimmed, button"; escape; focus "Unsorted""#)
        #expect(stdout.contains("(activate unhandled"), "\(stdout)")
        #expect(!stdout.contains("Archived"), "\(stdout)")
    }

    @Test("An item that keeps the menu presented runs its handler and the menu stays open on it")
    func keepsMenuPresented() throws {
        let stdout = try Self.run(#"focus "Options"; activate; focus "Favorite"; activate; next; expect "Tags, mixed, button""#)
        #expect(stdout.contains("(app posted announcement: Added to Favorites)"), "\(stdout)")
        #expect(!stdout.contains("(dismiss FilesViewController)"), "\(stdout)")
    }

    @Test("Choosing in a single-selection group moves the checkmark: VoiceOver says selected, and the old row is no longer selected")
    func singleSelection() throws {
        let stdout = try Self.run(#"focus "Options"; activate; last; activate; previous; expect "Icons, button"; first; expect "Selected, Show Hidden Files, button""#)
        #expect(Self.heard(stdout).contains("selected"), "\(stdout)")
    }

    @Test("A UICommand sends its selector to the controller's method, which runs")
    func command() throws {
        let stdout = try Self.run(#"focus "Options"; activate; focus "Refresh"; activate; expect "Options, pop up button"; focus "Refreshed""#)
        #expect(stdout.contains("(FilesViewController.refresh — sets text of statusLabel"), "\(stdout)")
    }
}
