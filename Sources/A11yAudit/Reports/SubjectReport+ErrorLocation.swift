import AccessibilityTree

/// Where an input error is, for the formats that place every line in a file (Xcode, GitHub).
extension SubjectReport {
    /// The location and message of ``error`` when it opens with one, as load errors do
    /// (`Main.storyboard:12:5: error: …`); nil otherwise.
    var errorLocation: (location: SourceLocation, message: String)? {
        guard let error, let match = error.wholeMatch(of: /(.+?):(\d+):(\d+): error: (.*)/.dotMatchesNewlines()),
              let line = Int(match.2), let column = Int(match.3) else { return nil }
        return (SourceLocation(file: String(match.1), line: line, column: column), String(match.4))
    }
}
