/// The view UIKit hosts a first responder's input accessory view in (`UIInputSetHostView`, in the
/// keyboard's own window): docked at the bottom of the screen, above the bottom safe area, while the
/// keyboard is down; its elements are read after the app's (``ReadingOrder/Rank/inputAccessory``).
@MainActor
public final class InputAccessoryHostView: View {
    /// The height of an accessory view that gives none: a toolbar's.
    public static let defaultHeight: Double = 44

    override public var className: String { "UIInputSetHostView" }
}

extension Window {
    /// Docks the input accessory view of the first responder (docs/voiceover.md, "A first responder's
    /// input accessory view", "A text field's input accessory view"): a text field of the window that
    /// is editing shows its own above the keyboard (``Device/keyboardHeight``); else the controller
    /// the user is on, when it is first responder (``ViewController/canBecomeFirstResponder``), shows
    /// its at the bottom of the window above the bottom safe area. As wide as the window; a docked one
    /// no longer wanted is removed. Called by the layout pass.
    func dockInputAccessoryView() {
        let docked = subviews.last(where: { $0 is InputAccessoryHostView }) as? InputAccessoryHostView
        let field = firstResponderField.flatMap { $0.isEditing && $0.window === self && $0.inputAccessoryView != nil ? $0 : nil }
        keyboardField = field
        let controller = contentViewController
        let accessory = field?.inputAccessoryView ?? (controller?.canBecomeFirstResponder == true ? controller?.inputAccessoryView : nil)
        guard let accessory else {
            docked?.removeFromSuperview()
            return
        }
        let host: InputAccessoryHostView
        if let docked, docked.subviews.first === accessory {
            host = docked
        } else {
            docked?.removeFromSuperview()
            host = InputAccessoryHostView()
            host.addSubview(accessory)
            addSubview(host)
        }
        let height = accessory.frame.height > 0 ? accessory.frame.height : InputAccessoryHostView.defaultHeight
        let bottom = field == nil ? device.safeAreaInsets.bottom : device.keyboardHeight
        host.frame = Rect(x: 0, y: bounds.height - bottom - height, width: bounds.width, height: height)
        accessory.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
        accessory.setNeedsLayout()
    }
}
