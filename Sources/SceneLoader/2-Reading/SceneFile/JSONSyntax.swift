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

    /// One step of the way to a value in a JSON document: a member's name or an array's index.
    public enum PathComponent: Hashable, Sendable {
        case member(String)
        case index(Int)
    }

    /// `file:line:column` of the value at `path` in `data` (the nearest enclosing value the path
    /// reaches when it goes further than the document); nil when `data` is not JSON.
    public static func location(of path: [PathComponent], in data: Data, file: String) -> String? {
        guard let text = String(data: data, encoding: .utf8), var node = try? JSONReader(file: file).read(text) else { return nil }
        for component in path {
            switch (component, node.value) {
            case (.member(let name), .mapping(let entries)):
                guard let entry = entries.first(where: { $0.key == name }) else { return node.location.description }
                node = entry.value
            case (.index(let index), .sequence(let items)) where items.indices.contains(index):
                node = items[index]
            default:
                return node.location.description
            }
        }
        return node.location.description
    }
}
