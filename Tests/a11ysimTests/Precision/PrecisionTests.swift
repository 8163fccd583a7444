import Foundation
import Testing

/// The error-level findings on the examples and the shared corpus, each judged by reading its file
/// (Tests/a11ysimTests/Precision/judgements.tsv): a rule change that reports an error nobody has judged,
/// or that brings a rule's judged precision under the target, fails here. docs/audit-rules.md#precision
/// carries the figures.
///
/// To judge new findings, run the test: its failure lists them as rows to paste into the file with a
/// verdict (`true` or `false`) and the reason read in the storyboard or scene.
@Suite("Precision of error-level findings")
struct PrecisionTests {
    /// The share of a rule's judged error findings that must be true.
    static let target = 0.95

    /// One row of the judgements file.
    struct Judgement {
        var fingerprint, rule, file, element, verdict, reason: String
    }

    /// An error finding of the audit, as the JSON report gives it.
    struct ErrorFinding {
        var fingerprint, rule, file, element: String

        /// The finding as a row to paste, verdict and reason still to write.
        var row: String { [fingerprint, rule, file, element, "?", "?"].joined(separator: "\t") }
    }

    static let judgementsFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("judgements.tsv")
    static let corpus = ["../shared/corpus/storyboards", "../shared/corpus/apps", "../shared/corpus/apps-whole"]

    static func judgements() throws -> [Judgement] {
        let lines = try String(contentsOf: judgementsFile, encoding: .utf8).split(separator: "\n").dropFirst()
        return try lines.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 6 else { throw JudgementError.malformed(String(line)) }
            return Judgement(fingerprint: fields[0], rule: fields[1], file: fields[2], element: fields[3], verdict: fields[4], reason: fields[5])
        }
    }

    enum JudgementError: Error { case malformed(String) }

    /// The error findings of one audit of `inputs` (paths relative to the package root, as the
    /// fingerprints were made).
    static func errorFindings(_ inputs: [String]) throws -> [ErrorFinding] {
        let output = try CommandRunner.run(["audit"] + inputs + ["--format", "json", "--jobs", "2"], timeout: 600)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], "\(output.stderr)")
        let files = try #require(report["files"] as? [[String: Any]])
        return files.flatMap { file -> [ErrorFinding] in
            let path = file["path"] as? String ?? ""
            return (file["findings"] as? [[String: Any]] ?? []).compactMap { finding in
                guard finding["severity"] as? String == "error" else { return nil }
                let element = finding["element"] as? [String: Any]
                let phrase = element?["phrase"] as? String ?? ""
                return ErrorFinding(fingerprint: finding["fingerprint"] as? String ?? "", rule: finding["rule"] as? String ?? "",
                                    file: path, element: phrase.isEmpty ? element?["className"] as? String ?? "" : phrase)
            }
        }
    }

    @Test("Every error on the examples and the corpus is judged, and every judged rule keeps its precision")
    func judged() throws {
        let corpusPresent = Corpus.isPresent
        let inputs = ["examples"] + (corpusPresent ? Self.corpus : [])
        let found = try Self.errorFindings(inputs)
        let judgements = try Self.judgements().filter { corpusPresent || !$0.file.hasPrefix("../shared/") }
        let byFingerprint = Dictionary(judgements.map { ($0.fingerprint, $0) }, uniquingKeysWith: { first, _ in first })

        let unjudged = found.filter { byFingerprint[$0.fingerprint] == nil }.map(\.row)
        #expect(unjudged.isEmpty, "error findings nobody has judged; add these rows to judgements.tsv with a verdict and a reason:\n\(unjudged.joined(separator: "\n"))")
        let mismatched = found.filter { finding in byFingerprint[finding.fingerprint].map { $0.rule != finding.rule || $0.file != finding.file } ?? false }
        #expect(mismatched.isEmpty, "judged as another rule or file: \(mismatched.map(\.row))")
        let reported = Set(found.map(\.fingerprint))
        let stale = judgements.filter { !reported.contains($0.fingerprint) }
        #expect(stale.isEmpty, "judged findings no longer reported as errors; remove their rows: \(stale.map { "\($0.fingerprint) \($0.rule) \($0.file)" })")
        let undecided = judgements.filter { $0.verdict != "true" && $0.verdict != "false" || $0.reason.isEmpty || $0.reason == "?" }
        #expect(undecided.isEmpty, "rows without a verdict (true or false) and a reason: \(undecided.map(\.fingerprint))")

        for (rule, precision) in Self.precision(of: judgements.filter { reported.contains($0.fingerprint) }) {
            #expect(precision.share >= Self.target, "\(rule): \(precision.truths) of \(precision.judged) error findings judged true; fix its false positives or make it a warning")
        }
    }

    @Test("docs/audit-rules.md states each judged rule's precision as the judgements give it", .enabled(if: Corpus.isPresent, Corpus.missing))
    func documented() throws {
        let docs = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent("docs/audit-rules.md"), encoding: .utf8)
        for (rule, precision) in Self.precision(of: try Self.judgements()) {
            let row = "| `\(rule)` | \(precision.judged) | \(precision.truths) | \(Int((precision.share * 100).rounded(.down)))% |"
            let documented = docs.contains(row)
            #expect(documented, "docs/audit-rules.md#precision should have the row \(row)")
        }
    }

    /// Per rule: how many error findings were judged, how many true, and the share.
    static func precision(of judgements: [Judgement]) -> [(String, (judged: Int, truths: Int, share: Double))] {
        let rules = Dictionary(grouping: judgements, by: \.rule)
        return rules.keys.sorted().map { rule in
            let judged = rules[rule]?.count ?? 0
            let truths = rules[rule]?.filter { $0.verdict == "true" }.count ?? 0
            return (rule, (judged, truths, judged == 0 ? 1 : Double(truths) / Double(judged)))
        }
    }
}
