/// The view UIKit hosts a first responder's input accessory view in (`UIInputSetHostView`, in the
/// keyboard's own window): docked at the bottom of the screen, above the bottom safe area, while the
/// keyboard is down; its elements are read after the app's (``ReadingOrder/Rank/inputAccessory``).
@MainActor
public final class InputAccessoryHostView: View {
    /// The height of an accessory view that gives none: a toolbar's.
    public static let defaultHeight: Double = 44
    /// The height of an input view that gives none: a picker's (`UIPickerView`, `UIDatePicker`'s wheels).
    public static let defaultInputViewHeight: Double = 216

    override public var className: String { "UIInputSetHostView" }
}

extension Window {
    /// Docks the input views of the first responder (docs/voiceover.md, "A first responder's input
    /// accessory view", "A text field's input accessory view"): while a text field of the window is
    /// editing, its own accessory view (else the first-responder controller's) stands above the
    /// keyboard (``Device/keyboardHeight``), or above the field's input view, which stands in place of
    /// the keyboard on the bottom safe area; else the controller the user is on, when it is first
    /// responder (``ViewController/canBecomeFirstResponder``), shows its accessory view at the bottom
    /// of the window above the bottom safe area. As wide as the window; a docked one no longer wanted
    /// is removed. Called by the layout pass.
    func dockInputAccessoryView() {
        let docked = subviews.last(where: { $0 is InputAccessoryHostView }) as? InputAccessoryHostView
        let field = firstResponderField.flatMap { $0.isEditing && $0.window === self ? $0 : nil }
        keyboardField = field
        // The field's own accessory view, else the first-responder controller's up the responder
        // chain (a chat's composer rides on the keyboard while its message field edits).
        let controller = contentViewController
        let accessory = field?.inputAccessoryView ?? (controller?.canBecomeFirstResponder == true ? controller?.inputAccessoryView : nil)
        let inputView = field?.inputView
        let views = [accessory, inputView].compactMap(\.self)
        guard !views.isEmpty else {
            docked?.removeFromSuperview()
            return
        }
        let host: InputAccessoryHostView
        if let docked, docked.subviews.count == views.count, zip(docked.subviews, views).allSatisfy({ $0 === $1 }) {
            host = docked
        } else {
            docked?.removeFromSuperview()
            host = InputAccessoryHostView()
            for view in views { host.addSubview(view) }
            addSubview(host)
        }
        let accessoryHeight = accessory.map { $0.frame.height > 0 ? $0.frame.height : InputAccessoryHostView.defaultHeight } ?? 0
        let inputHeight = inputView.map { $0.frame.height > 0 ? $0.frame.height : InputAccessoryHostView.defaultInputViewHeight } ?? 0
        let bottom = field == nil || inputView != nil ? device.safeAreaInsets.bottom : device.keyboardHeight
        let height = accessoryHeight + inputHeight
        host.frame = Rect(x: 0, y: bounds.height - bottom - height, width: bounds.width, height: height)
        accessory?.frame = Rect(x: 0, y: 0, width: bounds.width, height: accessoryHeight)
        inputView?.frame = Rect(x: 0, y: accessoryHeight, width: bounds.width, height: inputHeight)
        for view in views { view.setNeedsLayout() }
    }
}
