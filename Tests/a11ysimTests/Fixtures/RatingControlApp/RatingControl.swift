import UIKit

/// A star rating VoiceOver adjusts: its increment and decrement overrides change the rating and
/// send `.valueChanged` to the targets the screen added.
final class RatingControl: UIControl {
    private var rating = 3 {
        didSet {
            accessibilityValue = "\(rating) of 5"
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isAccessibilityElement = true
        accessibilityLabel = "Rating"
        accessibilityTraits = .adjustable
        accessibilityValue = "3 of 5"
    }

    override func accessibilityIncrement() {
        rating += 1
        sendActions(for: .valueChanged)
    }

    override func accessibilityDecrement() {
        rating -= 1
        sendActions(for: .valueChanged)
    }
}
