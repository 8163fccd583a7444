/// Text the app's code fills with data it has only when it runs carries each unknown part as
/// `⟨origin⟩` (`Download ⟨episode.title⟩`; docs/code.md, "The value model"). Rules that judge a
/// label's words, length or width leave such text alone: its words are not the ones the app shows.
extension String {
    /// Whether part of the text is known only when the app runs.
    var isKnownOnlyAtRuntime: Bool { contains("⟨") }
}
