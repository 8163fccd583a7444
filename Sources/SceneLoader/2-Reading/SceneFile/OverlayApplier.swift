import AccessibilityTree

/// Applies an overlay to the document of its base storyboard. Every patch must find what it names;
/// otherwise the error lists what the storyboard has.
struct OverlayApplier {
    let overlay: OverlaySpec

    func apply(to base: SceneDocument) throws(SceneLoadError) -> SceneDocument {
        var document = base
        if let device = overlay.device { document.device = device }
        if let delegate = overlay.delegate { document.delegate = delegate }
        for controller in overlay.controllers {
            if document.controllers.contains(where: { $0.id == controller.id }) {
                throw SceneLoadError("controller '\(controller.id)' is already defined by the base storyboard; choose another id", at: controller.mark.location)
            }
            document.controllers.append(controller)
        }
        if let root = overlay.root {
            guard let controller = document.resolveController(root) else {
                throw SceneLoadError("'root: \(root)' names no controller; storyboard IDs in the base: \(storyboardIDs(document))", at: overlay.mark.location)
            }
            document.root = controller.id
        }
        if !overlay.presented.isEmpty { document.presented = overlay.presented }
        for patch in overlay.extend.controllers { try apply(patch, to: &document) }
        for patch in overlay.extend.elements { try apply(patch, to: &document) }
        for effect in overlay.actions { try apply(effect, to: &document) }
        return document
    }

    private func storyboardIDs(_ document: SceneDocument) -> String {
        let ids = document.controllers.compactMap(\.storyboardID)
        return ids.isEmpty ? "none (use the controllers' ids)" : ids.joined(separator: ", ")
    }

    private func apply(_ patch: ControllerPatch, to document: inout SceneDocument) throws(SceneLoadError) {
        let indices = document.controllers.indices.filter {
            document.controllers[$0].storyboardID == patch.key || document.controllers[$0].id == patch.key
        }
        guard !indices.isEmpty else {
            throw SceneLoadError("no controller has the storyboard ID or id '\(patch.key)'; storyboard IDs in the base: \(storyboardIDs(document))", at: patch.location)
        }
        for index in indices {
            if let title = patch.title { document.controllers[index].title = title }
            document.controllers[index].behaviours.merge(patch.behaviours)
            guard let sections = patch.sections else { continue }
            var replaced = false
            var failure: SceneLoadError?
            document.controllers[index].mutateViews { view in
                guard !replaced, failure == nil, case .table(var table) = view.kind else { return }
                do throws(SceneLoadError) {
                    table.sections = try resolve(sections, prototypes: table.sections.flatMap(\.rows), at: patch.location)
                } catch { failure = error }
                view.kind = .table(table)
                replaced = true
            }
            if let failure { throw failure }
            if !replaced {
                throw SceneLoadError("controller '\(patch.key)' has no table for 'rows' or 'sections'", at: patch.location)
            }
        }
    }

    private func apply(_ patch: ElementPatch, to document: inout SceneDocument) throws(SceneLoadError) {
        var matches = 0
        var failure: SceneLoadError?
        for index in document.controllers.indices {
            document.controllers[index].mutateViews { view in
                guard failure == nil, view.accessibility.identifier == patch.key || view.id == patch.key else { return }
                matches += 1
                do throws(SceneLoadError) { try apply(patch, to: &view) } catch { failure = error }
            }
            document.controllers[index].mutateRootView { root in
                root.mutateRows { row in
                    guard failure == nil, row.accessibility.identifier == patch.key || row.id == patch.key else { return }
                    matches += 1
                    do throws(SceneLoadError) { try apply(patch, to: &row) } catch { failure = error }
                }
            }
        }
        if let failure { throw failure }
        guard matches > 0 else {
            throw SceneLoadError("no view or row has the accessibilityIdentifier or id '\(patch.key)'; give the element an identifier in Interface Builder (Identity inspector › Accessibility › Identifier)", at: patch.location)
        }
    }

    private func apply(_ patch: ElementPatch, to view: inout ViewSpec) throws(SceneLoadError) {
        if patch.onSelect != nil {
            throw SceneLoadError("'onSelect' applies to table rows; '\(patch.key)' is a \(view.kind.typeName) (use 'on: {activate: …}')", at: patch.location)
        }
        view.behaviours.merge(patch.behaviours)
        if let accessibility = patch.accessibility { view.accessibility.merge(accessibility) }
        if let hidden = patch.hidden { view.hidden = hidden }
        if !patch.actions.isEmpty {
            guard view.kind.isControl else {
                throw SceneLoadError("'actions' applies to controls; '\(patch.key)' is a \(view.kind.typeName)", at: patch.location)
            }
            view.control.actions.append(contentsOf: patch.actions)
        }
        if let sections = patch.sections {
            guard case .table(var table) = view.kind else {
                throw SceneLoadError("'rows' and 'sections' apply to tables; '\(patch.key)' is a \(view.kind.typeName)", at: patch.location)
            }
            table.sections = try resolve(sections, prototypes: table.sections.flatMap(\.rows), at: patch.location)
            view.kind = .table(table)
        }
    }

    private func apply(_ patch: ElementPatch, to row: inout RowSpec) throws(SceneLoadError) {
        if !patch.behaviours.isEmpty || !patch.actions.isEmpty || patch.sections != nil || patch.hidden != nil {
            throw SceneLoadError("'\(patch.key)' is a table row; rows take 'accessibility' and 'onSelect'", at: patch.location)
        }
        if let accessibility = patch.accessibility { row.accessibility.merge(accessibility) }
        if let steps = patch.onSelect { row.onSelect.append(contentsOf: steps) }
    }

    private func apply(_ effect: ActionEffect, to document: inout SceneDocument) throws(SceneLoadError) {
        var matches = 0
        var selectors: Set<String> = []
        for index in document.controllers.indices {
            document.controllers[index].mutateTargetActions { action in
                if let selector = action.selector { selectors.insert(selector) }
                guard action.selector == effect.selector else { return }
                action.steps.append(contentsOf: effect.steps)
                matches += 1
            }
        }
        guard matches > 0 else {
            let known = selectors.sorted().joined(separator: ", ")
            throw SceneLoadError("no control or bar button item sends '\(effect.selector)'; the storyboard's actions: \(known.isEmpty ? "none" : known)", at: effect.location)
        }
    }

    /// Overlay sections with their prototype rows filled in.
    private func resolve(_ sections: [SectionPatch], prototypes: [RowSpec], at location: SourceLocation) throws(SceneLoadError) -> [SectionSpec] {
        var result: [SectionSpec] = []
        for section in sections {
            var rows: [RowSpec] = []
            for patch in section.rows {
                guard let name = patch.prototype else { rows.append(patch.row); continue }
                guard var row = prototypes.first(where: { $0.reuseIdentifier == name || $0.id == name }) else {
                    let names = prototypes.compactMap { $0.reuseIdentifier ?? $0.id }
                    throw SceneLoadError("no prototype row '\(name)'; the table's prototypes: \(names.isEmpty ? "none" : names.joined(separator: ", "))", at: patch.location)
                }
                row.id = nil
                row.merge(patch.row, keys: patch.keys)
                row.mark = SourceMark(patch.location)
                rows.append(row)
            }
            result.append(SectionSpec(header: section.header, footer: section.footer, rows: rows, mark: SourceMark(location)))
        }
        return result
    }
}

extension AccessibilitySpec {
    /// Takes every property `other` sets; lists are appended.
    mutating func merge(_ other: AccessibilitySpec) {
        label = other.label ?? label
        value = other.value ?? value
        hint = other.hint ?? hint
        traits = other.traits ?? traits
        insertedTraits.formUnion(other.insertedTraits)
        identifier = other.identifier ?? identifier
        isElement = other.isElement ?? isElement
        elementsHidden = other.elementsHidden ?? elementsHidden
        viewIsModal = other.viewIsModal ?? viewIsModal
        groupsChildren = other.groupsChildren ?? groupsChildren
        containerType = other.containerType ?? containerType
        dataTableCell = other.dataTableCell ?? dataTableCell
        dataTable = other.dataTable ?? dataTable
        language = other.language ?? language
        customActions += other.customActions
        customRotors += other.customRotors
        customContent += other.customContent
        elements = other.elements ?? elements
        userInputLabels += other.userInputLabels
        frame = other.frame ?? frame
        activationPoint = other.activationPoint ?? activationPoint
        respondsToUserInteraction = other.respondsToUserInteraction ?? respondsToUserInteraction
    }
}

extension RowSpec {
    /// Takes the fields of `other` named by `keys` (the keys an overlay row wrote).
    mutating func merge(_ other: RowSpec, keys: Set<String>) {
        for key in keys {
            switch key {
            case "id": id = other.id
            case "text": text = other.text
            case "detail": detail = other.detail
            case "image": image = other.image
            case "style": style = other.style
            case "accessory": accessory = other.accessory
            case "accessoryView": accessoryView = other.accessoryView
            case "editingStyle": editingStyle = other.editingStyle
            case "reorder": reorder = other.reorder
            case "height": height = other.height
            case "class": className = other.className
            case "reuseIdentifier": reuseIdentifier = other.reuseIdentifier
            case "backgroundColor": backgroundColor = other.backgroundColor
            case "accessibility": accessibility.merge(other.accessibility)
            case "subviews": subviews = other.subviews
            case "onSelect": onSelect = other.onSelect
            case "selectionSummary": selectionSummary = other.selectionSummary
            case "onAccessory": onAccessory = other.onAccessory
            case "accessorySummary": accessorySummary = other.accessorySummary
            case "repeat": repeatCount = other.repeatCount
            default: break
            }
        }
    }
}
