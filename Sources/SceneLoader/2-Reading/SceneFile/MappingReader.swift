import AccessibilityTree

/// Reads one mapping of a scene file strictly: a key that is not expected is an error naming the
/// expected keys (and the closest one), and a value of the wrong type is an error saying what was
/// expected.
struct MappingReader {
    let node: SceneNode
    let entries: [SceneNode.Entry]
    /// What the mapping is, for messages ("a label", "controller 'first'").
    let what: String

    init(_ node: SceneNode, what: String, keys: [String]) throws(SceneLoadError) {
        guard case .mapping(let entries) = node.value else {
            throw ValueReader.mismatch("a mapping (key: value) for \(what)", node)
        }
        for entry in entries where !keys.contains(entry.key) {
            var message = "unknown key '\(entry.key)' in \(what)"
            if let closest = Self.closest(to: entry.key, in: keys) { message += " (did you mean '\(closest)'?)" }
            message += "; expected one of: \(keys.joined(separator: ", "))"
            throw SceneLoadError(message, at: entry.keyLocation)
        }
        self.node = node
        self.entries = entries
        self.what = what
    }

    /// The value of `key`, when present and not null.
    subscript(key: String) -> SceneNode? {
        guard let value = entries.first(where: { $0.key == key })?.value, !value.isNull else { return nil }
        return value
    }

    func has(_ key: String) -> Bool { self[key] != nil }

    /// The value of a required key.
    func required(_ key: String) throws(SceneLoadError) -> SceneNode {
        guard let value = self[key] else {
            throw SceneLoadError("\(what) needs '\(key)'", at: node.location)
        }
        return value
    }

    func string(_ key: String) throws(SceneLoadError) -> String? {
        try self[key].map { node throws(SceneLoadError) in try ValueReader.string(node, "'\(key)'") }
    }

    func requiredString(_ key: String) throws(SceneLoadError) -> String {
        try ValueReader.string(try required(key), "'\(key)'")
    }

    func bool(_ key: String) throws(SceneLoadError) -> Bool? {
        try self[key].map { node throws(SceneLoadError) in try ValueReader.bool(node, "'\(key)'") }
    }

    func double(_ key: String, in range: ClosedRange<Double> = -Limits.maximumCoordinate...Limits.maximumCoordinate) throws(SceneLoadError) -> Double? {
        try self[key].map { node throws(SceneLoadError) in try ValueReader.double(node, "'\(key)'", in: range) }
    }

    func int(_ key: String, in range: ClosedRange<Int>) throws(SceneLoadError) -> Int? {
        try self[key].map { node throws(SceneLoadError) in try ValueReader.int(node, "'\(key)'", in: range) }
    }

    func strings(_ key: String) throws(SceneLoadError) -> [String]? {
        try self[key].map { node throws(SceneLoadError) in
            try ValueReader.list(node, "'\(key)'").map { item throws(SceneLoadError) in try ValueReader.string(item, "each item of '\(key)'") }
        }
    }

    func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, _ type: Choice.Type) throws(SceneLoadError) -> Choice? where Choice.RawValue == String {
        try self[key].map { node throws(SceneLoadError) in try ValueReader.choice(node, "'\(key)'", type) }
    }

    func rect(_ key: String) throws(SceneLoadError) -> Rect? {
        try self[key].map { node throws(SceneLoadError) in try ValueReader.rect(node, "'\(key)'") }
    }

    func size(_ key: String) throws(SceneLoadError) -> Size? {
        try self[key].map { node throws(SceneLoadError) in try ValueReader.size(node, "'\(key)'") }
    }

    func point(_ key: String) throws(SceneLoadError) -> Point? {
        try self[key].map { node throws(SceneLoadError) in try ValueReader.point(node, "'\(key)'") }
    }

    func color(_ key: String) throws(SceneLoadError) -> Color? {
        try self[key].map { node throws(SceneLoadError) in try ValueReader.color(node, "'\(key)'") }
    }

    /// The nearest expected key by edit distance, when it is close enough to be a typo.
    static func closest(to key: String, in keys: [String]) -> String? {
        let scored = keys.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, key.count / 3) else { return nil }
        return best.0
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// neighbouring characters each count one.
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
