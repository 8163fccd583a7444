import AccessibilityTree

extension ConstraintLayout {
    /// How far a view's frame reaches past the alignment rectangle its constraints place (UIKit's
    /// `alignmentRectInsets`, docs/layout.md "Intrinsic content sizes"): a switch's, a slider's and
    /// a segmented control's; none for other views.
    static func alignmentInsets(of spec: ViewSpec) -> EdgeInsets {
        switch spec.kind {
        case .switch: spec.layout.controlDesign.switchAlignmentInsets
        case .slider: spec.layout.controlDesign.sliderAlignmentInsets
        case .segmented: spec.layout.controlDesign.segmentedAlignmentInsets
        default: EdgeInsets()
        }
    }

    /// The frame around an alignment rectangle.
    static func frame(aroundAlignmentRect rect: Rect, insets: EdgeInsets) -> Rect {
        Rect(x: rect.minX - insets.left, y: rect.minY - insets.top,
             width: rect.width + insets.left + insets.right, height: rect.height + insets.top + insets.bottom)
    }

    /// The alignment rectangle inside a frame.
    static func alignmentRect(inFrame frame: Rect, insets: EdgeInsets) -> Rect {
        Rect(x: frame.minX + insets.left, y: frame.minY + insets.top,
             width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
    }
}
