import AccessibilityTree

/// The JSON report (schema in docs/audit.md): tool, summary, rules, then per file its exploration,
/// scene coverage, screens with their elements, and findings. The members, their names and their
/// order are the model's `Codable` conformances (``AuditResult``'s and those of the values it
/// holds), written by one order-preserving encoder and read back for `merge` by `JSONDecoder`.
enum JSONReport {
    static func render(_ result: AuditResult) -> String { String(decoding: renderUTF8(result), as: UTF8.self) }

    /// The report as UTF-8 bytes, for writing without building a String first.
    static func renderUTF8(_ result: AuditResult) -> [UInt8] {
        // The conformances throw only what the encoder throws, and it throws nothing.
        guard case .object(let members)? = try? JSONValueEncoder.encode(result) else { return JSONWriter.document { _ in } }
        return JSONWriter.document { json in
            for (name, value) in members {
                json.key(name)
                json.write(value)
            }
        }
    }
}
