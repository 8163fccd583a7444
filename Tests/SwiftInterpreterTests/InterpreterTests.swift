import Testing
import SwiftCodeReader
import SwiftInterpreter

/// Issue 28: the interpreter, construct by construct, on apps of a few lines each. Each test says
/// what VoiceOver would meet: the label, text or title the screen gets from the code.
@Suite("The Swift interpreter")
struct InterpreterTests {
    @Test("An outlet's didSet runs when the outlet is connected, before viewDidLoad")
    func outletDidSet() throws {
        let code = try #require(TestApp.run("""
            final class PlayerViewController: UIViewController {
                @IBOutlet weak var playButton: UIButton! {
                    didSet { playButton.accessibilityLabel = "Play" }
                }
            }
            """, "PlayerViewController"))
        #expect(code.setupTexts == ["playButton accessibilityLabel = Play"])
        #expect(code.setup.first?.method == "playButton.didSet")
    }

    @Test("accessibilityElements set in code to outlets is a fact with their order (issue 31)")
    func accessibilityElementsSet() throws {
        let code = try #require(TestApp.run("""
            final class BannerView: UIView {
                @IBOutlet var container: UIView!
                @IBOutlet var dismissButton: UIButton!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    container.isAccessibilityElement = true
                    accessibilityElements = [container, dismissButton]
                }
            }
            """, "BannerView"))
        #expect(code.setupTexts == ["container isAccessibilityElement = true", "self accessibilityElements = container,dismissButton"])
    }

    @Test("A helper called from viewDidLoad runs, and the fact names the route")
    func helper() throws {
        let code = try #require(TestApp.run("""
            final class EpisodeViewController: UIViewController {
                @IBOutlet var titleLabel: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    configure(title: "Episode 1")
                }
                private func configure(title: String) {
                    titleLabel.text = title
                    titleLabel.accessibilityTraits.insert(.header)
                }
            }
            """, "EpisodeViewController"))
        #expect(code.setupTexts == ["titleLabel text = Episode 1", "titleLabel accessibilityTraits.insert = header"])
        #expect(code.setup.first?.route == "viewDidLoad → configure(title:)")
    }

    @Test("A property observer runs when the code sets the property: isPlaying → Pause")
    func propertyObserver() throws {
        let code = try #require(TestApp.run("""
            final class PlayerViewController: UIViewController {
                @IBOutlet var playButton: UIButton!
                var isPlaying = false {
                    didSet { playButton.accessibilityLabel = isPlaying ? "Pause" : "Play" }
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    isPlaying = true
                }
            }
            """, "PlayerViewController"))
        #expect(code.setupTexts == ["playButton accessibilityLabel = Pause"])
        #expect(code.setup.first?.route == "viewDidLoad → isPlaying.didSet")
    }

    @Test("A string with unknown parts stays partly known: Download ⟨episode.title⟩")
    func partlyKnownText() throws {
        let code = try #require(TestApp.run("""
            final class EpisodeCell: UITableViewCell {
                @IBOutlet var downloadButton: UIButton!
                var episode: Episode!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    downloadButton.accessibilityLabel = "Download \\(episode.title)"
                }
            }
            """, "EpisodeCell"))
        #expect(code.setupTexts == ["downloadButton accessibilityLabel = Download ⟨episode.title⟩"])
        #expect(code.setup.first?.unknownOrigin == "Download ⟨episode.title⟩")
    }

    @Test("An unknown condition: both arms run, each label a label on some path; a known one takes its arm")
    func branches() throws {
        let code = try #require(TestApp.run("""
            final class DownloadViewController: UIViewController {
                @IBOutlet var button: UIButton!
                @IBOutlet var status: UILabel!
                let compact = true
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if episode.isDownloaded {
                        button.accessibilityLabel = "Delete"
                    } else {
                        button.accessibilityLabel = "Download"
                    }
                    if compact { status.text = "Short" } else { status.text = "Long" }
                }
            }
            """, "DownloadViewController"))
        #expect(code.setupTexts == ["button accessibilityLabel = Delete", "button accessibilityLabel = Download", "status text = Short"])
        #expect(code.setup.map(\.isConditional) == [true, true, false])
    }

    @Test("Hiding on some paths only is left alone: the element is audited as the other paths show it")
    func conditionalHide() throws {
        let code = try #require(TestApp.run("""
            final class ProfileViewController: UIViewController {
                @IBOutlet var editButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if user.isGuest { editButton.isHidden = true }
                    editButton.isEnabled = true
                }
            }
            """, "ProfileViewController"))
        #expect(code.setupTexts == ["editButton isEnabled = true"])
        #expect(code.skipped.contains { $0.reason.contains("isHidden to true on some paths only") }, "\(code.skipped)")
    }

    @Test("A var another object can set before the screen shows is not taken at its initial value")
    func settableProperty() throws {
        let code = try #require(TestApp.run("""
            final class SitesViewController: UIViewController {
                @IBOutlet var backButton: UIButton!
                var showBackButton = false
                private var compact = true
                override func viewDidLoad() {
                    super.viewDidLoad()
                    backButton.isHidden = !showBackButton
                    backButton.isEnabled = compact
                }
            }
            """, "SitesViewController"))
        #expect(code.setupTexts == ["backButton isEnabled = true"])
        #expect(code.skipped.contains { $0.reason.contains("sets isHidden from a value the interpreter cannot tell") }, "\(code.skipped)")
    }

    @Test("switch over a known state takes its case")
    func switchOverState() throws {
        let code = try #require(TestApp.run("""
            enum State { case idle, loading }
            final class LoadViewController: UIViewController {
                @IBOutlet var label: UILabel!
                private var state = State.loading
                override func viewDidLoad() {
                    super.viewDidLoad()
                    switch state {
                    case .idle: label.text = "Ready"
                    case .loading: label.text = "Loading"
                    }
                }
            }
            """, "LoadViewController"))
        #expect(code.setupTexts == ["label text = Loading"])
    }

    @Test("Loops: over a known array each element, forEach too; over unknown data once with a sample")
    func loops() throws {
        let code = try #require(TestApp.run("""
            final class ToolbarViewController: UIViewController {
                @IBOutlet var first: UIButton!
                @IBOutlet var second: UIButton!
                @IBOutlet var summary: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    for (button, name) in [(first, "Bold"), (second, "Italic")] {
                        button.accessibilityLabel = name
                    }
                    [first, second].forEach { $0.accessibilityHint = "Formats the text" }
                    for item in items { summary.text = item.name }
                }
            }
            """, "ToolbarViewController"))
        #expect(code.setupTexts == [
            "first accessibilityLabel = Bold", "second accessibilityLabel = Italic",
            "first accessibilityHint = Formats the text", "second accessibilityHint = Formats the text",
            "summary text = ⟨element of items.name⟩",
        ])
    }

    @Test("Closures run where UIKit runs them: animations, the main queue, a lazy property's initializer")
    func closures() throws {
        let code = try #require(TestApp.run("""
            final class BannerViewController: UIViewController {
                @IBOutlet var banner: UILabel!
                lazy var greeting: String = { "Welcome back" }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UIView.animate(withDuration: 0.3) { self.banner.isHidden = false }
                    DispatchQueue.main.async { [weak self] in
                        self?.banner.text = self?.greeting
                    }
                }
            }
            """, "BannerViewController"))
        #expect(code.setupTexts == ["banner isHidden = false", "banner text = Welcome back"])
    }

    @Test("Localisation wrappers: NSLocalizedString, String(localized:), SwiftGen's L10n with String(format:), a .localized extension")
    func localisation() throws {
        let code = try #require(TestApp.read([
            "Strings.swift": """
                internal enum L10n {
                  internal static let title = L10n.tr("Localizable", "home.title", fallback: "Home")
                  internal static func episodes(_ p1: Int) -> String {
                    return L10n.tr("Localizable", "home.episodes", p1, fallback: "%d episodes")
                  }
                  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
                    let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
                    return String(format: format, locale: Locale.current, arguments: args)
                  }
                }
                extension String {
                    var localized: String { NSLocalizedString(self, comment: "") }
                }
                """,
            "HomeViewController.swift": """
                final class HomeViewController: UIViewController {
                    @IBOutlet var header: UILabel!
                    @IBOutlet var count: UILabel!
                    @IBOutlet var search: UIButton!
                    @IBOutlet var help: UIButton!
                    @IBOutlet var share: UIButton!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        header.text = L10n.title
                        count.text = L10n.episodes(12)
                        search.accessibilityLabel = "home.search".localized
                        help.accessibilityLabel = String(localized: "home.help")
                        share.accessibilityLabel = String(format: "Share %@ with %d friends", show.name, 3)
                    }
                }
                """,
        ], strings: ["home.title": "Your shows", "home.episodes": "%d episodes", "home.search": "Search", "home.help": "Help"])
            .classes["HomeViewController"]?.first)
        #expect(code.setupTexts == [
            "header text = Your shows", "count text = 12 episodes",
            "search accessibilityLabel = Search", "help accessibilityLabel = Help",
            "share accessibilityLabel = Share ⟨show.name⟩ with 3 friends",
        ])
    }

    @Test("A superclass the app declares: its viewDidLoad runs through super")
    func superclass() throws {
        let code = try #require(TestApp.read([
            "Base.swift": """
                class ModalViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.accessibilityViewIsModal = true
                    }
                }
                """,
            "Sheet.swift": """
                final class SheetViewController: ModalViewController {
                    @IBOutlet var titleLabel: UILabel!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        titleLabel.text = "Sheet"
                    }
                }
                """,
        ]).classes["SheetViewController"]?.first)
        #expect(code.setupTexts == ["view accessibilityViewIsModal = true", "titleLabel text = Sheet"])
    }

    @Test("An accessibility getter a view overrides gives the view its label")
    func accessibilityGetter() throws {
        let code = try #require(TestApp.run("""
            final class RatingView: UIView {
                private let stars = 4
                override var accessibilityLabel: String? {
                    get { "Rating: \\(stars) stars" }
                    set {}
                }
            }
            """, "RatingView"))
        #expect(code.setupTexts == ["self accessibilityLabel = Rating: 4 stars"])
    }

    @Test("Unknown calls are left alone with the reason; recursion is cut; nothing fails")
    func unknownAndRecursion() throws {
        let code = try #require(TestApp.run("""
            final class LoopViewController: UIViewController {
                @IBOutlet var label: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    analytics.track("open")
                    again(3)
                    label.text = "Done"
                }
                func again(_ n: Int) { again(n - 1) }
            }
            """, "LoopViewController"))
        #expect(code.setupTexts == ["label text = Done"])
        let reasons = code.skipped.map(\.reason)
        #expect(reasons.contains { $0.contains(#"left alone: analytics.track("open") — calls analytics.track, which the interpreter cannot follow"#) }, "\(reasons)")
        #expect(reasons.contains { $0.contains("recursion is cut") }, "\(reasons)")
        #expect(code.understoodCount >= 1)
    }

    @Test("An IBAction runs from the state after setup: navigation and announcements become its steps")
    func action() throws {
        let code = try #require(TestApp.run("""
            final class LoginViewController: UIViewController {
                var canContinue = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    canContinue = true
                }
                @IBAction func continueTapped(_ sender: Any) {
                    guard canContinue else { return }
                    UIAccessibility.post(notification: .announcement, argument: "Signing in")
                    let next = storyboard!.instantiateViewController(withIdentifier: "Home")
                    navigationController?.pushViewController(next, animated: true)
                }
            }
            """, "LoginViewController"))
        let method = try #require(code.methods["continueTapped:"])
        #expect(method.steps.map(\.text) == [#"post announcement text("Signing in")"#, "push Home"])
    }
}

/// Issue 28: what a class inherits from superclasses the app declares runs as UIKit runs it.
@Suite("The Swift interpreter: inherited code")
struct InheritedCodeTests {
    @Test("An inherited outlet's didSet, IBAction and escape override run for the subclass the storyboard names")
    func inherited() throws {
        let code = try #require(TestApp.read([
            "Base.swift": """
                class SheetViewController: UIViewController {
                    @IBOutlet var closeButton: UIButton! {
                        didSet { closeButton.accessibilityLabel = "Close" }
                    }
                    @IBAction func closeTapped(_ sender: Any) { dismiss(animated: true) }
                    override func accessibilityPerformEscape() -> Bool {
                        dismiss(animated: true)
                        return true
                    }
                }
                """,
            "Terms.swift": """
                final class TermsViewController: SheetViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        closeButton.accessibilityHint = "Closes the terms."
                    }
                }
                """,
        ]).classes["TermsViewController"]?.first)
        #expect(code.setupTexts == ["closeButton accessibilityLabel = Close", "closeButton accessibilityHint = Closes the terms."])
        #expect(code.methods["closeTapped:"]?.steps.map(\.text) == ["dismiss"])
        #expect(code.overrides[.escape]?.steps.map(\.text) == ["dismiss", "return true"])
    }
}
