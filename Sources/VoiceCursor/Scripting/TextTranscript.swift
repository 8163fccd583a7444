import AccessibilityTree

/// Formats transcript entries as text for people: `> command` echoes, one utterance per line,
/// `hint: …`, sounds in brackets, handlers and transitions in parentheses (docs/cli.md).
public enum TextTranscript {
    /// The lines for `entry`; empty when the entry shows nothing in text (focus moves, rotor turns).
    public static func lines(for entry: TranscriptEntry) -> [String] {
        switch entry.content {
        case .command(let command):
            return ["> \(command.text)"]
        case .event(let kind):
            return line(for: kind).map { [$0] } ?? []
        case .tree(let snapshot):
            return TreeDescription.lines(for: snapshot)
        case .expectation(let result):
            if result.passed { return [] }
            return ["\(result.command.location): expectation failed: \(result.command.text)",
                    "  expected: \(result.expected)",
                    "  actual:   \(result.actual)"]
        case .voiceControl(let result):
            return voiceControlLines(for: result)
        }
    }

    /// The line for one VoiceOver event, or nil when text shows nothing for it.
    public static func line(for kind: VoiceOverEvent.Kind) -> String? {
        switch kind {
        case .speech(let text, .hint): return "hint: \(text)"
        case .speech(let text, _): return text
        case .speechInterrupted(let text, let progress):
            return "(interrupted \"\(text)\" at \(Int((progress * 100).rounded()))%)"
        case .sound(let sound): return "[\(sound)]"
        case .focus, .rotor: return nil
        case .notification(let name, let argument):
            return argument.map { "(app posted \(name.rawValue): \($0))" } ?? "(app posted \(name.rawValue))"
        case .handler(let gesture, let handler):
            return handlerLine(gesture, handler)
        case .transition(let kind, let to):
            return "(\(kind.rawValue)\(to.map { " \($0)" } ?? ""))"
        case .action(let message): return "(\(message))"
        case .announcementFinished(let text, let successful):
            return "(announcementDidFinish \"\(text)\" wasSuccessful: \(successful))"
        case .warning(let message): return "warning: \(message)"
        }
    }

    /// `voice control: tapped Send, button`, then the items a name matched when it was several, and
    /// who handled it: `(handled by UIButton "Send": taps Send)`.
    static func voiceControlLines(for result: VoiceControlResult) -> [String] {
        var lines = ["voice control: \(result.message)"]
        if result.matched.count > 1 {
            lines.append("  matched: " + result.matched.enumerated().map { "\($0.offset + 1) \($0.element.primaryName ?? "(no name)")" }
                .joined(separator: ", "))
        }
        switch result.handler {
        case .responder(let responder)?: lines.append("(handled by \(responder))")
        case .uikitDefault(let responder, let action)?: lines.append("(handled by \(responder): \(action))")
        default: break
        }
        return lines
    }

    /// `(escape handled by UINavigationController)`, `(magic tap unhandled: system default)`; cursor
    /// movements show nothing (their speech and sounds say it all).
    static func handlerLine(_ gesture: Gesture, _ handler: GestureHandler) -> String? {
        switch gesture {
        case .activate, .escape, .magicTap, .scroll, .increment, .decrement: break
        default: return nil
        }
        switch handler {
        case .responder(let responder): return "(\(gesture.spokenName) handled by \(responder))"
        case .uikitDefault(let responder, let action): return "(\(gesture.spokenName) handled by \(responder): \(action))"
        case .unhandled(let fallback): return "(\(gesture.spokenName) unhandled\(fallback.map { ": \($0)" } ?? ""))"
        case .voiceOver: return nil
        }
    }
}

/// The current screen as text: the controller path, then each element in VoiceOver order with its
/// phrase, frame, traits and identifier.
public enum TreeDescription {
    public static func lines(for snapshot: AccessibilitySnapshot) -> [String] {
        var lines = ["screen: \(snapshot.screen.pathDescription.isEmpty ? "(no controller)" : snapshot.screen.pathDescription)"]
        for (index, element) in snapshot.elements.enumerated() {
            var line = "\(index + 1). \(element.phrase.isEmpty ? "(unlabelled \(element.className))" : element.phrase)"
            line += "  \(element.frame)"
            if !element.traits.isEmpty { line += "  [\(element.traits.names.joined(separator: ", "))]" }
            if let identifier = element.identifier { line += "  #\(identifier)" }
            lines.append(line)
        }
        for container in snapshot.containers {
            let kind = container.type == .none ? (container.traits.contains(.tabBar) ? "tab bar" : "group") : container.type.rawValue
            lines.append("container \(kind) \(container.className): elements \(container.elementRange.lowerBound + 1)–\(container.elementRange.upperBound)")
        }
        return lines
    }
}
