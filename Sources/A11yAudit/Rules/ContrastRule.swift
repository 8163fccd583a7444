import AccessibilityTree
import Foundation

/// `low-contrast`: text whose colour against its background is below WCAG AA.
public struct LowContrastRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "low-contrast", summary: "Text colour against its background below WCAG 2.x AA (4.5:1; 3:1 for headings).",
        defaultSeverity: .warning,
        help: "Low-vision users, many of whom use VoiceOver too, need text contrast of at least 4.5:1 (3:1 for large text). Darken the text or lighten the background (Label.textColor, Button.titleColor, View.backgroundColor).")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        let capture = screen.capture
        return capture.elements.enumerated().compactMap { index, facts in
            guard let text = facts.textColor, let background = facts.backgroundColor else { return nil }
            let element = capture.snapshot.elements[index]
            let minimum = element.traits.contains(.header) ? Contrast.minimumRatioLargeText : Contrast.minimumRatio
            let ratio = Contrast.ratio(text, background)
            guard ratio < minimum else { return nil }
            return RuleHit(.element(index), "Text of \(element.quoted) has contrast \(Self.format(ratio)):1 (\(Self.hex(text)) on \(Self.hex(Contrast.composite(background, over: .white)))), below WCAG AA \(Self.format(minimum)):1.")
        }
    }

    static func format(_ value: Double) -> String { String(format: "%.2f", (value * 100).rounded(.down) / 100) }

    static func hex(_ color: Color) -> String {
        let parts = [color.red, color.green, color.blue].map { Int((min(1, max(0, $0)) * 255).rounded()) }
        return "#" + parts.map { String(format: "%02X", $0) }.joined()
    }
}
