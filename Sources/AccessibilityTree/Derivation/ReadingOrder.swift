/// VoiceOver's reading order (docs/model.md §3): top to bottom, then by leading edge within a row; a
/// navigation bar's elements first and a toolbar's and tab bar's last.
public enum ReadingOrder {
    /// Where elements go whatever their frames (docs/model.md §3): a navigation bar's before the content, a
    /// toolbar's and tab bar's after it, so that a scrolled content never moves ahead of the bars; a
    /// first responder's docked input accessory view last, as VoiceOver reads the keyboard's window
    /// after the app's (docs/voiceover.md, "A first responder's input accessory view").
    enum Rank: CaseIterable {
        case navigationBar, content, bottomBar, inputAccessory
    }

    /// The rank `object` gives the elements inside it, or nil when it keeps its container's.
    @MainActor
    static func rank(of object: AccessibilityObject) -> Rank? {
        if object is NavigationBar { return .navigationBar }
        if object is Toolbar || object is TabBar { return .bottomBar }
        if object is InputAccessoryHostView { return .inputAccessory }
        return nil
    }

    /// Two elements are on one row when their top edges differ by less than this on a phone.
    /// Observed on devices (docs/model.md §3).
    public static let sameRowThresholdPhone: Double = 8
    /// The same threshold on a pad.
    public static let sameRowThresholdPad: Double = 13

    /// The threshold for `idiom`.
    public static func sameRowThreshold(for idiom: Device.Idiom) -> Double {
        idiom == .pad ? sameRowThresholdPad : sameRowThresholdPhone
    }

    /// Sorts items by their frames: rows by top edge (a row gathers items whose tops lie within the
    /// threshold of the row's first item), then by leading edge within each row. Stable, so items with
    /// equal positions keep their order in `items`.
    static func sort<Item>(_ items: [Item], frame: (Item) -> Rect, threshold: Double, rightToLeft: Bool) -> [Item] {
        guard items.count > 1 else { return items }
        let tops = items.map { frame($0).minY }
        let leading = items.map { rightToLeft ? -frame($0).maxX : frame($0).minX }
        var order = Array(items.indices)
        order.sort { (tops[$0], $0) < (tops[$1], $1) }
        var rows = [Int](repeating: 0, count: items.count)
        var row = 0, rowTop = tops[order[0]]
        for index in order {
            if tops[index] - rowTop >= threshold {
                row += 1
                rowTop = tops[index]
            }
            rows[index] = row
        }
        order.sort { (rows[$0], leading[$0], $0) < (rows[$1], leading[$1], $1) }
        return order.map { items[$0] }
    }
}
