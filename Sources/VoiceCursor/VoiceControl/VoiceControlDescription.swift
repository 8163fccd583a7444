import AccessibilityTree

/// The current screen as Voice Control sees it, as text (`a11ysim tree --voice-control`): each
/// actionable item with the number "Show numbers" gives it, its names and VoiceOver's phrase.
public enum VoiceControlDescription {
    /// `3. Send (also: Send message)  — Send, button`; `4. (no name: numbers only) — UIButton`.
    public static func lines(for snapshot: AccessibilitySnapshot, items: [VoiceControlItem]) -> [String] {
        var lines = ["screen: \(snapshot.screen.pathDescription.isEmpty ? "(no controller)" : snapshot.screen.pathDescription)"]
        let actionable = items.filter(\.isActionable)
        for (number, item) in actionable.enumerated() {
            let element = snapshot.elements[item.index]
            var line = "\(number + 1). "
            if let primary = item.primaryName {
                line += primary
                if item.names.count > 1 { line += " (also: \(item.names.dropFirst().joined(separator: ", ")))" }
            } else {
                line += "(no name: numbers only)"
            }
            line += "  — \(element.phrase.isEmpty ? element.className : element.phrase)"
            lines.append(line)
        }
        if actionable.isEmpty { lines.append("(nothing Voice Control can act on)") }
        return lines
    }
}
