import UIKit

/// A search field whose placeholder Interface Builder sets as a user-defined runtime attribute: its
/// observer gives the text field made in code that placeholder, as UIKit runs it after init(coder:).
final class SearchFieldView: UIView {
    private let textField = UITextField()

    @IBInspectable var placeholderText: String = "" {
        didSet {
            updatePlaceholder()
        }
    }

    @IBInspectable var isRequired: Bool = false {
        didSet {
            textField.accessibilityValue = isRequired ? "Required" : nil
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(textField)
    }

    private func updatePlaceholder() {
        textField.placeholder = placeholderText.isEmpty ? nil : placeholderText
    }
}
