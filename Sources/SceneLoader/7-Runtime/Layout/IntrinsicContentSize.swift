import AccessibilityTree

/// A view's natural size, as UIKit's `intrinsicContentSize` gives it; nil on an axis the view has no
/// size of its own on (docs/layout.md, "Intrinsic content sizes").
///
/// Text is measured by ``textWidth(of:in:)`` (shaped, else estimated), and lines are 1.193 times the
/// point size high (the system font's ascender 0.952 plus descender 0.241), rounded up to the half
/// point, as on a 2x screen.
struct IntrinsicContentSize: Hashable, Sendable {
    var width: Double?
    var height: Double?

    static let ascender = 0.952
    static let descender = 0.241
    static let lineHeight = ascender + descender

    /// The height of one line of text in a font of `size` points.
    static func lineHeight(_ size: Double) -> Double { roundUp(size * lineHeight) }

    /// The width of `text` on one line in `font`: shaped by ``TextShaper`` where HarfBuzz and the font
    /// are installed, else estimated by ``TextWidthEstimate`` (the layout then warns, once per screen).
    static func textWidth(of text: String, in font: Font) -> Double {
        switch TextShaper.shared {
        case .success(let shaper): return shaper.width(of: text, in: font)
        case .failure: return TextWidthEstimate.width(of: text, in: font)
        }
    }

    /// Rounds up to the half point (a 2x screen's pixel).
    static func roundUp(_ value: Double) -> Double { (value * 2 - 1e-9).rounded(.up) / 2 }

    /// The intrinsic size of `view` laid out `lines` lines high (for a label that wraps; 1 otherwise).
    static func of(_ view: ViewSpec, lines: Int = 1) -> IntrinsicContentSize? {
        // The size Interface Builder got from the view's own class, on the axes it gives (a wrapped
        // label's height is its lines', not the one-line height measured for the file).
        let designedHeight = lines > 1 ? nil : view.layout.designedIntrinsicHeight
        if view.layout.designedIntrinsicWidth != nil || designedHeight != nil {
            var measured = view
            measured.layout.designedIntrinsicWidth = nil
            measured.layout.designedIntrinsicHeight = nil
            let size = of(measured, lines: lines)
            return IntrinsicContentSize(width: view.layout.designedIntrinsicWidth ?? size?.width, height: designedHeight ?? size?.height)
        }
        switch view.kind {
        case .label(let label):
            guard let text = label.text, !text.isEmpty else { return IntrinsicContentSize(width: 0, height: 0) }
            let font = label.font ?? .system(17)
            let width = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { textWidth(of: String($0), in: font) }.max() ?? 0
            // Each line break starts a line, up to the label's limit (TextWrapping).
            let paragraphs = label.numberOfLines == 1 ? 1 : TextWrapping.lineCount(of: text, in: font, width: nil, limit: label.numberOfLines)
            return IntrinsicContentSize(width: roundUp(width), height: roundUp(Double(max(lines, paragraphs)) * font.pointSize * lineHeight))
        case .button(let button):
            let font = view.layout.font ?? .system(15)
            let size = font.pointSize
            let title = (button.title ?? "").isEmpty ? 0 : textWidth(of: button.title ?? "", in: font)
            let image = view.layout.imageSize ?? Size(width: 0, height: 0)
            let insets = view.layout.contentInsets ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            // Without content insets UIKit gives a system button at least 30×30 (a title of one
            // character is 30 wide, an empty button 30×30); any inset, even 0.01, takes the minimum
            // away. Not with an image whose size the file does not give.
            let knownImage = button.image == nil || view.layout.imageSize != nil
            let minimum: Double = view.layout.isSystemButton && insets == EdgeInsets() && knownImage ? 30 : 0
            guard title > 0 || image.width > 0 || minimum > 0 else { return nil }
            // A system button with a title is 30 pt high at 15 pt: the line plus 6 pt above and below,
            // unless its content insets make it higher; the insets widen it.
            let content = max(image.height, title > 0 ? roundUp(size * lineHeight) : 0) + insets.top + insets.bottom
            let height = max(content, title > 0 ? roundUp(size * lineHeight) + 12 : 0, minimum)
            return IntrinsicContentSize(width: max(minimum, roundUp(title + image.width + insets.left + insets.right)), height: height)
        case .switch: return IntrinsicContentSize(width: view.layout.controlDesign.switchSize.width, height: view.layout.controlDesign.switchSize.height)
        case .stepper: return IntrinsicContentSize(width: view.layout.controlDesign.stepperSize.width, height: view.layout.controlDesign.stepperSize.height)
        case .slider: return IntrinsicContentSize(width: nil, height: 30)
        case .progress: return IntrinsicContentSize(width: nil, height: 4)
        case .activityIndicator:
            let side: Double = view.layout.largeIndicator ? 37 : 20
            return IntrinsicContentSize(width: side, height: side)
        case .segmented(let segmented):
            // Segments share the width equally: the widest title with 14 pt each side, in 13 pt text.
            let widest = segmented.segments.map { textWidth(of: $0, in: .system(13)) }.max() ?? 0
            return IntrinsicContentSize(width: roundUp((widest + 28) * Double(max(1, segmented.segments.count))), height: view.layout.controlDesign.segmentedHeight)
        case .textField(let field):
            let font = view.layout.font ?? .system(14)
            // Text known only when the app runs is measured as no text (docs/layout.md, "Text known
            // only when the app runs").
            let shown = field.text ?? field.placeholder ?? ""
            let text = shown.isKnownOnlyAtRuntime ? "" : shown
            // 34 pt high up to a 17 pt font; larger text (a text style at a large content size) grows
            // it: the line plus 7 pt above and below (an estimate, docs/layout.md "Dynamic Type").
            return IntrinsicContentSize(width: roundUp(textWidth(of: text, in: font) + 14), height: max(34, roundUp(font.pointSize * lineHeight) + 14))
        case .textView(let textView):
            // Scrolling, it has no size of its own. Not scrolling, it is as large as its text, in
            // lines as a label's, inside UIKit's text container insets (8 above and below) and line
            // fragment padding (5 each side); with no font in the file, its size is unknown.
            guard !view.layout.scrollEnabled, let font = view.layout.font else { return nil }
            let text = textView.text?.isKnownOnlyAtRuntime ?? false ? "" : textView.text ?? ""
            let width = text.split(separator: "\n", omittingEmptySubsequences: false).map { textWidth(of: String($0), in: font) }.max() ?? 0
            let paragraphs = TextWrapping.lineCount(of: text, in: font, width: nil, limit: 0)
            return IntrinsicContentSize(width: roundUp(width + 10), height: roundUp(Double(max(lines, paragraphs, 1)) * font.pointSize * lineHeight) + 16)
        case .image:
            return view.layout.imageSize.map { IntrinsicContentSize(width: $0.width, height: $0.height) }
        case .picker: return IntrinsicContentSize(width: 320, height: 216)
        case .searchBar: return IntrinsicContentSize(width: nil, height: 56)
        case .navigationBar, .toolbar: return IntrinsicContentSize(width: nil, height: 44)
        case .tabBar: return IntrinsicContentSize(width: nil, height: 49)
        default: return nil
        }
    }
}
