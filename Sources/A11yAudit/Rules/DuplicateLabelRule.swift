import AccessibilityTree

/// `duplicate-label`: controls that sound the same but do different things.
public struct DuplicateLabelRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "duplicate-label", summary: "Different actions with the same label on one screen.", defaultSeverity: .warning,
        help: "Controls that VoiceOver reads the same way but that do different things can't be told apart by ear. Make each label specific (\"Delete Milk\", \"Delete Eggs\").")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        let elements = screen.capture.snapshot.elements
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (index, element) in elements.enumerated() where element.isInteractive {
            guard let label = element.trimmedLabel, !label.isKnownOnlyAtRuntime else { continue }
            let key = label.lowercased() + "|" + Phrase.traitWords(for: element).joined(separator: " ")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        return order.compactMap { key in
            guard let members = groups[key], members.count > 1, let first = members.first else { return nil }
            let signatures = members.map { screen.probes.activations[$0]?.signature }
            if let one = signatures.first ?? nil, signatures.allSatisfy({ $0 == one }) { return nil }
            let numbers = members.map { String($0 + 1) }.joined(separator: ", ")
            return RuleHit(.element(first), "\(members.count) controls read \(elements[first].quoted) (elements \(numbers)) but do different things: a VoiceOver user cannot tell them apart. Make each label specific.")
        }
    }
}
