import Foundation
import Testing

/// Issue 28, item 3: a storyboard's prototype table as the app's data source fills it. The fixture
/// (Fixtures/TableCodeApp) has two shortcuts from a known array (basic cells), then the episodes the
/// app loads (a count known only when it runs), each an `EpisodeCell` whose title the data source
/// sets and whose duration and image-only play button its `configure(with:)` fills.
@Suite("Tables filled by the app's data source")
struct DataSourceTableTests {
    static let app = "Tests/a11ysimTests/Fixtures/TableCodeApp"

    @Test("The tree reads the known rows, the section header, and a sample row with ⟨…⟩ data beside the prototype's static text")
    func tree() throws {
        let output = try CommandRunner.run(["tree", Self.app])
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map { $0.split(separator: "{").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? "" }
        #expect(Array(lines.prefix(8)) == [
            "screen: Episodes",
            "1. Downloads", "2. Queue", "3. Latest, heading",
            "4. ⟨episodes[indexPath.row].title: “Episode title”⟩",
            "5. Play ⟨episodes[indexPath.row].title⟩, button",
            "6. New",
            "7. ⟨episodes[indexPath.row].duration⟩",
        ], "\(output.stdout)")
        // One sample row for the episodes, whose count is known only when the app runs.
        #expect(lines.filter { $0.hasSuffix(". New") }.count == 1, "\(output.stdout)")
        #expect(lines.count == 8, "\(output.stdout)")
        // The prototype's sample text shows only as the sample of the data that replaces it (docs/code.md, "Sample text").
        #expect(output.stdout.components(separatedBy: "Episode title").count - 1 == 1, "\(output.stdout)")
    }

    @Test("The transcript walks from the shortcuts into the sample rows")
    func transcript() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c", "next; next; next; next"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("> next\nQueue\n> next\nLatest, heading\n> next\n⟨episodes[indexPath.row].title: “Episode title”⟩\n> next\nPlay ⟨episodes[indexPath.row].title⟩, button"), "\(output.stdout)")
    }

    @Test("The play button the cell labels in configure(with:) is no longer reported; without the code it is, and no name is ambiguous")
    func audit() throws {
        let with = try CommandRunner.run(["audit", Self.app])
        #expect(with.stdout.contains("0 findings"), "\(with.stdout)")
        let without = try CommandRunner.run(["audit", Self.app, "--no-code"])
        #expect(without.stdout.contains("error[image-name-label] \"play.circle, button\""), "\(without.stdout)")
    }

    @Test("--explain-code accounts for the data source's statements, once each, with the route through the cell's method")
    func explain() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--explain-code"])
        let stderr = output.stderr
        #expect(stderr.contains("code: applied EpisodesViewController.swift:23: EpisodesViewController.tableView(_:cellForRowAt:) sets text of cell.textLabel in each row\n"), "\(stderr)")
        #expect(stderr.contains("code: applied EpisodesViewController.swift:28: EpisodesViewController.tableView(_:cellForRowAt:) sets text of cell.titleLabel in each row (with data known only when the app runs)"), "\(stderr)")
        #expect(stderr.contains("code: applied EpisodeCell.swift:16: EpisodesViewController.tableView(_:cellForRowAt:) → configure(with:) sets accessibilityLabel of cell.playButton in each row (with data known only when the app runs)"), "\(stderr)")
        #expect(stderr.contains("EpisodesViewController.tableView(_:cellForRowAt:) fills the table: 2 sections, 3 rows, sample rows where the count is known only when the app runs"), "\(stderr)")
        #expect(stderr.contains("code: left alone EpisodesViewController.swift:30: EpisodesViewController.tableView(_:cellForRowAt:): left alone: analytics.track(\"shown\")"), "\(stderr)")
        #expect(stderr.contains("code: 2 classes read, 0 named but not found; 5 statements applied, 0 not applicable, 1 left alone, 5 understood with nothing to act on"), "\(stderr)")
    }

    @Test("A collection's data source: two items from a known array, each prototype copy labelled by the cell's method; the audit passes the heart buttons")
    func collection() throws {
        let app = "Tests/a11ysimTests/Fixtures/CollectionCodeApp"
        let tree = try CommandRunner.run(["tree", app])
        #expect(tree.status == 0, "\(tree.stderr)")
        let lines = tree.stdout.split(separator: "\n").map { $0.split(separator: "{").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? "" }
        #expect(lines == ["screen: Album", "1. Like Beach, button", "2. Like Forest, button", "3. Beach", "4. Forest"], "\(tree.stdout)")
        let with = try CommandRunner.run(["audit", app])
        #expect(with.stdout.contains("0 findings"), "\(with.stdout)")
        let without = try CommandRunner.run(["audit", app, "--no-code"])
        #expect(without.stdout.contains("error[image-name-label] \"heart, button\""), "\(without.stdout)")
    }
}
