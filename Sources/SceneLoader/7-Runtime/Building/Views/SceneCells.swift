import AccessibilityTree

/// A table row from a scene: a built-in cell style plus custom subviews (placed in a line when the
/// scene gives them no frame) and an accessory view at the trailing edge.
@MainActor
final class SceneTableViewCell: TableViewCell {
    var automatic: Set<ObjectIdentifier> = []
    /// UIKit's `accessoryView`.
    var accessoryView: View?

    override func layoutSubviews() {
        super.layoutSubviews()
        let hasText = !(textLabel.text ?? "").isEmpty || !(detailTextLabel.text ?? "").isEmpty
        let leading = hasText ? frame.width / 2 : (imageView.imageName != nil ? 60 : AutoLayout.margin)
        AutoLayout.placeLine(subviews, automatic: automatic, in: Rect(origin: .zero, size: frame.size), leading: leading)
        if let accessory = accessoryView {
            let size = AutoLayout.naturalSize(of: accessory, width: 60)
            let width = accessory.frame.width > 0 ? accessory.frame.width : size.width
            let height = min(frame.height, accessory.frame.height > 0 ? accessory.frame.height : size.height)
            accessory.frame = Rect(x: frame.width - width - AutoLayout.margin, y: (frame.height - height) / 2, width: width, height: height)
        }
    }
}

/// A collection item from a scene: its text and image, and custom subviews in a column.
@MainActor
final class SceneCollectionViewCell: CollectionViewCell {
    var automatic: Set<ObjectIdentifier> = []

    override func layoutSubviews() {
        super.layoutSubviews()
        AutoLayout.placeColumn(subviews, automatic: automatic, in: Rect(origin: .zero, size: frame.size), insets: .zero, margins: false)
    }
}
