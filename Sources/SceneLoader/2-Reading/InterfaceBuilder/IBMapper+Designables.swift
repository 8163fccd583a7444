import AccessibilityTree

extension IBMapper {
    /// The intrinsic content sizes Interface Builder saved for the designable views it rendered by
    /// running their own classes (`<designables><designable name="id"><size key="intrinsicContentSize">`),
    /// by view id (docs/layout.md, "Intrinsic content sizes").
    static func designableSizes(in root: XMLNode) -> [String: Size] {
        var sizes: [String: Size] = [:]
        for designable in root.child("designables")?.children("designable") ?? [] {
            guard let id = designable["name"], let size = designable.children("size").first(where: { $0["key"] == "intrinsicContentSize" }),
                  let width = size["width"].flatMap(Double.init), let height = size["height"].flatMap(Double.init),
                  width.isFinite, height.isFinite, width >= 0, height >= 0 else { continue }
            sizes[id] = Size(width: width, height: height)
        }
        return sizes
    }
}
