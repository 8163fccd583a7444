/// Text the app's code fills with data it has only when it runs (docs/code.md, "Sample text").
///
/// Each unknown part is written `⟨origin⟩` (`Download ⟨episode.title⟩`). When the code replaces the
/// whole of a text Interface Builder shows with one unknown value, the storyboard's sample follows
/// the origin: `⟨episode.title: “Lorem ipsum”⟩`. Trees, transcripts and reports show that marker;
/// a voice says the sample in its place, so the phrase sounds as the screen looks in Interface Builder.
public enum RuntimeText {
    /// `⟨origin: “sample”⟩` for `text` that is one unknown part and nothing else, replacing `sample`;
    /// nil when `text` is anything else, or `sample` is empty or itself from code.
    public static func marking(_ text: String, replacing sample: String?) -> String? {
        guard let sample, !sample.isEmpty, !sample.contains(open), !sample.contains("”"),
              text.first == open, text.last == close, text.count(where: { $0 == open }) == 1,
              !text.contains(sampleStart) else { return nil }
        return String(text.dropLast()) + sampleStart + sample + "”" + String(close)
    }

    /// What a voice says for `text`: each `⟨origin: “sample”⟩` as its sample, the rest as written.
    public static func spoken(_ text: String) -> String {
        guard text.contains(sampleStart) else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.firstIndex(of: open) {
            guard let end = rest[start...].firstIndex(of: close) else { break }
            let part = rest[rest.index(after: start)..<end]
            result += rest[..<start]
            if let marker = part.firstRange(of: sampleStart), part.hasSuffix("”") {
                result += part[marker.upperBound..<part.index(before: part.endIndex)]
            } else {
                result += rest[start...end]
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    private static let open: Character = "⟨"
    private static let close: Character = "⟩"
    /// Between the origin and the sample.
    private static let sampleStart = ": “"
}

extension String {
    /// Whether part of the text is known only when the app runs (`⟨…⟩`). Rules that judge a label's
    /// words, length or width leave such text alone, and its width and lines size no view
    /// (docs/layout.md, "Text known only when the app runs"): they are not the ones the app shows.
    public var isKnownOnlyAtRuntime: Bool { contains("⟨") }
}
