/// The tracking the system font applies at each size, which Inter does not have: Apple's Human
/// Interface Guidelines list it with the Dynamic Type sizes (Typography, "Large (default)") and in
/// their tracking table: SF Pro Text tightens from 12 pt up, SF Pro Display from 20 pt is set looser,
/// less so as it grows (docs/layout.md, "Text measurement", checked against the published values).
enum SystemFontTracking {
    /// Points per character at a size, as the guidelines give them for the text styles at the
    /// default content size; sizes between two rows are interpolated, sizes outside take the nearest.
    static let table: [(size: Double, tracking: Double)] = [
        (11, 0.07), (12, 0), (13, -0.08), (15, -0.24), (16, -0.32), (17, -0.41), (19.99, -0.41),
        (20, 0.38), (22, 0.35), (28, 0.36), (34, 0.37),
        // SF Pro Display's larger sizes, from Apple's table in thousandths of an em (36 pt +10 …
        // 76 pt +1, none from 80 pt), here in points.
        (36, 0.36), (41, 0.369), (44, 0.352), (49, 0.343), (52, 0.312), (56, 0.28), (60, 0.24),
        (66, 0.198), (68, 0.136), (76, 0.076), (80, 0),
    ]

    /// The tracking at `size` points, in points per character.
    static func tracking(at size: Double) -> Double {
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.tracking }
        if size >= last.size { return last.tracking }
        for (lower, upper) in zip(table, table.dropFirst()) where size <= upper.size {
            return lower.tracking + (upper.tracking - lower.tracking) * (size - lower.size) / (upper.size - lower.size)
        }
        return last.tracking
    }
}
