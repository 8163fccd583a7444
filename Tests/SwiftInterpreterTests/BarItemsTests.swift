import Testing
@testable import SwiftInterpreter

/// Bar button items made in code (docs/code.md, "Bar button items made in code").
@Suite("Bar button items made in code")
struct BarItemsTests {
    @Test("Every initializer keeps what VoiceOver reads and the action; each way of placing items is one fact")
    func forms() throws {
        let code = try #require(TestApp.run("""
            final class ItemsViewController: UIViewController {
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItems = [
                        UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped)),
                        UIBarButtonItem(image: UIImage(named: "ic_share"), style: .plain, target: self, action: #selector(shareTapped)),
                    ]
                    let done = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(doneTapped))
                    navigationItem.setLeftBarButton(done, animated: false)
                    let filter = UIButton(type: .system)
                    filter.setTitle("Filter", for: .normal)
                    let item = UIBarButtonItem(customView: filter)
                    item.accessibilityLabel = "Filter items"
                    setToolbarItems([item, UIBarButtonItem(title: "Edit", image: nil, primaryAction: UIAction { _ in }, menu: nil)], animated: false)
                    navigationItem.titleView = UIView()
                    navigationItem.backBarButtonItem = UIBarButtonItem(title: "Items", style: .plain, target: nil, action: nil)
                }
                @objc func addTapped() { UIAccessibility.post(notification: .announcement, argument: "Item added") }
                @objc func shareTapped() {}
                @objc func doneTapped() {}
            }
            """, "ItemsViewController"))
        #expect(code.setupTexts.contains("self rightBarButtonItems = add → addTapped; ic_share → shareTapped"), "\(code.setupTexts)")
        #expect(code.setupTexts.contains("self leftBarButtonItems = Done → doneTapped"), "\(code.setupTexts)")
        #expect(code.setupTexts.contains { $0.hasPrefix("self toolbarItems = Filter label Filter items; Edit → UIAction (ItemsViewController.swift:") }, "\(code.setupTexts)")
        #expect(code.methods["addTapped"]?.steps.map(\.text) == ["post announcement text(\"Item added\")"], "\(code.methods.keys.sorted())")
        #expect(code.setupTexts.contains { $0.hasPrefix("self adds UIView#") && $0.hasSuffix(" titleView") }, "\(code.setupTexts)")
        #expect(code.setupTexts.contains("self backBarButtonItem = Items"), "\(code.setupTexts)")
    }
}
