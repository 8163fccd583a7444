/// The device a window is on: screen size, idiom, orientation, layout direction and language.
public struct Device: Hashable, Codable, Sendable {
    /// Phone or pad, like `UIUserInterfaceIdiom`.
    public enum Idiom: String, Hashable, Codable, Sendable, CaseIterable { case phone, pad }
    /// Portrait or landscape.
    public enum Orientation: String, Hashable, Codable, Sendable, CaseIterable { case portrait, landscape }
    /// Left-to-right or right-to-left reading, like `UIUserInterfaceLayoutDirection`.
    public enum LayoutDirection: String, Hashable, Codable, Sendable, CaseIterable { case leftToRight, rightToLeft }

    /// The screen's size in portrait.
    public var portraitSize: Size
    public var idiom: Idiom
    public var orientation: Orientation
    public var layoutDirection: LayoutDirection
    /// The device's language: the words VoiceOver and UIKit's controls add, their number formats
    /// and VoiceOver's voice (docs/voiceover.md §4, "Language").
    public var language: VoiceOverLanguage
    /// The text size the user chose (`UITraitCollection.preferredContentSizeCategory`; docs/layout.md,
    /// "Dynamic Type"); stored only when not the default, so a device's JSON is as before.
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { contentSizeCategory ?? .default }
        set { contentSizeCategory = newValue == .default ? nil : newValue }
    }
    private var contentSizeCategory: ContentSizeCategory?

    public init(portraitSize: Size = Device.phoneSize, idiom: Idiom = .phone,
                orientation: Orientation = .portrait, layoutDirection: LayoutDirection = .leftToRight,
                language: VoiceOverLanguage = .english) {
        self.portraitSize = portraitSize
        self.idiom = idiom
        self.orientation = orientation
        self.layoutDirection = layoutDirection
        self.language = language
    }

    /// iPhone 15/14 in portrait: 390×844 pt (docs/model.md §1 default).
    public static let phoneSize = Size(width: 390, height: 844)
    /// iPad (10th generation) in portrait: 820×1180 pt.
    public static let padSize = Size(width: 820, height: 1180)

    /// The default phone.
    public static let phone = Device()
    /// The default pad.
    public static let pad = Device(portraitSize: padSize, idiom: .pad)

    /// The screen size in the current orientation.
    public var screenSize: Size {
        switch orientation {
        case .portrait: return portraitSize
        case .landscape: return Size(width: portraitSize.height, height: portraitSize.width)
        }
    }

    /// Whether the horizontal size class is regular (pads; split views show both columns).
    ///
    /// Rule: pads are regular in both orientations; phones are compact, except large phones
    /// (portrait width ≥ 414 pt, the Plus/Max models) in landscape.
    public var isHorizontallyRegular: Bool {
        switch idiom {
        case .pad: return true
        case .phone: return orientation == .landscape && portraitSize.width >= 414
        }
    }

    /// The areas the system covers — status bar, sensor housing, home indicator — by screen size,
    /// each size one family of docs/storyboards.md's table of devices: 20 pt of status bar on phones
    /// with a home button and on the older pads; the Face ID phones' sensor housing (44, 47, 59 or
    /// 62 pt by model) and home indicator; the rounded pads' status bar and home indicator. Phones
    /// show no status bar in landscape.
    public var safeAreaInsets: EdgeInsets {
        let width = portraitSize.width, height = portraitSize.height
        if idiom == .pad {
            let rounded = height >= 1180 || width >= 1024
            return EdgeInsets(top: rounded ? 24 : 20, bottom: rounded ? 20 : 0)
        }
        guard height >= 812 else { return orientation == .portrait ? EdgeInsets(top: 20) : EdgeInsets() }
        let housing: Double = switch (width, height) {
        case (375, 812), (414, 896): 44
        case (390, 844), (428, 926): 47
        case (393, 852), (430, 932): 59
        default: 62
        }
        switch orientation {
        case .portrait: return EdgeInsets(top: housing, bottom: 34)
        case .landscape: return EdgeInsets(left: housing, bottom: 21, right: housing)
        }
    }
}

/// Standard bar and row sizes, in points, from UIKit's defaults.
public enum Metrics {
    /// A navigation bar's height (standard title, no large title).
    public static let navigationBarHeight: Double = 44
    /// A prompt line above the navigation bar's title.
    public static let navigationPromptHeight: Double = 30
    /// A tab bar's height above the home indicator.
    public static let tabBarHeight: Double = 49
    /// A toolbar's height above the home indicator.
    public static let toolbarHeight: Double = 44
    /// A plain table row.
    public static let tableRowHeight: Double = 44
    /// A table cell's content view's top and bottom layout margins (UIKit's default since iOS 11).
    public static let tableCellVerticalMargin: Double = 11
    /// A view's layout margins by default (UIView's), as a collection cell's content view has them.
    public static let viewLayoutMargin: Double = 8
    /// A table section header or footer with a title.
    public static let tableSectionHeaderHeight: Double = 38
    /// The primary column of a split view in regular width.
    public static let splitPrimaryColumnWidth: Double = 320
    /// The minimum touch target VoiceOver users and Apple's HIG expect (audit rule).
    public static let minimumTouchTarget: Double = 44
}
