import Testing
@testable import SwiftInterpreter

/// Menu elements' states and attributes, and outline places with their section snapshot handlers
/// (docs/code.md, "Actions and menus" and "Tables and collections").
@Suite("Menu elements and outline places")
struct MenuElementsTests {
    @Test("A UIAction's state, attributes, subtitle and discoverability title, given or set afterwards; a UICommand's selector; a single-selection group; an unknown state left alone")
    func menuElements() throws {
        let code = try #require(TestApp.run("""
            final class FilesViewController: UIViewController {
                @IBOutlet weak var sortButton: UIButton!
                override func viewDidLoad() {
                    let hidden = UIAction(title: "Hidden Files") { _ in }
                    hidden.state = .on
                    sortButton.menu = UIMenu(title: "Sort by", children: [
                        hidden,
                        UIAction(title: "Archive", subtitle: "Old mail", discoverabilityTitle: "Moves it", attributes: [.disabled, .destructive]) { _ in },
                        UIAction(title: "Tags", state: model.tagState) { _ in },
                        UICommand(title: "Refresh", action: #selector(refresh)),
                        UIMenu(title: "", options: [.displayInline, .singleSelection], children: [
                            UIAction(title: "Icons", state: .on) { _ in }, UIAction(title: "List", attributes: .keepsMenuPresented) { _ in },
                        ]),
                    ])
                    sortButton.changesSelectionAsPrimaryAction = true
                }
                @objc func refresh() {}
            }
            """, "FilesViewController"))
        let menu = try #require(code.setup.lazy.compactMap { step -> CodeMenu? in
            if case .set(_, .menu(let menu)) = step.action { return menu }
            return nil
        }.first)
        #expect(menu.items.map(\.title) == ["Hidden Files", "Archive", "Tags", "Refresh", "Icons", "List"])
        #expect(menu.items.map(\.state) == ["on", nil, nil, nil, "on", nil])
        #expect(menu.items[1].attributes == ["disabled", "destructive"])
        #expect(menu.items[1].subtitle == "Old mail" && menu.items[1].discoverabilityTitle == "Moves it")
        #expect(menu.items[5].attributes == ["keepsMenuPresented"])
        #expect(menu.items[3].selector == "refresh")
        #expect(menu.items.map(\.selectionGroup) == [nil, nil, nil, nil, 1, 1])
        #expect(code.setupTexts.contains("sortButton changesSelectionAsPrimaryAction = true"), "\(code.setupTexts)")
        #expect(!code.skipped.contains { $0.reason.contains("hidden.state") }, "\(code.skipped)")
        #expect(code.skipped.contains { $0.reason.contains("partly left alone: the state of the menu item Tags is a value the interpreter cannot tell (model.tagState)") }, "\(code.skipped)")
    }

    @Test("Every item of an outline is a row with its level and state, a collapsed parent's children too; each parent's rows carry what willExpandItem and willCollapseItem do")
    func outlinePlaces() throws {
        let code = try #require(TestApp.run("""
            final class FoldersViewController: UIViewController {
                enum Section { case folders }
                private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                private var dataSource: UICollectionViewDiffableDataSource<Section, String>!
                override func viewDidLoad() {
                    view.addSubview(collectionView)
                    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, name in
                        var content = cell.defaultContentConfiguration()
                        content.text = name
                        cell.contentConfiguration = content
                        cell.accessories = [.outlineDisclosure()]
                    }
                    dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, name in
                        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
                    }
                    dataSource.sectionSnapshotHandlers.willExpandItem = { name in
                        UIAccessibility.post(notification: .announcement, argument: "Opening \\(name)")
                    }
                    var folders = NSDiffableDataSourceSectionSnapshot<String>()
                    folders.append(["Inbox", "Archive"])
                    folders.append(["Unread"], to: "Inbox")
                    folders.append(["2025"], to: "Archive")
                    folders.expand(["Inbox"])
                    dataSource.apply(folders, to: .folders, animatingDifferences: false)
                }
            }
            """, "FoldersViewController"))
        let rows = try #require(code.tables.first?.sections.first?.rows)
        #expect(rows.map { $0.outline?.level } == [0, 1, 0, 1])
        #expect(rows.map { $0.outline?.isExpanded } == [true, nil, false, nil])
        #expect(rows.map { $0.outline?.showsDisclosure } == [true, false, true, false])
        #expect(rows[2].outline?.willExpand.map(\.text) == ["post announcement text(\"Opening Archive\")"], "\(rows[2].outline?.willExpand.map(\.text) ?? [])")
        #expect(rows[2].outline?.willCollapse.isEmpty == true)
    }
}
