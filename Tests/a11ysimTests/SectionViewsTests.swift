import Foundation
import Testing

/// Issue 28, item 3: section header and footer views made in code, and diffable data sources'
/// snapshots. The fixture (Fixtures/SectionsApp) builds every screen in code: the library's header
/// is a plain view with a title label and a "See all" button, its footer a note; the shelves' header
/// is the app's `UITableViewHeaderFooterView` subclass registered for reuse, whose initializer builds
/// a sort button with only an image; the groceries' snapshot holds known items in two sections; the
/// orders' snapshot holds the app's data, known only when it runs; the contacts' cells made in code
/// place their views with constraints, the call button added first but pinned to the trailing edge;
/// the albums' collection returns a header of the app's class registered as a supplementary view; the
/// stickers' diffable data source's supplementary view provider dequeues one through a registration;
/// the reading list's header made in code places its views with constraints, its sort button added
/// first but pinned to the trailing edge; the tags' collection cells made in code likewise, the
/// "Remove" button added first but pinned to the bottom; the pantry's sections are fed by section
/// snapshots, one of known items, one of the app's data; the market's section snapshot is an outline,
/// one parent expanded and one collapsed.
@Suite("Section header views, diffable snapshots and constraints inside cells")
struct SectionViewsTests {
    static let app = "Tests/a11ysimTests/Fixtures/SectionsApp"

    /// The phrases of a scene's tree, frames left out.
    static func phrases(_ scene: String) throws -> [String] {
        try CommandRunner.treePhrases(app, scene: scene)
    }

    @Test("A header view made in code is read before the section's rows, its label and button elements of their own; the footer view after them")
    func headerViewMadeInCode() throws {
        #expect(try Self.phrases("LibraryViewController") == [
            "screen: Library",
            // UIKit gives the header trait to a header's title only, not to a custom view's label.
            "1. Borrowed",
            "2. See all, button",
            "3. Dune",
            "4. Emma",
            "5. Due in 2 weeks",
        ])
    }

    @Test("A registered header class: each section's header is its own view, the textLabel's title a heading before the view's button")
    func registeredHeaderClass() throws {
        #expect(try Self.phrases("ShelvesViewController") == [
            "screen: Shelves",
            "1. Upstairs, heading",
            "2. arrow.up.arrow.down, button",
            "3. Fiction",
            "4. Downstairs, heading",
            "5. arrow.up.arrow.down, button",
            "6. Poetry",
        ])
    }

    @Test("VoiceOver reaches the header's button: swiping from the heading lands on it, then on the section's first row")
    func swipeOrder() throws {
        let output = try CommandRunner.run(["run", Self.app, "--scene", "ShelvesViewController", "--speech", "off", "-c", "next; next"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.split(separator: "\n").map(String.init) == [
            "Upstairs, heading", "> next", "arrow.up.arrow.down, button", "> next", "Fiction",
        ], "\(output.stdout)")
    }

    @Test("The audit finds the header's image-only button in each section, at the Swift line that sets its image")
    func audit() throws {
        let output = try CommandRunner.run(["audit", Self.app])
        #expect(output.stdout.contains("""
              Shelves
                error[image-name-label] "arrow.up.arrow.down, button" (element 2)
            """), "\(output.stdout)")
        #expect(output.stdout.contains("error[image-name-label] \"arrow.up.arrow.down, button\" (element 5)"), "\(output.stdout)")
        #expect(output.stdout.contains("at Tests/a11ysimTests/Fixtures/SectionsApp/LibraryViewController.swift:85:9"), "\(output.stdout)")
    }

    @Test("A snapshot of known items makes a row for each, in its section, the provider given the item")
    func knownSnapshot() throws {
        #expect(try Self.phrases("GroceriesViewController") == ["screen: Groceries", "1. Groceries, heading", "2. Apples", "3. Pears", "4. Bread"])
    }

    @Test("A snapshot of the app's data makes one sample row, its item named by the provider's parameter")
    func unknownSnapshot() throws {
        #expect(try Self.phrases("OrdersViewController") == ["screen: Orders", "1. ⟨order.title⟩"])
    }

    @Test("--explain-code says where the header's views are made and how many rows the snapshot gives")
    func explain() throws {
        let stderr = try CommandRunner.run(["tree", Self.app, "--explain-code"]).stderr
        #expect(stderr.contains("code: applied LibraryViewController.swift:35: LibraryViewController.tableView(_:viewForHeaderInSection:) adds view #4, a UIButton made in code (LibraryViewController.swift:33), to view #2 made in code\n"), "\(stderr)")
        #expect(stderr.contains("code: applied LibraryViewController.swift:42: LibraryViewController.tableView(_:viewForFooterInSection:) sets text of view #6 made in code, in the footer of section 1\n"), "\(stderr)")
        #expect(stderr.contains("code: applied GroceriesViewController.swift:16: GroceriesViewController.UITableViewDiffableDataSource cell provider fills the table: 2 sections, 3 rows\n"), "\(stderr)")
        #expect(stderr.contains("OrdersViewController.UITableViewDiffableDataSource cell provider fills the table: 1 sections, 1 rows, sample rows where the count is known only when the app runs\n"), "\(stderr)")
    }

    @Test("Constraints inside a cell made in code place its views: the name pinned to the leading edge is read before the call button added first, in every row")
    func constraintsInsideCells() throws {
        #expect(try Self.phrases("ContactsViewController") == [
            "screen: Contacts", "1. Ada", "2. Call, button", "3. Grace", "4. Call, button",
        ])
        let output = try CommandRunner.run(["tree", Self.app, "--scene", "ContactsViewController", "--explain-code"])
        #expect(output.stderr.contains("ContactCell.init constrains the trailing of view #3 made in code\n"), "\(output.stderr)")
        #expect(!output.stderr.contains("Auto Layout cannot place"), "\(output.stderr)")
    }

    @Test("A collection's section header supplementary view of the app's class is read before the items, its label and button elements of their own")
    func collectionSupplementaryView() throws {
        #expect(try Self.phrases("AlbumsGridViewController") == ["screen: Albums", "1. My albums", "2. Edit, button", "3. Summer", "4. Winter"])
    }

    @Test("A diffable data source's supplementary view provider dequeues a header through a registration whose handler sets its button's image; the audit finds the image-only button")
    func supplementaryViewProvider() throws {
        #expect(try Self.phrases("StickersViewController") == ["screen: Stickers", "1. square.and.arrow.up, button", "2. Cat", "3. Dog"])
        let output = try CommandRunner.run(["audit", Self.app])
        #expect(output.stdout.contains("""
              Stickers
                error[image-name-label] "square.and.arrow.up, button" (element 1)
            """), "\(output.stdout)")
    }

    @Test("Constraints inside a header view made in code place its views: the title pinned to the leading edge is read before the sort button added first")
    func constraintsInsideHeaderView() throws {
        #expect(try Self.phrases("ReadingListViewController") == ["screen: Reading list", "1. To read", "2. Sort, button", "3. Middlemarch"])
        let output = try CommandRunner.run(["tree", Self.app, "--scene", "ReadingListViewController", "--explain-code"])
        #expect(output.stderr.contains("ReadingListViewController.tableView(_:viewForHeaderInSection:) constrains the trailing of view #2 made in code\n"), "\(output.stderr)")
        #expect(!output.stderr.contains("constraints inside a section's header view are not solved yet"), "\(output.stderr)")
    }

    @Test("Constraints inside a collection's cell made in code place its views at the layout's item size: the name pinned to the top is read before the button added first")
    func constraintsInsideCollectionCell() throws {
        #expect(try Self.phrases("TagsViewController") == ["screen: Tags", "1. Swift", "2. Remove, button"])
        let output = try CommandRunner.run(["tree", Self.app, "--scene", "TagsViewController", "--explain-code"])
        #expect(output.stderr.contains("TagCell.init constrains the bottom of view #3 made in code\n"), "\(output.stderr)")
        #expect(!output.stderr.contains("Auto Layout cannot place"), "\(output.stderr)")
    }

    @Test("Section snapshots applied to their sections: known items make a row each, in the order appended; the app's data one sample row named by the provider's parameter")
    func sectionSnapshots() throws {
        #expect(try Self.phrases("PantryViewController") == ["screen: Pantry", "1. Rice", "2. Flour", "3. Oats", "4. ⟨name⟩"])
        let stderr = try CommandRunner.run(["tree", Self.app, "--scene", "PantryViewController", "--explain-code"]).stderr
        #expect(stderr.contains("PantryViewController.UICollectionViewDiffableDataSource cell provider fills the collection: 2 sections, 4 rows, sample rows where the count is known only when the app runs\n"), "\(stderr)")
        #expect(!stderr.contains("staples.append"), "\(stderr)")
    }

    @Test("An outline in a section snapshot: the expanded parent's children right after it, the collapsed parent's child not shown; VoiceOver says each parent's state as its value")
    func outlineChildren() throws {
        #expect(try Self.phrases("MarketViewController") == [
            "screen: Market", "1. Fruits, expanded", "2. Apple", "3. Pear", "4. Vegetables, collapsed", "5. Bread",
        ])
        let output = try CommandRunner.run(["run", Self.app, "--scene", "MarketViewController", "--speech", "off", "-c", "next; next; next"])
        #expect(output.stdout.split(separator: "\n").map(String.init) == [
            "Fruits, expanded", "> next", "Apple", "> next", "Pear", "> next", "Vegetables, collapsed",
        ], "\(output.stdout)")
        #expect(!output.stdout.contains("Leek"), "\(output.stdout)")
    }
}
