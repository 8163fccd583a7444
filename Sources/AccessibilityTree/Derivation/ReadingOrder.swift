/// VoiceOver's reading order (spec §3): top to bottom, then by leading edge within a row.
public enum ReadingOrder {
    /// Two elements are on one row when their top edges differ by less than this on a phone.
    /// Observed on devices (spec §3).
    public static let sameRowThresholdPhone: Double = 8
    /// The same threshold on a pad.
    public static let sameRowThresholdPad: Double = 13

    /// The threshold for `idiom`.
    public static func sameRowThreshold(for idiom: Device.Idiom) -> Double {
        idiom == .pad ? sameRowThresholdPad : sameRowThresholdPhone
    }

    /// Sorts items by their frames: rows by top edge (a row gathers items whose tops lie within the
    /// threshold of the row's first item), then by leading edge within each row. Stable, so items with
    /// equal positions keep their view order.
    static func sort<Item>(_ items: [Item], frame: (Item) -> Rect, threshold: Double, rightToLeft: Bool) -> [Item] {
        guard items.count > 1 else { return items }
        let byTop = items.enumerated().sorted { lhs, rhs in
            let a = frame(lhs.element).minY, b = frame(rhs.element).minY
            return a != b ? a < b : lhs.offset < rhs.offset
        }
        var result: [Item] = []
        result.reserveCapacity(items.count)
        var row: [(offset: Int, element: Item)] = []
        var rowTop = 0.0
        func flush() {
            if row.count > 1 {
                row.sort { lhs, rhs in
                    let a = frame(lhs.element), b = frame(rhs.element)
                    let ka = rightToLeft ? -a.maxX : a.minX, kb = rightToLeft ? -b.maxX : b.minX
                    return ka != kb ? ka < kb : lhs.offset < rhs.offset
                }
            }
            result.append(contentsOf: row.map(\.element))
            row.removeAll(keepingCapacity: true)
        }
        for entry in byTop {
            let top = frame(entry.element).minY
            if !row.isEmpty && top - rowTop >= threshold { flush() }
            if row.isEmpty { rowTop = top }
            row.append(entry)
        }
        flush()
        return result
    }
}
