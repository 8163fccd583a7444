import AccessibilityTree

/// The parts of a screen state that change independently of each other: each column of a split view,
/// the selected tab's content, each presentation, and the rest (a tab bar is part of the rest).
///
/// Exploration uses them to avoid probing a persistent control again in every state: double tapping
/// row "Sliders" of a split view's primary column shows the same detail whatever the secondary column
/// showed before (see ``ProbeReuse``). A region is named by where it sits in the controller hierarchy
/// (`primary`, `selected tab`, `presentation 1`), never by object identity, because every replay builds
/// fresh objects. Its key is the structural key of its elements alone, without which tab is selected:
/// the selected tab's region already shows that, and a tab bar should read the same whichever tab it
/// selects so that its items can be reused. An element's identity adds its own traits, so a selected
/// tab (whose double tap goes back to the tab's root) is never taken for an unselected one.
///
/// A screen without split views, tab bar controllers or presentations has no regions: nothing on it
/// can be reused.
struct ScreenRegions: Sendable {
    /// Each element's region name, by reading-order index.
    private var regionOfElement: [String]
    /// Each element's place among its region's elements in canonical order, by reading-order index.
    private var ordinalOfElement: [Int]
    /// Each element's traits, by reading-order index.
    private var traitsOfElement: [UInt64]
    /// Each region's structural key, by region name.
    private(set) var keys: [String: String]

    /// Reads the regions of `tree`'s elements from the live objects; nil when the screen has one region.
    @MainActor
    init?(tree: DerivedTree, window: Window) {
        guard Self.hasRegions(window) else { return nil }
        let elements = tree.elements
        regionOfElement = elements.map { element in
            tree.object(for: element.id).map { Self.region(of: $0, window: window) } ?? ""
        }
        ordinalOfElement = Array(repeating: 0, count: elements.count)
        var hashes: [String: KeyHasher] = [:]
        var counts: [String: Int] = [:]
        for index in ScreenKey.canonicalOrder(elements) {
            let region = regionOfElement[index]
            ordinalOfElement[index] = counts[region, default: 0]
            counts[region, default: 0] += 1
            ScreenKey.appendStructuralLine(elements[index], includingTabSelection: false, to: &hashes[region, default: KeyHasher()])
        }
        keys = hashes.mapValues(\.hex)
        traitsOfElement = elements.map(\.traits.rawValue)
    }

    /// Who element `index` is, whatever the other regions show: its region, that region's key, its
    /// place in the region and its traits.
    func identity(ofElement index: Int) -> String {
        let region = regionOfElement[index]
        return region + "#" + (keys[region] ?? "") + "#" + String(ordinalOfElement[index]) + "#" + String(traitsOfElement[index])
    }

    /// The regions whose content differs between `self` and `other`, including those only one has.
    func changedRegions(to other: ScreenRegions) -> Set<String> {
        var changed: Set<String> = []
        for (name, key) in keys where other.keys[name] != key { changed.insert(name) }
        for name in other.keys.keys where keys[name] == nil { changed.insert(name) }
        return changed
    }

    /// Whether `self` shows what `other` shows in every region outside `allowed`.
    func matches(_ other: ScreenRegions, outside allowed: Set<String>) -> Bool {
        changedRegions(to: other).isSubset(of: allowed)
    }

    // MARK: Naming regions

    /// Whether anything on screen splits it into regions.
    @MainActor
    private static func hasRegions(_ window: Window) -> Bool {
        !window.presentationStack.isEmpty || window.onScreenViewControllers().contains { $0 is SplitViewController || $0 is TabBarController }
    }

    /// The region of `object`: the path of split-view columns, tabs and presentations from the window
    /// down to the controller that shows it, e.g. `presentation 1/primary`.
    @MainActor
    private static func region(of object: AccessibilityObject, window: Window) -> String {
        var view = LiveQueries.view(of: object)
        var controller: ViewController?
        while let candidate = view, controller == nil {
            controller = candidate.viewController
            view = candidate.superview
        }
        var parts: [String] = []
        var steps = 0
        while let child = controller, steps < 64 {
            steps += 1
            guard let parent = child.parent else {
                if let depth = window.presentationStack.firstIndex(where: { $0.presented === child }) {
                    parts.append("presentation \(depth + 1)")
                }
                break
            }
            if let split = parent as? SplitViewController {
                parts.append(child === split.primaryViewController ? "primary"
                             : child === split.supplementaryViewController ? "supplementary" : "secondary")
            } else if parent is TabBarController {
                parts.append("selected tab")
            }
            controller = parent
        }
        return parts.reversed().joined(separator: "/")
    }
}
