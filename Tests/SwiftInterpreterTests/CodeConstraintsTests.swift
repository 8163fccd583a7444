import SwiftInterpreter
import Testing

/// Constraints made in code are facts: anchors, NSLayoutConstraint(item:…), the visual format, SnapKit.
@Suite("Interpreter: constraints made in code")
struct CodeConstraintsTests {
    /// The constraint facts of `code`'s setup, as text.
    private func constraints(_ code: ClassCode) -> [String] {
        code.setup.compactMap { step in
            if case .constrain = step.action { return step.text }
            if case .set(_, .translatesAutoresizingMask) = step.action { return step.text }
            return nil
        }
    }

    @Test("Anchors activated with isActive and NSLayoutConstraint.activate, with guides, multipliers and priorities")
    func anchors() throws {
        let code = try #require(TestApp.run("""
        class A: UIViewController {
            let title = UILabel()
            let button = UIButton(type: .system)
            override func viewDidLoad() {
                title.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(title)
                view.addSubview(button)
                title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8).isActive = true
                let low = button.widthAnchor.constraint(equalTo: title.widthAnchor, multiplier: 0.5)
                low.priority = .defaultHigh
                NSLayoutConstraint.activate([
                    title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    button.topAnchor.constraint(greaterThanOrEqualTo: title.bottomAnchor, constant: -4),
                    button.heightAnchor.constraint(equalToConstant: 44),
                    low,
                ])
                let unused = button.centerXAnchor.constraint(equalTo: view.centerXAnchor)
            }
        }
        """, "A"))
        #expect(constraints(code) == [
            "view #1 made in code translatesAutoresizingMaskIntoConstraints = false",
            "view #1 made in code.top == view.safeArea.top + 8",
            "view #1 made in code.leading == view.layoutMargins.leading",
            "view #2 made in code.top >= view #1 made in code.bottom - 4",
            "view #2 made in code.height == 44",
            "view #2 made in code.width == view #1 made in code.width * 0.5 @750",
        ], "\(constraints(code))")
    }

    @Test("NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:) added to a view")
    func item() throws {
        let code = try #require(TestApp.run("""
        class A: UIViewController {
            override func viewDidLoad() {
                let label = UILabel()
                view.addSubview(label)
                view.addConstraint(NSLayoutConstraint(item: label, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1, constant: 20))
                view.addConstraints([NSLayoutConstraint(item: label, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 30)])
            }
        }
        """, "A"))
        #expect(constraints(code) == ["view #1 made in code.top == view.top + 20", "view #1 made in code.height >= 30"], "\(constraints(code))")
    }

    @Test("The visual format: the standard space, numbers, metrics, sizes and the superview's edges")
    func visualFormat() throws {
        let code = try #require(TestApp.run("""
        class A: UIViewController {
            override func viewDidLoad() {
                let a = UILabel(), b = UIButton()
                view.addSubview(a); view.addSubview(b)
                let views = ["a": a, "b": b]
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(>=60)]-pad-|", options: [], metrics: ["pad": 12], views: views))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-8-[a(44)]", options: [], metrics: nil, views: views))
            }
        }
        """, "A"))
        #expect(constraints(code) == [
            "view #1 made in code.leading == superview of view #1 made in code.leading + 20",
            "view #2 made in code.width >= 60",
            "view #2 made in code.leading == view #1 made in code.trailing + 8",
            "superview of view #2 made in code.trailing == view #2 made in code.trailing + 12",
            "view #1 made in code.height == 44",
            "view #1 made in code.top == superview of view #1 made in code.top + 8",
        ], "\(constraints(code))")
    }

    @Test("SnapKit: makeConstraints stops translating the mask; offsets, insets, composites, sizes and priorities")
    func snapKit() throws {
        let code = try #require(TestApp.run("""
        class A: UIViewController {
            let header = UIView()
            let label = UILabel()
            override func viewDidLoad() {
                view.addSubview(header)
                view.addSubview(label)
                header.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                }
                label.snp.makeConstraints { make in
                    make.top.equalTo(header.snp.bottom).offset(8)
                    make.leading.trailing.equalToSuperview().inset(16)
                    make.height.equalTo(44).priority(.high)
                }
            }
        }
        """, "A"))
        #expect(constraints(code) == [
            "view #1 made in code translatesAutoresizingMaskIntoConstraints = false",
            "view #1 made in code.top == superview of view #1 made in code.top",
            "view #1 made in code.left == superview of view #1 made in code.left",
            "view #1 made in code.bottom == superview of view #1 made in code.bottom",
            "view #1 made in code.right == superview of view #1 made in code.right",
            "view #2 made in code translatesAutoresizingMaskIntoConstraints = false",
            "view #2 made in code.top == view #1 made in code.bottom + 8",
            "view #2 made in code.leading == superview of view #2 made in code.leading + 16",
            "view #2 made in code.trailing == superview of view #2 made in code.trailing - 16",
            "view #2 made in code.height == 44 @750",
        ], "\(constraints(code))")
    }

    @Test("activate takes the constraints it can tell from a list with others; the priority(_:) helper; content priorities; the readable content guide")
    func helpers() throws {
        let code = try #require(TestApp.run("""
        class A: UIViewController {
            override func viewDidLoad() {
                let label = UILabel()
                view.addSubview(label)
                label.setContentHuggingPriority(.required, for: .vertical)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
                    label.heightAnchor.constraint(equalToConstant: 20).priority(.defaultLow),
                    label.widthAnchor.constraint(equalToConstant: 50).priority(.required - 1),
                    Helpers.unknownConstraint(label),
                ])
            }
        }
        """, "A"))
        #expect(code.setupTexts.contains("view #1 made in code contentHuggingPriority = vertical 1000.0"), "\(code.setupTexts)")
        #expect(constraints(code) == ["view #1 made in code.leading == view.layoutMargins.leading", "view #1 made in code.height == 20 @250",
                                      "view #1 made in code.width == 50 @999"],
                "\(constraints(code))")
    }

    @Test("A SnapKit constraint made on some paths only inside makeConstraints is left out, saying so")
    func snapKitConditional() throws {
        let code = try #require(TestApp.run("""
        class A: UIViewController {
            var vertical = true
            override func viewDidLoad() {
                let content = UIView()
                view.addSubview(content)
                content.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                    if vertical { make.width.equalToSuperview() } else { make.height.equalToSuperview() }
                }
            }
        }
        """, "A"))
        #expect(constraints(code).count == 5, "\(constraints(code))")
        #expect(code.skipped.contains { $0.reason.contains("made on some paths only is left out") }, "\(code.skipped)")
    }

    @Test("A constraint activated on some paths only is left out, saying so")
    func conditional() throws {
        let code = try #require(TestApp.run("""
        class A: UIViewController {
            var compact = false
            override func viewDidLoad() {
                let label = UILabel()
                view.addSubview(label)
                if compact { label.heightAnchor.constraint(equalToConstant: 20).isActive = true }
            }
        }
        """, "A"))
        #expect(constraints(code).isEmpty, "\(constraints(code))")
        #expect(code.skipped.contains { $0.reason.contains("activates a constraint on some paths only") }, "\(code.skipped)")
    }
}

/// Bad visual formats are left alone with the reason, never fatal.
@Suite("Interpreter: visual formats that do not read")
struct VisualFormatErrorTests {
    @Test("A format naming a view not given, a format past the length limit, and an unclosed view are each left alone, saying why")
    func badFormats() throws {
        let long = String(repeating: "-", count: InterpreterLimits.maximumVisualFormatLength + 1)
        let code = try #require(TestApp.run("""
        class A: UIViewController {
            override func viewDidLoad() {
                let a = UILabel()
                view.addSubview(a)
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[b]-|", options: [], metrics: nil, views: ["a": a]))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "\(long)", options: [], metrics: nil, views: ["a": a]))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(44", options: [], metrics: nil, views: ["a": a]))
            }
        }
        """, "A"))
        #expect(!code.setup.contains { if case .constrain = $0.action { return true } else { return false } })
        let reasons = code.skipped.map(\.reason).joined(separator: "\n")
        #expect(reasons.contains("no view is named b"), "\(reasons)")
        #expect(reasons.contains("longer than \(InterpreterLimits.maximumVisualFormatLength) characters"), "\(reasons)")
        #expect(reasons.contains("a view's predicates do not end with )"), "\(reasons)")
    }
}
