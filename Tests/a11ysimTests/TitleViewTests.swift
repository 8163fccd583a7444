import Foundation
import Testing

/// Issue 28, items 1–2: `navigationItem.titleView = view` made in code stands in the navigation bar in
/// place of the title (docs/code.md, "Bar button items made in code"; docs/model.md §2).
/// Fixtures/TitleViewApp: Inbox sets `title = "Inbox"` and a segmented control as its title view
/// between Edit and Compose; Chat's title view is the app's own `TitleSubtitleView`, filled after it
/// is placed; Folder's is a button with an action. Fixtures/BarMenuApp's title view is a label.
@Suite("Title views made in code")
struct TitleViewTests {
    static let app = "Tests/a11ysimTests/Fixtures/TitleViewApp"

    @Test("A segmented control title view is read where the title is: after the left item, before the right one; the title is not read")
    func segmentedTitleView() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c",
                                            #"focus "Edit"; expect "Edit, button"; next; expect "Selected, All, button, 1 of 2"; next; expect "Unread, button, 2 of 2"; next; expect "Compose, button""#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
        let tree = try CommandRunner.run(["tree", Self.app])
        #expect(!tree.stdout.contains("Inbox, heading"), "the title view wins over the title: \(tree.stdout)")
    }

    @Test("The app's own title view is read as its labels, filled by the code after placing it, after the back button")
    func appClassTitleView() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c",
                                            #"focus "Open conversation"; activate; expect-focus "Inbox, back button"; next; expect "Ada Lovelace"; next; expect "Online"; next; expect "phone, button""#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
    }

    @Test("A button title view is read as a button where the title is; double tap runs its action")
    func buttonTitleView() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c",
                                            #"focus "Open folder"; activate; expect-focus "Inbox, back button"; next; expect "Documents, button"; activate"#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains("(app posted announcement: Choose a folder)"), "\(output.stdout)")
    }

    @Test("A label title view is read as its text and is not a heading; the right items follow it in the order they are shown")
    func labelTitleView() throws {
        let output = try CommandRunner.run(["run", BarMenuTests.app, "--speech", "off", "-c",
                                            #"focus "Search"; next; expect "Files"; next; expect "More, pop up button"; next; expect "Sort, pop up button""#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
    }

    @Test("--explain-code says where the title view was placed")
    func explained() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--explain-code"])
        let explained = output.stdout + output.stderr
        #expect(explained.contains("adds view #1, a UISegmentedControl made in code (InboxViewController.swift:9), as navigationItem.titleView"), "\(explained)")
        #expect(!explained.contains("titleView of navigationItem"), "no longer left alone: \(explained)")
    }
}

/// Issue 28, items 1–2: menus on bar button items and submenus (docs/voiceover.md, "Menus").
/// Fixtures/BarMenuApp: Sort (`(title:image:primaryAction:menu:)`, no action) has Name, a Date
/// submenu (Newest first, Oldest first) and an inline group (Reset); More gets `menu =` after it is
/// made; Search (`(systemItem:primaryAction:menu:)`) has a primary action and a menu.
@Suite("Menus on bar button items")
struct BarMenuTests {
    static let app = "Tests/a11ysimTests/Fixtures/BarMenuApp"

    @Test("An item with a menu and no action is a pop up button; double tap opens the menu; an inline group's items are in place")
    func popUpItem() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c",
                                            #"focus "Sort"; expect "Sort, pop up button"; activate; expect "Name, button"; next; expect "Date, button"; next; expect "Reset, button"; escape; expect "Sort, pop up button""#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains("opens the menu of Sort"), "\(output.stdout)")
    }

    @Test("Choosing an item of the item's menu runs its handler and closes the menu")
    func chooseItem() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c",
                                            #"focus "Sort"; activate; activate; expect-focus "Sort"; focus "Sorted by name"; expect "Sorted by name""#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains(#"(FilesViewController.UIAction "Name""#), "\(output.stdout)")
    }

    @Test("A submenu opens over the menu; escape goes back to its row; choosing in it closes both and runs the handler")
    func submenu() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c",
                                            #"focus "Sort"; activate; next; expect "Date, button"; activate; expect "Newest first, button"; escape; expect "Date, button"; activate; next; expect "Oldest first, button"; activate; expect-focus "Sort""#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains("opens the submenu Date"), "\(output.stdout)")
        #expect(output.stdout.contains("(app posted announcement: Oldest first)"), "\(output.stdout)")
    }

    @Test("A menu set on the item after it is made counts: More is a pop up button whose item runs")
    func menuSetLater() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c",
                                            #"focus "More"; expect "More, pop up button"; activate; expect "Select, button"; activate"#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains("(app posted announcement: Selecting)"), "\(output.stdout)")
    }

    @Test("An item with a primary action and a menu stays a button; double tap runs the action, not the menu")
    func primaryActionWins() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c", #"focus "Search"; expect "Search, button"; activate"#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains("(app posted announcement: Searching)"), "\(output.stdout)")
        #expect(!output.stdout.contains("opens the menu"), "\(output.stdout)")
    }
}
