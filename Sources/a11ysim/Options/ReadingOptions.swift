import AccessibilityTree
import ArgumentParser

/// The options `run`, `tree`, `session` and `audit` share, each declared once with one help text:
/// the device's language, and whether the Swift code of a folder given is read and explained.
struct ReadingOptions: ParsableArguments {
    @Option(help: "The device's language: VoiceOver's own words, number formats and voice in en, de or ru (default en). The app's labels stay as given.")
    var language: String?

    @Flag(name: .customLong("no-code"), help: "Don't read the Swift code of a folder given (docs/code.md).")
    var noCode = false

    @Flag(name: .customLong("explain-code"), help: "List what was understood in a folder's Swift code and what was left alone (on standard error; in an audit, with each input's warnings).")
    var explainCode = false

    func validate() throws {
        if let language, VoiceOverLanguage(code: language) == nil {
            throw ValidationError("--language takes \(VoiceOverLanguage.allCases.map(\.rawValue).joined(separator: ", ")) (the languages with a verified word list), not '\(language)'")
        }
    }

    /// The language `--language` names (checked by ``validate()``), or nil when not given.
    var resolvedLanguage: VoiceOverLanguage? { language.flatMap(VoiceOverLanguage.init(code:)) }
}
