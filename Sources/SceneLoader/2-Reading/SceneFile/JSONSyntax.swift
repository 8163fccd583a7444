import Foundation

/// Where a JSON file stops being JSON, for the readers whose own parser (Foundation's) gives no
/// position: a merge's shard reports, the audit configuration. Read with the scene loader's strict
/// reader, within its limits (docs/cli.md, "Limits on inputs").
public enum JSONSyntax {
    /// `file:line:column: JSON syntax error: …` for the first thing in `data` that is not JSON
    /// (or over a limit); nil when it is JSON.
    public static func firstError(in data: Data, file: String) -> String? {
        guard let text = String(data: data, encoding: .utf8) else { return "\(file):1:1: the file is not UTF-8 text" }
        do {
            _ = try JSONReader(file: file).read(text)
            return nil
        } catch {
            return error.location.map { "\($0): \(error.message)" } ?? error.message
        }
    }
}
