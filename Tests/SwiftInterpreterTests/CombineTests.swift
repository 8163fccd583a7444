import Testing
@testable import SwiftInterpreter

/// Combine subscriptions (docs/code.md, "Combine"): `sink`'s closure runs once with an unknown
/// value, `assign(to:on:)` sets the property to one; either counts as set on some path.
@Suite("Combine subscriptions")
struct CombineTests {
    @Test("A sink on a @Published property titles the label with the unknown value; a hiding flag it sets is left alone")
    func sink() throws {
        let code = try #require(TestApp.run("""
            import Combine
            final class PlayerViewModel {
                @Published var title = ""
            }
            final class PlayerViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                @IBOutlet weak var spinner: UIView!
                let viewModel = PlayerViewModel()
                private var cancellables = Set<AnyCancellable>()
                override func viewDidLoad() {
                    viewModel.$title
                        .receive(on: DispatchQueue.main)
                        .sink { [weak self] title in
                            self?.titleLabel.text = title
                            self?.spinner.isHidden = true
                        }
                        .store(in: &cancellables)
                }
            }
            """, "PlayerViewController"))
        let title = try #require(code.setup.first { $0.text.hasPrefix("titleLabel text") })
        #expect(title.isConditional, "a sink's value comes on some path only")
        #expect(title.text.contains("⟨"), "the value is unknown: \(title.text)")
        #expect(!code.setupTexts.contains { $0.hasPrefix("spinner isHidden") }, "\(code.setupTexts)")
        #expect(code.skipped.contains { $0.reason.contains("isHidden to true on some paths only") }, "\(code.skipped)")
        #expect(!code.skipped.contains { $0.reason.contains("receive") || $0.reason.contains("store") || $0.reason.contains("sink") }, "\(code.skipped)")
    }

    @Test("assign(to:on:) sets the named property of the view; sink(receiveCompletion:receiveValue:) runs the value's closure")
    func assign() throws {
        let code = try #require(TestApp.run("""
            final class ScoreViewController: UIViewController {
                @IBOutlet weak var scoreLabel: UILabel!
                @IBOutlet weak var statusLabel: UILabel!
                var cancellables: [AnyCancellable] = []
                override func viewDidLoad() {
                    scores.map { "\\($0) points" }.assign(to: \\.text, on: scoreLabel).store(in: &cancellables)
                    status.sink(receiveCompletion: { _ in
                        self.statusLabel.text = "Finished"
                    }, receiveValue: { value in
                        self.statusLabel.accessibilityLabel = "Status"
                    }).store(in: &cancellables)
                }
            }
            """, "ScoreViewController"))
        #expect(code.setup.contains { $0.text.hasPrefix("scoreLabel text = ⟨") && $0.isConditional }, "\(code.setupTexts)")
        #expect(code.setupTexts.contains("statusLabel accessibilityLabel = Status"), "\(code.setupTexts)")
        #expect(!code.setupTexts.contains("statusLabel text = Finished"), "the completion never comes: \(code.setupTexts)")
    }
}
