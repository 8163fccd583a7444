import Foundation
import Testing

/// `audit --shard I/N` on N machines, then `merge`, gives what one audit gives: the same report bytes in
/// every format and the same exit status, with a configuration and a baseline too.
@Suite("Sharded audits merged")
struct ShardMergeTests {
    static let formats = ["text", "json", "junit", "sarif", "html", "xcode", "github"]

    /// A new empty temporary folder; removed by the caller.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-shards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Audits `arguments` in `count` shards into `folder` and returns the shards' report paths.
    static func shards(_ arguments: [String], count: Int, in folder: URL, timeout: TimeInterval = 300) throws -> [String] {
        try (1...count).map { index in
            let path = folder.appendingPathComponent("shard-\(index).json").path
            let output = try CommandRunner.run(["audit"] + arguments + ["--shard", "\(index)/\(count)", "--format", "json", "--output", path],
                                               timeout: timeout)
            // 2 when one of the shard's inputs cannot be audited (the corpus has one), as without shards.
            #expect([0, 1, 2].contains(output.status), "shard \(index)/\(count): \(output.stderr)")
            #expect(FileManager.default.fileExists(atPath: path), "shard \(index)/\(count) wrote no report: \(output.stderr)")
            return path
        }
    }

    /// Expects `merge` of `shards` (given last first) to print what `audit arguments` prints, in every format.
    static func expectSameAsOneAudit(_ arguments: [String], shards: [String], timeout: TimeInterval = 300) throws {
        for format in formats {
            let whole = try CommandRunner.run(["audit"] + arguments + ["--format", format], timeout: timeout)
            let merged = try CommandRunner.run(["merge"] + shards.reversed() + ["--format", format], timeout: timeout)
            #expect(!whole.stdout.isEmpty)
            #expect(merged.stdout == whole.stdout, "\(format) differs")
            #expect(merged.status == whole.status, "\(format): exit \(merged.status), not \(whole.status)")
            #expect(merged.stderr == whole.stderr)
        }
    }

    @Test("The examples in 3 shards merge into the audit's report, byte for byte, in every format")
    func examples() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["examples", "--jobs", "2"]
        try Self.expectSameAsOneAudit(arguments, shards: try Self.shards(arguments, count: 3, in: folder))
    }

    @Test("The corpus in 2 shards merges into the audit's report, byte for byte, in every format", .enabled(if: Corpus.isPresent, Corpus.missing))
    func corpus() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = [Corpus.folder.path, "--jobs", "2"]
        try Self.expectSameAsOneAudit(arguments, shards: try Self.shards(arguments, count: 2, in: folder, timeout: 600), timeout: 600)
    }

    @Test("With a configuration and a baseline, and a path given twice, the merge keeps the audit's findings and exit status")
    func configurationAndBaseline() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("config.json")
        try Data(#"{"failOn": "warning", "rules": {"small-touch-target": "note"}}"#.utf8).write(to: config)
        let baseline = folder.appendingPathComponent("baseline.json").path
        let written = try CommandRunner.run(["audit", "examples/split.yaml", "--write-baseline", baseline])
        #expect(written.status == 0, "\(written.stderr)")
        // The baseline accepts split.yaml's findings once: the first occurrence's, not the second's.
        let arguments = ["examples/split.yaml", "examples/alert.yaml", "examples/split.yaml", "examples/recipes.yaml",
                         "--config", config.path, "--baseline", baseline]
        let shards = try Self.shards(arguments, count: 2, in: folder)
        try Self.expectSameAsOneAudit(arguments, shards: shards)

        let wholeBaseline = folder.appendingPathComponent("whole-baseline.json").path
        let mergedBaseline = folder.appendingPathComponent("merged-baseline.json").path
        let whole = try CommandRunner.run(["audit"] + arguments + ["--format", "json", "--write-baseline", wholeBaseline])
        let merged = try CommandRunner.run(["merge"] + shards + ["--format", "json", "--write-baseline", mergedBaseline])
        #expect(whole.status == 0 && merged.status == 0)
        #expect(merged.stdout == whole.stdout)
        #expect(try Data(contentsOf: URL(fileURLWithPath: mergedBaseline)) == Data(contentsOf: URL(fileURLWithPath: wholeBaseline)))
    }

    @Test("A missing shard, a shard given twice, shards of different runs or a report of no shard are errors that say so")
    func refusesWhatIsNotOneRun() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["examples/split.yaml", "examples/alert.yaml", "examples/nav.yaml", "--max-states", "4"]
        let shards = try Self.shards(arguments, count: 3, in: folder)
        let other = folder.appendingPathComponent("other.json").path
        _ = try CommandRunner.run(["audit"] + arguments + ["--max-states", "5", "--shard", "2/3", "--format", "json", "--output", other])
        let fewer = folder.appendingPathComponent("fewer.json").path
        _ = try CommandRunner.run(["audit", "examples/split.yaml", "examples/alert.yaml", "--max-states", "4", "--shard", "2/3", "--format", "json",
                                   "--output", fewer])
        let plain = folder.appendingPathComponent("plain.json").path
        _ = try CommandRunner.run(["audit", "examples/split.yaml", "--format", "json", "--output", plain])
        let cases: [([String], String)] = [
            ([shards[0], shards[2]], "missing shard 2/3"),
            ([shards[0], shards[1], shards[1], shards[2]], "are both shard 2/3"),
            ([shards[0], other, shards[2]], "different options (maxStates 5 ≠ 4)"),
            ([shards[0], fewer, shards[2]], "different inputs"),
            ([shards[0], plain], "not a shard's report"),
            ([folder.appendingPathComponent("none.json").path], "cannot read the report"),
            ([CommandRunner.packageRoot.appendingPathComponent("examples/nav.yaml").path], "not an a11ysim JSON report"),
        ]
        for (reports, message) in cases {
            let output = try CommandRunner.run(["merge"] + reports)
            #expect(output.status == 2, "\(reports)")
            #expect(output.stderr.contains(message), "\(output.stderr)")
            #expect(output.stdout.isEmpty)
        }
    }

    @Test("merge --output naming a shard report is a usage error, and the report is left as it was")
    func refusesToWriteOverAShard() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let shards = try Self.shards(["examples/split.yaml", "examples/alert.yaml"], count: 2, in: folder)
        let before = try Data(contentsOf: URL(fileURLWithPath: shards[0]))
        let output = try CommandRunner.run(["merge"] + shards + ["--output", shards[0]])
        #expect(output.status == 2)
        #expect(output.stderr.contains("is one of the inputs"), "\(output.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: shards[0])) == before)
    }

    @Test("A shard cannot write a baseline alone; merge writes it")
    func shardRefusesWriteBaseline() throws {
        let output = try CommandRunner.run(["audit", "examples/split.yaml", "--shard", "1/2", "--write-baseline", "/tmp/unused.json"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("give it to `a11ysim merge`"))
    }

    @Test("A bad --shard is a usage error", arguments: ["0/2", "3/2", "two"])
    func badShard(spec: String) throws {
        let output = try CommandRunner.run(["audit", "examples/split.yaml", "--shard", spec])
        #expect(output.status == 2)
        #expect(output.stderr.contains("--shard"))
    }
}
