/// The words VoiceOver adds, one table per language, keyed by ``VoiceOverWord``.
///
/// Sources. The trait, state, context, hint and rotor-content words are those VoiceOver speaks on
/// devices as recorded by AccessibilitySnapshot (github.com/cashapp/AccessibilitySnapshot, its
/// Localizable.strings for en, de and ru, which its `accessibilityDescription(context:)` uses and
/// its device-verified snapshots check). There each word ends with a period because it joins
/// sentences; here the parts are joined with ", " (docs/voiceover.md §4), so the periods of single words are
/// left out. The percent formats are the locales' CLDR percent patterns (German and Russian put a
/// no-break space before the sign, written here as the space VoiceOver speaks). A word with no verified
/// source in a language is absent from that table and spoken in English (docs/voiceover.md §4: not guessed).
enum VoiceOverStrings {}
