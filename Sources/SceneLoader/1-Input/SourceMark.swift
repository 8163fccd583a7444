import AccessibilityTree

/// A source location that equality and hashing ignore, so that two documents decoded from
/// different files (or encoded and decoded again) compare by content alone.
struct SourceMark: Hashable, Sendable {
    var location: SourceLocation?

    init(_ location: SourceLocation? = nil) {
        self.location = location
    }

    static func == (lhs: SourceMark, rhs: SourceMark) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
