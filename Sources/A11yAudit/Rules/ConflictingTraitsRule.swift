import AccessibilityTree

/// `conflicting-traits`: an element that is a button and also a link, an adjustable or a keyboard key.
public struct ConflictingTraitsRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "conflicting-traits", summary: "Button that is also a link, adjustable or keyboard key.", defaultSeverity: .error,
        help: "A button opens or does something; a link goes to a page, an adjustable element changes with swipes up and down, a keyboard key types. VoiceOver says every trait it finds (\"Next, button, link\"), so the user cannot tell which gesture works. Keep the one trait that says what the element does.")

    /// The traits that contradict `button`, as VoiceOver names them.
    static let conflicts: [(trait: AccessibilityTraits, name: String)] = [
        (.link, "link"), (.adjustable, "adjustable"), (.keyboardKey, "keyboard key"),
    ]

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        screen.capture.snapshot.elements.enumerated().compactMap { index, element in
            guard element.traits.contains(.button) else { return nil }
            let names = Self.conflicts.filter { element.traits.contains($0.trait) }.map(\.name)
            guard !names.isEmpty else { return nil }
            let list = names.joined(separator: " and ")
            return RuleHit(.element(index), "\(element.quoted) has the button trait and the \(list) trait: VoiceOver announces both, and the user cannot tell what it does or which gesture to use. Keep one.")
        }
    }
}
