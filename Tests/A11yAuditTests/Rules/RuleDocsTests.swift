import A11yAudit
import Foundation
import Testing

/// The rules' documentation stays true: every rule the audit runs has its section in
/// docs/audit-rules.md, and the README counts them right.
@Suite("Every rule is documented, and the README counts them")
struct RuleDocsTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test("docs/audit-rules.md has a section for each rule of RuleCatalog, and no section for a rule it lacks")
    func sections() throws {
        let text = try String(contentsOf: Self.packageRoot.appendingPathComponent("docs/audit-rules.md"), encoding: .utf8)
        let ids = Set(RuleCatalog.all.map(\.descriptor.id))
        // Rule sections are `## rule-id` headings: lower-case words joined by hyphens.
        let headings = Set(text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("## ") else { return nil }
            let name = String(line.dropFirst(3))
            return name.allSatisfy { $0.isLowercase || $0 == "-" } ? name : nil
        })
        #expect(ids.subtracting(headings).isEmpty, "rules without a section: \(ids.subtracting(headings).sorted())")
        #expect(headings.subtracting(ids).isEmpty, "sections of no rule: \(headings.subtracting(ids).sorted())")
    }

    @Test("README says how many rules the audit runs")
    func readmeCount() throws {
        let readme = try String(contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("with \(RuleCatalog.all.count) rules"), "README.md should say \"with \(RuleCatalog.all.count) rules\"")
    }
}
