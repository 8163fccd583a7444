import AccessibilityTree

/// Moving the cursor: flicks, four-finger taps, touch, and focusing by identifier or label.
extension VoiceOver {
    /// Flick right: the next element in reading order; at the end the boundary sound plays (no wrap).
    @discardableResult
    public func next() -> GestureResult {
        perform(.next) { move(by: 1) }
    }

    /// Flick left: the previous element; at the start the boundary sound plays.
    @discardableResult
    public func previous() -> GestureResult {
        perform(.previous) { move(by: -1) }
    }

    /// Four-finger tap near the top: the first element.
    @discardableResult
    public func first() -> GestureResult {
        perform(.first) { jump(to: tree.elements.first?.id) }
    }

    /// Four-finger tap near the bottom: the last element.
    @discardableResult
    public func last() -> GestureResult {
        perform(.last) { jump(to: tree.elements.last?.id) }
    }

    /// Touch: focuses the front-most element whose frame contains `point` (window coordinates).
    @discardableResult
    public func touch(at point: Point) -> GestureResult {
        perform(.touch(point)) {
            guard let id = frontMostElement(at: point) else { return .unhandled(fallback: "no element there") }
            if id != focusedID { moveFocus(to: id) }
            return .voiceOver
        }
    }

    /// Moves focus to the element with accessibilityIdentifier `identifier`, else the first whose
    /// label is `identifier`; returns whether one was found. Not a gesture: a test's shortcut.
    @discardableResult
    public func focus(_ identifierOrLabel: String) -> Bool {
        waitUnlessTold()
        guard let match = element(named: identifierOrLabel) else { return false }
        if match.id != focusedID { moveFocus(to: match.id) }
        return true
    }

    /// Moves focus to a live view or element; returns whether it is on screen.
    @discardableResult
    public func focus(on object: AccessibilityObject) -> Bool {
        waitUnlessTold()
        guard tree.index(of: object.objectID) != nil else { return false }
        if object.objectID != focusedID { moveFocus(to: object.objectID) }
        return true
    }

    /// The element a script or test means by `name`: the first whose accessibilityIdentifier is
    /// `name`, else whose label is `name`, else whose phrase is `name`, else whose label starts with
    /// `name` followed by ", " (a table cell joining its labels: "Groceries" finds "Groceries, Yesterday").
    public func element(named name: String) -> ElementSnapshot? {
        let elements = tree.elements
        return elements.first { $0.identifier == name }
            ?? elements.first { $0.label == name }
            ?? elements.first { $0.phrase == name }
            ?? elements.first { $0.label?.hasPrefix(name + ", ") ?? false }
    }

    private func move(by delta: Int) -> GestureHandler {
        let elements = tree.elements
        guard !elements.isEmpty else {
            playSound(.boundary)
            return .unhandled(fallback: "nothing on screen")
        }
        guard let current = focusedID, let index = tree.index(of: current) else {
            moveFocus(to: delta > 0 ? elements[0].id : elements[elements.count - 1].id)
            return .voiceOver
        }
        let target = index + delta
        guard elements.indices.contains(target) else {
            playSound(.boundary)
            return .unhandled(fallback: "boundary")
        }
        moveFocus(to: elements[target].id)
        return .voiceOver
    }

    private func jump(to id: ElementID?) -> GestureHandler {
        guard let id else {
            playSound(.boundary)
            return .unhandled(fallback: "nothing on screen")
        }
        moveFocus(to: id)
        return .voiceOver
    }

    /// The element drawn in front at `point`: among the elements containing it, the one whose view
    /// comes last in the window's back-to-front order. Elements hidden by a modal view are not in the
    /// tree, so touch cannot reach them either.
    private func frontMostElement(at point: Point) -> ElementID? {
        let candidates = tree.elements.filter { $0.frame.contains(point) }
        guard candidates.count > 1, let window else { return candidates.first?.id }
        var drawOrder: [ObjectIdentifier: Int] = [:]
        for (index, view) in window.allViews().enumerated() { drawOrder[ObjectIdentifier(view)] = index }
        func order(_ element: ElementSnapshot) -> Int {
            var object = tree.object(for: element.id)
            while let current = object {
                if let view = current as? View, let index = drawOrder[ObjectIdentifier(view)] { return index }
                object = current.accessibilityContainer
            }
            return -1
        }
        return candidates.max { order($0) < order($1) }?.id
    }
}
