import Testing
import SwiftCodeReader
@testable import SwiftInterpreter

/// The arms of an unknown condition run from the same state and are merged by what each wrote
/// (Interpreter+Explore): a value one arm changed and another left is one of the two, in the arms'
/// order, for the class's properties, an instance's fields and locals alike, at any depth.
@Suite("Unknown conditions: arms merged by what they wrote")
struct ExploreTests {
    @Test("A property one arm sets and the other leaves is either: the label set from it is known on some paths")
    func oneArmWrites() throws {
        let code = try #require(TestApp.run("""
            final class ProfileViewController: UIViewController {
                @IBOutlet var nameLabel: UILabel!
                @IBOutlet var roleLabel: UILabel!
                private var name = "Guest"
                private var role = "Reader"
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if user.isSignedIn { name = "Member" } else { refresh() }
                    if user.isEditor { refresh() } else { role = "Editor" }
                    nameLabel.text = name
                    roleLabel.text = role
                }
                func refresh() {}
            }
            """, "ProfileViewController"))
        #expect(code.setupTexts == ["nameLabel text = Member", "roleLabel text = Reader"])
        #expect(code.setup.map(\.unknownOrigin) == ["one of 2 values", "one of 2 values"])
    }

    @Test("An instance's field and a local changed in a nested arm are merged with the outer arms'")
    func nestedArms() throws {
        let code = try #require(TestApp.run("""
            struct Badge { var title = "New" }
            final class InboxViewController: UIViewController {
                @IBOutlet var badgeLabel: UILabel!
                @IBOutlet var countLabel: UILabel!
                private var badge = Badge()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var count = "None"
                    if inbox.hasMail {
                        if inbox.isUrgent { badge.title = "Urgent"; count = "Some" }
                    } else {
                        badge.title = "Empty"
                    }
                    badgeLabel.text = badge.title
                    countLabel.text = count
                }
            }
            """, "InboxViewController"))
        #expect(code.setupTexts == ["badgeLabel text = Urgent", "countLabel text = Some"])
        #expect(code.setup.map(\.unknownOrigin) == ["one of 3 values", "one of 2 values"])
    }

    @Test("A dictionary undoes an arm's writes, nested arms inside it, and gives back what the arm left")
    func journal() {
        var dictionary = JournaledDictionary<String, Int>()
        dictionary["kept"] = 1
        dictionary["changed"] = 2
        dictionary.beginArm()
        dictionary["changed"] = 3
        dictionary["added"] = 4
        dictionary.beginArm()
        dictionary["kept"] = 5
        dictionary["changed"] = nil
        let inner = dictionary.undoArm()
        let innerLeft: [String: Int?] = ["kept": 5, "changed": nil]
        #expect(inner == innerLeft)
        #expect(dictionary["kept"] == 1 && dictionary["changed"] == 3)
        dictionary["kept", default: 0] += 10
        let outer = dictionary.undoArm()
        let outerLeft: [String: Int?] = ["changed": 3, "added": 4, "kept": 11]
        #expect(outer == outerLeft)
        #expect(dictionary.dictionary == ["kept": 1, "changed": 2])
        #expect(!dictionary.isJournaling)
        #expect(dictionary.value("added", leftBy: outer) == 4 && dictionary.value("kept", leftBy: [:]) == 1)
    }
}
