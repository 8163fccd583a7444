/// Text on one line, for the line-based reports (Xcode, GitHub).
enum PlainLine {
    /// `text` with its line breaks as spaces: a line-based report's entry ends at the first break, and
    /// text from an input must not start a line of its own (a GitHub command, an Xcode issue).
    static func of(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }
}
