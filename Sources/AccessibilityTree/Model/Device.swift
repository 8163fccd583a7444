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

    /// The areas the system covers: status bar and home indicator (Face ID phone metrics).
    public var safeAreaInsets: EdgeInsets {
        switch (idiom, orientation) {
        case (.phone, .portrait): return EdgeInsets(top: 47, bottom: 34)
        case (.phone, .landscape): return EdgeInsets(left: 47, bottom: 21, right: 47)
        case (.pad, _): return EdgeInsets(top: 24, bottom: 20)
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
    /// A table section header or footer with a title.
    public static let tableSectionHeaderHeight: Double = 38
    /// The primary column of a split view in regular width.
    public static let splitPrimaryColumnWidth: Double = 320
    /// The minimum touch target VoiceOver users and Apple's HIG expect (audit rule).
    public static let minimumTouchTarget: Double = 44
}
