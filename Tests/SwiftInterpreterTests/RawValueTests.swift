import SwiftCodeReader
import SwiftInterpreter
import Testing

/// `init(rawValue:)` of the app's enums, and type names nested in the class run looked up before the
/// top level (docs/code.md, "The value model"): a table filled section by section reads each section's
/// own rows.
@Suite("Interpreter: init(rawValue:) of the app's enums and types nested in the class")
struct RawValueTests {
    /// The labels `awakeFromNib` sets on some path, with `declaration` before the view class.
    static func labels(_ declaration: String, _ body: String) -> [String] {
        guard let code = TestApp.run("""
        \(declaration)
        class A: UIView {
            var tag2: Int = 0
            override func awakeFromNib() {
                \(body)
            }
        }
        """, "A") else { return ["no class"] }
        return code.setupTexts.filter { $0.hasPrefix("self accessibilityLabel") }
    }

    /// A switch on `Kind(rawValue: argument)` setting the label to the case's name, "nil" or "other".
    static func switchLabels(_ declaration: String, _ argument: String) -> [String] {
        labels(declaration, """
        switch Kind(rawValue: \(argument)) {
                case .some(.first): accessibilityLabel = "first"
                case .third: accessibilityLabel = "third"
                case .none: accessibilityLabel = "nil"
                default: accessibilityLabel = "other"
                }
        """)
    }

    @Test("An Int enum's known raw value gives its case (counted as Swift counts them), an unmatched one nil")
    func integerRawValues() {
        let counted = "enum Kind: Int { case first, second = 5, third }"
        #expect(Self.switchLabels(counted, "0") == ["self accessibilityLabel = first"])
        #expect(Self.switchLabels(counted, "6") == ["self accessibilityLabel = third"])
        #expect(Self.switchLabels(counted, "5") == ["self accessibilityLabel = other"])
        #expect(Self.switchLabels(counted, "1") == ["self accessibilityLabel = nil"])
    }

    @Test("A String enum's raw value (its name unless given) gives its case; an unmatched one nil")
    func stringRawValues() {
        let named = "enum Kind: String { case first, second = \"2nd\", third = \"3rd\" }"
        #expect(Self.switchLabels(named, "\"first\"") == ["self accessibilityLabel = first"])
        #expect(Self.switchLabels(named, "\"3rd\"") == ["self accessibilityLabel = third"])
        #expect(Self.switchLabels(named, "\"third\"") == ["self accessibilityLabel = nil"])
    }

    @Test("An Int enum's rawValue compares equal to its number, not to another")
    func rawValueComparedWithNumber() {
        let counted = "enum Kind: Int { case first, second = 5, third }"
        #expect(Self.labels(counted, "if Kind.third.rawValue == 6 { accessibilityLabel = \"six\" } else { accessibilityLabel = \"other\" }")
                == ["self accessibilityLabel = six"])
        #expect(Self.labels(counted, "if 5 == Kind.third.rawValue { accessibilityLabel = \"five\" } else { accessibilityLabel = \"other\" }")
                == ["self accessibilityLabel = other"])
    }

    @Test("An unknown raw value, or an enum whose raw values are not plain literals, leaves the case unknown: every arm is a path")
    func unknownRawValues() {
        let every = ["self accessibilityLabel = first", "self accessibilityLabel = third", "self accessibilityLabel = nil", "self accessibilityLabel = other"]
        #expect(Set(Self.switchLabels("enum Kind: Int { case first, second, third }", "tag2 + undeclared")) == Set(every))
        #expect(Set(Self.switchLabels("enum Kind: Int { case first = -1, second, third }", "0")) == Set(every))
    }

    /// A settings table whose sections are `enum Section: Int, CaseIterable`, declared `nested` in the
    /// controller or at the top level.
    static func settings(nested: Bool) -> String {
        let section = "enum Section: Int, CaseIterable { case account, notifications, about }"
        return """
        \(nested ? "" : section)
        final class SettingsViewController: UITableViewController {
            \(nested ? section : "")
            private let toggles = ["Sounds", "Badges"]
            override func numberOfSections(in tableView: UITableView) -> Int { Section.allCases.count }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                switch Section(rawValue: section) {
                case .notifications: return toggles.count
                case .account, .about: return 1
                case .none: return 0
                }
            }
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                switch Section(rawValue: section) {
                case .some(.notifications): return "Notifications"
                default: return nil
                }
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                guard let section = Section(rawValue: indexPath.section) else { fatalError() }
                switch section {
                case .account:
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Button", for: indexPath)
                    cell.textLabel?.text = "Sign out"
                    return cell
                case .notifications:
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Switch", for: indexPath)
                    cell.textLabel?.text = toggles[indexPath.row]
                    return cell
                case .about:
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Value", for: indexPath)
                    cell.textLabel?.text = "Version"
                    return cell
                }
            }
        }
        """
    }

    @Test("A table filled per section through Section(rawValue:) reads each section's own rows and header, the enum at the top level or nested in the controller")
    func rowsPerSection() throws {
        for nested in [false, true] {
            let code = try #require(TestApp.run(Self.settings(nested: nested), "SettingsViewController"))
            let fill = try #require(code.tables.first)
            #expect(fill.sections.map(\.header) == [nil, "Notifications", nil], "nested: \(nested)")
            #expect(fill.sections.map { $0.rows.map(\.reuseIdentifier) } == [["Button"], ["Switch", "Switch"], ["Value"]], "nested: \(nested)")
            #expect(fill.sections.map { $0.rows.map { $0.steps.map(\.text) } } == [
                [["cell.textLabel text = Sign out"]],
                [["cell.textLabel text = Sounds"], ["cell.textLabel text = Badges"]],
                [["cell.textLabel text = Version"]],
            ], "nested: \(nested)")
        }
    }

    @Test("A type nested in the class is found before one of the same name at the top level, also from the class's extension")
    func nestedBeforeTopLevel() {
        let texts = TestApp.run("""
            enum Kind: String { case name = "top" }
            class A: UIView {
                enum Kind: String { case name = "nested" }
            }
            extension A {
                override func awakeFromNib() {
                    accessibilityLabel = Kind.name.rawValue
                }
            }
            """, "A")?.setupTexts ?? []
        #expect(texts.filter { $0.hasPrefix("self accessibilityLabel") } == ["self accessibilityLabel = nested"])
    }
}
