import A11yAudit
import AuditRunner
import Foundation
import Testing

@Suite("Shards of the inputs")
struct ShardTests {
    static let inputs = ["a.yaml", "b.yaml", "c.yaml", "a.yaml", "d.yaml", "e.yaml", "f.yaml"].map { AuditInput(path: $0) }

    @Test("The shards of N cover every input once, ⌊n/N⌋ or ⌈n/N⌉ each, a repeated path in its first occurrence's shard")
    func partition() throws {
        let shards = try (1...3).map { index in try #require(AuditShard(index: index, count: 3)).positions(in: Self.inputs) }
        #expect(shards == [[0, 3, 6], [1, 4], [2, 5]])
        #expect(shards.flatMap { $0 }.sorted() == Array(Self.inputs.indices))
        #expect(try #require(AuditShard(parsing: "1/1")).positions(in: Self.inputs) == Array(Self.inputs.indices))
        #expect(try #require(AuditShard(parsing: "8/9")).positions(in: Self.inputs).isEmpty)
    }

    @Test("I/N is read with 1 ≤ I ≤ N; anything else is refused", arguments: ["0/3", "4/3", "1/0", "2", "a/b", "1/2/3", "-1/2", ""])
    func refusesBadSpecs(text: String) {
        #expect(AuditShard(parsing: text) == nil)
    }

    @Test("I/N reads and prints the same")
    func readsSpec() {
        #expect(AuditShard(parsing: "2/4")?.description == "2/4")
    }
}
