import Foundation
import AccessibilityTree

/// The cell a xib defines, for a nib the app's code registers for a table or collection
/// (`tableView.register(UINib(nibName: "ContactCell", bundle: nil), forCellReuseIdentifier: "contact")`,
/// docs/code.md, "Tables and collections"): the data source dequeues copies of it.
struct NibCell: Sendable {
    /// The cell of a table (`<tableViewCell>`), when the xib's first cell is one.
    var row: RowSpec?
    /// The cell of a collection (`<collectionViewCell>`), when the xib's first cell is one.
    var item: ItemSpec?
    /// The cell's outlets: property name → view id.
    var outlets: [String: String]
}

/// Reads the first top-level cell of a xib, as Interface Builder's loader of a nib does when
/// `instantiate(withOwner:)` makes the cell a table dequeues.
enum NibCellReader {
    /// The cell of the xib at `url`, read with `read`; nil when its top level holds no table or
    /// collection view cell. Throws what loading the xib on its own would.
    static func read(_ url: URL, read: @escaping InputFile.Reader = InputFile.read) throws(SceneLoadError) -> NibCell? {
        try mapFirst(of: ["tableViewCell", "collectionViewCell"], in: url, read: read) { mapper, node, outlets throws(SceneLoadError) in
            if node.name == "tableViewCell" { return NibCell(row: try mapper.mapCell(node), outlets: outlets) }
            return NibCell(item: try mapper.mapItem(node), outlets: outlets)
        }
    }

    /// Maps with `map` the first top-level object of the xib at `url` whose element is one of
    /// `elements`, given its outlets (its own connections, or File's Owner's when the nib's owner
    /// holds them); nil when there is none. Throws what loading the xib on its own would.
    static func mapFirst<T>(of elements: Set<String>, in url: URL, read: @escaping InputFile.Reader,
                            _ map: (IBMapper, XMLNode, [String: String]) throws(SceneLoadError) -> T?) throws(SceneLoadError) -> T? {
        let data = try read(url)
        let parsed = try XMLTreeParser(file: url.path).parse(data)
        try IBDocumentKind.check(parsed.root, file: url.path)
        guard let node = parsed.root.child("objects")?.children.first(where: { elements.contains($0.name) }) else { return nil }
        let library = StoryboardLibrary(folder: url.deletingLastPathComponent(), read: read)
        // The mapper holds its library unowned: the library lives until the object is mapped.
        defer { withExtendedLifetime(library) {} }
        let mapper = try IBMapper(root: parsed.root, elementCount: parsed.elementCount, file: url.path, prefix: "", library: library)
        let outlets = node["id"].flatMap { parsed.outlets[$0] } ?? parsed.outlets["FilesOwner"] ?? [:]
        return try map(mapper, node, outlets)
    }
}
