/// A place in an input file (a scene, a storyboard, a script): the path, a 1-based line and column.
///
/// Described as `path:line:column`, the form editors and compilers use, so a message can be
/// clicked in a terminal.
public struct SourceLocation: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The file's path as it was given (to the loader, the script runner or the audit).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column (characters for YAML and JSON; bytes as the XML parser counts them for storyboards).
    public var column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}
