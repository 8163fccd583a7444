import Testing
@testable import SwiftInterpreter

/// A text field's input accessory view and its editing (docs/voiceover.md, "A text field's input
/// accessory view"; Interpreter+FirstResponder).
@Suite("A text field's input accessory view and first responder")
struct FirstResponderTests {
    @Test("field.inputAccessoryView = a toolbar made in code places it on the field, as field.inputView = a picker does; its items, set either way, are one fact; an accessory the code did not make is left alone")
    func accessoryAndItems() throws {
        let code = try #require(TestApp.run("""
            final class FormViewController: UIViewController {
                @IBOutlet var nameField: UITextField!
                @IBOutlet var noteView: UITextView!
                @IBOutlet var sharedBar: UIToolbar!
                override func viewDidLoad() {
                    let toolbar = UIToolbar()
                    let done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
                    toolbar.items = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), done]
                    nameField.inputAccessoryView = toolbar
                    let other = UIToolbar()
                    other.setItems([UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(next))], animated: false)
                    noteView.inputAccessoryView = sharedBar
                    nameField.inputView = UIDatePicker()
                }
                @objc func done() { view.endEditing(true) }
                @objc func next() { nameField.becomeFirstResponder() }
            }
            """, "FormViewController"))
        #expect(code.setupTexts.contains("nameField adds UIToolbar#1 inputAccessoryView"), "\(code.setupTexts)")
        #expect(code.setupTexts.contains { $0.hasPrefix("nameField adds UIDatePicker#") && $0.hasSuffix(" inputView") }, "\(code.setupTexts)")
        #expect(code.setupTexts.contains("view #1 made in code items = flexibleSpace; done → done"), "\(code.setupTexts)")
        #expect(code.setupTexts.contains { $0.hasSuffix("items = Next → next") }, "\(code.setupTexts)")
        #expect(code.skipped.contains { $0.reason.contains("an input accessory view is modelled only as a view made in code") }, "\(code.skipped)")
        #expect(code.methods["done"]?.steps.map(\.text) == ["view resignFirstResponder() = false"], "\(code.methods.keys.sorted())")
        #expect(code.methods["next"]?.steps.map(\.text) == ["nameField becomeFirstResponder() = true"], "\(code.methods.keys.sorted())")
    }

    @Test("The controller's own becomeFirstResponder() and a delegate's textField.resignFirstResponder() are understood, with no fact")
    func understoodWithoutFacts() throws {
        let code = try #require(TestApp.run("""
            final class SearchViewController: UIViewController, UITextFieldDelegate {
                override func viewDidAppear(_ animated: Bool) {
                    becomeFirstResponder()
                }
                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    textField.resignFirstResponder()
                    return true
                }
            }
            """, "SearchViewController"))
        #expect(!code.setupTexts.contains { $0.contains("FirstResponder") }, "\(code.setupTexts)")
        #expect(code.skipped.isEmpty, "\(code.skipped)")
    }

    @Test("A controller's accessory getter whose view the app's state decides: the first path's is docked, the other path's said as not docked")
    func stateDecidesTheAccessory() throws {
        let code = try #require(TestApp.run("""
            final class ChatViewController: UIViewController {
                var isForwarding = false
                lazy var composerBar = UIView()
                lazy var forwardBar = UIToolbar()
                override var canBecomeFirstResponder: Bool { true }
                override var inputAccessoryView: UIView? { isForwarding ? forwardBar : composerBar }
            }
            """, "ChatViewController"))
        #expect(code.setupTexts.contains { $0.hasPrefix("self adds UIToolbar#") && $0.hasSuffix(" inputAccessoryView") }, "\(code.setupTexts)")
        #expect(code.skipped.contains { $0.reason.contains("returns a UIView made in code from inputAccessoryView on another path, which is not docked") }, "\(code.skipped) \(code.setupTexts)")
    }
}
