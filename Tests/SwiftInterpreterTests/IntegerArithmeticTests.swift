import SwiftInterpreter
import Testing

/// `/` and `%` as Swift computes them on integers (docs/code.md, "Integer division"): a grid's row
/// `index / columns` and column `index % columns` are places; a division of values the code does not
/// type as integers keeps its fraction, which is never read as a place.
@Suite("Interpreter: integer division and remainder")
struct IntegerArithmeticTests {
    /// The label `expression` gives, with `declarations` before it in `awakeFromNib`.
    static func label(_ declarations: String, _ expression: String) -> String {
        guard let code = TestApp.run("""
        class A: UIView {
            static let columns = 2
            override func awakeFromNib() {
                \(declarations)
                accessibilityLabel = "\\(\(expression))"
            }
        }
        """, "A") else { return "no class" }
        return code.setupTexts.first { $0.hasPrefix("self accessibilityLabel") } ?? "\(code.setupTexts)"
    }

    @Test("Integers divide truncating toward zero: properties, locals, literals, counts, Int(…)")
    func truncates() {
        #expect(Self.label("let index = 7; let columns = 3", "index / columns") == "self accessibilityLabel = 2")
        #expect(Self.label("var index = 7", "index / Self.columns") == "self accessibilityLabel = 3")
        #expect(Self.label("", "7 / 2") == "self accessibilityLabel = 3")
        #expect(Self.label("let names = [\"a\", \"b\", \"c\"]", "names.count / 2") == "self accessibilityLabel = 1")
        #expect(Self.label("let size: Int = 5", "size / 2") == "self accessibilityLabel = 2")
        #expect(Self.label("let path = IndexPath(item: 5, section: 0)", "path.item / 2") == "self accessibilityLabel = 2")
    }

    @Test("% is the integers' remainder; by zero it is unknown")
    func remainder() {
        #expect(Self.label("let index = 7; let columns = 3", "index % columns") == "self accessibilityLabel = 1")
        #expect(Self.label("let index: Int = 7", "(index + 1) % Self.columns") == "self accessibilityLabel = 0")
        #expect(Self.label("let index = 7; let none = 0", "index % none").contains("⟨"))
    }

    @Test("A division of values not typed as integers keeps its fraction, which is never a row or column")
    func fractions() {
        #expect(Self.label("let width: CGFloat = 7", "width / 2") == "self accessibilityLabel = 3.5")
        #expect(Self.label("let half = 7.0", "half / 2") == "self accessibilityLabel = 3.5")
    }

    @Test("A grid's cells in one section: each item's row is index / columns and its column index % columns")
    func gridCells() throws {
        let code = TestApp.read(["Grid.swift": """
            final class GridViewController: UIViewController, UICollectionViewDataSource {
                static let columns = 2
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! GridCell
                    cell.index = indexPath.item
                    return cell
                }
            }
            final class GridCell: UICollectionViewCell, UIAccessibilityContainerDataTableCell {
                var index = 0
                func accessibilityRowRange() -> NSRange { NSRange(location: index / GridViewController.columns, length: 1) }
                func accessibilityColumnRange() -> NSRange { NSRange(location: index % GridViewController.columns, length: 1) }
            }
            """])
        let fill = try #require(code.classes["GridViewController"]?.first?.tables.first)
        let places = fill.sections.flatMap(\.rows).map { row in row.steps.map(\.text).filter { $0.contains("accessibilityRowRange") }.joined() }
        #expect(places == (0..<5).map { "cell accessibilityRowRange/accessibilityColumnRange = row \($0 / 2)+1, column \($0 % 2)+1" }, "\(places)")
    }
}
