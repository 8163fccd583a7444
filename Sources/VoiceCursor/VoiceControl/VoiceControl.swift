import AccessibilityTree

/// A simulated Voice Control session over one application: the user speaks commands ("Tap Send",
/// "Show numbers", "Scroll down", "Go back") and Voice Control shows overlays and acts
/// (docs/voice-control.md). It reads the same derived tree as ``VoiceOver`` and activates through the
/// same path as VoiceOver's double tap, so segues, actions and the app's code behave identically.
///
/// Isolation: main-actor, like the UIKit model it reads. The tree is derived again before and after
/// every command, so a command sees what the app or a test changed since the last one; to read
/// ``items`` or ``overlay`` after such a change, call ``refresh()`` first.
///
/// ```swift
/// let voiceControl = VoiceControl(application: app)
/// voiceControl.say("Tap Edit")      // "2 items named Edit: showing numbers"
/// voiceControl.say("2")             // "tapped Edit, button"
/// ```
@MainActor
public final class VoiceControl {
    /// The application Voice Control is attached to.
    public let application: Application
    /// The current derived tree (what Voice Control reads, as VoiceOver does).
    public private(set) var tree: DerivedTree
    /// Every command's result, in order.
    public private(set) var results: [VoiceControlResult] = []
    /// The overlay the user asked for ("Show numbers"), which stays until hidden.
    public private(set) var shownOverlay: VoiceControlOverlay.Kind?
    /// The items numbered to choose between after a name matched several; cleared by the next command.
    private(set) var choices: [ElementID]?

    /// Starts Voice Control on `application`'s key window.
    public init(application: Application) {
        self.application = application
        tree = (application.keyWindow ?? Window()).deriveAccessibilityTree()
    }

    // MARK: Reading the state

    /// The window Voice Control reads.
    public var window: Window? { application.keyWindow }

    /// Where the user is.
    public var screen: ScreenSummary { tree.snapshot.screen }

    /// Every element on screen as Voice Control sees it, in reading order.
    public var items: [VoiceControlItem] { tree.voiceControlItems() }

    /// The items Voice Control numbers and names, in reading order.
    public var actionableItems: [VoiceControlItem] { items.filter(\.isActionable) }

    /// The last command's result.
    public var lastResult: VoiceControlResult? { results.last }

    /// What is drawn over the screen now.
    public var overlay: VoiceControlOverlay { overlay(of: actionableItems) }

    /// The overlay `items` (the actionable ones) show: the choices' numbers while a name is being
    /// disambiguated, else what the user asked for.
    func overlay(of items: [VoiceControlItem]) -> VoiceControlOverlay {
        let title = screen.title
        if let choices {
            let chosen = choices.compactMap { id in items.first { $0.id == id } }
            let tags = chosen.enumerated().map { VoiceControlOverlay.Tag(text: String($0.offset + 1), frame: $0.element.frame, item: $0.element.id) }
            return VoiceControlOverlay(kind: .numbers, tags: tags, isDisambiguation: true, screenTitle: title)
        }
        switch shownOverlay {
        case nil:
            return VoiceControlOverlay(kind: nil, screenTitle: title)
        case .numbers:
            let tags = items.enumerated().map { VoiceControlOverlay.Tag(text: String($0.offset + 1), frame: $0.element.frame, item: $0.element.id) }
            return VoiceControlOverlay(kind: .numbers, tags: tags, screenTitle: title)
        case .names:
            let tags = items.compactMap { item in
                item.primaryName.map { VoiceControlOverlay.Tag(text: $0, frame: item.frame, item: item.id) }
            }
            return VoiceControlOverlay(kind: .names, tags: tags, screenTitle: title)
        case .grid:
            let size = window?.frame.size ?? .zero
            return VoiceControlOverlay(kind: .grid, tags: VoiceControlOverlay.gridTags(over: size), screenTitle: title)
        }
    }

    /// The overlay as text with each tag's item: `  3 Send, button`; grid cells with their frames.
    public func overlayText() -> String {
        let overlay = overlay
        var lines = [overlay.heading]
        for tag in overlay.tags {
            let element = tag.item.flatMap { id in tree.index(of: id).map { tree.elements[$0] } }
            let what = element.map { $0.phrase.isEmpty ? $0.className : $0.phrase } ?? "\(tag.frame)"
            lines.append(overlay.kind == .names ? "  [\(tag.text)] \(what)" : "  \(tag.text): \(what)")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Speaking

    /// Says `utterance` ("Tap Send", "Show numbers", "4") and returns what happened.
    @discardableResult
    public func say(_ utterance: String) -> VoiceControlResult {
        refresh()
        guard let command = VoiceControlCommand(parsing: utterance) else {
            return record(utterance, nil, VoiceControlOutcome(message: "nothing was said", succeeded: false))
        }
        return record(utterance, command, execute(command))
    }

    /// Performs `command` as if spoken.
    @discardableResult
    public func perform(_ command: VoiceControlCommand) -> VoiceControlResult {
        refresh()
        return record(command.description, command, execute(command))
    }

    /// Derives the tree again from the live model: commands do it themselves; call it to read
    /// ``items`` or ``overlay`` after the app changed in between (a VoiceOver gesture, a test's edit).
    public func refresh() {
        guard let window else { return }
        tree = window.deriveAccessibilityTree()
    }

    private func record(_ utterance: String, _ command: VoiceControlCommand?, _ outcome: VoiceControlOutcome) -> VoiceControlResult {
        refresh()
        let result = VoiceControlResult(
            utterance: utterance, command: command, matched: outcome.matched, message: outcome.message,
            succeeded: outcome.succeeded, handler: outcome.handler, actions: outcome.actions,
            overlay: overlay, screen: screen)
        results.append(result)
        return result
    }

    /// Sets the overlay the user asked for.
    func setShownOverlay(_ kind: VoiceControlOverlay.Kind?) { shownOverlay = kind }

    /// Starts or ends choosing between several items a name matched.
    func setChoices(_ ids: [ElementID]?) { choices = ids }
}

/// What a command did, before it is recorded as a ``VoiceControlResult``.
struct VoiceControlOutcome {
    var message: String
    var succeeded: Bool
    var matched: [VoiceControlItem] = []
    var handler: GestureHandler?
    var actions: [String] = []
}
