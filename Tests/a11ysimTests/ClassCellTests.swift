import Foundation
import Testing

/// Issue 28, item 3 (and issue 29's lists): cells of a class registered in code. The fixture
/// (Fixtures/ClassCellApp) builds every screen in code: the inbox's table registers `MessageCell`
/// (through a static `reuseIdentifier`) and `LoaderCell` (through `String(describing:)`), whose
/// `init(style:reuseIdentifier:)` build their views; the followers' diffable data source dequeues a
/// `FollowerCell` whose superclass, also the app's, builds its button; the photos' collection is
/// filled through a `UICollectionView.CellRegistration` and `dequeueConfiguredReusableCell`; the
/// timeline's view model, given by whoever makes the controller, sets up its diffable data source in
/// a section type's static helper; the settings' data source is the app's subclass of UIKit's,
/// dequeuing UIKit's own cell class.
@Suite("Cells of a class registered in code")
struct ClassCellTests {
    static let app = "Tests/a11ysimTests/Fixtures/ClassCellApp"

    /// The phrases of a scene's tree, frames left out.
    static func phrases(_ scene: String) throws -> [String] {
        try CommandRunner.treePhrases(app, scene: scene)
    }

    @Test("The inbox reads a sample message row built by MessageCell's initializer and configured by the data source, then the loader row's textLabel")
    func table() throws {
        #expect(try Self.phrases("InboxViewController") == [
            "screen: Inbox",
            "1. Inbox, heading",
            // configure(with:) sets the labels from data the app has only when it runs.
            "2. ⟨messages[indexPath.row].sender⟩",
            "3. Says: ⟨messages[indexPath.row].preview⟩",
            // The reply button's only name is its symbol's.
            "4. arrowshape.turn.up.left, button",
            // LoaderCell's initializer sets its textLabel.
            "5. Loading more",
        ])
    }

    @Test("The diffable data source's cell provider makes a FollowerCell: the superclass's initializer builds the follow button, the provider names the row")
    func diffable() throws {
        let phrases = try Self.phrases("FollowersViewController")
        #expect(phrases.contains("1. Follow, button"), "\(phrases)")
        #expect(phrases.contains("2. ⟨follower.name⟩"), "\(phrases)")
        #expect(phrases.count == 3, "\(phrases)")
    }

    @Test("A cell registration's handler configures the collection's cell: the PhotoCell is one element labelled from data")
    func cellRegistration() throws {
        #expect(try Self.phrases("PhotosViewController") == ["screen: Photos", "1. ⟨photo.caption⟩"])
    }

    @Test("A view model given from outside sets up the diffable data source in a helper type: a sample row per case of the item, each payload named as the case binds it")
    func viewModel() throws {
        #expect(try Self.phrases("TimelineViewController") == [
            "screen: Timeline",
            // `case .post(let post)`
            "1. Like, button", "2. Posted by ⟨post.author⟩",
            // `case let .boost(boosted)`
            "3. Like, button", "4. Posted by ⟨boosted.author⟩",
        ])
    }

    @Test("The app's subclass of a diffable data source keeps its cell provider; UIKit's own cell class registered in code shows its content configuration's text")
    func subclassedDataSource() throws {
        #expect(try Self.phrases("SettingsViewController") == ["screen: Settings", "1. Setting ⟨setting⟩"])
    }

    @Test("A registration of UIKit's own list cell: the handler's content configuration gives the item its text")
    func listCellRegistration() throws {
        #expect(try Self.phrases("AlbumsViewController") == ["screen: Albums", "1. Album ⟨album⟩"])
    }

    @Test("The audit finds the cell's unlabelled reply button at the Swift line that sets its image; without the code the lists are empty")
    func audit() throws {
        let with = try CommandRunner.run(["audit", Self.app])
        #expect(with.stdout.contains("""
              Inbox
                error[image-name-label] "arrowshape.turn.up.left, button" (element 4)
            """), "\(with.stdout)")
        #expect(with.stdout.contains("at Tests/a11ysimTests/Fixtures/ClassCellApp/MessageCell.swift:13:9"), "\(with.stdout)")
        let without = try CommandRunner.run(["audit", Self.app, "--no-code"])
        #expect(!without.stdout.contains("image-name-label"), "\(without.stdout)")
    }

    @Test("--explain-code says which initializer built each view of a cell and what the data source set on it")
    func explain() throws {
        let stderr = try CommandRunner.run(["tree", Self.app, "--explain-code"]).stderr
        #expect(stderr.contains("code: applied MessageCell.swift:14: InboxViewController.tableView(_:cellForRowAt:) → MessageCell.init adds view #3, a UILabel made in code (MessageCell.swift:7), to view #2 made in code\n"), "\(stderr)")
        #expect(stderr.contains("code: applied MessageCell.swift:32: InboxViewController.tableView(_:cellForRowAt:) → configure(with:) sets text of view #3 made in code, in each row's MessageCell (with data known only when the app runs)\n"), "\(stderr)")
        #expect(stderr.contains("code: applied FollowersViewController.swift:32: FollowersViewController.UITableViewDiffableDataSource cell provider → FollowerCell.init → FollowButtonCell.init adds view #3, a UIButton made in code"), "\(stderr)")
        #expect(stderr.contains("code: applied PhotosViewController.swift:43: PhotosViewController.UICollectionViewDiffableDataSource cell provider → configure(with:) sets accessibilityLabel of each row's PhotoCell (with data known only when the app runs)\n"), "\(stderr)")
        // Constraints inside a cell made in code are not solved: said once per statement.
        #expect(stderr.contains("code: not applicable MessageCell.swift:19: InboxViewController.tableView(_:cellForRowAt:) → MessageCell.init: constraints inside a cell are not solved yet; the cell's views stand where the automatic layout estimates them\n"), "\(stderr)")
    }
}
