/// A place in an input file: the file's path, a 1-based line and a 1-based column.
///
/// Described as `path:line:column`, the form editors and compilers use, so a message can be
/// clicked in a terminal.
public struct SourceLocation: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The file's path as it was given to the loader.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column (characters for YAML and JSON; bytes as the XML parser counts them for storyboards).
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}

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
