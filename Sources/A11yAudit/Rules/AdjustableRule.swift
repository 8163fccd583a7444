/// `adjustable-no-change`: an adjustable element that swiping up and down does not adjust.
public struct AdjustableNoChangeRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "adjustable-no-change", summary: "Adjustable element whose increment and decrement change nothing.", defaultSeverity: .error,
        help: "An element with the adjustable trait must change its value on accessibilityIncrement() and accessibilityDecrement(); otherwise VoiceOver users cannot set it. Implement both, or drop the trait.")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        let elements = screen.capture.snapshot.elements
        return screen.probes.adjustments.keys.sorted().compactMap { index in
            guard screen.probes.adjustments[index] == false, elements.indices.contains(index) else { return nil }
            return RuleHit(.element(index), "Swiping up and down on \(elements[index].quoted) changes nothing: its value stays \"\(elements[index].value ?? "")\". Implement accessibilityIncrement() and accessibilityDecrement().")
        }
    }
}
