import AccessibilityTree

/// `hidden-navigation-bar`: a pushed screen with its bar hidden and no way back but escape.
public struct HiddenNavigationBarRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "hidden-navigation-bar", summary: "Hidden navigation bar with no other way back (seed 000:874).", defaultSeverity: .error,
        help: "With the navigation bar hidden there is no back button; only users who know the escape gesture can go back. Show the bar, or add a visible control that goes back or shows the bar again (seed 000:874).")

    /// Words that name a way back on a control: its action may be code the audit cannot run, but a
    /// VoiceOver user finds and understands it.
    static let wayBackWords: Set<String> = ["back", "close", "cancel", "done", "exit", "dismiss"]

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        let facts = screen.capture.screen
        let elements = screen.capture.snapshot.elements
        // A screen with no elements at all is made elsewhere (in code): the file does not show its controls.
        guard facts.isNavigationBarHidden, facts.navigationDepth > 1, !elements.isEmpty,
              !screen.probes.activations.values.contains(where: \.goesBack),
              !elements.contains(where: Self.namesWayBack) else { return [] }
        return [RuleHit(.screen, "The navigation bar of \(facts.controllerName) is hidden and no control goes back: the screen has no back button. Show the bar or add a visible way back.", location: facts.controllerLocation)]
    }
}

extension HiddenNavigationBarRule {
    /// Whether `element` is a control whose label's first word says it goes back ("Back", "Cancel").
    static func namesWayBack(_ element: ElementSnapshot) -> Bool {
        guard element.isInteractive, let first = element.trimmedLabel?.lowercased().split(whereSeparator: { !$0.isLetter }).first else {
            return false
        }
        return wayBackWords.contains(String(first))
    }
}

/// `missing-heading`: a screen with no heading to navigate by.
public struct MissingHeadingRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "missing-heading", summary: "Screen of ten elements or more without a heading (a navigation title counts; alerts are exempt).", defaultSeverity: .warning,
        help: "VoiceOver users jump between headings with the rotor and expect a screen's title to be one. Give the controller a navigation title, or set the header trait on its title label.")

    /// The fewest elements a screen needs before skimming it by headings matters: a shorter screen is
    /// swiped through in a few gestures.
    static let minimumElements = 10

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        let capture = screen.capture
        guard !capture.screen.isAlert, capture.snapshot.elements.count >= Self.minimumElements,
              !capture.snapshot.elements.contains(where: { $0.traits.contains(.header) }) else { return [] }
        return [RuleHit(.screen, "No heading on this screen (\(capture.screen.controllerName)): give it a navigation title or mark its title with the header trait.", location: capture.screen.controllerLocation)]
    }
}

/// `more-tab`: a tab bar with more than five tabs.
public struct MoreTabRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "more-tab", summary: "More than five tabs: the rest hide under \"More\".", defaultSeverity: .note,
        help: "With more than five tabs the tab bar shows four and a \"More\" tab whose list holds the rest: one more screen to reach them, and not in the tab bar's \"N of M\". Consider five tabs or fewer.")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        guard let count = screen.capture.screen.tabCount else { return [] }
        let more = screen.capture.snapshot.elements.firstIndex { $0.isTab && $0.label == "More" }
        return [RuleHit(more.map { .element($0) } ?? .screen, "The tab bar has \(count) tabs: tabs 5 to \(count) are under \"More\", a list one double tap away. Consider five tabs or fewer.")]
    }
}
