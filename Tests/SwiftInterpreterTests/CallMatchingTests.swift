import Testing
import SwiftCodeReader
import SwiftInterpreter

/// Issue 29 (GitHawk's lists): how calls reach the app's code. An initializer's arguments meet its
/// parameters by label, a superclass named with generic arguments is the app's class, and `map`
/// over a collection that differs by path runs its closure once with a sample element.
@Suite("Calls matched as Swift matches them")
struct CallMatchingTests {
    @Test("An initializer call that leaves out a defaulted parameter gives the next argument to its own parameter: Inbox, Default")
    func labelledInitializerArguments() throws {
        let code = try #require(TestApp.run("""
            final class Feed {
                let title: String
                let subtitle: String
                init(owner: UIViewController, subtitle: String = "Default", title: String = "None") {
                    self.title = title
                    self.subtitle = subtitle
                }
            }
            final class FeedViewController: UIViewController {
                @IBOutlet var titleLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let feed = Feed(owner: self, title: "Inbox")
                    titleLabel.text = "\\(feed.title), \\(feed.subtitle)"
                }
            }
            """, "FeedViewController"))
        #expect(code.setupTexts == ["titleLabel text = Inbox, Default"])
    }

    @Test("A controller whose superclass is named with generic arguments runs that superclass's viewDidLoad, with its own override")
    func genericSuperclass() throws {
        let code = try #require(TestApp.run("""
            class BaseListViewController<Page>: UIViewController {
                @IBOutlet var titleLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.text = heading()
                }
                func heading() -> String { return "Base" }
            }
            final class MilestonesViewController: BaseListViewController<String> {
                override func heading() -> String { return "Milestones" }
            }
            """, "MilestonesViewController"))
        #expect(code.setupTexts == ["titleLabel text = Milestones"])
    }

    @Test("map over a collection another object may set runs its closure once, with a sample element")
    func mapOverCollectionThatDiffersByPath() throws {
        let code = try #require(TestApp.run("""
            final class TagsViewController: UIViewController {
                @IBOutlet var tagsLabel: UILabel!
                var tags: [String] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    _ = tags.map { tag in tagsLabel.text = "Tag \\(tag)" }
                }
            }
            """, "TagsViewController"))
        #expect(code.setupTexts == ["tagsLabel text = Tag ⟨element of tags⟩"])
    }
}
