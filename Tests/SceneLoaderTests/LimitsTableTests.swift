import Foundation
import SceneLoader
import SwiftCodeReader
import Testing

/// docs/fuzzing.md's table of limits says what the code enforces: each row's value is the constant it
/// names. (Constants of the executable and the audit are checked by the a11ysim tests' own messages.)
@Suite("The limits table in docs/fuzzing.md matches the code")
struct LimitsTableTests {
    /// The table's rows: constant name → the value written.
    static func rows() throws -> [String: Int] {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/fuzzing.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        var rows: [String: Int] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, cells[2].hasPrefix("`"), let value = Int(cells[1].split(separator: " ").first ?? "") else { continue }
            rows[cells[2].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = value
        }
        return rows
    }

    @Test("Every constant this module can see has the value the table gives")
    func tableMatchesConstants() throws {
        let rows = try Self.rows()
        let constants: [String: Int] = [
            "SwiftFileParser.maximumFileSize": SwiftFileParser.maximumFileSize,
            "SwiftFileParser.maximumNesting": SwiftFileParser.maximumNesting,
            "SwiftFileParser.maximumSquareNesting": SwiftFileParser.maximumSquareNesting,
            "SwiftFileParser.maximumSyntaxDepth": SwiftFileParser.maximumSyntaxDepth,
            "SceneLoader.maximumFileSize": SceneLoader.maximumFileSize,
            "ContentSizeReport.maximumOverlapPairs": ContentSizeReport.maximumOverlapPairs,
            "InfoPlist.maximumFileSize": InfoPlist.maximumFileSize,
            "ConstructedTypes.maximumGenericLength": ConstructedTypes.maximumGenericLength,
        ]
        for (name, value) in constants { #expect(rows[name] == value, "\(name): docs say \(rows[name].map(String.init) ?? "nothing"), code has \(value)") }
        // Thirteen rows of these constants and thirteen of the interpreter's (InterpreterLimitTests checks those).
        #expect(rows.count == 26, "\(rows)")
    }
}
