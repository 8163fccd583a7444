/// The text size the user chose in Settings, like `UIContentSizeCategory`: seven standard sizes and
/// five larger accessibility sizes (docs/layout.md, "Dynamic Type").
public enum ContentSizeCategory: String, Hashable, Codable, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// UIKit's default, and every device's until the user changes it.
    public static let `default` = ContentSizeCategory.large
    /// The largest size (AX5), which the audit checks besides the default.
    public static let largest = ContentSizeCategory.accessibilityExtraExtraExtraLarge

    /// Whether it is one of the larger accessibility sizes (`isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The name Settings and Apple's Human Interface Guidelines give it: xSmall … xxxLarge, AX1 … AX5.
    public var shortName: String {
        switch self {
        case .extraSmall: return "xSmall"
        case .small: return "Small"
        case .medium: return "Medium"
        case .large: return "Large"
        case .extraLarge: return "xLarge"
        case .extraExtraLarge: return "xxLarge"
        case .extraExtraExtraLarge: return "xxxLarge"
        case .accessibilityMedium: return "AX1"
        case .accessibilityLarge: return "AX2"
        case .accessibilityExtraLarge: return "AX3"
        case .accessibilityExtraExtraLarge: return "AX4"
        case .accessibilityExtraExtraExtraLarge: return "AX5"
        }
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
