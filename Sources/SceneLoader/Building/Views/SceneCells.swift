import AccessibilityTree

/// A table row from a scene: a built-in cell style plus custom subviews (placed in a line when the
/// scene gives them no frame) and an accessory view at the trailing edge.
@MainActor
final class SceneTableViewCell: TableViewCell {
    var automatic: Set<ObjectIdentifier> = []
    /// UIKit's `accessoryView`.
    var accessoryView: View?

    /// A row holding a stepper, segmented control or picker (controls whose elements are their parts)
    /// is not one element either: VoiceOver visits its contents.
    override var standardIsAccessibilityElement: Bool {
        super.standardIsAccessibilityElement && !containsInteractiveParts(self)
    }

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

    override var standardIsAccessibilityElement: Bool {
        super.standardIsAccessibilityElement && !containsInteractiveParts(self)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        AutoLayout.placeColumn(subviews, automatic: automatic, in: Rect(origin: .zero, size: frame.size), insets: .zero, margins: false)
    }
}

/// Whether a cell holds a visible view that is not an element itself but has interactive elements
/// (a custom container, besides the steppers, segmented controls and pickers the model's cells check).
/// Hidden and transparent views are skipped with their subtrees, as the model's cells skip them.
///
/// It runs for every row of every derivation, so it recurses through the row's few views rather than
/// collecting them with `allViews()` first.
@MainActor
func containsInteractiveParts(_ cell: View) -> Bool {
    for view in cell.subviews where !view.isHidden && view.alpha > 0.01 {
        if !view.isAccessibilityElement,
           view.accessibilityElements?.contains(where: { $0.accessibilityRespondsToUserInteraction }) == true {
            return true
        }
        if containsInteractiveParts(view) { return true }
    }
    return false
}
