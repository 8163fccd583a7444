import Testing

extension CommandRunner {
    /// The phrases of one scene's tree (`a11ysim tree app --scene scene`), frames left out; the
    /// command is expected to succeed.
    static func treePhrases(_ app: String, scene: String) throws -> [String] {
        let output = try run(["tree", app, "--scene", scene])
        #expect(output.status == 0, "\(output.stderr)")
        return output.stdout.split(separator: "\n").map { $0.split(separator: "{").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? "" }
    }
}
