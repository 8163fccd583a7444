import Foundation
import Testing

/// Issue 28, item 1: a button whose menu is its primary action (docs/voiceover.md, "Menus").
/// Fixtures/MenuApp's Sort button gets `UIMenu(title: "Sort by", children: [Name, Date])` and
/// `showsMenuAsPrimaryAction = true` in `viewDidLoad`; Name retitles a label, Date announces.
@Suite("Menus as a button's primary action")
struct MenuTests {
    static let app = "Tests/a11ysimTests/Fixtures/MenuApp"

    @Test("The button is a pop up button; double tap opens the menu on its first item; escape closes it back onto the button")
    func openAndEscape() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c",
                                            #"focus "Sort"; expect "Sort, pop up button"; activate; expect "Name, button"; next; expect "Date, button"; escape; expect "Sort, pop up button""#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains("opens the menu of Sort"), "\(output.stdout)")
        #expect(output.stdout.contains("closes the menu"), "\(output.stdout)")
    }

    @Test("Choosing an item closes the menu and runs its UIAction's handler")
    func chooseItem() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c",
                                            #"focus "Sort"; activate; activate; focus "Sorted by name"; expect "Sorted by name"; focus "Sort"; activate; next; activate"#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains(#"(FilesViewController.UIAction "Name""#), "\(output.stdout)")
        #expect(output.stdout.contains("(app posted announcement: Sorted by date)"), "\(output.stdout)")
    }
}
