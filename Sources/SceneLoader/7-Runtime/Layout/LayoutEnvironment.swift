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
    /// The root view's top and bottom layout margins when Interface Builder saved none: 0 for a
    /// controller's view; 11 pt for a table cell's content view, UIKit's default.
    var rootVerticalMargin = 0.0

    /// A controller's view on `device`, under a top bar `topBar` pt high (a navigation bar) and above a
    /// bottom bar `bottomBar` pt high (a tab bar or toolbar).
    init(device: Device, size: Size? = nil, topBar: Double = 0, bottomBar: Double = 0) {
        self.size = size ?? device.screenSize
        var insets = Self.systemInsets(of: device)
        insets.top += topBar
        insets.bottom += bottomBar
        safeAreaInsets = insets
        systemMargin = device.idiom == .pad || device.portraitSize.width >= 414 ? 20 : 16
    }

    /// The insets the status bar, sensor housing and home indicator take, by screen size (each size is
    /// one family in docs/storyboards.md's table of devices): 20 pt of status bar on phones with a
    /// home button and on the older pads; the Face ID phones' sensor housing and the rounded pads'
    /// status bar and home indicator. Phones show no status bar in landscape.
    static func systemInsets(of device: Device) -> EdgeInsets {
        let width = device.portraitSize.width, height = device.portraitSize.height
        if device.idiom == .pad {
            let rounded = height >= 1180 || width >= 1024
            return EdgeInsets(top: rounded ? 24 : 20, left: 0, bottom: rounded ? 20 : 0, right: 0)
        }
        guard height >= 812 else {
            return device.orientation == .portrait ? EdgeInsets(top: 20, left: 0, bottom: 0, right: 0) : EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        }
        let housing: Double = switch (width, height) {
        case (375, 812), (414, 896): 44
        case (390, 844), (428, 926): 47
        case (393, 852), (430, 932): 59
        default: 62
        }
        switch device.orientation {
        case .portrait: return EdgeInsets(top: housing, left: 0, bottom: 34, right: 0)
        case .landscape: return EdgeInsets(top: 0, left: housing, bottom: 21, right: housing)
        }
    }
}
