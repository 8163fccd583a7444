import AccessibilityTree

/// `duplicate-frame`: controls with the same frame that do different things.
public struct DuplicateFrameRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "duplicate-frame", summary: "Controls with the same frame that do different things.", defaultSeverity: .warning,
        help: "Two controls in exactly the same place show VoiceOver (and Switch Control) the same box twice, and a tap there reaches only the one in front. Give each control its own frame, or hide the one that is not in use.")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        let elements = screen.capture.snapshot.elements
        var groups: [Rect: [Int]] = [:]
        var order: [Rect] = []
        for (index, element) in elements.enumerated() where element.isInteractive && !element.frame.isEmpty {
            if groups[element.frame] == nil { order.append(element.frame) }
            groups[element.frame, default: []].append(index)
        }
        return order.compactMap { frame in
            guard let members = groups[frame], members.count > 1, let first = members.first else { return nil }
            // Different labels say they do different things; so do different activations, though
            // a double tap at the shared activation point usually reaches the front one for both.
            let labels = Set(members.map { elements[$0].trimmedLabel?.lowercased() ?? "" })
            let signatures = members.map { screen.probes.activations[$0]?.signature }
            if labels.count == 1, let one = signatures.first ?? nil, signatures.allSatisfy({ $0 == one }) { return nil }
            let names = members.map { elements[$0].quoted }.joined(separator: ", ")
            return RuleHit(.element(first), "\(members.count) controls share the frame \(frame) but do different things: \(names). A tap there reaches only the front one; give each its own place.")
        }
    }
}
