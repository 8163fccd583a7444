/// How a presented controller covers the screen, like `UIModalPresentationStyle` (docs/model.md §1 table).
public enum ModalPresentationStyle: String, Hashable, Codable, Sendable, CaseIterable {
    /// Resolves to `pageSheet`, as on iOS 13 and later.
    case automatic
    case fullScreen, currentContext, overFullScreen, overCurrentContext
    case pageSheet, formSheet, popover
    /// An app-defined presentation; modelled like `overFullScreen`.
    case custom
    /// The alert controllers' own style (alerts and action sheets).
    case alert

    /// Whether the presenting content is taken off screen once the presentation completes.
    public var removesPresentingContent: Bool {
        self == .fullScreen || self == .currentContext
    }

    /// Whether VoiceOver ignores the presenting content regardless of the presented view's modality.
    public var isModalForVoiceOver: Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet, .popover, .alert: return true
        case .fullScreen, .currentContext, .overFullScreen, .overCurrentContext, .custom: return false
        }
    }

    /// Whether escape dismisses it by default (sheets and popovers; docs/voiceover.md §5).
    public var isDismissedByEscape: Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet, .popover: return true
        default: return false
        }
    }
}

/// Where a popover points, like `UIPopoverPresentationController`.
@MainActor
public final class PopoverPresentationController {
    /// The view the arrow points at.
    public weak var sourceView: View?
    /// The rectangle in `sourceView` the arrow points at.
    public var sourceRect: Rect
    /// The bar item the arrow points at, when it comes from a bar.
    public var barButtonItem: BarButtonItem?
    /// The popover's content size.
    public var preferredContentSize = Size(width: 320, height: 400)

    public init(sourceView: View? = nil, sourceRect: Rect = .zero) {
        self.sourceView = sourceView
        self.sourceRect = sourceRect
    }
}

/// One presented controller on the window: what is presented, by whom, in which style, and the view
/// that holds it.
@MainActor
public final class Presentation {
    /// The presented controller.
    public let presented: ViewController
    /// The controller that presented it (the root of the presenting hierarchy, as in UIKit).
    public private(set) weak var presenting: ViewController?
    /// The style asked for.
    public let requestedStyle: ModalPresentationStyle
    /// The window that shows it; nil once it is dismissed.
    ///
    /// `unowned`, not `weak`: docs/performance.md, "No side tables". It cannot dangle: dismissal clears
    /// it, and so does the window's deinit for the presentations still on it.
    public internal(set) unowned var window: Window?
    /// The view holding the presented controller's view (UIKit's transition view).
    let containerView: PresentationContainerView

    init(presented: ViewController, presenting: ViewController, style: ModalPresentationStyle, window: Window) {
        self.presented = presented
        self.presenting = presenting
        self.requestedStyle = style
        self.window = window
        self.containerView = PresentationContainerView()
        containerView.presentation = self
    }

    /// The style in effect on this device: automatic is a page sheet; a popover on a compact-width
    /// device adapts to a sheet (docs/model.md §1).
    public var style: ModalPresentationStyle {
        switch requestedStyle {
        case .automatic: return .pageSheet
        case .popover where !(window?.device.isHorizontallyRegular ?? false): return .pageSheet
        case .formSheet where !(window?.device.isHorizontallyRegular ?? false): return .pageSheet
        default: return requestedStyle
        }
    }

    /// Whether the presenting content leaves the screen.
    public var removesPresentingContent: Bool { style.removesPresentingContent }

    /// Whether VoiceOver can reach the content below: never for modal styles; for over-styles only
    /// when the presented root view is not `accessibilityViewIsModal`.
    public var hidesContentBelowFromVoiceOver: Bool {
        style.isModalForVoiceOver || style.removesPresentingContent || presented.view.accessibilityViewIsModal
    }

    /// The safe area of the presented controller.
    var safeAreaInsets: EdgeInsets {
        guard let device = window?.device else { return .zero }
        switch style {
        case .pageSheet, .formSheet, .popover, .alert:
            return device.idiom == .phone ? EdgeInsets(bottom: device.safeAreaInsets.bottom) : .zero
        default:
            return device.safeAreaInsets
        }
    }

    /// The presented view's frame for `style` on `device`.
    func presentedFrame(in bounds: Rect, device: Device) -> Rect {
        switch style {
        case .pageSheet, .automatic:
            if device.idiom == .pad {
                let width = min(704, bounds.width)
                return Rect(x: (bounds.width - width) / 2, y: device.safeAreaInsets.top + 10,
                            width: width, height: bounds.height - device.safeAreaInsets.top - 10)
            }
            let top = device.safeAreaInsets.top + 10
            return Rect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        case .formSheet:
            let size = Size(width: min(540, bounds.width), height: min(620, bounds.height))
            return Rect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                        width: size.width, height: size.height)
        case .popover:
            return popoverFrame(in: bounds)
        case .alert:
            return presented.view.frame
        case .fullScreen, .currentContext, .overFullScreen, .overCurrentContext, .custom:
            return bounds
        }
    }

    private func popoverFrame(in bounds: Rect) -> Rect {
        let popover = presented.popoverPresentationController ?? PopoverPresentationController()
        let size = popover.preferredContentSize
        var anchor = Rect(x: bounds.width / 2, y: bounds.height / 2, width: 0, height: 0)
        if let source = popover.sourceView {
            let origin = source.convertToWindow(popover.sourceRect.origin)
            anchor = Rect(origin: origin, size: popover.sourceRect.isEmpty ? source.frame.size : popover.sourceRect.size)
        }
        let x = min(max(8, anchor.center.x - size.width / 2), max(8, bounds.width - size.width - 8))
        let below = anchor.maxY + 8
        let y = below + size.height <= bounds.height ? below : max(8, anchor.minY - 8 - size.height)
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }

    /// Places the container and the presented view.
    func layout(in bounds: Rect, device: Device) {
        containerView.frame = bounds
        presented.layoutContainedViews(in: presentedFrame(in: bounds, device: device))
        containerView.updateDismissPopupElement()
    }
}

/// The view that holds a presented controller's view in the window, like UIKit's transition view.
///
/// For VoiceOver it is modal when the presentation is (docs/model.md §1), and for an iPad popover it adds the
/// "Dismiss popup" button behind the popover.
@MainActor
final class PresentationContainerView: View {
    weak var presentation: Presentation?
    private var dismissElement: DismissPopupElement?

    override var className: String { "UITransitionView" }

    /// Modal exactly when the presentation hides the content below from VoiceOver, read live so that a
    /// presented root view marked modal later takes effect at once; setting it has no effect.
    override var accessibilityViewIsModal: Bool {
        get { presentation?.hidesContentBelowFromVoiceOver ?? false }
        set {}
    }

    /// docs/model.md §1: VoiceOver adds a "Dismiss popup" button behind a popover; a11ysim places it after the
    /// popover's content in the reading order, where a user swiping past the content finds it.
    func updateDismissPopupElement() {
        guard let presentation, presentation.style == .popover else {
            dismissElement = nil
            return
        }
        if dismissElement == nil {
            dismissElement = DismissPopupElement(container: self)
        }
    }

    override var standardAccessibilityElements: [AccessibilityObject]? {
        guard let dismissElement, let presented = presentation?.presented.viewIfLoaded else { return nil }
        return [presented, dismissElement]
    }
}

/// VoiceOver's "Dismiss popup" button behind a popover.
@MainActor
final class DismissPopupElement: AccessibilityElement {
    init(container: PresentationContainerView) {
        super.init(accessibilityContainer: container)
        accessibilityTraits = .button
    }

    override var standardAccessibilityLabel: String? { deviceLanguage.word(.dismissPopup) }

    override var standardAccessibilityFrame: Rect {
        (accessibilityContainer as? View)?.frameInWindow ?? .zero
    }

    override func simulateTap() -> TapOutcome {
        guard let container = accessibilityContainer as? PresentationContainerView,
              let presented = container.presentation?.presented else { return .unhandled }
        presented.dismiss(animated: true)
        return .handled(description: "dismisses the popover")
    }
}
