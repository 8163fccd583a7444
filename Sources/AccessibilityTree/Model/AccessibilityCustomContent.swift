/// A piece of content VoiceOver offers in the rotor's More Content setting, like `AXCustomContent`:
/// "Price, $5". Content of high importance is also spoken after the element's phrase (docs/voiceover.md §4).
public struct AccessibilityCustomContent: Hashable, Codable, Sendable {
    /// How prominently VoiceOver offers the content, like `AXCustomContent.Importance`.
    public enum Importance: String, Hashable, Codable, Sendable, CaseIterable {
        /// Offered only through the rotor.
        case `default`
        /// Spoken with the element as well.
        case high
    }

    /// What the content is, e.g. "Price".
    public var label: String
    /// The content, e.g. "$5".
    public var value: String
    public var importance: Importance

    public init(label: String, value: String, importance: Importance = .default) {
        self.label = label
        self.value = value
        self.importance = importance
    }
}
