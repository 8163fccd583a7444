/// One of N equal parts of an audit's inputs (`audit --shard I/N`), so that N CI jobs share an app and
/// `a11ysim merge` puts their JSON reports back together (AuditRunner's `AuditMerge`). The rule below is
/// AuditRunner's (`AuditShard.positions(in:)`); this is the value a shard's report records.
///
/// Rule: the inputs are discovered as without a shard (sorted, `InputDiscovery`), and input number
/// `k` (from 0) belongs to shard `k mod N + 1` — except that a path given more than once belongs to the
/// shard of its first occurrence. Every job discovers the same list from the same checkout, so the
/// shards never overlap and always cover it; counting by position gives every shard ⌊n/N⌋ or ⌈n/N⌉
/// inputs however the paths read (a hash of the path could leave a shard with none of a few inputs),
/// and needs nothing but the list. Keeping one path's occurrences together keeps the baseline exact:
/// a fingerprint includes the input's path, so the findings one baseline entry could accept are all in
/// one shard, which accepts them in the same order as a run without shards.
public struct AuditShard: Hashable, Codable, Sendable, CustomStringConvertible {
    /// Which part, from 1.
    public var index: Int
    /// How many parts.
    public var count: Int

    /// The most parts a run is split into (docs/fuzzing.md): a merge keeps a list of the parts, so a
    /// report claiming a hundred million of them is refused rather than followed.
    public static let maximumCount = 10_000

    /// Part `index` (from 1) of `count`; nil unless `1 ≤ index ≤ count ≤ maximumCount`.
    public init?(index: Int, count: Int) {
        guard (1...Self.maximumCount).contains(count), (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `I/N`, e.g. `2/4`; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// `I/N`.
    public var description: String { "\(index)/\(count)" }
}

/// What a shard's report carries for `AuditMerge`: which shard it is, every input of the run in
/// order, and the options that change what the run reports, so that shards of different runs are
/// refused.
public struct ShardRecord: Hashable, Codable, Sendable {
    public var shard: AuditShard
    /// Every input the run discovered, in input order (not only this shard's).
    public var inputs: [AuditInput]
    /// The options that change the findings, by name (`AuditRun.shardOptions()`): the same in every
    /// shard of one run.
    public var options: [String: String?]

    public init(shard: AuditShard, inputs: [AuditInput], options: [String: String?]) {
        self.shard = shard
        self.inputs = inputs
        self.options = options
    }
}
