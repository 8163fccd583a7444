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
    /// Docks the input accessory view of the controller the user is on, when that controller is first
    /// responder (``ViewController/canBecomeFirstResponder``), at the bottom of the window above the
    /// bottom safe area, as wide as the window; removes a docked one no longer wanted (docs/voiceover.md,
    /// "A first responder's input accessory view"). Called by the layout pass.
    func dockInputAccessoryView() {
        let docked = subviews.last(where: { $0 is InputAccessoryHostView }) as? InputAccessoryHostView
        let controller = contentViewController
        let accessory = controller?.canBecomeFirstResponder == true ? controller?.inputAccessoryView : nil
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
        let top = bounds.height - device.safeAreaInsets.bottom - height
        host.frame = Rect(x: 0, y: top, width: bounds.width, height: height)
        accessory.frame = Rect(x: 0, y: 0, width: bounds.width, height: height)
    }
}
