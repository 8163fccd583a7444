import AccessibilityTree
import Foundation

/// WCAG 2.x contrast: relative luminance and the contrast ratio of two sRGB colours.
public enum Contrast {
    /// AA for normal text.
    public static let minimumRatio = 4.5
    /// AA for large text (a11ysim treats headings as large text: the model has no font sizes).
    public static let minimumRatioLargeText = 3.0

    /// `top` drawn over the opaque `bottom`, by its alpha.
    public static func composite(_ top: Color, over bottom: Color) -> Color {
        let a = min(1, max(0, top.alpha))
        return Color(red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a),
                     blue: top.blue * a + bottom.blue * (1 - a), alpha: 1)
    }

    /// WCAG relative luminance of an opaque colour.
    public static func luminance(_ color: Color) -> Double {
        func channel(_ value: Double) -> Double {
            let c = min(1, max(0, value))
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
    }

    /// The contrast ratio (1…21) of `foreground` (composited over `background`) against `background`.
    public static func ratio(_ foreground: Color, _ background: Color) -> Double {
        let front = composite(foreground, over: background)
        let l1 = luminance(front), l2 = luminance(background)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }
}
