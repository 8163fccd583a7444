/// Accessibility elements and containers set in code: `accessibilityContainerType`,
/// `accessibilityElements = [a, b, c]`, and `UIAccessibilityElement`s made in code, each an object
/// with an identity like a view made in code (docs/code.md, "Accessibility elements and containers").
extension Interpreter {
    /// A new `UIAccessibilityElement` (`UIAccessibilityElement(accessibilityContainer: self)`): an
    /// element with an identity, held by the container whose `accessibilityElements` lists it.
    func makeElement(_ uiKitClass: String, _ call: Call) -> Value {
        createdCount += 1
        createdViews[createdCount] = CodeView(id: createdCount, className: uiKitClass, uiKitClass: uiKitClass, location: location(of: call.syntax))
        return .object(.created(uiKitClass, createdCount))
    }

    /// Whether the view made in code `id` is an accessibility element that is not a view (UIKit's
    /// `UIAccessibilityElement` or the app's subclass of it).
    func isElementMadeInCode(_ id: Int) -> Bool {
        createdViews[id].map { UIKitAPI.elementClasses.contains($0.uiKitClass) } ?? false
    }

    /// The properties only an accessibility element made in code has (its frame in its container's
    /// space, its container); false for any other property or object, which the UIKit table handles.
    func setElementProperty(of object: ObjectRef, _ name: String, _ value: Value) -> Bool {
        guard case .created(_, let id) = object, isElementMadeInCode(id) else { return false }
        switch name {
        case "accessibilityFrameInContainerSpace":
            return setViewProperty(of: object, "frame", value)
        case "accessibilityFrame":
            leaveAlone("sets accessibilityFrame of \(object.name), in screen coordinates, which is not modelled (accessibilityFrameInContainerSpace is); the automatic layout places the element")
            return true
        case "accessibilityContainer":
            // The container is the view whose `accessibilityElements` lists the element.
            return true
        default:
            return false
        }
    }

    /// `accessibilityElements = [a, b, c]`: the order VoiceOver follows inside `target`, when every
    /// item is a view or element the model holds; else only that the list is set (its order is known
    /// when the app runs). The elements made in code it lists are placed in `target` first.
    func setElements(of target: CodeTarget, _ value: Value) {
        // `nil`: VoiceOver reads the subviews, as when the property is not set.
        if value == .none { return }
        guard case .array(let items) = value else {
            effect(.set(target, .elementsSetInCode))
            return
        }
        var targets: [CodeTarget] = []
        for item in items {
            guard case .object(let object) = item, let element = object.target, !object.isCell else {
                if item == .none { continue }
                effect(.set(target, .elementsSetInCode))
                return
            }
            if case .created(_, let id) = object, createdViews[id] == nil {
                effect(.set(target, .elementsSetInCode))
                return
            }
            targets.append(element)
        }
        for element in targets {
            if case .created(let id) = element, isElementMadeInCode(id), let view = createdViews[id] {
                effect(.addView(view, to: target, .accessibilityElement))
            }
        }
        effect(.set(target, .elements(targets)))
    }

    /// `accessibilityContainerType = .dataTable` (`.list`, `.landmark`, `.semanticGroup`, `.none`).
    func setContainerType(of target: CodeTarget, _ value: Value) {
        guard case .enumCase(let name, _) = value, UIKitAPI.containerTypes.contains(name) else {
            leaveAlone("sets accessibilityContainerType to a value the interpreter cannot tell (\(value.origin ?? "not a container type"))")
            return
        }
        effect(.set(target, .containerType(name)))
    }
}
