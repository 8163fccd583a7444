extension PathNearness {
    /// Candidates indexed by every folder prefix of their paths, so that the nearest one to a path is
    /// found by looking up that path's own prefixes, longest first: a folder of N apps that each
    /// declare and extend one name costs N lookups, not N × N comparisons (docs/performance.md,
    /// "Limits"). It finds what ``PathNearness/nearest(_:to:path:)`` finds: of the candidates sharing
    /// the most leading path components with the path, the first.
    package struct Index<T> {
        private let candidates: [T]
        /// The first candidate with each leading run of path components, by those components joined.
        private var firstWithPrefix: [String: Int] = [:]

        package init(_ candidates: [T], path of: (T) -> String) {
            self.candidates = candidates
            for (position, candidate) in candidates.enumerated() {
                let components = of(candidate).split(separator: "/")
                var prefix = ""
                if firstWithPrefix[prefix] == nil { firstWithPrefix[prefix] = position }
                for component in components {
                    prefix += "/" + component
                    if firstWithPrefix[prefix] == nil { firstWithPrefix[prefix] = position }
                }
            }
        }

        /// The candidate nearest to `path`.
        package func nearest(to path: String) -> T? {
            let components = path.split(separator: "/")
            var prefixes = [""]
            for component in components { prefixes.append(prefixes[prefixes.count - 1] + "/" + component) }
            for prefix in prefixes.reversed() {
                if let position = firstWithPrefix[prefix] { return candidates[position] }
            }
            return nil
        }
    }
}
