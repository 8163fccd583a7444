import SwiftInterpreter
import Testing

/// An enum's cases as Swift gives them (docs/code.md, "Segmented controls made in code"): `allCases`
/// in the order declared, and an integer raw type's values counted as Swift counts them.
@Suite("Interpreter: enum cases and raw values")
struct EnumCasesTests {
    /// The label `expression` gives in `awakeFromNib`, with `Kind` declared as `declaration`.
    static func label(_ declaration: String, _ expression: String) -> String {
        guard let code = TestApp.run("""
        \(declaration)
        class A: UIView {
            override func awakeFromNib() {
                accessibilityLabel = \(expression)
            }
        }
        """, "A") else { return "no class" }
        return code.setupTexts.first { $0.hasPrefix("self accessibilityLabel") } ?? "\(code.setupTexts)"
    }

    @Test("An Int enum counts from 0, from a literal on, and keeps a String enum's raw values and names")
    func rawValues() {
        let counted = "enum Kind: Int, CaseIterable { case first, second = 5, third }"
        #expect(Self.label(counted, "\"\\(Kind.first.rawValue)\"") == "self accessibilityLabel = 0")
        #expect(Self.label(counted, "\"\\(Kind.third.rawValue)\"") == "self accessibilityLabel = 6")
        let named = "enum Kind: String { case first, second = \"2nd\" }"
        #expect(Self.label(named, "Kind.first.rawValue") == "self accessibilityLabel = first")
        #expect(Self.label(named, "Kind.second.rawValue") == "self accessibilityLabel = 2nd")
        // A raw value that is not a plain literal leaves the enum's values as its names.
        #expect(Self.label("enum Kind: Int { case none = -1, some }", "\"\\(Kind.some.rawValue)\"") == "self accessibilityLabel = some")
    }

    @Test("allCases is the cases in the order declared; an enum with associated values has none known")
    func allCases() {
        let counted = "enum Kind: Int, CaseIterable { case first, second = 5, third }"
        #expect(Self.label(counted, "\"\\(Kind.allCases.count)\"") == "self accessibilityLabel = 3")
        #expect(Self.label(counted, "\"\\(Kind.allCases.last!.rawValue)\"") == "self accessibilityLabel = 6")
        #expect(Self.label("enum Kind { case one(Int) }", "\"\\(Kind.allCases.count)\"").contains("⟨"))
    }
}
