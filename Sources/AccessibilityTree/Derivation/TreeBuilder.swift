/// The live result of a derivation: the snapshot plus the way back from its identities to the live
/// views and elements (main-actor only).
@MainActor
public struct DerivedTree {
    /// The Sendable snapshot.
    public let snapshot: AccessibilitySnapshot
    private let objects: [ElementID: AccessibilityObject]
    private let positions: [ElementID: Int]
    /// Elements that exist but VoiceOver cannot reach, when asked for (audits).
    public let unreachable: [UnreachableElement]

    init(snapshot: AccessibilitySnapshot, objects: [ElementID: AccessibilityObject], unreachable: [UnreachableElement]) {
        self.snapshot = snapshot
        self.objects = objects
        var positions: [ElementID: Int] = [:]
        positions.reserveCapacity(snapshot.elements.count)
        for (index, element) in snapshot.elements.enumerated() { positions[element.id] = index }
        self.positions = positions
        self.unreachable = unreachable
    }

    /// The elements in reading order.
    public var elements: [ElementSnapshot] { snapshot.elements }

    /// The live view or element behind `id`.
    public func object(for id: ElementID) -> AccessibilityObject? { objects[id] }

    /// The position of `id` in the reading order, in O(1).
    public func index(of id: ElementID) -> Int? { positions[id] }

    /// The element for a live object, when it is on screen.
    public func element(for object: AccessibilityObject) -> ElementSnapshot? {
        index(of: object.objectID).map { snapshot.elements[$0] }
    }
}

/// An element VoiceOver cannot reach, and why (for audits).
public struct UnreachableElement: Hashable, Codable, Sendable {
    public enum Reason: String, Hashable, Codable, Sendable {
        case hiddenByModalSibling, zeroSize, outsideWindow
    }

    public var element: ElementSnapshot
    public var reason: Reason
}

extension Window {
    /// Derives what VoiceOver sees now (spec §2–§3), laying out first where needed.
    ///
    /// Linear in the number of views walked, plus an adaptive sort of each group's elements.
    /// With `collectUnreachable`, elements hidden by modality, of zero size or outside the window are
    /// reported in ``DerivedTree/unreachable`` (audits ask for this; VoiceOver itself does not).
    public func deriveAccessibilityTree(collectUnreachable: Bool = false) -> DerivedTree {
        layoutIfNeededForAccessibility()
        var builder = TreeBuilder(window: self, collectUnreachable: collectUnreachable)
        return builder.build()
    }
}

/// Walks the window's views by spec §2 and orders the elements by spec §3.
@MainActor
struct TreeBuilder {
    /// A run of elements that stays together in the reading order, placed by its first element.
    private struct Block {
        var elements: [Int]
        var anchor: Rect
    }

    private let window: Window
    private let collectUnreachable: Bool
    private let threshold: Double
    private let rightToLeft: Bool
    private let bounds: Rect
    private var elements: [ElementSnapshot] = []
    private var objects: [ElementID: AccessibilityObject] = [:]
    private var containers: [(container: ContainerSnapshot, members: [Int])] = []
    private var unreachable: [UnreachableElement] = []
    private var visited: Set<ObjectIdentifier> = []

    init(window: Window, collectUnreachable: Bool) {
        self.window = window
        self.collectUnreachable = collectUnreachable
        threshold = ReadingOrder.sameRowThreshold(for: window.device.idiom)
        rightToLeft = window.device.layoutDirection == .rightToLeft
        bounds = window.bounds
    }

    mutating func build() -> DerivedTree {
        var blocks: [Block] = []
        walkChildren(of: window, into: &blocks, inScrollView: false, reachable: true)
        let ordered = order(blocks)
        var newIndex = [Int](repeating: 0, count: elements.count)
        for (position, old) in ordered.enumerated() { newIndex[old] = position }
        let sorted = ordered.map { elements[$0] }
        var finalElements = sorted
        var snapshots: [ContainerSnapshot] = []
        for (container, members) in containers where !members.isEmpty {
            let positions = members.map { newIndex[$0] }
            var snapshot = container
            snapshot.elementRange = positions.min()!..<(positions.max()! + 1)
            snapshots.append(snapshot)
            if container.type == .list || container.type == .landmark {
                let first = snapshot.elementRange.lowerBound, last = snapshot.elementRange.upperBound - 1
                finalElements[first].containerContext.append(container.type == .list ? "list start" : "landmark")
                finalElements[last].containerContext.append(container.type == .list ? "list end" : "end")
            }
        }
        let snapshot = AccessibilitySnapshot(device: window.device, screen: window.screenSummary(),
                                             elements: finalElements, containers: snapshots)
        return DerivedTree(snapshot: snapshot, objects: objects, unreachable: unreachable)
    }

    // MARK: Walking (spec §2)

    /// Walks the subviews of `view`: only the last modal child when there is one (spec §2.3); in the
    /// window, a full-screen presentation also removes everything below it (spec §1).
    private mutating func walkChildren(of view: View, into blocks: inout [Block], inScrollView: Bool, reachable: Bool) {
        var children = view.subviews
        if view === window,
           let covering = children.lastIndex(where: { ($0 as? PresentationContainerView)?.presentation?.removesPresentingContent ?? false }) {
            children = Array(children[covering...])
        }
        let modal = children.lastIndex { isVisible($0) && $0.accessibilityViewIsModal }
        for (index, child) in children.enumerated() {
            let hiddenByModal = modal != nil && index != modal
            if hiddenByModal && !collectUnreachable { continue }
            walk(child, into: &blocks, inScrollView: inScrollView, reachable: reachable && !hiddenByModal)
        }
    }

    private func isVisible(_ view: View) -> Bool {
        if view.isHidden || view.alpha <= 0.01 { return false }
        if view.clipsToBounds && view.frame.isEmpty { return false }
        return !view.accessibilityElementsHidden
    }

    private mutating func walk(_ object: AccessibilityObject, into blocks: inout [Block], inScrollView: Bool, reachable: Bool) {
        guard visited.insert(ObjectIdentifier(object)).inserted else { return }
        if let view = object as? View, !isVisible(view) { return }
        if object.accessibilityElementsHidden { return }
        if object.isAccessibilityElement {
            addElement(object, into: &blocks, inScrollView: inScrollView, reachable: reachable)
            return
        }
        let nowInScrollView = inScrollView || object is ScrollView
        let groups = object.shouldGroupAccessibilityChildren || object.accessibilityContainerType != .none
            || object.accessibilityTraits.contains(.tabBar)
        var inner: [Block] = []
        if let items = object.accessibilityElements {
            for item in items { walk(item, into: &inner, inScrollView: nowInScrollView, reachable: reachable) }
            let flat = inner.flatMap(\.elements)
            append(flat, container: object, into: &blocks)
        } else if let view = object as? View {
            walkChildren(of: view, into: &inner, inScrollView: nowInScrollView, reachable: reachable)
            if groups {
                append(order(inner), container: object, into: &blocks)
            } else {
                blocks.append(contentsOf: inner)
            }
        }
    }

    private mutating func append(_ members: [Int], container: AccessibilityObject, into blocks: inout [Block]) {
        guard let first = members.first else { return }
        blocks.append(Block(elements: members, anchor: elements[first].frame))
        let traits = container.accessibilityTraits
        if traits.contains(.tabBar) {
            for (position, index) in members.enumerated() {
                elements[index].isTab = true
                elements[index].series = SeriesPosition(index: position + 1, count: members.count)
            }
        }
        if container.accessibilityContainerType != .none || traits.contains(.tabBar) || container.shouldGroupAccessibilityChildren {
            let snapshot = ContainerSnapshot(
                id: container.objectID, className: container.displayClassName, type: container.accessibilityContainerType,
                label: container.accessibilityLabel, traits: traits, frame: container.accessibilityFrame, elementRange: 0..<0)
            containers.append((snapshot, members))
        }
    }

    private mutating func addElement(_ object: AccessibilityObject, into blocks: inout [Block], inScrollView: Bool, reachable: Bool) {
        let frame = object.accessibilityFrame
        let traits = object.accessibilityTraits
        var snapshot = ElementSnapshot(
            id: object.objectID, className: object.displayClassName, label: object.accessibilityLabel,
            value: object.accessibilityValue, hint: object.accessibilityHint, traits: traits,
            identifier: object.accessibilityIdentifier, frame: frame,
            activationPoint: object.accessibilityActivationPoint, language: object.accessibilityLanguage,
            customActions: object.accessibilityCustomActions.map(\.name),
            customRotors: object.accessibilityCustomRotors.map(\.name),
            series: object.seriesPosition, isTab: traits.contains(.tabBarItem),
            respondsToUserInteraction: object.accessibilityRespondsToUserInteraction, isInScrollView: inScrollView)
        snapshot.isTab = traits.contains(.tabBarItem)
        var reason: UnreachableElement.Reason?
        if !reachable {
            reason = .hiddenByModalSibling
        } else if frame.isEmpty {
            reason = .zeroSize
        } else if !inScrollView && !frame.intersects(bounds) {
            reason = .outsideWindow
        }
        if let reason {
            if collectUnreachable { unreachable.append(UnreachableElement(element: snapshot, reason: reason)) }
            return
        }
        elements.append(snapshot)
        objects[object.objectID] = object
        blocks.append(Block(elements: [elements.count - 1], anchor: frame))
    }

    // MARK: Ordering (spec §3)

    private func order(_ blocks: [Block]) -> [Int] {
        ReadingOrder.sort(blocks, frame: \.anchor, threshold: threshold, rightToLeft: rightToLeft).flatMap(\.elements)
    }
}
