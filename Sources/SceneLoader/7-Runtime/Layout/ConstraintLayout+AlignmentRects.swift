import AccessibilityTree

extension ConstraintLayout {
    /// How far a view's frame reaches past the alignment rectangle its constraints place (UIKit's
    /// `alignmentRectInsets`, docs/layout.md "Intrinsic content sizes"): a switch's, from iOS 13;
    /// none for other views.
    static func alignmentInsets(of spec: ViewSpec) -> EdgeInsets {
        guard case .switch = spec.kind else { return EdgeInsets() }
        return spec.layout.controlDesign.switchAlignmentInsets
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
