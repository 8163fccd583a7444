import AccessibilityTree

/// Sets the accessibility properties a scene or storyboard gives an element, including the custom
/// actions whose steps the runtime runs and the references resolved once the build completes.
@MainActor
enum AccessibilityApplier {
    /// The private bits UIKit's own controls carry ("switch button", "text field"…), kept when a
    /// scene or storyboard replaces an element's traits.
    static let privateTraits: AccessibilityTraits = [.textEntry, .isEditing, .backButton, .tabBarItem, .switchButton, .secureTextField]

    /// Sets every accessibility property the spec gives. Traits replace the standard ones only when
    /// they differ from them, so that state traits (dimmed, selected) keep following the control.
    static func apply(_ spec: AccessibilitySpec, to object: AccessibilityObject, instance: ControllerInstance,
                      runtime: SceneRuntime) {
        if let label = spec.label { object.accessibilityLabel = label }
        if let value = spec.value { object.accessibilityValue = value }
        if let hint = spec.hint { object.accessibilityHint = hint }
        if let traits = spec.traits {
            let standard = object.standardAccessibilityTraits
            if traits != standard.subtracting(Self.privateTraits) {
                object.accessibilityTraits = traits.union(standard.intersection(Self.privateTraits))
            }
        }
        if !spec.insertedTraits.isEmpty { object.accessibilityTraits.formUnion(spec.insertedTraits) }
        if let identifier = spec.identifier { object.accessibilityIdentifier = identifier }
        if let isElement = spec.isElement { object.isAccessibilityElement = isElement }
        if let hidden = spec.elementsHidden { object.accessibilityElementsHidden = hidden }
        if let modal = spec.viewIsModal { object.accessibilityViewIsModal = modal }
        if let groups = spec.groupsChildren { object.shouldGroupAccessibilityChildren = groups }
        if let type = spec.containerType { object.accessibilityContainerType = type }
        if let cell = spec.dataTableCell { object.accessibilityDataTableCellRanges = cell }
        if let language = spec.language { object.accessibilityLanguage = language }
        object.accessibilityUserInputLabels = spec.userInputLabels
        object.accessibilityElementsSetInCode = spec.elementsSetInCode
        object.accessibilityCustomContent = spec.customContent
        if let frame = spec.frame { object.accessibilityFrame = frame }
        if let point = spec.activationPoint { object.accessibilityActivationPoint = point }
        if let responds = spec.respondsToUserInteraction { object.accessibilityRespondsToUserInteraction = responds }
        object.accessibilityCustomActions = spec.customActions.map { action in
            // `unowned object`: the action is stored in the object's own accessibilityCustomActions.
            AccessibilityCustomAction(name: action.name) { [weak runtime, weak instance, unowned object] in
                guard let runtime, let instance else { return false }
                return runtime.run(action.steps, in: StepContext(instance: instance, element: object)) ?? true
            }
        }
        guard !spec.customRotors.isEmpty || spec.elements != nil || spec.dataTable != nil else { return }
        runtime.deferReferences { [weak instance, weak object] in
            guard let instance, let object else { return }
            if let ids = spec.elements {
                object.accessibilityElements = ids.compactMap { instance.element($0) as? AccessibilityObject }
            }
            if let table = spec.dataTable {
                object.accessibilityDataTableHeaders = AccessibilityDataTableHeaders(
                    rows: resolve(table.rowHeaders, in: instance), columns: resolve(table.columnHeaders, in: instance))
            }
            object.accessibilityCustomRotors = spec.customRotors.map { rotor in
                AccessibilityCustomRotor(name: rotor.name, items: rotor.items.compactMap { instance.element($0) as? AccessibilityObject })
            }
        }
    }

    /// The header elements of a data table's rows or columns, by index, from their ids.
    private static func resolve(_ headers: [DataTableSpec.Headers], in instance: ControllerInstance) -> [Int: [AccessibilityObject]] {
        Dictionary(headers.map { entry in
            (entry.index, entry.elements.compactMap { instance.element($0) as? AccessibilityObject })
        }, uniquingKeysWith: +)
    }
}
