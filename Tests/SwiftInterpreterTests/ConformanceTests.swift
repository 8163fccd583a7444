import Testing
@testable import SwiftInterpreter

/// Members found as Swift finds them (docs/code.md, "When code runs"): protocol extensions with
/// their `where Self:` clauses, inherited protocols, and the app's extensions of UIKit's classes.
@Suite("Protocol extensions and extensions of UIKit's classes")
struct ConformanceTests {
    @Test("A table view controller runs UIViewController's extension and an inherited protocol's default; a constrained extension for views is passed over")
    func lookup() throws {
        let code = try #require(TestApp.run("""
            protocol Titled {}
            protocol Screen: Titled {}
            extension Titled where Self: UIView { func applyTitle() { header.text = "View" } }
            extension Titled where Self: UIViewController { func applyTitle() { header.text = "List" } }
            extension UIViewController { func labelBack() { backButton.accessibilityLabel = "Back" } }
            final class ListViewController: UITableViewController, Screen {
                @IBOutlet weak var header: UILabel!
                @IBOutlet weak var backButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    applyTitle()
                    labelBack()
                }
            }
            """, "ListViewController"))
        #expect(code.setupTexts == ["header text = List", "backButton accessibilityLabel = Back"], "\(code.setupTexts)")
    }

    @Test("A static property of a protocol extension names the conforming type")
    func staticProperty() throws {
        let code = try #require(TestApp.run("""
            protocol Reusable {}
            extension Reusable { static var reuseIdentifier: String { String(describing: self) } }
            final class ContactCell: UITableViewCell, Reusable {}
            final class ContactsViewController: UIViewController {
                @IBOutlet weak var header: UILabel!
                override func viewDidLoad() {
                    header.text = ContactCell.reuseIdentifier
                }
            }
            """, "ContactsViewController"))
        #expect(code.setupTexts == ["header text = ContactCell"], "\(code.setupTexts)")
    }

    @Test("An extension's method of UIKit's name with other labels does not stand in for UIKit's")
    func labels() throws {
        let code = try #require(TestApp.run("""
            extension UIViewController {
                func dismiss(reason: String) { UIAccessibility.post(notification: .announcement, argument: reason) }
            }
            final class SheetViewController: UIViewController {
                override func viewDidLoad() {
                    dismiss(animated: true)
                    dismiss(reason: "Closed")
                }
            }
            """, "SheetViewController"))
        #expect(code.setupTexts == ["dismiss", "post announcement text(\"Closed\")"], "\(code.setupTexts)")
    }

    @Test("A controller descending from a library's class takes a default constrained to UIViewController: the compiler accepted the call")
    func librarySuperclass() throws {
        let code = try #require(TestApp.run("""
            protocol Titled {}
            extension Titled where Self: UIViewController { func applyTitle() { header.text = "Chat" } }
            final class ChatViewController: MessageViewController, Titled {
                @IBOutlet weak var header: UILabel!
                override func viewDidLoad() { applyTitle() }
            }
            """, "ChatViewController"))
        #expect(code.setupTexts == ["header text = Chat"], "\(code.setupTexts)")
    }
}
