/// A text field's input accessory view and its first responder (docs/voiceover.md, "A text field's
/// input accessory view"): `field.inputAccessoryView = toolbar` gives the field a view shown above the
/// keyboard while it is editing, `field.inputView = picker` one shown in place of the keyboard, a `UIToolbar` made in code holds the bar button items its `items`
/// name, and `becomeFirstResponder()`, `resignFirstResponder()` and `endEditing(_:)` start and stop
/// editing when an action runs.
extension Interpreter {
    /// `field.inputAccessoryView = view` or `field.inputView = picker` on an outlet or a view made
    /// in code, with a view made in code: placed as that field's input accessory view or input view
    /// (the loader keeps them for a text field only). False for anything else, which the UIKit
    /// table's not-modelled rows explain.
    func setInputView(of object: ObjectRef, _ name: String, _ value: Value) -> Bool {
        let placements: [String: CodePlacement] = ["inputAccessoryView": .inputAccessoryView, "inputView": .inputView]
        guard let placement = placements[name], object != .this, object.target != nil else { return false }
        if case .created(_, let id) = object, createdViews[id] == nil { return false }
        guard case .object(.created(_, let id)) = value, createdViews[id] != nil else { return false }
        place(value, in: object, placement)
        return true
    }

    /// `toolbar.items = […]` (or `setItems(_:animated:)`) on a `UIToolbar` made in code: its bar
    /// button items, as the controller's toolbar items are read (Interpreter+BarItems). False when
    /// `object` is not such a toolbar.
    func setToolbarItems(of object: ObjectRef?, _ value: Value) -> Bool {
        guard case .created(let type, let id)? = object, let view = createdViews[id], view.uiKitClass == "UIToolbar" || type == "UIToolbar" else {
            return false
        }
        placeBarItems(value, "items", on: .created(id))
        return true
    }

    /// `becomeFirstResponder()` (`becomes`), `resignFirstResponder()` or `endEditing(_:)` on a view
    /// the model holds: a fact the loader turns into starting or stopping editing. On the controller
    /// itself (UIKit's own first responder: Interpreter+InputAccessory reads `canBecomeFirstResponder`)
    /// or on a value the interpreter cannot tell (a delegate method's `textField`), understood.
    func changeFirstResponder(_ call: Call, becomes: Bool) -> Value {
        guard let object = call.object, object != .this, let target = object.target else { return .none }
        effect(.set(target, .firstResponder(becomes)))
        return .none
    }
}
