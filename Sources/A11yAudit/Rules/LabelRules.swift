import AccessibilityTree
import Foundation

/// `missing-label`: a control VoiceOver can only call by its type.
public struct MissingLabelRule: AuditRule {
    public init() {}

    /// Whether the rule reports `element`: interactive, with no label. A date picker's wheels are UIKit's
    /// private elements, read by their value ("January, adjustable"); so is a page control ("page 2 of 3,
    /// adjustable"). A cell's label is the text of its labels, which a prototype cell leaves for the app's
    /// code to fill.
    static func reports(_ element: ElementSnapshot, _ facts: ElementFacts) -> Bool {
        element.isInteractive && element.trimmedLabel == nil && !facts.isDatePickerWheel && !facts.isPageControl && !facts.isCell
    }

    public let descriptor = RuleDescriptor(
        id: "missing-label", summary: "Interactive element without a label.", defaultSeverity: .error,
        help: "Give the control an accessibilityLabel (or a title) that names what it does; without one VoiceOver says only its type, e.g. \"button\".")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        screen.capture.snapshot.elements.enumerated().compactMap { index, element in
            guard Self.reports(element, screen.capture.elements[index]) else { return nil }
            let spoken = element.phrase.isEmpty ? "nothing" : "only \"\(element.phrase)\""
            return RuleHit(.element(index), "This \(element.className) has no label: VoiceOver says \(spoken). Set an accessibilityLabel that names what it does.")
        }
    }
}

/// `image-name-label`: a label that is an image's file name.
public struct ImageNameLabelRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "image-name-label", summary: "Image button labelled only by its image file name.", defaultSeverity: .error,
        help: "A button with an image and no title is read by its image's name (\"ic_play_24\"). Set an accessibilityLabel that says what it does (\"Play\").")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        let capture = screen.capture
        return capture.snapshot.elements.enumerated().compactMap { index, element in
            guard let label = element.trimmedLabel, !label.isKnownOnlyAtRuntime else { return nil }
            if let image = capture.elements[index].labellingImageName {
                return RuleHit(.element(index), "\(element.quoted) is labelled only by its image's name \"\(image)\". Set an accessibilityLabel that says what the button does.")
            }
            // A text field's label is its placeholder or a name given to it, never an image's: a
            // placeholder such as "x.x.x.x" or "example.net" is an example of the text to type
            // (placeholder-only-label says whether the field needs a real label).
            guard element.isInteractive || element.traits.contains(.image), !element.traits.contains(.textEntry),
                  !element.traits.contains(.searchField), Self.looksLikeFileName(label) else { return nil }
            return RuleHit(.element(index), "The label \"\(label)\" looks like an image file name, not words: VoiceOver reads \(element.quoted). Set an accessibilityLabel that says what it is.")
        }
    }

    /// Whether `label` looks like an asset's name rather than words: no spaces, and a file extension,
    /// an underscore, an `@2x`, an `ic-`/`icon-`/`img-`/`btn-` prefix, lower-case words joined by dots
    /// (SF Symbols) or hyphens, or camelCase.
    public static func looksLikeFileName(_ label: String) -> Bool {
        // Most labels are words with spaces: ruled out on bytes before any Character is formed.
        guard !label.utf8.contains(UInt8(ascii: " ")), label.count > 1 else { return false }
        let lower = label.lowercased()
        let extensions = [".png", ".jpg", ".jpeg", ".pdf", ".svg", ".gif", ".heic", ".webp"]
        if extensions.contains(where: lower.hasSuffix) || lower.contains("@2x") || lower.contains("@3x") { return true }
        if label.contains("_") { return true }
        if ["ic-", "icon-", "icn-", "img-", "btn-", "image-"].contains(where: lower.hasPrefix) { return true }
        let isLowerWords = label.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "." || $0 == "-" }
        if isLowerWords && (label.contains(".") || label.contains("-")) && label.first?.isLetter == true { return true }
        let leadingLower = label.prefix { $0.isLowercase }
        let rest = label.dropFirst(leadingLower.count)
        return leadingLower.count >= 2 && rest.first?.isUppercase == true && rest.contains { $0.isLowercase }
    }
}

/// `label-repeats-trait`: a label that says the control type VoiceOver already speaks.
public struct LabelRepeatsTraitRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "label-repeats-trait", summary: "Label that repeats its trait or names the control type (\"Play button\").",
        defaultSeverity: .warning,
        help: "VoiceOver speaks the type from the traits (\"Play, button\"); a label that includes it is heard twice (\"Play button, button\"). Drop the control type from the label.")

    /// Words that name a control type whatever the element's traits.
    static let controlWords = ["button", "btn", "checkbox", "check box", "radio button", "dropdown", "drop down"]

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        screen.capture.snapshot.elements.enumerated().compactMap { index, element in
            guard let label = element.trimmedLabel, !label.isKnownOnlyAtRuntime else { return nil }
            let words = Self.lastWords(label)
            guard !words.isEmpty else { return nil }
            if let word = Self.ownTraitWords(element).first(where: { Self.ends(words, with: $0) }) {
                return RuleHit(.element(index), "The label \"\(label)\" repeats \"\(word)\", which VoiceOver already says for the element's traits: it reads \(element.quoted). Drop \"\(word)\" from the label.")
            }
            if element.isInteractive, let word = Self.controlWords.first(where: { Self.ends(words, with: $0) }) {
                return RuleHit(.element(index), "The label \"\(label)\" names the control type (\"\(word)\"); VoiceOver says the type from the traits: it reads \(element.quoted). Say what it does instead.")
            }
            return nil
        }
    }

    /// The words VoiceOver already speaks (or means) for the element's traits.
    static func ownTraitWords(_ element: ElementSnapshot) -> [String] {
        let traits = element.traits
        var words: [String] = []
        if traits.contains(.button) || traits.contains(.backButton) { words += ["button", "btn"] }
        if traits.contains(.link) { words.append("link") }
        if traits.contains(.image) { words += ["image", "picture", "icon", "graphic"] }
        if element.isTab || traits.contains(.tabBarItem) { words.append("tab") }
        if traits.contains(.header) { words += ["heading", "header"] }
        if traits.contains(.adjustable) { words += ["slider", "adjustable"] }
        if traits.contains(.switchButton) { words += ["switch", "toggle"] }
        if traits.contains(.searchField) { words += ["search field", "search bar", "searchbar"] }
        if traits.contains(.textEntry) { words += ["text field", "textfield", "text box", "textbox", "field", "input"] }
        return words
    }

    /// The label's last two words, lower-cased (words are runs of letters and digits): the rule only
    /// looks at how a label ends, and no phrase it looks for is longer.
    ///
    /// The rule reads every label of every screen state, so an ASCII label (nearly all of them) is
    /// read in place, backwards from its end; others go through `Character`'s Unicode properties, with
    /// the same result.
    static func lastWords(_ text: String) -> [String] {
        var text = text
        if let words = text.withUTF8(asciiLastWords) { return words }
        return text.lowercased().split { !$0.isLetter && !$0.isNumber }.suffix(2).map(String.init)
    }

    /// ``lastWords(_:)`` of ASCII text; nil when `bytes` are not all ASCII.
    private static func asciiLastWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        func isWordByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        var words: [String] = []
        var end = bytes.count
        while words.count < 2 {
            while end > 0 && !isWordByte(bytes[end - 1]) { end -= 1 }
            var start = end
            while start > 0 && isWordByte(bytes[start - 1]) { start -= 1 }
            guard start < end else { break }
            let word = String(unsafeUninitializedCapacity: end - start) { buffer in
                for (offset, byte) in bytes[start..<end].enumerated() {
                    buffer[offset] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
                }
                return end - start
            }
            words.insert(word, at: 0)
            end = start
        }
        return words
    }

    /// Whether `words` end with the words of `phrase` (one word, or two separated by a space).
    static func ends(_ words: [String], with phrase: String) -> Bool {
        // The space is found among the bytes: a search by Character breaks the phrase into graphemes,
        // and this runs for every trait word of every element of every state.
        guard let space = phrase.utf8.firstIndex(of: UInt8(ascii: " ")) else { return words.last == phrase }
        return words.count >= 2 && words[words.count - 1] == phrase[phrase.index(after: space)...]
            && words[words.count - 2] == phrase[..<space]
    }
}

/// `label-ends-with-period`: a control's label written as a sentence.
public struct LabelEndsWithPeriodRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "label-ends-with-period", summary: "Control or heading label ending with a period.", defaultSeverity: .warning,
        help: "Labels are names, not sentences: VoiceOver pauses and drops its pitch at a period. Remove the period (hints, which are sentences, end with one).")

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        screen.capture.snapshot.elements.enumerated().compactMap { index, element in
            guard element.isInteractive || element.traits.contains(.header),
                  let label = element.trimmedLabel, !label.isKnownOnlyAtRuntime, label.hasSuffix("."), !label.hasSuffix(".."),
                  !Self.endsWithAbbreviation(label) else { return nil }
            return RuleHit(.element(index), "The label \"\(label)\" ends with a period: labels are names, not sentences. Remove the period.")
        }
    }

    /// Abbreviations whose period belongs to the name ("Monsters, Inc.", "Martin Luther King Jr.").
    static let abbreviations: Set<String> = [
        "inc.", "ltd.", "co.", "corp.", "jr.", "sr.", "dr.", "mr.", "mrs.", "ms.", "st.", "no.", "vs.", "etc.", "approx.",
    ]

    /// Whether the label's last word is an abbreviation or an initial ("J. R. R.", "U.S.").
    static func endsWithAbbreviation(_ label: String) -> Bool {
        guard let last = label.split(separator: " ").last.map({ $0.lowercased() }) else { return false }
        if abbreviations.contains(last) { return true }
        let letters = last.filter { $0 != "." }
        return letters.count <= 2 && last.filter({ $0 == "." }).count == letters.count
    }
}
