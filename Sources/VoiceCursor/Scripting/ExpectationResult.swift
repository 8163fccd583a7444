/// The outcome of an `expect…` command.
public struct ExpectationResult: Hashable, Sendable {
    public var command: ScriptCommand
    public var passed: Bool
    public var expected: String
    public var actual: String

    public init(command: ScriptCommand, passed: Bool, expected: String, actual: String) {
        self.command = command
        self.passed = passed
        self.expected = expected
        self.actual = actual
    }
}
