import AccessibilityTree

/// `nested-element`: a control inside another accessibility element, which VoiceOver never reaches.
public struct NestedElementRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "nested-element", summary: "Control inside another accessibility element: VoiceOver never reaches it.", defaultSeverity: .error,
        help: "VoiceOver reads an accessibility element as one thing and never looks at its subviews, so a control inside it cannot be focused or activated. Leave the container as a plain view (isAccessibilityElement off) so its controls are elements, or give the container accessibilityCustomActions for what the controls do.")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        let capture = screen.capture
        return capture.nested.enumerated().compactMap { index, nested in
            guard capture.snapshot.elements.indices.contains(nested.container) else { return nil }
            let container = capture.snapshot.elements[nested.container]
            // A container that reads as the control (same label, traits and frame) stands in for it:
            // VoiceOver says the same, and its double tap at the shared activation point reaches the control.
            if container.trimmedLabel == nested.element.trimmedLabel, container.traits == nested.element.traits,
               container.frame == nested.element.frame { return nil }
            // Likewise a container announced as a button whose activation point the control covers:
            // its double tap lands on the control (docs/audit-rules.md, nested-element).
            if container.traits.contains(.button) || container.traits.contains(.link),
               nested.element.frame.contains(container.activationPoint) { return nil }
            return RuleHit(.nested(index), "\(nested.element.quoted) is inside \(container.quoted) (element \(nested.container + 1)), which is itself an accessibility element: VoiceOver reads the container and never reaches this \(nested.element.className). Make the container a plain view, or give it custom actions.")
        }
    }
}
