import AccessibilityTree
import Foundation

/// Measures deriving the accessibility tree (docs/model.md §2–§3) for 1k, 10k and 100k views in four shapes,
/// and prints the figures docs/performance.md reports.
///
/// Each run marks one leaf view for layout (as any change in the app does) and then derives, so a run
/// is the layout pass over the whole hierarchy plus the walk, the snapshot and the reading-order sort;
/// "table, reloaded" marks the table itself, so its rows and headers are placed again too.
/// The three sizes of a shape are built up front and measured in turn, round after round, so that a
/// busy machine slows them alike; each figure is the median of the rounds, after two warm-up
/// derivations, timed with ContinuousClock.
/// Targets: at most 1 µs per view at 100k, and 100k views costing at most 12× what 10k cost.
@MainActor
func runDerivationBenchmark() {
    let sizes = [1_000, 10_000, 100_000]
    let rounds = 15
    print("Derivation: µs per view, median of \(rounds) rounds (target ≤ 1 µs at 100k, 100k/10k ≤ 12×)")
    print("| shape | 1k views | 10k views | 100k views | 100k / 10k |")
    print("|---|---|---|---|---|")
    for shape in DerivationShape.allCases {
        let fixtures = sizes.map { DerivationFixture(shape: shape, size: $0) }
        var samples = fixtures.map { _ in [Duration]() }
        for _ in 0..<rounds {
            for (index, fixture) in fixtures.enumerated() { samples[index].append(fixture.measure()) }
        }
        let medians = samples.map { $0.sorted()[$0.count / 2] }
        let cells = zip(fixtures, medians).map { fixture, median in
            "\(formatted(microseconds(median) / Double(fixture.views))) (\(fixture.views) views, \(fixture.elements) elements)"
        }
        print("| \(shape.rawValue) | \(cells.joined(separator: " | ")) | \(formatted(medians[2] / medians[1]))× |")
        for fixture in fixtures { fixture.dismantle() }
    }
}

/// The hierarchies measured.
private enum DerivationShape: String, CaseIterable {
    /// Many labels side by side under one view.
    case flat
    /// A chain of nested views with a label at each level.
    case deep
    /// A tree with a fan-out of 10 whose leaves are labels.
    case wide
    /// A table view with many cells (each cell is four views) in sections of 20 with headers.
    case table
    /// The same table after `reloadData()`: every row and header is placed again.
    case tableReload = "table, reloaded"
}

/// One shape at one size in a key window, derived twice to warm up.
@MainActor
private struct DerivationFixture {
    private let application = Application()
    private let window = Window()
    private let built: BuiltScene
    /// The views in the window, and the elements a derivation finds.
    private(set) var views = 0
    private(set) var elements = 0

    init(shape: DerivationShape, size: Int) {
        let root = ViewController(title: "Benchmark")
        built = DerivationShapeBuilder(shape: shape, size: size).build(in: root)
        window.rootViewController = root
        application.makeKeyAndVisible(window)
        for _ in 0..<2 { elements = window.deriveAccessibilityTree().elements.count }
        views = window.allViews().count
    }

    /// One run: marks the view for layout, then times a derivation.
    func measure() -> Duration {
        built.marked.setNeedsLayout()
        var count = 0
        let elapsed = ContinuousClock().measure { count = window.deriveAccessibilityTree().elements.count }
        precondition(count == elements, "derivations of the same screen differ")
        return elapsed
    }

    /// Takes the hierarchy apart (see ``BuiltScene``).
    func dismantle() { built.dismantle() }
}

/// A shape's views: the view each run marks for layout, and how to take the hierarchy apart without
/// a deep recursive release.
@MainActor
private struct BuiltScene {
    var marked: View
    var dismantle: () -> Void
}

/// Builds one shape at one size under a controller's root view.
@MainActor
private struct DerivationShapeBuilder {
    let shape: DerivationShape
    let size: Int

    func build(in root: ViewController) -> BuiltScene {
        switch shape {
        case .table, .tableReload:
            return buildTable(in: root)
        case .flat, .deep, .wide:
            let scroll = ScrollView(frame: Rect(origin: .zero, size: Device.phoneSize))
            root.view.addSubview(scroll)
            let built: BuiltScene
            switch shape {
            case .flat: built = buildFlat(in: scroll)
            case .deep: built = buildDeep(in: scroll)
            default: built = buildWide(in: scroll)
            }
            scroll.contentSize = Size(width: 390, height: 24 * Double(size))
            return built
        }
    }

    private func buildFlat(in scroll: ScrollView) -> BuiltScene {
        let holder = View(frame: Rect(x: 0, y: 0, width: 390, height: 24 * Double(size)))
        var leaf = holder
        for index in 0..<size {
            let label = Label(text: "Item \(index)", frame: Rect(x: Double(index % 4) * 95 + 10, y: Double(index / 4) * 24,
                                                                width: 90, height: 20))
            holder.addSubview(label)
            leaf = label
        }
        scroll.addSubview(holder)
        return BuiltScene(marked: leaf, dismantle: {})
    }

    /// Levels are created parents first, as loading a storyboard creates them, and linked from the
    /// bottom up, so that no view is added under a long chain of ancestors (adding looks up the window).
    private func buildDeep(in scroll: ScrollView) -> BuiltScene {
        let levels = (0..<size / 2).map { index -> View in
            let level = View(frame: Rect(x: 0, y: 24, width: 390, height: 24))
            level.addSubview(Label(text: "Level \(index)", frame: Rect(x: 16, y: 0, width: 300, height: 20)))
            return level
        }
        for index in levels.indices.dropLast().reversed() { levels[index].addSubview(levels[index + 1]) }
        scroll.addSubview(levels[0])
        // Detach top-down: releasing a 50k-level chain at once would recurse 50k deep in deinit.
        return BuiltScene(marked: levels[levels.count - 1].subviews[0],
                     dismantle: { for level in levels { level.removeFromSuperview() } })
    }

    /// Nodes numbered breadth first (node i's children are 10i + 1 … 10i + 10), created depth first,
    /// parents before children, as loading a storyboard creates them, and placed in that order, so that
    /// a container's views lie together as on a real screen; nodes without children are labels.
    private func buildWide(in scroll: ScrollView) -> BuiltScene {
        var last: View?
        var created = 0
        func make(_ index: Int, parentOrigin: Point) -> View {
            let origin = Point(x: Double(created % 4) * 95 + 10, y: Double(created / 4) * 24)
            created += 1
            let firstChild = 10 * index + 1
            let isLeaf = firstChild >= size
            let node = isLeaf ? Label(text: "Item \(index)") : View()
            node.frame = Rect(x: origin.x - parentOrigin.x, y: origin.y - parentOrigin.y, width: 90, height: 20)
            if !isLeaf {
                for child in firstChild..<min(size, firstChild + 10) { node.addSubview(make(child, parentOrigin: origin)) }
            }
            last = node
            return node
        }
        scroll.addSubview(make(0, parentOrigin: .zero))
        return BuiltScene(marked: last!, dismantle: {})
    }

    private func buildTable(in root: ViewController) -> BuiltScene {
        let table = TableView(frame: Rect(origin: .zero, size: Device.phoneSize))
        let cellsPerSection = 20
        let cellCount = size / 4
        var sections: [TableSection] = []
        var row = 0
        while row < cellCount {
            let cells = (row..<min(cellCount, row + cellsPerSection)).map { TableViewCell(text: "Row \($0)", detailText: "Detail") }
            sections.append(TableSection(headerTitle: "Section \(sections.count + 1)", cells: cells))
            row += cellsPerSection
        }
        table.sections = sections
        root.view.addSubview(table)
        return BuiltScene(marked: shape == .tableReload ? table : sections[0].cells[0].textLabel, dismantle: {})
    }
}

private func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

private func formatted(_ value: Double) -> String {
    String(format: "%.2f", value)
}
