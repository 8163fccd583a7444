import SwiftInterpreter
import Testing

/// The title font a `UIButton.Configuration` made in Swift gives its button, and fonts `UIFontMetrics`
/// scales (docs/layout.md, "Dynamic Type").
@Suite("Interpreter: button configurations' title fonts and UIFontMetrics")
struct ButtonConfigurationFontTests {
    /// The facts about fonts (and how titles fit) that `body`, run in viewDidLoad, sets.
    static func fontFacts(_ body: String) throws -> [String] {
        let code = try #require(TestApp.run("""
        class A: UIViewController {
            override func viewDidLoad() {
        \(body)
            }
        }
        """, "A"))
        return code.setupTexts.filter { $0.contains("font") || $0.contains("Font") || $0.contains("text fits") }
    }

    @Test("UIButton(configuration: .filled()) and UIButton.Configuration.plain() with a title: UIKit's Body, following the text size, a title that wraps")
    func defaultConfiguration() throws {
        let expected = ["view #1 made in code numberOfLines = ⟨how the text fits⟩", "view #1 made in code font = body",
                        "view #1 made in code adjustsFontForContentSizeCategory = true"]
        #expect(try Self.fontFacts("        view.addSubview(UIButton(configuration: .filled()))") == expected)
        #expect(try Self.fontFacts("""
                var config = UIButton.Configuration.plain()
                config.title = "Go"
                let button = UIButton(configuration: config)
                view.addSubview(button)
        """) == expected)
    }

    @Test("titleTextAttributesTransformer returning a font UIFontMetrics scales: that font, following the text size")
    func transformer() throws {
        let facts = try Self.fontFacts("""
                var config = UIButton.Configuration.gray()
                config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer({ incoming in
                    var outgoing = incoming
                    outgoing.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .boldSystemFont(ofSize: 15), maximumPointSize: 30)
                    return outgoing
                })
                view.addSubview(UIButton(configuration: config))
        """)
        #expect(facts.contains("view #1 made in code font = subheadline 15.0 bold max 30.0"), "\(facts)")
        #expect(facts.contains("view #1 made in code adjustsFontForContentSizeCategory = true"))
    }

    @Test("attributedTitle: a text style follows; a font UIFontMetrics scales once, another size or an unknown font are not known")
    func attributedTitle() throws {
        let styled = try Self.fontFacts("""
                var config = UIButton.Configuration.filled()
                config.attributedTitle = AttributedString("Follow", attributes: AttributeContainer([.font: UIFont.preferredFont(forTextStyle: .headline)]))
                view.addSubview(UIButton(configuration: config))
        """)
        #expect(styled.contains("view #2 made in code font = headline"), "\(styled)")
        let scaled = try Self.fontFacts("""
                var config = UIButton.Configuration.filled()
                config.attributedTitle = AttributedString("Follow", attributes: AttributeContainer([.font: UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .boldSystemFont(ofSize: 15))]))
                view.addSubview(UIButton(configuration: config))
        """)
        #expect(scaled.contains("view #4 made in code font = ⟨a font⟩"), "\(scaled)")
        let large = try Self.fontFacts("""
                var config = UIButton.Configuration.filled()
                config.buttonSize = .large
                view.addSubview(UIButton(configuration: config))
        """)
        #expect(large.contains("view #1 made in code font = ⟨a font⟩"), "\(large)")
    }

    @Test("label.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17)): Body's metrics from 17 pt")
    func scaledLabelFont() throws {
        let facts = try Self.fontFacts("""
                let label = UILabel()
                label.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17, weight: .medium))
                view.addSubview(label)
        """)
        #expect(facts == ["view #1 made in code font = body 17.0"], "\(facts)")
    }
}

/// A configuration set in code on a button of the storyboard (an outlet): its title font and content
/// insets change as on a button made in code (docs/layout.md, "Intrinsic content sizes").
@Suite("Interpreter: configurations set on Interface Builder's buttons")
struct OutletButtonConfigurationTests {
    static func facts(_ body: String) throws -> [String] {
        let code = try #require(TestApp.run("""
        class A: UIViewController {
            @IBOutlet weak var sendButton: UIButton!
            override func viewDidLoad() {
        \(body)
            }
        }
        """, "A"))
        return code.setupTexts
    }

    @Test("sendButton.configuration = .filled(): Body, following the text size, a title that wraps, 7 and 12 pt insets")
    func filled() throws {
        #expect(try Self.facts("        sendButton.configuration = .filled()") == [
            "sendButton numberOfLines = ⟨how the text fits⟩", "sendButton font = body",
            "sendButton adjustsFontForContentSizeCategory = true", "sendButton configuration.contentInsets = 7.0,12.0,7.0,12.0",
        ])
    }

    @Test("A configuration of another size, insets of its own, or one set on some paths only: no insets known")
    func unknownInsets() throws {
        let large = try Self.facts("""
                var config = UIButton.Configuration.plain()
                config.buttonSize = .large
                sendButton.configuration = config
        """)
        #expect(!large.contains { $0.contains("contentInsets") })
        #expect(large.contains("sendButton font = ⟨a font⟩"))
        let own = try Self.facts("""
                var config = UIButton.Configuration.plain()
                config.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
                sendButton.configuration = config
        """)
        #expect(!own.contains { $0.contains("contentInsets") })
        let conditional = try Self.facts("""
                if traitCollection.horizontalSizeClass == .regular {
                    sendButton.configuration = .gray()
                }
        """)
        #expect(!conditional.contains { $0.contains("contentInsets") })
    }
}
