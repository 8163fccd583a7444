/// The `<outlet property="…" destination="…"/>` connections of the Interface Builder files loaded, by
/// file and by the element that owns them (a controller, a custom view, a xib's File's Owner): the
/// app's code reaches views through them (docs/code.md). Each file's come from the one pass over its
/// bytes that also checks it (``MarkupScan``), so no file is read again to find them.
struct OutletTable: Sendable {
    /// Property name → destination id, by `path#id` of the owner.
    private var connections: [String: [String: String]] = [:]

    /// Adds the outlets of `file`, by the id of their owner (`FilesOwner` for a xib's File's Owner).
    mutating func add(_ outlets: [String: [String: String]], of file: String) {
        for (owner, outlets) in outlets { connections[Self.key(file, owner), default: [:]].merge(outlets) { $1 } }
    }

    /// The outlets of the element `id` of `file`: property name → destination id.
    func outlets(of id: String, in file: String) -> [String: String] {
        connections[Self.key(file, id)] ?? [:]
    }

    private static func key(_ file: String, _ id: String) -> String { "\(file)#\(id)" }
}
