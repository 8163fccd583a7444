/// A problem with what the user gave the audit (a configuration or baseline file, an input path):
/// the CLI maps it to exit code 2.
public struct AuditInputError: Error, CustomStringConvertible, Sendable, Equatable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
