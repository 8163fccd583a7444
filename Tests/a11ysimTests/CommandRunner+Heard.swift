import Testing

extension CommandRunner {
    /// What `a11ysim run` prints for the script `commands` (with `arguments` before the options,
    /// speech off); the command is expected to succeed.
    static func runScript(_ arguments: [String], _ commands: String) throws -> String {
        let output = try run(["run"] + arguments + ["--speech", "off", "-c", commands])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
        return output.stdout
    }

    /// The lines of a transcript a user hears, with the commands: without the log lines in
    /// parentheses and the sounds in brackets.
    static func heard(_ transcript: String) -> [String] {
        transcript.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("(") && !$0.hasPrefix("[") }
    }
}
