import SwiftInterpreter
import Testing

/// `UIFontMetrics.scaledValue(for:)` as a constraint's constant: its value at the default text size,
/// with the text style that scales it (docs/layout.md, "Dynamic Type").
@Suite("Interpreter: constraint constants UIFontMetrics scales")
struct ScaledValueConstraintTests {
    /// The constraints `body`, run in viewDidLoad with a label `title` and a button `go`, activates.
    static func constraints(_ body: String) throws -> [CodeConstraint] {
        let code = try #require(TestApp.run("""
        class A: UIViewController {
            let title = UILabel()
            let go = UIButton(type: .system)
            override func viewDidLoad() {
                view.addSubview(title)
                view.addSubview(go)
        \(body)
            }
        }
        """, "A"))
        return code.setup.compactMap { step in
            if case .constrain(let constraint) = step.action { return constraint }
            return nil
        }
    }

    @Test("constant: metrics.scaledValue(for: 20) and equalToConstant: UIFontMetrics.default.scaledValue(for: 44)")
    func scaled() throws {
        let constraints = try Self.constraints("""
                let metrics = UIFontMetrics(forTextStyle: .headline)
                go.topAnchor.constraint(equalTo: title.bottomAnchor, constant: metrics.scaledValue(for: 20)).isActive = true
                go.heightAnchor.constraint(equalToConstant: UIFontMetrics.default.scaledValue(for: 44)).isActive = true
                go.leadingAnchor.constraint(equalTo: title.leadingAnchor, constant: 8).isActive = true
        """)
        #expect(constraints.map(\.constant) == [20, 44, 8])
        #expect(constraints.map(\.constantTextStyle) == ["headline", "body", nil])
    }

    @Test("Arithmetic on a scaled value, or metrics the interpreter cannot tell: the constraint is left out")
    func unknown() throws {
        let constraints = try Self.constraints("""
                go.topAnchor.constraint(equalTo: title.bottomAnchor, constant: UIFontMetrics.default.scaledValue(for: 20) + 4).isActive = true
                go.heightAnchor.constraint(equalToConstant: UIFontMetrics.default.scaledValue(for: 44, compatibleWith: traitCollection)).isActive = true
        """)
        #expect(constraints.isEmpty)
    }
}
