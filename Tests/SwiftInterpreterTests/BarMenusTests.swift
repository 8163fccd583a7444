import Testing
@testable import SwiftInterpreter

/// Submenus, menus on bar button items and title views made in code (docs/code.md, "Actions and
/// menus" and "Bar button items made in code").
@Suite("Submenus, bar item menus and title views in code")
struct BarMenusTests {
    @Test("A UIMenu child is a submenu with its own items, each handler run as a method; a .displayInline child's items are the parent's, in place")
    func submenus() throws {
        let code = try #require(TestApp.run("""
            final class FilesViewController: UIViewController {
                @IBOutlet weak var sortButton: UIButton!
                override func viewDidLoad() {
                    sortButton.menu = UIMenu(title: "Sort by", children: [
                        UIAction(title: "Name") { _ in },
                        UIMenu(title: "Date", children: [
                            UIAction(title: "Newest") { _ in UIAccessibility.post(notification: .announcement, argument: "Newest") },
                            UIAction(title: "Oldest") { _ in },
                        ]),
                        UIMenu(title: "", options: .displayInline, children: [UIAction(title: "Reset") { _ in }]),
                        UIMenu(title: "Group", options: [.displayInline], children: [UIAction(title: "Size") { _ in }]),
                    ])
                }
            }
            """, "FilesViewController"))
        #expect(code.setupTexts == ["sortButton menu = Sort by: Name,Date(Newest,Oldest),Reset,Size"], "\(code.setupTexts)")
        let newest = "UIAction \"Newest\" (FilesViewController.swift:7:17)"
        #expect(code.methods[newest]?.steps.map(\.text) == ["post announcement text(\"Newest\")"], "\(code.methods.keys.sorted())")
    }

    @Test("A submenu whose items load as the app runs (UIDeferredMenuElement) stays an item whose items are not modelled, saying so")
    func deferredSubmenu() throws {
        let code = try #require(TestApp.run("""
            final class HomeViewController: UIViewController {
                @IBOutlet weak var timelineButton: UIButton!
                override func viewDidLoad() {
                    let lists = UIMenu(title: "Lists", children: [UIDeferredMenuElement.uncached { callback in callback([]) }])
                    let tags = UIMenu(title: "Tags", children: [UIDeferredMenuElement.uncached { callback in callback([]) }])
                    timelineButton.menu = UIMenu(children: [UIAction(title: "Following") { _ in }, UIMenu(title: "", options: .displayInline, children: [lists, tags])])
                }
            }
            """, "HomeViewController"))
        #expect(code.setupTexts == ["timelineButton menu = : Following,Lists,Tags"], "\(code.setupTexts)")
        #expect(code.skipped.contains { $0.reason.contains("calls uncached on a value the interpreter cannot follow") }, "\(code.skipped)")
        #expect(code.skipped.contains { $0.reason.contains("partly left alone: the items of the submenus Lists (the interpreter cannot tell them), Tags (the interpreter cannot tell them) are not modelled") }, "\(code.skipped)")
    }

    @Test("Submenus deeper than InterpreterLimits.maximumMenuDepth are items whose items are not read, saying so")
    func depthLimit() throws {
        let nested = (0..<12).reduce(#"UIAction(title: "Go") { _ in }"#) { inner, _ in #"UIMenu(title: "Level", children: [\#(inner)])"# }
        let code = try #require(TestApp.run("""
            final class DeepViewController: UIViewController {
                @IBOutlet weak var button: UIButton!
                override func viewDidLoad() {
                    button.menu = \(nested)
                }
            }
            """, "DeepViewController"))
        let limit = InterpreterLimits.maximumMenuDepth
        let expected = String(repeating: "Level(", count: limit) + "Level" + String(repeating: ")", count: limit)
        #expect(code.setupTexts == ["button menu = Level: " + expected], "\(code.setupTexts)")
        #expect(code.skipped.contains { $0.reason.contains("the items of the submenus Level (nested deeper than \(limit) menus) are not modelled") }, "\(code.skipped)")
    }

    @Test("A bar button item's menu and primary action, from its initializer or set before it is placed, are kept with the item, and the handlers run as methods")
    func barItemMenus() throws {
        let code = try #require(TestApp.run("""
            final class FilesViewController: UIViewController {
                override func viewDidLoad() {
                    let sort = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil, menu: UIMenu(title: "Sort by", children: [
                        UIAction(title: "Name") { _ in UIAccessibility.post(notification: .announcement, argument: "By name") },
                    ]))
                    let more = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), style: .plain, target: nil, action: nil)
                    more.menu = UIMenu(children: [UIAction(title: "Select") { _ in }])
                    let search = UIBarButtonItem(systemItem: .search, primaryAction: UIAction { _ in }, menu: UIMenu(children: [UIAction(title: "Recent") { _ in }]))
                    let filter = UIBarButtonItem()
                    filter.primaryAction = UIAction(title: "Filter") { _ in }
                    filter.menu = UIMenu(children: [UIAction(title: "Unread") { _ in }])
                    let picker = UIButton(type: .system)
                    picker.setTitle("Home", for: .normal)
                    picker.menu = UIMenu(children: [UIAction(title: "Local") { _ in }])
                    picker.showsMenuAsPrimaryAction = true
                    navigationItem.leftBarButtonItem = UIBarButtonItem(customView: picker)
                    navigationItem.rightBarButtonItems = [sort, more, search, filter]
                }
            }
            """, "FilesViewController"))
        let placed = try #require(code.setupTexts.first { $0.hasPrefix("self rightBarButtonItems = ") })
        #expect(placed.hasPrefix("self rightBarButtonItems = Sort menu Sort by: Name; ellipsis.circle menu : Select; search → UIAction (FilesViewController.swift:8:"), "\(placed)")
        #expect(placed.contains("menu : Recent; Filter → UIAction \"Filter\" (FilesViewController.swift:10:"), "\(placed)")
        #expect(placed.hasSuffix("menu : Unread"), "\(placed)")
        #expect(code.setupTexts.contains("self leftBarButtonItems = Home menu : Local"), "a custom button showing its menu as its primary action: \(code.setupTexts)")
        let name = "UIAction \"Name\" (FilesViewController.swift:4:13)"
        #expect(code.methods[name]?.steps.map(\.text) == ["post announcement text(\"By name\")"], "\(code.methods.keys.sorted())")
    }

    @Test("navigationItem.titleView = a view made in code places it; an outlet's view or nil is left alone, saying why")
    func titleViews() throws {
        let code = try #require(TestApp.run("""
            final class ChatViewController: UIViewController {
                @IBOutlet weak var header: UIView!
                override func viewDidLoad() {
                    title = "Chat"
                    let label = UILabel()
                    label.text = "Ada"
                    navigationItem.titleView = label
                }
                override func viewWillAppear(_ animated: Bool) {
                    navigationItem.titleView = header
                    navigationItem.titleView = nil
                }
            }
            """, "ChatViewController"))
        #expect(code.setupTexts.contains("self adds UILabel#1 titleView"), "\(code.setupTexts)")
        #expect(code.setupTexts.contains("view #1 made in code text = Ada"), "\(code.setupTexts)")
        #expect(code.skipped.contains { $0.reason.contains("sets navigationItem.titleView to a view the code did not make here") }, "\(code.skipped)")
        #expect(code.skipped.contains { $0.reason.contains("sets navigationItem.titleView to nil, which is not modelled") }, "\(code.skipped)")
    }

    @Test("A title view set by the app's own extension of UINavigationItem is placed, and what the code sets on it through titleView counts")
    func navigationItemExtension() throws {
        let code = try #require(TestApp.read(["RepoViewController.swift": """
            final class RepoViewController: UIViewController {
                override func viewDidLoad() {
                    navigationItem.configure(title: "GitHawk", subtitle: "rnystrom", accessibilityLabel: "Repository GitHawk by rnystrom")
                }
            }
            """, "UINavigationItem+TitleSubtitle.swift": """
            extension UINavigationItem {
                func configure(title: String?, subtitle: String?, accessibilityLabel: String? = nil) {
                    guard let title = title else { return }
                    let label = UILabel()
                    label.numberOfLines = 0
                    label.text = title + "\\n" + (subtitle ?? "")
                    titleView = label
                    if let accessibilityLabel = accessibilityLabel {
                        titleView?.accessibilityLabel = accessibilityLabel
                    }
                }
            }
            """]).classes["RepoViewController"]?.first)
        #expect(code.setupTexts.contains("self adds UILabel#1 titleView"), "\(code.setupTexts) \(code.skipped)")
        #expect(code.setupTexts.contains("view #1 made in code accessibilityLabel = Repository GitHawk by rnystrom"), "\(code.setupTexts)")
    }
}
