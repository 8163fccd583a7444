extension AccessibilityObject {
    /// The object as VoiceOver, speaking `language`, would read it were it an element it reaches, at
    /// its accessibilityFrame (for reporting an element VoiceOver skips, e.g. a control inside another
    /// element).
    public func elementSnapshot(language: VoiceOverLanguage) -> ElementSnapshot {
        TreeBuilder.snapshot(of: self, frame: accessibilityFrame, inScrollView: false, language: language)
    }
}

extension Window {
    /// Derives what VoiceOver sees now (docs/model.md §2–§3), laying out first where needed.
    ///
    /// Linear in the number of views walked, plus an adaptive sort of each group's elements.
    /// With `collectUnreachable`, elements hidden by modality, of zero size or outside the window are
    /// reported in ``DerivedTree/unreachable`` (audits ask for this; VoiceOver itself does not).
    public func deriveAccessibilityTree(collectUnreachable: Bool = false) -> DerivedTree {
        layoutIfNeededForAccessibility()
        return View.withCachedWindowCoordinates {
            var builder = TreeBuilder(window: self, collectUnreachable: collectUnreachable)
            return builder.build()
        }
    }
}

/// Walks the window's views by docs/model.md §2 and orders the elements by docs/model.md §3.
///
/// The walk keeps its own stack of containers instead of recursing, so that a hierarchy of any depth
/// derives without exhausting the thread's stack. It snapshots each element when it finds it, while
/// the object is still in the cache (on a big screen, going back to every object once the reading
/// order is known would cost a cache miss each), and then moves the snapshots into reading order.
@MainActor
struct TreeBuilder {
    /// A run of elements that stays together in the reading order, placed by its first element (a
    /// scroll view's content: by the scroll view) among the blocks of the same rank.
    private struct Block {
        /// The first element and the rest, in order.
        var first: Int
        var rest: [Int] = []
        var anchor: Rect
        var rank: ReadingOrder.Rank
    }

    /// What a container's children are: its subviews, or its `accessibilityElements`.
    private enum Children {
        case subviews([View], modal: Int?, isWindow: Bool)
        case items([AccessibilityObject])

        var count: Int {
            switch self {
            case .subviews(let views, _, _): return views.count
            case .items(let items): return items.count
            }
        }
    }

    /// A container on the walk's stack: the children left to visit and where its blocks go.
    private struct Frame {
        /// The container. Not retained (docs/performance.md, "No recursion"): it is the window, which
        /// the caller holds, or one of the children of the frame below, whose `children` holds it until
        /// after this frame is popped.
        unowned(unsafe) let object: AccessibilityObject
        let children: Children
        var next = 0
        /// Whether the children lie inside a scroll view.
        let inScrollView: Bool
        /// Whether a modal view elsewhere hides this container (audits only).
        let reachable: Bool
        /// Whether the container keeps its elements together (docs/model.md §2, rule 7), as a scroll view does (docs/model.md §3).
        let groups: Bool
        /// Where the container's blocks go among their siblings: with a navigation bar's, the content's,
        /// or a toolbar's and tab bar's (docs/model.md §3).
        let rank: ReadingOrder.Rank
        /// The frame on the stack that collects this container's blocks: itself, or for a container that
        /// neither groups nor orders its own items, the nearest one that does.
        let sink: Int
        /// The blocks collected here (when `sink` is this frame).
        var blocks: [Block] = []
        /// For `accessibilityElements`: the elements so far, each item ordered on its own (docs/model.md §2, rule 5).
        var items: [Int] = []

        /// Whether this container uses its `accessibilityElements`, in their order.
        var isOrderingItems: Bool {
            if case .items = children { return true }
            return false
        }
    }

    /// Numbers each derivation, to mark the objects it has visited.
    private static var passes: UInt64 = 0

    private let window: Window
    private let collectUnreachable: Bool
    private let threshold: Double
    private let rightToLeft: Bool
    /// The device's language, in which VoiceOver adds its words.
    private let language: VoiceOverLanguage
    private let bounds: Rect
    private let pass: UInt64
    /// The elements found, in walk order until ``build()`` puts them in reading order, and their objects.
    private var elements: [ElementSnapshot] = []
    private var objects: [AccessibilityObject] = []
    private var containers: [(container: ContainerSnapshot, members: [Int])] = []
    private var unreachable: [UnreachableElement] = []
    private var stack: [Frame] = []

    init(window: Window, collectUnreachable: Bool) {
        self.window = window
        self.collectUnreachable = collectUnreachable
        threshold = ReadingOrder.sameRowThreshold(for: window.device.idiom)
        rightToLeft = window.device.layoutDirection == .rightToLeft
        language = window.device.language
        bounds = window.bounds
        Self.passes += 1
        pass = Self.passes
    }

    mutating func build() -> DerivedTree {
        let ordered = flatten(order(walk()))
        var newIndex = [Int](repeating: 0, count: elements.count)
        for (position, old) in ordered.enumerated() { newIndex[old] = position }
        putInReadingOrder(ordered)
        var snapshots: [ContainerSnapshot] = []
        for (container, members) in containers where !members.isEmpty {
            let positions = members.map { newIndex[$0] }
            var snapshot = container
            snapshot.elementRange = positions.min()!..<(positions.max()! + 1)
            snapshots.append(snapshot)
            // The context of swiping forward onto each element (the session recomputes it for the
            // focus moves it makes): the start word on the first element, the end word on the last.
            if container.type == .list || container.type == .landmark {
                let first = snapshot.elementRange.lowerBound, last = snapshot.elementRange.upperBound - 1
                elements[first].containerContext.append(container.type == .list ? .listStart : .landmarkStart)
                elements[last].containerContext.append(container.type == .list ? .listEnd : .landmarkEnd)
            }
        }
        window.derivedElementCount = elements.count
        let snapshot = AccessibilitySnapshot(device: window.device, screen: window.screenSummary(),
                                             elements: elements, containers: snapshots)
        return DerivedTree(snapshot: snapshot, objects: objects, unreachable: unreachable)
    }

    // MARK: Walking (docs/model.md §2)

    /// Walks the window depth first; returns the top level's blocks, not yet ordered.
    private mutating func walk() -> [Block] {
        window.derivationPass = pass
        stack = [Frame(object: window, children: children(of: window), inScrollView: false, reachable: true,
                       groups: false, rank: .content, sink: 0)]
        // Room for as many elements as the last derivation found. Reserved here, once the builder is
        // in place, not in `init`: an array reserved there is not yet uniquely referenced, so the
        // first append would copy it whole.
        stack[0].blocks.reserveCapacity(window.derivedElementCount)
        elements.reserveCapacity(window.derivedElementCount)
        objects.reserveCapacity(window.derivedElementCount)
        while let top = stack.indices.last {
            let index = stack[top].next
            guard index < stack[top].children.count else {
                let finished = stack.removeLast()
                let blocks = finish(finished)
                if stack.isEmpty { return blocks }
                if finished.sink == stack.count { deliver(blocks, to: stack.count - 1) }
                continue
            }
            stack[top].next += 1
            let child: AccessibilityObject
            var hiddenByModal = false
            switch stack[top].children {
            case .subviews(let views, let modal, let isWindow):
                child = views[index]
                if let modal, index != modal {
                    // A presentation in front of a modal one is not hidden by it (docs/model.md §1: it is on top).
                    hiddenByModal = !(isWindow && index > modal && child is PresentationContainerView)
                }
            case .items(let items):
                child = items[index]
            }
            if hiddenByModal && !collectUnreachable { continue }
            visit(child, parent: top, reachable: stack[top].reachable && !hiddenByModal)
        }
        return []
    }

    /// The subviews of `view` to walk and which one is modal (docs/model.md §2, rule 3); in the window, a full-screen
    /// presentation also removes everything below it (docs/model.md §1).
    private func children(of view: View) -> Children {
        var views = view.subviews
        let isWindow = view === window
        if isWindow,
           let covering = views.lastIndex(where: { ($0 as? PresentationContainerView)?.presentation?.removesPresentingContent ?? false }) {
            views = Array(views[covering...])
        }
        // A loop rather than `lastIndex(where:)`: that closure would check its actor isolation per call.
        var modal: Int?
        for index in views.indices.reversed() where views[index].accessibilityViewIsModal && isVisible(views[index]) {
            modal = index
            break
        }
        return .subviews(views, modal: modal, isWindow: isWindow)
    }

    private func isVisible(_ view: View) -> Bool {
        if view.isHidden || view.alpha <= 0.01 { return false }
        if view.clipsToBounds && view.frame.isEmpty { return false }
        return !view.accessibilityElementsHidden
    }

    /// Adds `object` as an element, or pushes it as a container to walk (docs/model.md §2, rule 1–§2.6). An object
    /// already visited in this derivation (a cycle through `accessibilityElements`) is skipped.
    private mutating func visit(_ object: AccessibilityObject, parent: Int, reachable: Bool) {
        guard object.derivationPass != pass else { return }
        object.derivationPass = pass
        if let view = object as? View, !isVisible(view) { return }
        if object.accessibilityElementsHidden { return }
        if object.isAccessibilityElement {
            if let index = addElement(object, inScrollView: stack[parent].inScrollView, reachable: reachable) {
                deliver(Block(first: index, anchor: elements[index].frame, rank: stack[parent].rank), to: parent)
            }
            return
        }
        let isScrollView = object is ScrollView
        let inScrollView = stack[parent].inScrollView || isScrollView
        let groups = object.shouldGroupAccessibilityChildren || object.accessibilityContainerType != .none
            || object.accessibilityTraits.contains(.tabBar) || isScrollView
        let rank = ReadingOrder.rank(of: object) ?? stack[parent].rank
        let own = stack.count
        if let items = object.accessibilityElements {
            stack.append(Frame(object: object, children: .items(items), inScrollView: inScrollView,
                               reachable: reachable, groups: true, rank: rank, sink: own))
        } else if let view = object as? View {
            let collectsOwn = groups || stack[parent].isOrderingItems
            stack.append(Frame(object: object, children: children(of: view), inScrollView: inScrollView,
                               reachable: reachable, groups: groups, rank: rank, sink: collectsOwn ? own : stack[parent].sink))
        }
    }

    /// The blocks a finished container hands to its parent: one block when it keeps its elements
    /// together, else the blocks it collected (empty when they already went to an ancestor).
    private mutating func finish(_ frame: Frame) -> [Block] {
        if frame.isOrderingItems { return group(frame.items, container: frame.object, rank: frame.rank) }
        if frame.groups { return group(flatten(order(frame.blocks)), container: frame.object, rank: frame.rank) }
        return frame.blocks
    }

    /// Hands `blocks` to the container at `index`: into its `accessibilityElements` run, ordered among
    /// themselves, or to the frame that collects its blocks.
    private mutating func deliver(_ blocks: [Block], to index: Int) {
        if stack[index].isOrderingItems {
            stack[index].items.append(contentsOf: flatten(order(blocks)))
        } else {
            stack[stack[index].sink].blocks.append(contentsOf: blocks)
        }
    }

    /// Hands one block to the container at `index`, as ``deliver(_:to:)`` does.
    private mutating func deliver(_ block: Block, to index: Int) {
        if stack[index].isOrderingItems {
            stack[index].items.append(block.first)
            stack[index].items.append(contentsOf: block.rest)
        } else {
            stack[stack[index].sink].blocks.append(block)
        }
    }

    /// One block for a container's members, kept together; records the container and numbers tabs.
    /// A scroll view's block is placed by the scroll view's frame: its content may be scrolled
    /// anywhere, above the screen too (docs/model.md §3).
    private mutating func group(_ members: [Int], container: AccessibilityObject, rank: ReadingOrder.Rank) -> [Block] {
        guard let first = members.first else { return [] }
        let traits = container.accessibilityTraits
        if traits.contains(.tabBar) {
            for (position, index) in members.enumerated() {
                elements[index].isTab = true
                elements[index].series = SeriesPosition(index: position + 1, count: members.count)
            }
        }
        if container.accessibilityContainerType == .dataTable { placeCells(members, in: container) }
        if container.accessibilityContainerType != .none || traits.contains(.tabBar) || container.shouldGroupAccessibilityChildren {
            let snapshot = ContainerSnapshot(
                id: container.objectID, className: container.displayClassName, type: container.accessibilityContainerType,
                label: container.accessibilityLabel, traits: traits, frame: container.accessibilityFrame, elementRange: 0..<0)
            containers.append((snapshot, members))
        }
        let anchor = container is ScrollView ? container.accessibilityFrame : elements[first].frame
        return [Block(first: first, rest: Array(members.dropFirst()), anchor: anchor, rank: rank)]
    }

    /// Gives the cells of a data table their rows, columns and headers (docs/voiceover.md §4, "Data tables"), in
    /// reading order: a cell enters its row when the cell before it does not cover its first row.
    private mutating func placeCells(_ members: [Int], in container: AccessibilityObject) {
        var previousRows: Range<Int>?
        for index in members {
            guard let cell = objects[index].dataTableCellRanges else {
                previousRows = nil
                continue
            }
            let rows = cell.rows, columns = cell.columns
            var headers: [String] = []
            for header in container.dataTableHeaderElements(rows: rows, columns: columns) where header !== objects[index] {
                let text = [Phrase.spoken(header.accessibilityLabel), Phrase.spoken(header.accessibilityValue)]
                    .compactMap { $0 }.joined(separator: Phrase.separator)
                if !text.isEmpty { headers.append(text) }
            }
            elements[index].dataTableCell = DataTableCellPosition(
                table: container.objectID, rows: rows, columns: columns, headers: headers,
                entersRow: !(previousRows?.contains(rows.lowerBound) ?? false))
            previousRows = rows
        }
    }

    /// Snapshots `object` as an element; returns its index, or nil when VoiceOver cannot reach it.
    private mutating func addElement(_ object: AccessibilityObject, inScrollView: Bool, reachable: Bool) -> Int? {
        let frame = object.accessibilityFrame
        var reason: UnreachableElement.Reason?
        if !reachable {
            reason = .hiddenByModalSibling
        } else if frame.isEmpty {
            reason = .zeroSize
        } else if !inScrollView && !frame.intersects(bounds) {
            reason = .outsideWindow
        }
        if let reason {
            if collectUnreachable {
                let element = Self.snapshot(of: object, frame: frame, inScrollView: inScrollView, language: language)
                unreachable.append(UnreachableElement(element: element, reason: reason))
            }
            return nil
        }
        elements.append(Self.snapshot(of: object, frame: frame, inScrollView: inScrollView, language: language))
        objects.append(object)
        return elements.count - 1
    }

    /// The snapshot of an element: its accessibility properties as they are now. `frame` is its
    /// ``AccessibilityObject/accessibilityFrame``; a tab bar gives its tabs their series later.
    static func snapshot(of object: AccessibilityObject, frame: Rect, inScrollView: Bool, language: VoiceOverLanguage) -> ElementSnapshot {
        let traits = object.accessibilityTraits
        var snapshot = ElementSnapshot(
            id: object.objectID, className: object.displayClassName, label: object.accessibilityLabel,
            value: object.accessibilityValue, hint: object.accessibilityHint, traits: traits,
            identifier: object.accessibilityIdentifier, frame: frame,
            activationPoint: object.explicitActivationPoint ?? frame.center, language: object.accessibilityLanguage,
            customActions: object.accessibilityCustomActions.map(\.name),
            customRotors: object.accessibilityCustomRotors.map(\.name), customContent: object.accessibilityCustomContent,
            series: object.seriesPosition, isTab: traits.contains(.tabBarItem), voiceOverLanguage: language,
            respondsToUserInteraction: object.accessibilityRespondsToUserInteraction, isInScrollView: inScrollView)
        snapshot.opensMenu = (object as? Button)?.opensMenu ?? false
        return snapshot
    }

    /// Puts ``elements`` and ``objects``, found in walk order, into reading order: `ordered` holds the
    /// walk index of each element in reading order (every element found ends in exactly one block, so
    /// it is a permutation). Moves each element once, following the permutation's cycles, instead of
    /// copying them all into new arrays.
    private mutating func putInReadingOrder(_ ordered: [Int]) {
        precondition(ordered.count == elements.count, "the reading order lists every element once")
        var placed = [Bool](repeating: false, count: ordered.count)
        // Swapping through the buffers moves the snapshots; `Array.swapAt` would copy them, retaining
        // and releasing each of their strings and arrays.
        elements.withUnsafeMutableBufferPointer { elements in
            objects.withUnsafeMutableBufferPointer { objects in
                for start in ordered.indices where !placed[start] {
                    // Fill the cycle through `start`: each position takes the element it reads, whose own
                    // position is filled next, until the cycle comes back to `start`.
                    var position = start
                    while !placed[position] {
                        placed[position] = true
                        let source = ordered[position]
                        if source == start { break }
                        elements.swapAt(position, source)
                        objects.swapAt(position, source)
                        position = source
                    }
                }
            }
        }
    }

    // MARK: Ordering (docs/model.md §3)

    /// The blocks by rank (a navigation bar's first, a toolbar's and tab bar's last), each rank in
    /// reading order by frame.
    private func order(_ blocks: [Block]) -> [Block] {
        var ranks = (bars: false, content: false, bottom: false, accessory: false)
        for block in blocks {
            switch block.rank {
            case .navigationBar: ranks.bars = true
            case .content: ranks.content = true
            case .bottomBar: ranks.bottom = true
            case .inputAccessory: ranks.accessory = true
            }
        }
        // One rank (nearly every container): no partition to make.
        if [ranks.bars, ranks.content, ranks.bottom, ranks.accessory].filter({ $0 }).count <= 1 {
            return ReadingOrder.sort(blocks, frame: \.anchor, threshold: threshold, rightToLeft: rightToLeft)
        }
        var result: [Block] = []
        result.reserveCapacity(blocks.count)
        for rank in ReadingOrder.Rank.allCases {
            let ranked = blocks.filter { $0.rank == rank }
            result.append(contentsOf: ReadingOrder.sort(ranked, frame: \.anchor, threshold: threshold, rightToLeft: rightToLeft))
        }
        return result
    }

    /// The elements of `blocks`, block after block.
    private func flatten(_ blocks: [Block]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(blocks.count)
        for block in blocks {
            result.append(block.first)
            result.append(contentsOf: block.rest)
        }
        return result
    }
}
