import A11yAudit

extension AuditShard {
    /// The positions in `inputs` of this shard's inputs, in input order.
    public func positions(in inputs: [AuditInput]) -> [Int] {
        var first: [String: Int] = [:]
        return inputs.indices.filter { position in
            let owner = first[inputs[position].path] ?? position
            first[inputs[position].path] = owner
            return owner % count == index - 1
        }
    }
}
