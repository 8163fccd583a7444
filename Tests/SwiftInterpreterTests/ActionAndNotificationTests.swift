import Testing
@testable import SwiftInterpreter

/// `UIAction` handlers and `NotificationCenter` handlers (docs/code.md, "Actions and menus",
/// "Notifications").
@Suite("UIAction and NotificationCenter handlers")
struct ActionAndNotificationTests {
    @Test("addAction adds a target-action whose handler is a method of its own; an alert's action is left alone")
    func addAction() throws {
        let code = try #require(TestApp.run("""
            final class EditorViewController: UIViewController {
                @IBOutlet weak var doneButton: UIButton!
                override func viewDidLoad() {
                    doneButton.addAction(UIAction(title: "Finish") { _ in
                        UIAccessibility.post(notification: .announcement, argument: "Done")
                    }, for: .primaryActionTriggered)
                    let alert = UIAlertController(title: "Oops", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                }
            }
            """, "EditorViewController"))
        let selector = "UIAction \"Finish\" (EditorViewController.swift:4:30)"
        #expect(code.setupTexts == ["doneButton addTarget \(selector) primaryActionTriggered"], "\(code.setupTexts)")
        #expect(code.methods[selector]?.steps.map(\.text) == ["post announcement text(\"Done\")"], "\(code.methods)")
        #expect(code.skipped.contains { $0.reason.contains("calls addAction with a value other than a UIAction") }, "\(code.skipped)")
    }

    @Test("A post runs the handlers registered for its name in the setup; every post is a fact for other objects' handlers")
    func notifications() throws {
        let code = try #require(TestApp.run("""
            final class FeedViewController: UIViewController {
                @IBOutlet weak var status: UILabel!
                override func viewDidLoad() {
                    NotificationCenter.default.addObserver(self, selector: #selector(refreshed), name: NSNotification.Name("feedRefreshed"), object: nil)
                    NotificationCenter.default.post(name: Notification.Name(rawValue: "feedRefreshed"), object: nil)
                    NotificationCenter.default.post(name: .somethingElse, object: nil)
                }
                @objc func refreshed() { status.text = "Up to date" }
            }
            """, "FeedViewController"))
        #expect(code.setupTexts == ["status text = Up to date", "posts feedRefreshed", "posts somethingElse"], "\(code.setupTexts)")
        #expect(code.notificationHandlers["feedRefreshed"]?.steps.map(\.text) == ["status text = Up to date"], "\(code.notificationHandlers)")
    }

    @Test("A primary action with an empty title gives the button its image, as UIKit does")
    func primaryActionImage() throws {
        let code = try #require(TestApp.run("""
            final class ToolbarViewController: UIViewController {
                override func viewDidLoad() {
                    let share = UIButton(primaryAction: UIAction(title: "", image: UIImage(systemName: "square.and.arrow.up")) { _ in })
                    view.addSubview(share)
                }
            }
            """, "ToolbarViewController"))
        #expect(code.setupTexts.contains("view #3 made in code image = square.and.arrow.up"), "\(code.setupTexts)")
        #expect(!code.setupTexts.contains { $0.contains("title =") }, "\(code.setupTexts)")
    }
}

/// Menus made in code (docs/code.md, "Actions and menus").
@Suite("Menus made in code")
struct MenuCodeTests {
    @Test("button.menu = UIMenu(...) keeps the title and items, each item's handler run as a method; showsMenuAsPrimaryAction is a fact")
    func menu() throws {
        let code = try #require(TestApp.run("""
            final class FilesViewController: UIViewController {
                @IBOutlet weak var sortButton: UIButton!
                @IBOutlet weak var statusLabel: UILabel!
                override func viewDidLoad() {
                    sortButton.menu = UIMenu(title: "Sort by", children: [
                        UIAction(title: "Name") { _ in self.statusLabel.text = "Sorted by name" },
                        UIMenu(title: "More", children: []),
                    ])
                    sortButton.showsMenuAsPrimaryAction = true
                }
            }
            """, "FilesViewController"))
        // More is a submenu with no items (Tests/SwiftInterpreterTests/BarMenusTests.swift has submenus).
        #expect(code.setupTexts == ["sortButton menu = Sort by: Name,More()", "sortButton showsMenuAsPrimaryAction = true"], "\(code.setupTexts)")
        let selector = "UIAction \"Name\" (FilesViewController.swift:6:13)"
        #expect(code.methods[selector]?.steps.map(\.text) == ["statusLabel text = Sorted by name"], "\(code.methods.keys.sorted())")
    }

    @Test("A context menu added with addInteraction is left alone with the reason")
    func contextMenu() throws {
        let code = try #require(TestApp.run("""
            final class PhotoViewController: UIViewController {
                @IBOutlet weak var photo: UIImageView!
                override func viewDidLoad() {
                    photo.addInteraction(UIContextMenuInteraction(delegate: self))
                }
            }
            """, "PhotoViewController"))
        #expect(code.skipped.contains { $0.reason.contains("adds a context menu (UIContextMenuInteraction); a context menu is not modelled: VoiceOver's double-tap-and-hold") }, "\(code.skipped)")
    }

    @Test("A menu whose items are known only when the app runs is left alone, saying so")
    func unknownItems() throws {
        let code = try #require(TestApp.run("""
            final class FilesViewController: UIViewController {
                @IBOutlet weak var sortButton: UIButton!
                override func viewDidLoad() {
                    sortButton.menu = UIMenu(title: "Sort by", children: viewModel.sortActions)
                }
            }
            """, "FilesViewController"))
        #expect(!code.setupTexts.contains { $0.contains("menu") }, "\(code.setupTexts)")
        #expect(code.skipped.contains { $0.reason.contains("sets a menu with an item the interpreter cannot tell") || $0.reason.contains("sets a menu whose items") }, "\(code.skipped)")
    }
}
