import SwiftInterpreter
import Testing

/// Accessibility containers and elements set in code are facts (docs/code.md, "Accessibility
/// elements and containers", "Data tables declared in Swift").
@Suite("Interpreter: accessibility elements and containers")
struct ElementsTests {
    @Test("accessibilityContainerType on an outlet and on self; a value not known is left alone")
    func containerType() throws {
        let code = try #require(TestApp.run("""
        class A: UIView {
            @IBOutlet var list: UIView!
            override func awakeFromNib() {
                list.accessibilityContainerType = .list
                accessibilityContainerType = UIAccessibilityContainerType.landmark
                list.accessibilityContainerType = settings.type
            }
        }
        """, "A"))
        #expect(code.setupTexts == ["list accessibilityContainerType = list", "self accessibilityContainerType = landmark"], "\(code.setupTexts)")
        #expect(code.skipped.contains { $0.reason.contains("sets accessibilityContainerType to a value the interpreter cannot tell") }, "\(code.skipped)")
    }

    @Test("accessibilityElements of known views is their order; a list from data stays the flag")
    func elements() throws {
        let code = try #require(TestApp.run("""
        class A: UIViewController {
            @IBOutlet var a: UILabel!
            @IBOutlet var b: UILabel!
            let c = UILabel()
            override func viewDidLoad() {
                view.addSubview(c)
                view.accessibilityElements = [b, c, a]
                a.accessibilityElements = model.views
                b.accessibilityElements = nil
            }
        }
        """, "A"))
        #expect(code.setupTexts == ["view adds UILabel#1 last", "view accessibilityElements = b,view #1 made in code,a", "a accessibilityElements = ⟨a list⟩"], "\(code.setupTexts)")
    }

    @Test("A view's accessibilityElements and accessibilityContainerType getters give the list and the type")
    func getters() throws {
        let code = try #require(TestApp.run("""
        class Card: UIView {
            @IBOutlet var title: UILabel!
            @IBOutlet var button: UIButton!
            override var accessibilityElements: [Any]? {
                get { [button, title] }
                set {}
            }
            override var accessibilityContainerType: UIAccessibilityContainerType {
                get { .semanticGroup }
                set {}
            }
        }
        """, "Card"))
        #expect(code.setupTexts == ["self accessibilityElements = button,title", "self accessibilityContainerType = semanticGroup"], "\(code.setupTexts)")
        #expect(code.setup.first?.method == "accessibilityElements")
    }

    @Test("A UIAccessibilityElement and the app's subclass made in code: their properties are facts, and the list places them")
    func madeInCode() throws {
        let code = try #require(TestApp.run("""
        class Chart: UIView {
            override func awakeFromNib() {
                let first = UIAccessibilityElement(accessibilityContainer: self)
                first.accessibilityLabel = "Monday"
                first.accessibilityFrameInContainerSpace = CGRect(x: 1, y: 2, width: 3, height: 4)
                let second = Bar(accessibilityContainer: self, day: "Tuesday")
                accessibilityElements = [first, second]
            }
        }
        class Bar: UIAccessibilityElement {
            init(accessibilityContainer container: Any, day: String) {
                super.init(accessibilityContainer: container)
                accessibilityLabel = day
                accessibilityTraits = .button
            }
        }
        """, "Chart"))
        #expect(code.setupTexts == [
            "view #1 made in code accessibilityLabel = Monday", "view #1 made in code frame = 1.0,2.0,3.0,4.0",
            "view #2 made in code accessibilityLabel = Tuesday", "view #2 made in code accessibilityTraits = button",
            "self adds UIAccessibilityElement#1 accessibilityElement", "self adds Bar#2 accessibilityElement",
            "self accessibilityElements = view #1 made in code,view #2 made in code",
        ], "\(code.setupTexts)")
    }

    @Test("A data table's methods give each cell's ranges (NSRange, NSMakeRange) and the headers")
    func dataTable() throws {
        let code = try #require(TestApp.run("""
        class Grid: UIView, UIAccessibilityContainerDataTable {
            private var cells: [[Cell]] = []
            override func awakeFromNib() {
                cells = [[Cell(accessibilityContainer: self, row: 0, span: 2)], [Cell(accessibilityContainer: self, row: 1, span: 1), Cell(accessibilityContainer: self, row: 1, span: 1)]]
                accessibilityElements = cells.flatMap { $0 }
            }
            func accessibilityRowCount() -> Int { cells.count }
            func accessibilityColumnCount() -> Int { 2 }
            func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> UIAccessibilityContainerDataTableCell? {
                if row == 0 { return cells[0][0] }
                return cells[row][column]
            }
            func accessibilityHeaderElements(forColumn column: Int) -> [UIAccessibilityContainerDataTableCell]? { [cells[0][0]] }
        }
        class Cell: UIAccessibilityElement, UIAccessibilityContainerDataTableCell {
            let row: Int
            let span: Int
            init(accessibilityContainer container: Any, row: Int, span: Int) {
                self.row = row
                self.span = span
                super.init(accessibilityContainer: container)
            }
            func accessibilityRowRange() -> NSRange { NSRange(location: row, length: 1) }
            func accessibilityColumnRange() -> NSRange { NSMakeRange(0, span) }
        }
        """, "Grid"))
        #expect(Array(code.setupTexts.suffix(4)) == [
            "view #1 made in code accessibilityRowRange/accessibilityColumnRange = row 0+1, column 0+2",
            "view #2 made in code accessibilityRowRange/accessibilityColumnRange = row 1+1, column 0+1",
            "view #3 made in code accessibilityRowRange/accessibilityColumnRange = row 1+1, column 0+1",
            "self accessibilityHeaderElements = column 0: view #1 made in code; column 1: view #1 made in code",
        ], "\(code.setupTexts)")
    }

    @Test("A data table of 1,000 rows is asked for InterpreterLimits.maximumDataTableCells cells, saying so")
    func bounded() throws {
        let code = try #require(TestApp.run("""
        class Grid: UIView {
            let cell = UIAccessibilityElement(accessibilityContainer: self)
            func accessibilityRowCount() -> Int { 1000 }
            func accessibilityColumnCount() -> Int { 1000 }
            func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> UIAccessibilityContainerDataTableCell? { cell }
            func accessibilityHeaderElements(forRow row: Int) -> [UIAccessibilityContainerDataTableCell]? { [cell] }
        }
        """, "Grid"))
        #expect(code.skipped.contains { $0.reason.contains("cells past \(InterpreterLimits.maximumDataTableCells) are not asked for") }, "\(code.skipped)")
        #expect(code.setupTexts.filter { $0.contains("accessibilityRowRange") } == ["view #1 made in code accessibilityRowRange/accessibilityColumnRange = row 0+1, column 0+1"], "\(code.setupTexts)")
        #expect(code.setupTexts.last?.hasPrefix("self accessibilityHeaderElements = row 0: view #1 made in code; row 1:") == true, "\(code.setupTexts)")
    }

    @Test("accessibilityElementCount() and accessibilityElement(at:) give the container's elements in that order; a count not known is the flag, with the reason")
    func containerMethods() throws {
        let code = try #require(TestApp.run("""
        class Board: UIView {
            @IBOutlet var home: UILabel!
            @IBOutlet var away: UILabel!
            let score = UILabel()
            override func accessibilityElementCount() -> Int { 3 }
            override func accessibilityElement(at index: Int) -> Any? {
                switch index {
                case 0: return score
                case 1: return home
                default: return away
                }
            }
        }
        """, "Board"))
        #expect(code.setupTexts.last == "self accessibilityElements = view #1 made in code,home,away", "\(code.setupTexts)")
        let unknown = try #require(TestApp.run("""
        class Feed: UIView {
            var events: [UIView] = []
            override func accessibilityElementCount() -> Int { events.count }
            override func accessibilityElement(at index: Int) -> Any? { events[index] }
        }
        """, "Feed"))
        #expect(unknown.setupTexts == ["self accessibilityElements = ⟨a list⟩"], "\(unknown.setupTexts)")
        #expect(unknown.skipped.contains { $0.reason.contains("accessibilityElementCount(): left alone: the count is not known statically") }, "\(unknown.skipped)")
    }

    @Test("A container of 1,000 elements is asked for InterpreterLimits.maximumContainerElements of them, saying so; an element returned at several indexes counts once")
    func containerBounded() throws {
        let code = try #require(TestApp.run("""
        class Wall: UIView {
            let tile = UILabel()
            override func accessibilityElementCount() -> Int { 1000 }
            override func accessibilityElement(at index: Int) -> Any? { tile }
        }
        """, "Wall"))
        #expect(code.skipped.contains { $0.reason.contains("elements past \(InterpreterLimits.maximumContainerElements) are not asked for") }, "\(code.skipped)")
        #expect(code.setupTexts.last == "self accessibilityElements = view #1 made in code", "each element once: \(code.setupTexts)")
    }

    @Test("A data table whose counts are not known statically is left alone with the reason")
    func unknownCounts() throws {
        let code = try #require(TestApp.run("""
        class Grid: UIView {
            func accessibilityRowCount() -> Int { model.rows }
            func accessibilityColumnCount() -> Int { 2 }
            func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> UIAccessibilityContainerDataTableCell? { nil }
        }
        """, "Grid"))
        #expect(code.skipped.contains { $0.reason.contains("the data table's row or column count is not known statically") }, "\(code.skipped)")
        #expect(!code.setupTexts.contains { $0.contains("accessibilityRowRange") }, "\(code.setupTexts)")
    }
}
