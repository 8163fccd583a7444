import AccessibilityTree

/// `label-in-name`: an item whose names leave out the text it shows (WCAG 2.5.3).
public struct LabelInNameRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "label-in-name", summary: "Visible text missing from every name Voice Control knows (WCAG 2.5.3).", defaultSeverity: .error,
        help: "Voice Control users say what they see: a button showing \"Send\" whose accessibilityLabel is \"Submit message\" does not answer to \"Tap Send\". Start the label with the visible text (\"Send message\"), or add the visible text to accessibilityUserInputLabels (WCAG 2.5.3 Label in Name).")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        screen.capture.voiceControl.compactMap { item in
            // An item with no name at all is no-voice-name's (or missing-label's) to report. Text with
            // no letter ("(0,0)", "12") is a value the app shows, usually updated from data, not a name
            // to say (docs/voice-control.md, "Label in name").
            // Text known only when the app runs (`⟨…⟩`, shown or in a name) is not the words the user sees.
            guard item.isActionable, let shown = item.displayedText, shown.contains(where: \.isLetter), !item.names.isEmpty,
                  !shown.isKnownOnlyAtRuntime, !item.names.contains(where: \.isKnownOnlyAtRuntime),
                  !item.names.contains(where: { VoiceControlName.name($0, contains: shown) }) else { return nil }
            let names = item.names.map { "\"\($0)\"" }.joined(separator: ", ")
            let source = item.namesAreInputLabels ? "its accessibilityUserInputLabels \(names)" : "its label \(names)"
            return RuleHit(.element(item.index), "This \(screen.capture.snapshot.elements[item.index].className) shows \"\(shown)\" but Voice Control knows it only by \(source): saying \"Tap \(shown)\" does nothing. Include the visible text in the label, or in accessibilityUserInputLabels.")
        }
    }
}

/// `ambiguous-voice-name`: actionable items on one screen that answer to the same name.
public struct AmbiguousVoiceNameRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "ambiguous-voice-name", summary: "Several actionable items share a Voice Control name.", defaultSeverity: .warning,
        help: "When two items answer to the same name, \"Tap Edit\" shows numbers and the user must say one every time. Give each a distinct name (\"Edit Profile\", \"Edit Photo\"), or distinct accessibilityUserInputLabels.")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        var groups: [String: [VoiceControlItem]] = [:]
        var order: [String] = []
        // Cells are left out: a prototype's placeholder texts ("Title", "Label") repeat in the file and
        // are replaced by the app's code, so their names are not known. Names with data known only when
        // the app runs are left out too: the rows a data source fills hold different data.
        for item in screen.capture.voiceControl where item.isActionable && !screen.capture.elements[item.index].isCell {
            for name in Set(item.names.filter { !$0.isKnownOnlyAtRuntime }.map(VoiceControlName.folded)) where !name.isEmpty {
                if groups[name] == nil { order.append(name) }
                groups[name, default: []].append(item)
            }
        }
        var reported = Set<ElementID>()
        return order.compactMap { name in
            guard let members = groups[name], members.count > 1, let first = members.first,
                  reported.insert(first.id).inserted else { return nil }
            let numbers = members.map { String($0.index + 1) }.joined(separator: ", ")
            let shown = first.names.first { VoiceControlName.folded($0) == name } ?? name
            return RuleHit(.element(first.index), "\(members.count) items answer to \"\(shown)\" (elements \(numbers)): \"Tap \(shown)\" shows numbers and the user must pick one every time. Give each a distinct name.")
        }
    }
}

/// `no-voice-name`: an actionable item Voice Control can reach only by number or grid.
public struct NoVoiceNameRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "no-voice-name", summary: "Actionable item with no name: Voice Control reaches it only by number.", defaultSeverity: .warning,
        help: "An item with no label and no accessibilityUserInputLabels can be tapped only with \"Show numbers\" or the grid. Give it an accessibilityLabel (or input labels) that says what it does.")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        let capture = screen.capture
        return capture.voiceControl.compactMap { item in
            let element = capture.snapshot.elements[item.index]
            let facts = capture.elements[item.index]
            // missing-label already reports an interactive element without a label: once is enough.
            // A cell's texts are often left for the code to fill (a prototype): unknown, not missing.
            guard item.isActionable, item.names.isEmpty, !MissingLabelRule.reports(element, facts), !facts.isCell,
                  !facts.isDatePickerWheel, !facts.isPageControl else { return nil }
            return RuleHit(.element(item.index), "This \(element.className) can be acted on but has no name: a Voice Control user can reach it only with \"Show numbers\" or the grid. Set an accessibilityLabel that says what it does.")
        }
    }
}

/// `input-labels-quality`: input labels that are hard to say.
public struct InputLabelsQualityRule: AuditRule {
    public init() {}

    /// More input labels than this is a smell (Apple asks for about 4).
    public static let maximumCount = 4
    /// A name of more words than this is a sentence, not a name to say.
    public static let maximumWords = 5
    /// Words that name a control type; a name that starts with one is longer to say for nothing.
    static let controlTypes = ["button", "btn", "tab", "link", "switch", "toggle", "checkbox", "slider", "text field", "field", "image", "icon"]

    public let descriptor = RuleDescriptor(
        id: "input-labels-quality", summary: "accessibilityUserInputLabels that are many, long, or start with the control type.", defaultSeverity: .warning,
        help: "Input labels are what people say: keep a few short ones (about 4 at most), of a word or two, without the control type (\"Send\", not \"Button Send\").")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        screen.capture.voiceControl.compactMap { item in
            guard item.namesAreInputLabels else { return nil }
            var problems: [String] = []
            if item.names.count > Self.maximumCount { problems.append("\(item.names.count) input labels (keep about \(Self.maximumCount) at most)") }
            if let long = item.names.first(where: { VoiceControlName.words(of: $0).count > Self.maximumWords }) {
                problems.append("\"\(long)\" is a sentence, not a name to say")
            }
            if let typed = item.names.first(where: Self.startsWithControlType) {
                problems.append("\"\(typed)\" starts with the control type")
            }
            guard !problems.isEmpty else { return nil }
            return RuleHit(.element(item.index), "Voice Control names that are hard to say: \(problems.joined(separator: "; ")). Keep a few short names, without the control type.")
        }
    }

    static func startsWithControlType(_ name: String) -> Bool {
        let words = VoiceControlName.words(of: name)
        return controlTypes.contains { type in
            let typeWords = type.split(separator: " ").map(String.init)
            return words.count > typeWords.count && Array(words.prefix(typeWords.count)) == typeWords
        }
    }
}
