/// A dictionary of the interpreter's state that can undo what the arm of an unknown condition wrote.
///
/// While arms are explored (``Interpreter/explore(_:)``), it keeps, for each key an arm writes, the
/// value the key had before the arm's first write to it: the arm is undone and the arms are merged by
/// the keys they wrote, so an unknown condition costs what its arms change, not the size of the
/// state (docs/performance.md, "Whole apps with their code"). Reading and writing are a
/// dictionary's; outside exploration nothing is kept.
struct JournaledDictionary<Key: Hashable, Element> {
    /// The entries.
    private(set) var dictionary: [Key: Element] = [:]
    /// One level for each arm being run, innermost last: the keys it wrote, with their values before.
    private var journal: [[Key: Element?]] = []

    subscript(key: Key) -> Element? {
        get { dictionary[key] }
        // `_modify` (not `set`): `state.instances[id]?.fields[name] = value` changes the entry in
        // place, as a dictionary's own subscript does, instead of copying it at each write.
        _modify {
            keep(key)
            yield &dictionary[key]
        }
    }

    subscript(key: Key, default fallback: @autoclosure () -> Element) -> Element {
        get { dictionary[key] ?? fallback() }
        _modify {
            keep(key)
            yield &dictionary[key, default: fallback()]
        }
    }

    /// The keys, as the dictionary's.
    var keys: Dictionary<Key, Element>.Keys { dictionary.keys }
    /// The values, as the dictionary's.
    var values: Dictionary<Key, Element>.Values { dictionary.values }

    /// The entries that satisfy `isIncluded`, as the dictionary's `filter`.
    func filter(_ isIncluded: ((key: Key, value: Element)) throws -> Bool) rethrows -> [Key: Element] {
        try dictionary.filter(isIncluded)
    }

    /// Whether an arm is being run: its writes are kept to be undone.
    var isJournaling: Bool { !journal.isEmpty }

    /// Starts keeping what the arm about to run writes.
    mutating func beginArm() {
        journal.append([:])
    }

    /// Ends the arm begun last: undoes its writes and gives back the value it left at each key it
    /// wrote (nil where it left none).
    mutating func undoArm() -> [Key: Element?] {
        let written = journal.removeLast()
        var left: [Key: Element?] = [:]
        left.reserveCapacity(written.count)
        for (key, before) in written {
            left.updateValue(dictionary[key], forKey: key)
            dictionary[key] = before
        }
        return left
    }

    /// The value at `key` that arm `left` (from ``undoArm()``) ended with: its own where it wrote
    /// the key, else the one it started from, which is the current one once the arm is undone.
    func value(_ key: Key, leftBy left: [Key: Element?]) -> Element? {
        if let written = left.index(forKey: key) { return left[written].value }
        return dictionary[key]
    }

    /// Keeps the value `key` has before the running arm's first write to it.
    private mutating func keep(_ key: Key) {
        guard !journal.isEmpty, journal[journal.count - 1].index(forKey: key) == nil else { return }
        journal[journal.count - 1].updateValue(dictionary[key], forKey: key)
    }
}
