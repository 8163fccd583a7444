import AccessibilityTree
import VoiceCursor

/// Text a gesture showed on the same screen without telling VoiceOver (docs/audit-rules.md,
/// "status-not-announced"): the app set a label's text or unhid it (an action's
/// `label.text = …`, `isHidden = false`, read from code or a scene file) and posted no
/// announcement, layout change or screen change, so a VoiceOver user does not hear it.
public struct SilentStatus: Sendable {
    /// The gestures that showed the text, from the first screen.
    public var path: [ExplorationStep]
    /// The text shown.
    public var text: String
    /// The text element on the screen reached (reading-order index), when it is in its capture.
    public var elementIndex: Int?

    public init(path: [ExplorationStep], text: String, elementIndex: Int?) {
        self.path = path
        self.text = text
        self.elementIndex = elementIndex
    }
}

enum SilentStatusCheck {
    /// At most this many new texts make a status message; more are new content (a segment's page,
    /// a form's next part), which a user finds by swiping.
    static let maximumStatusTexts = 2

    /// The static texts `after` shows that `before` did not, when activating an element changed
    /// them on the same screen and nothing was posted to VoiceOver: each with its reading-order index.
    static func silentTexts(before: AccessibilitySnapshot, after: AccessibilitySnapshot, events: [VoiceOverEvent]) -> [(Int, String)] {
        let told = events.contains { event in
            switch event.kind {
            case .notification, .transition: return true
            default: return false
            }
        }
        guard !told else { return [] }
        let shown = Set(before.elements.compactMap { isText($0) ? $0.label : nil })
        let texts: [(Int, String)] = after.elements.enumerated().compactMap { index, element in
            guard isText(element), let label = element.trimmedLabel, !shown.contains(element.label ?? "") else { return nil }
            return (index, label)
        }
        return texts.count <= maximumStatusTexts ? texts : []
    }

    /// A static text nobody acts on.
    private static func isText(_ element: ElementSnapshot) -> Bool {
        element.traits.contains(.staticText) && !element.isInteractive
    }
}
