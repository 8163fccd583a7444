import AccessibilityTree

/// Checks the views of one controller template: ranges of control values, element references of
/// `accessibilityElements` and rotors, and the total number of views.
struct ViewValidator {
    let controller: ControllerSpec
    let elementIDs: Set<String>

    /// The names steps may use for a controller's elements: their ids (refusing duplicates; repeated
    /// rows and items with `{n}` in their id count once per repetition) and their accessibility
    /// identifiers.
    static func collectIDs(in controller: ControllerSpec) throws(SceneLoadError) -> Set<String> {
        // The closures below capture only the id: capturing `controller` copied the whole template
        // into each call of the view walk.
        let controllerID = controller.id
        var seen: [String: SourceMark] = [:]
        var identifiers: Set<String> = []
        func add(_ id: String?, _ mark: SourceMark, repeatCount: Int? = nil, identifier: String? = nil) throws(SceneLoadError) {
            if let identifier { identifiers.insert(identifier) }
            guard let id else { return }
            let count = repeatCount ?? 1
            // Most ids (every storyboard id) have no `{n}`: skip Foundation's search-and-replace for them.
            let single = id.utf8.contains(UInt8(ascii: "{")) ? id.replacingOccurrences(of: "{n}", with: "1") : id
            let ids = count > 1 ? (1...count).map { id.replacingOccurrences(of: "{n}", with: String($0)) } : [single]
            for expanded in ids {
                if let first = seen[expanded] {
                    throw SceneLoadError("the id '\(expanded)' is used twice in controller '\(controllerID)' (first at \(first.location?.description ?? "?")); ids must be unique within a controller (a repeated row needs '{n}' in its id)", at: mark.location)
                }
                seen[expanded] = mark
            }
        }
        var failure: SceneLoadError?
        func visit(_ view: ViewSpec) {
            guard failure == nil else { return }
            do throws(SceneLoadError) {
                try add(view.id, view.mark, identifier: view.accessibility.identifier)
                switch view.kind {
                case .table(let table):
                    for section in table.sections {
                        for row in section.rows {
                            try add(row.id, row.mark, repeatCount: row.repeatCount, identifier: row.accessibility.identifier)
                        }
                    }
                case .collection(let collection):
                    for section in collection.sections {
                        for item in section {
                            try add(item.id, item.mark, repeatCount: item.repeatCount, identifier: item.accessibility.identifier)
                        }
                    }
                case .toolbar(let items):
                    for item in items { try add(item.id, item.mark, identifier: item.identifier) }
                case .navigationBar(let bar):
                    for item in bar.left + bar.right { try add(item.id, item.mark, identifier: item.identifier) }
                default:
                    break
                }
            } catch { failure = error }
        }
        controller.content.rootView?.forEachView(visit)
        controller.navigationItem?.titleView?.forEachView(visit)
        controller.inputAccessoryView?.forEachView(visit)
        if let failure { throw failure }
        let items = (controller.navigationItem.map { $0.left + $0.right + ($0.back.map { [$0] } ?? []) } ?? []) + (controller.toolbarItems ?? [])
        for item in items {
            item.customView?.forEachView(visit)
            if let failure { throw failure }
            try add(item.id, item.mark, identifier: item.identifier)
        }
        return Set(seen.keys).union(identifiers)
    }

    /// Validates every view, adding the views counted to `total`.
    func validate(_ total: inout Int) throws(SceneLoadError) {
        var count = total
        if let root = controller.content.rootView { try validate(root, ancestors: [], count: &count) }
        if let title = controller.navigationItem?.titleView { try validate(title, ancestors: [], count: &count) }
        if let accessory = controller.inputAccessoryView { try validate(accessory, ancestors: [], count: &count) }
        total = count
    }

    private func validate(_ view: ViewSpec, ancestors: [String], count: inout Int) throws(SceneLoadError) {
        count += 1
        if count > Limits.maximumViews {
            throw SceneLoadError("the scene has more than \(Limits.maximumViews) views; split it or use fewer rows", at: view.mark.location)
        }
        try checkValues(view)
        try checkReferences(view.accessibility, of: view, ancestors: ancestors)
        let path = view.id.map { ancestors + [$0] } ?? ancestors
        for subview in view.subviews { try validate(subview, ancestors: path, count: &count) }
        switch view.kind {
        case .table(let table):
            let rows = table.sections.flatMap(\.rows)
            let total = rows.reduce(0) { $0 + ($1.repeatCount ?? 1) }
            if total > Limits.maximumRows {
                throw SceneLoadError("the table has \(total) rows; a table may have at most \(Limits.maximumRows)", at: view.mark.location)
            }
            count += total
            for header in [table.header, table.footer].compactMap({ $0 }) { try validate(header, ancestors: path, count: &count) }
            for row in rows {
                try checkReferences(row.accessibility, of: nil, ancestors: path)
                for subview in row.subviews + (row.accessoryView.map { [$0] } ?? []) {
                    try validate(subview, ancestors: path, count: &count)
                }
            }
        case .collection(let collection):
            let items = collection.sections.flatMap(\.self)
            let total = items.reduce(0) { $0 + ($1.repeatCount ?? 1) }
            if total > Limits.maximumRows {
                throw SceneLoadError("the collection has \(total) items; at most \(Limits.maximumRows) are allowed", at: view.mark.location)
            }
            count += total
            for item in items {
                try checkReferences(item.accessibility, of: nil, ancestors: path)
                for subview in item.subviews { try validate(subview, ancestors: path, count: &count) }
            }
        case .toolbar(let items):
            for custom in items.compactMap(\.customView) { try validate(custom, ancestors: path, count: &count) }
        case .navigationBar(let bar):
            for custom in (bar.left + bar.right).compactMap(\.customView) { try validate(custom, ancestors: path, count: &count) }
        default:
            break
        }
    }

    /// Control values are within their ranges.
    private func checkValues(_ view: ViewSpec) throws(SceneLoadError) {
        func fail(_ message: String) -> SceneLoadError {
            SceneLoadError("\(message) in \(view.kind.typeName)\(view.id.map { " '\($0)'" } ?? "") of controller '\(controller.id)'", at: view.mark.location)
        }
        switch view.kind {
        case .slider(let slider):
            guard slider.minimum <= slider.maximum else { throw fail("the minimum \(slider.minimum.compactText) is greater than the maximum \(slider.maximum.compactText)") }
            guard (slider.minimum...slider.maximum).contains(slider.value) else { throw fail("the value \(slider.value.compactText) is outside \(slider.minimum.compactText)…\(slider.maximum.compactText)") }
        case .stepper(let stepper):
            guard stepper.minimum <= stepper.maximum else { throw fail("the minimum \(stepper.minimum.compactText) is greater than the maximum \(stepper.maximum.compactText)") }
            guard (stepper.minimum...stepper.maximum).contains(stepper.value) else { throw fail("the value \(stepper.value.compactText) is outside \(stepper.minimum.compactText)…\(stepper.maximum.compactText)") }
            guard stepper.step > 0 else { throw fail("the step \(stepper.step.compactText) is not positive") }
        case .segmented(let segmented):
            guard (-1..<segmented.segments.count).contains(segmented.selected) else {
                throw fail("the selected segment \(segmented.selected) does not exist (there are \(segmented.segments.count); -1 selects none)")
            }
        case .pageControl(let pages, let current):
            guard pages >= 0, current >= 0, current < max(1, pages) else { throw fail("the current page \(current) does not exist (there are \(pages), counted from 0)") }
        case .progress(let progress):
            guard (0...1).contains(progress) else { throw fail("the progress \(progress.compactText) is outside 0…1") }
        case .picker(let picker):
            guard picker.selectedRows.count <= picker.components.count,
                  zip(picker.selectedRows, picker.components).allSatisfy({ $0.0 >= 0 && $0.0 < max(1, $0.1.count) }) else {
                throw fail("'selectedRows' names a row or component the picker does not have")
            }
        case .tabBar(let bar):
            if let selected = bar.selected, !bar.items.indices.contains(selected) { throw fail("the selected tab \(selected) does not exist") }
        default:
            break
        }
    }

    /// `accessibilityElements` and rotor items name elements of this controller, and not the view
    /// itself or one of its ancestors (which would make the view contain itself).
    private func checkReferences(_ accessibility: AccessibilitySpec, of view: ViewSpec?, ancestors: [String]) throws(SceneLoadError) {
        let location = view?.mark.location
        for id in accessibility.elements ?? [] {
            guard elementIDs.contains(id) else {
                throw SceneLoadError("'elements' names '\(id)', which is not an element of controller '\(controller.id)'", at: location)
            }
            if id == view?.id || ancestors.contains(id) {
                throw SceneLoadError("'elements' of '\(view?.id ?? "a view")' names '\(id)', which contains it; a view cannot contain itself", at: location)
            }
        }
        for rotor in accessibility.customRotors {
            for id in rotor.items where !elementIDs.contains(id) {
                throw SceneLoadError("the rotor '\(rotor.name)' names '\(id)', which is not an element of controller '\(controller.id)'", at: rotor.mark.location ?? location)
            }
        }
        if let table = accessibility.dataTable {
            try checkHeaders(table, of: view, ancestors: ancestors, containerType: accessibility.containerType)
        }
    }

    /// A data table's header elements are elements of this controller, not the table itself or one
    /// of its ancestors (which the table would then hold on to), and only a data table has them.
    private func checkHeaders(_ table: DataTableSpec, of view: ViewSpec?, ancestors: [String],
                              containerType: AccessibilityContainerType?) throws(SceneLoadError) {
        let location = table.mark.location ?? view?.mark.location
        guard containerType == .dataTable else {
            throw SceneLoadError("'dataTable' names headers, which VoiceOver reads only in a data table; add 'containerType: dataTable'", at: location)
        }
        for id in table.elementIDs {
            guard elementIDs.contains(id) else {
                throw SceneLoadError("'dataTable' names the header '\(id)', which is not an element of controller '\(controller.id)'", at: location)
            }
            if id == view?.id || ancestors.contains(id) {
                throw SceneLoadError("'dataTable' of '\(view?.id ?? "a view")' names the header '\(id)', which contains the table; a header is one of its elements", at: location)
            }
        }
    }
}
