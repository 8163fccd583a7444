import AccessibilityTree

/// `placeholder-only-label`: a text field whose only name is its placeholder.
public struct PlaceholderLabelRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "placeholder-only-label", summary: "Text field labelled only by its placeholder (WCAG 3.3.2).", defaultSeverity: .warning,
        help: "A placeholder is an example or a hint, not a name: it disappears as soon as the field has text, and then neither a VoiceOver user nor anyone else knows what the field is for. Give the field a visible label and set its accessibilityLabel to that label's text (WCAG 3.3.2 Labels or Instructions).")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        let capture = screen.capture
        return capture.snapshot.elements.enumerated().compactMap { index, element in
            guard capture.elements[index].isLabelledByPlaceholder, let placeholder = element.trimmedLabel else { return nil }
            return RuleHit(.element(index), "This \(element.className) is named only by its placeholder \"\(placeholder)\", which goes away once the field has text. Set an accessibilityLabel that says what the field is for, and show it as a label.")
        }
    }
}
