import AccessibilityTree

/// A spoken Voice Control command (docs/voice-control.md §2), parsed from what the user says.
public enum VoiceControlCommand: Hashable, Sendable, CustomStringConvertible {
    /// "Show names", "Show numbers", "Show grid".
    case show(VoiceControlOverlay.Kind)
    /// "Hide names", "Hide numbers", "Hide grid".
    case hide(VoiceControlOverlay.Kind)
    /// "Tap Send", "Send", "Tap 4", "4".
    case tap(VoiceControlTarget)
    /// "Double tap Send".
    case doubleTap(VoiceControlTarget)
    /// "Long press Send".
    case longPress(VoiceControlTarget)
    /// "Scroll down", "Swipe up", "Scroll to top", "Scroll down Messages".
    case scroll(VoiceControlScroll, in: VoiceControlTarget?)
    /// "Go back".
    case goBack
    /// "Increment Volume".
    case increment(VoiceControlTarget)
    /// "Decrement Volume".
    case decrement(VoiceControlTarget)
    /// "Type hello".
    case type(String)

    /// The command a user says with `utterance`; anything that is not a command's form is a name
    /// (or a number) to tap, as Voice Control takes "Send" alone for "Tap Send". Nil when nothing was said.
    public init?(parsing utterance: String) {
        let words = utterance.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return nil }
        let lower = words.map { $0.lowercased() }
        func rest(after count: Int) -> String { words.dropFirst(count).joined(separator: " ") }
        func target(after count: Int) -> VoiceControlTarget? {
            count < words.count ? VoiceControlTarget(rest(after: count)) : nil
        }
        if lower.count == 2, let kind = VoiceControlOverlay.Kind(rawValue: lower[1]) {
            if lower[0] == "show" { self = .show(kind); return }
            if lower[0] == "hide" { self = .hide(kind); return }
        }
        if lower == ["go", "back"] { self = .goBack; return }
        if lower[0] == "type", words.count > 1 { self = .type(rest(after: 1)); return }
        if lower.starts(with: ["double", "tap"]), let target = target(after: 2) { self = .doubleTap(target); return }
        if lower.starts(with: ["long", "press"]), let target = target(after: 2) { self = .longPress(target); return }
        if lower[0] == "tap", let target = target(after: 1) { self = .tap(target); return }
        if lower[0] == "increment", let target = target(after: 1) { self = .increment(target); return }
        if lower[0] == "decrement", let target = target(after: 1) { self = .decrement(target); return }
        if let (scroll, used) = VoiceControlScroll.parse(lower) {
            self = .scroll(scroll, in: target(after: used))
            return
        }
        self = .tap(VoiceControlTarget(utterance))
    }

    /// The command as a user would say it: "Tap Send", "Scroll down".
    public var description: String {
        switch self {
        case .show(let kind): return "Show \(kind.rawValue)"
        case .hide(let kind): return "Hide \(kind.rawValue)"
        case .tap(let target): return "Tap \(target)"
        case .doubleTap(let target): return "Double tap \(target)"
        case .longPress(let target): return "Long press \(target)"
        case .scroll(let scroll, let target): return "Scroll \(scroll.rawValue)" + (target.map { " \($0)" } ?? "")
        case .goBack: return "Go back"
        case .increment(let target): return "Increment \(target)"
        case .decrement(let target): return "Decrement \(target)"
        case .type(let text): return "Type \(text)"
        }
    }
}

/// What a command acts on: an item by name, or by the number an overlay shows.
public enum VoiceControlTarget: Hashable, Sendable, CustomStringConvertible {
    case name(String)
    case number(Int)

    /// A number when `text` is a whole number from 1 on, else a name.
    public init(_ text: String) {
        let trimmed = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if let number = Int(trimmed), number > 0 { self = .number(number) } else { self = .name(trimmed) }
    }

    public var description: String {
        switch self {
        case .name(let name): return name
        case .number(let number): return String(number)
        }
    }
}

/// Which way a scroll command moves the content, in Voice Control's words: "Scroll down" shows what is
/// below (the same as "Swipe up").
public enum VoiceControlScroll: String, Hashable, Sendable, CaseIterable {
    case up, down, left, right
    case toTop = "to top"
    case toBottom = "to bottom"

    /// The scroll a command's first words ask for, and how many words they were: "scroll down",
    /// "swipe up" (= scroll down), "scroll to top".
    static func parse(_ lower: [String]) -> (VoiceControlScroll, Int)? {
        guard lower.count >= 2 else { return nil }
        if lower[0] == "scroll" {
            if lower.count >= 3, lower[1] == "to", lower[2] == "top" { return (.toTop, 3) }
            if lower.count >= 3, lower[1] == "to", lower[2] == "bottom" { return (.toBottom, 3) }
            return VoiceControlScroll(rawValue: lower[1]).map { ($0, 2) }
        }
        if lower[0] == "swipe" {
            // A swipe moves the content with the finger: swiping up shows what is below.
            switch lower[1] {
            case "up": return (.down, 2)
            case "down": return (.up, 2)
            case "left": return (.right, 2)
            case "right": return (.left, 2)
            default: return nil
            }
        }
        return nil
    }
}
