import SwiftInterpreter
import Testing

/// Views made in code keep their identity from method to method, and their placing is a fact.
@Suite("Interpreter: views built in code")
struct CodeViewsTests {
    @Test("A stored label keeps its identity from the stored property to viewDidLoad; placing and setting are facts")
    func storedLabel() throws {
        let code = try #require(TestApp.run("""
        class A: UIViewController {
            let titleLabel = UILabel()
            override func viewDidLoad() {
                titleLabel.text = "Hello"
                view.addSubview(titleLabel)
                let stack = UIStackView(arrangedSubviews: [UISwitch()])
                view.insertSubview(stack, at: 0)
                stack.removeFromSuperview()
            }
        }
        """, "A"))
        #expect(code.setupTexts == ["view #1 made in code text = Hello", "view adds UILabel#1 last",
                                    "view #3 made in code adds UISwitch#2 arranged(at: nil)", "view adds UIStackView#3 at(0)",
                                    "view #3 made in code removeFromSuperview"], "\(code.setupTexts)")
    }

    @Test("The app's own view made in code runs its init(frame:), which places its label in it")
    func appView() throws {
        let code = try #require(TestApp.run("""
        class A: UIViewController {
            override func viewDidLoad() { view.addSubview(Badge()) }
        }
        class Badge: UIView {
            let label = UILabel()
            override init(frame: CGRect) { super.init(frame: frame); label.text = "New"; addSubview(label) }
        }
        """, "A"))
        #expect(code.setupTexts == ["view #2 made in code text = New", "view #1 made in code adds UILabel#2 last", "view adds Badge#1 last"], "\(code.setupTexts)")
    }

    @Test("An image named in code, a button's type and a pushed controller made in code")
    func imagesAndControllers() throws {
        let code = try #require(TestApp.run("""
        class A: UIViewController {
            override func viewDidLoad() {
                let b = UIButton(type: .close)
                b.setImage(UIImage(systemName: "xmark"), for: .normal)
                view.addSubview(b)
            }
            @IBAction func next() { navigationController?.pushViewController(B(), animated: true) }
        }
        class B: UIViewController {}
        """, "A"))
        #expect(code.setupTexts == ["view #1 made in code image = xmark", "view adds UIButton#1 last"], "\(code.setupTexts)")
        #expect(code.setup.compactMap { if case .addView(let view, _, _) = $0.action { return view.buttonType } else { return nil } } == ["close"])
        #expect(code.methods["next"]?.steps.map(\.text) == ["push B"], "\(String(describing: code.methods["next"]))")
    }

    @Test("Removing on some paths only leaves the view; a function of one expression returns its value")
    func conditionalRemoveAndImplicitReturn() throws {
        let code = try #require(TestApp.run("""
        enum Words { static func title(_ key: String) -> String { "Title \\(key)" } }
        class A: UIViewController {
            let label = UILabel()
            var compact = false
            override func viewDidLoad() {
                label.text = Words.title("x")
                view.addSubview(label)
                if compact { label.removeFromSuperview() }
            }
        }
        """, "A"))
        #expect(code.setupTexts == ["view #1 made in code text = Title x", "view adds UILabel#1 last"], "\(code.setupTexts)")
    }
}
