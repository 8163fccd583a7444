/// An image, like `UIImageView`: not an element unless made one; then labelled by the image's name
/// and spoken "image" (docs/model.md §2).
@MainActor
open class ImageView: View {
    /// The image's name (asset or SF Symbol).
    public var imageName: String?

    public init(imageName: String? = nil, frame: Rect = .zero) {
        self.imageName = imageName
        super.init(frame: frame)
        // UIKit: labels and image views ignore touches, so a tap reaches what lies beneath.
        isUserInteractionEnabled = false
    }

    override open var className: String { "UIImageView" }
    override open var standardAccessibilityLabel: String? { imageName }
    override open var standardAccessibilityTraits: AccessibilityTraits { .image }
}
