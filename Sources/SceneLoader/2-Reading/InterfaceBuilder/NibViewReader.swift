import Foundation
import AccessibilityTree

/// The view a xib defines, for a header, footer or supplementary view the app's code registers from
/// a nib (`tableView.register(UINib(nibName: "SectionHeader", bundle: nil), forHeaderFooterViewReuseIdentifier: "header")`,
/// docs/code.md, "Tables and collections"): each section's is a copy of it.
struct NibView: Sendable {
    var view: ViewSpec
    /// The view's outlets: property name → view id.
    var outlets: [String: String]
}

/// Reads the first top-level view of a xib, as the loader of a nib does when a table or collection
/// makes the header, footer or supplementary view registered from it.
enum NibViewReader {
    /// The elements a xib's top-level header, footer or supplementary view is written as.
    static let viewElements: Set<String> = ["view", "collectionReusableView"]

    /// The view of the xib at `url`, read with `read`; nil when its top level holds none. Throws what
    /// loading the xib on its own would.
    static func read(_ url: URL, read: @escaping InputFile.Reader = InputFile.read) throws(SceneLoadError) -> NibView? {
        try NibCellReader.mapFirst(of: viewElements, in: url, read: read) { mapper, node, outlets throws(SceneLoadError) in
            try mapper.mapView(node).map { NibView(view: $0, outlets: outlets) }
        }
    }
}
