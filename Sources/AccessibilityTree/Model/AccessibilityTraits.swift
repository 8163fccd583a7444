/// What an element is and does, with UIKit's `UIAccessibilityTraits` bit values.
///
/// The public traits keep UIKit's bits so that a value read from a device log or a storyboard means
/// the same here. The private ones (`textEntry`, `isEditing`, `backButton`, `tabBarItem`,
/// `switchButton`) are the bits UIKit sets on its own controls; VoiceOver speaks them
/// ("back button", "switch button", "text field", "is editing"). `secureTextField` is a11ysim's own bit:
/// UIKit marks secure fields privately in a way this model does not reproduce.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64

    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none: AccessibilityTraits = []
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    /// Private UIKit bit: an editable text input.
    public static let textEntry = AccessibilityTraits(rawValue: 1 << 18)
    /// Private UIKit bit: the text input is being edited (spoken "is editing").
    public static let isEditing = AccessibilityTraits(rawValue: 1 << 21)
    /// Private UIKit bit: the navigation bar's back button.
    public static let backButton = AccessibilityTraits(rawValue: 1 << 27)
    /// Private UIKit bit: an item of a tab bar (spoken "tab").
    public static let tabBarItem = AccessibilityTraits(rawValue: 1 << 28)
    /// Private UIKit bit: a `UISwitch` (spoken "switch button").
    public static let switchButton = AccessibilityTraits(rawValue: 1 << 53)
    /// a11ysim's bit for a secure text field (spoken "secure text field").
    public static let secureTextField = AccessibilityTraits(rawValue: 1 << 62)

    /// Every named trait with its UIKit-style name, in bit order (for JSON, messages and scene files).
    public static let named: [(name: String, trait: AccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
        ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("tabBar", .tabBar), ("header", .header), ("textEntry", .textEntry),
        ("isEditing", .isEditing), ("backButton", .backButton), ("tabBarItem", .tabBarItem),
        ("switchButton", .switchButton), ("secureTextField", .secureTextField),
    ]

    /// The trait with UIKit-style `name`, or nil when there is none.
    public init?(name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.trait
    }

    /// The names of the traits set, in bit order.
    public var names: [String] {
        Self.named.filter { contains($0.trait) }.map(\.name)
    }

    /// Traits that make an element something a user acts on (for audits and `respondsToUserInteraction`).
    public static let interactive: AccessibilityTraits = [
        .button, .link, .adjustable, .textEntry, .searchField, .keyboardKey, .backButton,
        .tabBarItem, .switchButton, .allowsDirectInteraction,
    ]
}

extension AccessibilityTraits: Codable {
    /// Decodes either a list of trait names (`["button", "selected"]`) or UIKit's raw bit value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let raw = try? container.decode(UInt64.self) {
            self.init(rawValue: raw)
            return
        }
        var traits: AccessibilityTraits = []
        for name in try container.decode([String].self) {
            guard let trait = AccessibilityTraits(name: name) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "unknown trait '\(name)'; expected one of \(Self.named.map(\.name).joined(separator: ", "))")
            }
            traits.insert(trait)
        }
        self = traits
    }

    /// Encodes the trait names in bit order, so JSON stays readable and deterministic.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(names)
    }
}
