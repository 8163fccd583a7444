import Testing
@testable import SwiftInterpreter

/// Handlers of the app's notifications registered by views and through Combine (docs/code.md,
/// "Notifications").
@Suite("Notification handlers of views and publishers")
struct NotificationPublisherTests {
    @Test("A sink on NotificationCenter.default.publisher(for:) is a handler of the name: it does not run where the subscription is made")
    func publisherSink() throws {
        let code = try #require(TestApp.run("""
            final class CartView: UIView {
                @IBOutlet weak var summary: UILabel!
                private var subscriptions = Set<AnyCancellable>()
                override func awakeFromNib() {
                    NotificationCenter.default.publisher(for: Notification.Name("CartChanged"))
                        .receive(on: DispatchQueue.main)
                        .sink { [weak self] _ in self?.summary.text = "1 item" }
                        .store(in: &subscriptions)
                }
            }
            """, "CartView"))
        #expect(code.setupTexts.isEmpty, "\(code.setupTexts)")
        #expect(code.notificationHandlers["CartChanged"]?.steps.map(\.text) == ["summary text = 1 item"], "\(code.notificationHandlers)")
        #expect(code.skipped.isEmpty, "\(code.skipped)")
    }

    @Test("A view's didMoveToWindow runs as setup: the handler it registers is the view's")
    func didMoveToWindow() throws {
        let code = try #require(TestApp.run("""
            final class BadgeView: UIView {
                @IBOutlet weak var badge: UILabel!
                override func didMoveToWindow() {
                    super.didMoveToWindow()
                    NotificationCenter.default.addObserver(self, selector: #selector(update), name: .badgeChanged, object: nil)
                }
                @objc func update() { badge.text = "3" }
            }
            """, "BadgeView"))
        #expect(code.notificationHandlers["badgeChanged"]?.steps.map(\.text) == ["badge text = 3"], "\(code.notificationHandlers)")
    }

    @Test("The app's own post of a system notification's name runs the handlers of that name; UIKit's own posts never come")
    func systemNamePostedByTheApp() throws {
        let code = try #require(TestApp.run("""
            final class FormView: UIView {
                @IBOutlet weak var field: UITextField!
                @IBOutlet weak var counter: UILabel!
                override func awakeFromNib() {
                    NotificationCenter.default.addObserver(self, selector: #selector(textChanged), name: UITextField.textDidChangeNotification, object: field)
                    NotificationCenter.default.addObserver(self, selector: #selector(sizeChanged), name: UIContentSizeCategory.didChangeNotification, object: nil)
                }
                @IBAction func clearTapped(_ sender: UIButton) {
                    field.text = ""
                    NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: field)
                }
                @objc func textChanged() { counter.text = "0 characters" }
                @objc func sizeChanged() { counter.text = "resized" }
            }
            """, "FormView"))
        #expect(code.setupTexts.isEmpty, "\(code.setupTexts)")
        #expect(code.notificationHandlers["textDidChangeNotification"]?.steps.map(\.text) == ["counter text = 0 characters"], "\(code.notificationHandlers)")
        #expect(code.methods["clearTapped:"]?.steps.map(\.text) == ["field text = ", "counter text = 0 characters", "posts textDidChangeNotification"], "\(code.methods)")
        // Kept, but no code of the app posts it: UIKit's post is not modelled, so it never runs.
        #expect(code.notificationHandlers["didChangeNotification"]?.steps.map(\.text) == ["counter text = resized"], "\(code.notificationHandlers)")
    }

    @Test("A publisher of a name the interpreter cannot tell keeps Combine's rule: the closure runs once where made")
    func unknownPublisher() throws {
        let code = try #require(TestApp.run("""
            final class StatusView: UIView {
                @IBOutlet weak var status: UILabel!
                var viewModel: ViewModel!
                override func awakeFromNib() {
                    _ = viewModel.$title.sink { [weak self] title in self?.status.text = title }
                }
            }
            """, "StatusView"))
        #expect(code.notificationHandlers.isEmpty, "\(code.notificationHandlers)")
        #expect(code.setupTexts.count == 1 && code.setupTexts[0].hasPrefix("status text = "), "\(code.setupTexts)")
    }
}
