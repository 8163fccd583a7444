import Foundation
import Testing

@Suite("The audit covers the corpus's scenes")
struct CorpusCoverageTests {
    /// The Interface Builder elements that are content controllers: view, table, collection and page
    /// view controllers (and the view controllers Interface Builder writes under other names).
    static let contentElements = ["viewController", "tableViewController", "collectionViewController", "pageViewController",
                                  "glkViewController", "avPlayerViewController", "hostingController"]

    /// The content controllers of a file, counted from its markup rather than from the loader.
    static func contentControllers(in url: URL) throws -> Int {
        let text = try String(contentsOf: url, encoding: .utf8)
        return contentElements.reduce(0) { count, name in count + text.components(separatedBy: "<\(name) ").count - 1 }
    }

    @Test("At least 95% of the corpus's content controllers are audited; the rest are printed with their reasons",
          .enabled(if: Corpus.isPresent, Corpus.missing))
    func corpus() throws {
        let output = try CommandRunner.run(["audit", Corpus.folder.path, "--format", "json", "--jobs", "2"], timeout: 600)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        let inputs = try FileManager.default.contentsOfDirectory(atPath: Corpus.folder.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
        let total = try inputs.reduce(0) { $0 + (try Self.contentControllers(in: Corpus.folder.appendingPathComponent($1))) }
        var audited = 0
        var rest: [String] = []
        for file in files {
            let path = file["path"] as? String ?? "?"
            guard let coverage = file["coverage"] as? [String: Any] else {
                rest.append("\(path): not audited: \(file["error"] as? String ?? "no coverage")")
                continue
            }
            audited += coverage["audited"] as? Int ?? 0
            for scenes in coverage["files"] as? [[String: Any]] ?? [] {
                for scene in scenes["notAudited"] as? [[String: Any]] ?? [] {
                    rest.append("\(scene["className"] as? String ?? "?") (id \(scene["id"] as? String ?? "?")) in \(path): \(scene["reason"] as? String ?? "?")")
                }
            }
        }
        print("audited \(audited) of \(total) content controllers of the corpus; not audited:\n" + rest.joined(separator: "\n"))
        #expect(total > 0)
        #expect(Double(audited) >= 0.95 * Double(total), "audited \(audited) of \(total):\n\(rest.joined(separator: "\n"))")
    }
}
