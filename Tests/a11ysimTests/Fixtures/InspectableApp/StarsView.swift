import UIKit

/// Stars whose count and caption come from runtime attributes: a stored property with an observer
/// and a computed property with a setter; its colour is not modelled.
final class StarsView: UIView {
    private let captionLabel = UILabel()

    @IBInspectable var stars: Int = 0 {
        didSet {
            accessibilityValue = "\(stars) of 5"
        }
    }

    @IBInspectable var caption: String? {
        get { captionLabel.text }
        set {
            captionLabel.text = newValue
            accessibilityLabel = newValue
        }
    }

    @IBInspectable var starColor: UIColor? {
        didSet {
            tintColor = starColor
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isAccessibilityElement = true
        addSubview(captionLabel)
    }
}
