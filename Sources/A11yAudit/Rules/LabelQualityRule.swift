import AccessibilityTree

/// `label-quality`: a label too long for a control, a single character, or written in capitals.
public struct LabelQualityRule: AuditRule {
    public init() {}

    public let descriptor = RuleDescriptor(
        id: "label-quality", summary: "Control label over 40 characters, one-character label, or label in capitals.", defaultSeverity: .warning,
        help: "A label names the element in a word or two. Longer than 40 characters on a control, it delays every swipe: move the explanation into the hint. A single character (\"X\", \"<\") is read as that character, not as what it does: say it (\"Close\", \"Back\"). Words in capitals may be spelt out letter by letter as abbreviations: write the label in sentence case and show it in capitals with the font.")

    /// The longest label a control should have.
    static let maximumControlLabel = 40

    public func check(_ screen: ExploredScreen) -> [RuleHit] {
        let capture = screen.capture
        return capture.snapshot.elements.enumerated().compactMap { index, element in
            guard let label = element.trimmedLabel, !label.isKnownOnlyAtRuntime else { return nil }
            // A cell's label is UIKit's: the texts of its labels joined, not a name someone wrote.
            if element.isInteractive && label.count > Self.maximumControlLabel && !capture.elements[index].isCell {
                return RuleHit(.element(index), "The label of \(element.quoted) is \(label.count) characters long: VoiceOver reads all of it on every visit. Keep it to a name of \(Self.maximumControlLabel) characters or fewer and move the rest into the hint.")
            }
            if label.count == 1, let character = label.first, Self.isSymbol(character, onControl: element.isInteractive) {
                return RuleHit(.element(index), "The label \"\(label)\" is a single character: VoiceOver reads the character, not what it means. Set an accessibilityLabel in words.")
            }
            if Self.isInCapitals(label) {
                return RuleHit(.element(index), "The label \"\(label)\" is written in capitals: VoiceOver may spell its words out letter by letter. Write the label in sentence case (show it in capitals with the font if the design wants them).")
            }
            return nil
        }
    }

    /// Whether a one-character label stands for something else: a symbol or an icon font's glyph
    /// (">", "+", "…"), or an "X" on a control (close). Letters and digits name themselves (a section
    /// index's "A", a keypad's "1"). A dash in a text that is not a control ("-", "–", "—") is the
    /// usual stand-in for a value not there yet, as a table of scores shows it: it names nothing.
    static func isSymbol(_ character: Character, onControl: Bool) -> Bool {
        if character.isLetter || character.isNumber { return onControl && (character == "X" || character == "x") }
        if !onControl && Self.dashes.contains(character) { return false }
        return true
    }

    /// The dashes a text shows for "no value".
    static let dashes: Set<Character> = ["-", "‐", "‒", "–", "—", "−"]

    /// Whether every cased letter of `label` is a capital and it reads as words, not an acronym: a word
    /// of five letters or more, or two words of two letters or more ("SIGN IN"; not "OK", "FAQ", "USA").
    static func isInCapitals(_ label: String) -> Bool {
        guard !label.contains(where: \.isLowercase) else { return false }
        let words = label.split { !$0.isLetter }.filter { $0.contains(where: \.isUppercase) }
        return words.contains { $0.count >= 5 } || words.filter({ $0.count >= 2 }).count >= 2
    }
}
