import SceneLoader

/// A failure the command reports: its message and the exit code it maps to.
struct CLIError: Error, CustomStringConvertible {
    /// What went wrong and, where it helps, what to do.
    var description: String
    /// 1 for failed expectations, 2 for usage and input errors.
    var exitCode: Int32

    /// A usage or input error (exit 2).
    static func input(_ message: String) -> CLIError { CLIError(description: "error: \(message)", exitCode: 2) }

    /// A file that could not be loaded (exit 2), as the loader words it: `path:line:column: error:
    /// message`, or `error: message` when no place in a file is to blame.
    static func input(_ error: SceneLoadError) -> CLIError { CLIError(description: error.description, exitCode: 2) }

    /// One or more expectations failed (exit 1).
    static func expectationsFailed(_ count: Int) -> CLIError {
        CLIError(description: "\(count) expectation\(count == 1 ? "" : "s") failed", exitCode: 1)
    }
}
