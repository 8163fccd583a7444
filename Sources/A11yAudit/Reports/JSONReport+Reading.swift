import AccessibilityTree
import Foundation
import SceneLoader

extension AuditResult {
    /// The result a JSON report was written from (`a11ysim merge` reads the shards' reports so).
    ///
    /// - Throws: What is wrong with `data`, as a message that starts with `file` and, where the
    ///   fault has a place, its line and column.
    package init(jsonReport data: Data, file: String) throws(AuditInputError) {
        self = try JSONReport.read(data, file: file)
    }
}

/// A value of a report that has the right JSON type but a value the report cannot hold (a shard out
/// of range), with where it is in the document.
struct ReportValueError: Error {
    var message: String
    var path: [JSONSyntax.PathComponent]

    init(_ message: String, at codingPath: [any CodingKey]) {
        self.message = message
        path = codingPath.map(JSONSyntax.PathComponent.init)
    }
}

extension JSONSyntax.PathComponent {
    /// The step a decoder's coding key takes.
    init(_ key: any CodingKey) {
        self = key.intValue.map(Self.index) ?? .member(key.stringValue)
    }
}

/// Reads a JSON report back into the ``AuditResult`` it was written from, with `JSONDecoder` and the
/// model's own conformances: the report carries every value the formats render, so rendering what is
/// read gives the same bytes as rendering the original.
extension JSONReport {
    /// The result in `data`, read from `file`.
    ///
    /// - Throws: What is wrong with it, for a message that starts with the file and the place: not
    ///   JSON, not an a11ysim report, a report of another version, a rule this version does not have,
    ///   or a value out of range.
    static func read(_ data: Data, file: String) throws(AuditInputError) -> AuditResult {
        // Foundation's parser gives no position: where the text stops being JSON, if it does.
        if let syntax = JSONSyntax.firstError(in: data, file: file) {
            throw AuditInputError("\(syntax); not an a11ysim JSON report")
        }
        func at(_ path: [JSONSyntax.PathComponent]) -> String {
            path.isEmpty ? file : JSONSyntax.location(of: path, in: data, file: file) ?? file
        }
        do {
            return try JSONDecoder().decode(AuditResult.self, from: data)
        } catch let error as AuditInputError {
            throw AuditInputError("\(file): \(error)")
        } catch let error as ReportValueError {
            throw AuditInputError("\(at(error.path)): \(error.message)")
        } catch let error as DecodingError {
            let (path, what) = describe(error)
            throw AuditInputError("\(at(path)): not an a11ysim JSON report (\(what))")
        } catch {
            throw AuditInputError("\(file): not an a11ysim JSON report (\(error))")
        }
    }

    /// Where in the document decoding failed, and why.
    private static func describe(_ error: DecodingError) -> (path: [JSONSyntax.PathComponent], what: String) {
        let (context, what): (DecodingError.Context, String)
        switch error {
        case .typeMismatch(_, let found): (context, what) = (found, "wrong type")
        case .valueNotFound(_, let found): (context, what) = (found, "missing value")
        case .keyNotFound(let key, let found): (context, what) = (found, "no member \(key.stringValue)")
        case .dataCorrupted(let found) where found.codingPath.isEmpty:
            // The JSON is well formed (checked first): Foundation says "not valid JSON", with no
            // place, for a number its member cannot hold.
            return ([], "a number its member cannot hold: a fraction or a number out of range where a whole number belongs")
        case .dataCorrupted(let found): (context, what) = (found, found.debugDescription)
        @unknown default: return ([], "\(error)")
        }
        let path = context.codingPath.map(JSONSyntax.PathComponent.init)
        let named = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return (path, named.isEmpty ? what : "\(what) at \(named)")
    }
}
