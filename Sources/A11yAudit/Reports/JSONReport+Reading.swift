import AccessibilityTree
import Foundation

extension AuditResult {
    /// The result a JSON report was written from (`a11ysim merge` reads the shards' reports so).
    ///
    /// - Throws: What is wrong with `data`, for a message that names the file.
    package init(jsonReport data: Data) throws(AuditInputError) {
        self = try JSONReport.read(data)
    }
}

/// Reads a JSON report back into the ``AuditResult`` it was written from, with `JSONDecoder` and the
/// model's own conformances: the report carries every value the formats render, so rendering what is
/// read gives the same bytes as rendering the original.
extension JSONReport {
    /// The result in `data`.
    ///
    /// - Throws: What is wrong with it, for a message that names the file: not JSON, not an
    ///   a11ysim report, a report of another version, or a rule this version does not have.
    static func read(_ data: Data) throws(AuditInputError) -> AuditResult {
        do {
            return try JSONDecoder().decode(AuditResult.self, from: data)
        } catch let error as AuditInputError {
            throw error
        } catch let error as DecodingError {
            throw AuditInputError("not an a11ysim JSON report (\(describe(error)))")
        } catch {
            throw AuditInputError("not an a11ysim JSON report (\(error))")
        }
    }

    /// Where in the document decoding failed, and why.
    private static func describe(_ error: DecodingError) -> String {
        let (context, what): (DecodingError.Context, String)
        switch error {
        case .typeMismatch(_, let found): (context, what) = (found, "wrong type")
        case .valueNotFound(_, let found): (context, what) = (found, "missing value")
        case .keyNotFound(let key, let found): (context, what) = (found, "no member \(key.stringValue)")
        case .dataCorrupted(let found): (context, what) = (found, found.debugDescription)
        @unknown default: return "\(error)"
        }
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.isEmpty ? what : "\(what) at \(path)"
    }
}
