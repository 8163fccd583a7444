import AccessibilityTree

/// Where a controller's view is laid out: its size, the insets of its safe area (the system's and the
/// bars') and its system minimum margins (docs/layout.md, "Safe area and margins").
struct LayoutEnvironment: Hashable, Sendable {
    var size: Size
    var safeAreaInsets: EdgeInsets
    /// The root view's leading and trailing layout margins inside its safe area: UIKit's system minimum,
    /// 16 pt on phones narrower than 414 pt, 20 pt on wider phones and on pads.
    var systemMargin: Double
    /// Whether the root view is as tall as its content's constraints make it (a self-sizing table
    /// row or section header, docs/layout.md, "Self-sizing rows"): its height is held at 0 at UIKit's
    /// fitting priority (50), as `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// holds it with `layoutFittingCompressedSize`, rather than required to be `size.height`.
    var fitsHeight = false
    /// Whether the root view is as narrow as its content's constraints make it too (a self-sizing
    /// collection item of a flow layout's automatic size, docs/layout.md, "Self-sizing collection
    /// items"): its width is held at 0 at the fitting priority, as its height is when ``fitsHeight``.
    var fitsWidth = false
    /// The root view's top and bottom layout margins when Interface Builder saved none: 0 for a
    /// controller's view; 11 pt for a table cell's content view, UIKit's default.
    var rootVerticalMargin = 0.0
    /// The device's size classes, which decide the constraints Interface Builder's size-class
    /// variations install (``LayoutConstraintSpec/installed(in:)``).
    var sizeClasses: SizeClasses

    /// A controller's view on `device`, under a top bar `topBar` pt high (a navigation bar) and above a
    /// bottom bar `bottomBar` pt high (a tab bar or toolbar).
    init(device: Device, size: Size? = nil, topBar: Double = 0, bottomBar: Double = 0) {
        self.size = size ?? device.screenSize
        var insets = device.safeAreaInsets
        insets.top += topBar
        insets.bottom += bottomBar
        safeAreaInsets = insets
        systemMargin = device.idiom == .pad || device.portraitSize.width >= 414 ? 20 : 16
        sizeClasses = SizeClasses(of: device)
    }
}
