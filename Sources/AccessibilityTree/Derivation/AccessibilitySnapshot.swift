/// What VoiceOver sees on screen at one moment: the elements in reading order and the containers that
/// group them. Plain values (Hashable, Codable, Sendable) that can leave the main actor, be encoded
/// deterministically and be compared between runs.
public struct AccessibilitySnapshot: Hashable, Codable, Sendable {
    /// The device the screen was derived on.
    public var device: Device
    /// Where the user is: the controller path and the screen's title.
    public var screen: ScreenSummary
    /// The elements, in VoiceOver's reading order.
    public var elements: [ElementSnapshot]
    /// The grouping containers (lists, landmarks, tab bars, groups), outermost first.
    public var containers: [ContainerSnapshot]

    public init(device: Device, screen: ScreenSummary, elements: [ElementSnapshot], containers: [ContainerSnapshot]) {
        self.device = device
        self.screen = screen
        self.elements = elements
        self.containers = containers
    }

    /// The element with `id`, when it is on screen.
    public func element(_ id: ElementID) -> ElementSnapshot? {
        elements.first { $0.id == id }
    }
}

/// One accessibility element as VoiceOver sees it.
public struct ElementSnapshot: Hashable, Codable, Sendable, Identifiable {
    /// The identity of the live view or element, stable across derivations.
    public var id: ElementID
    /// The UIKit class (or the storyboard's custom class), for messages.
    public var className: String
    public var label: String?
    public var value: String?
    public var hint: String?
    public var traits: AccessibilityTraits
    public var identifier: String?
    /// The frame in window coordinates.
    public var frame: Rect
    public var activationPoint: Point
    public var language: String?
    /// The names of the custom actions.
    public var customActions: [String]
    /// The names of the custom rotors.
    public var customRotors: [String]
    /// The content the rotor's More Content setting offers.
    public var customContent: [AccessibilityCustomContent]
    /// "N of M" for segments and tabs.
    public var series: SeriesPosition?
    /// Whether the element is a tab (in a container with the tabBar trait, or with the tabBarItem trait).
    public var isTab: Bool
    /// Whether activating the element opens a menu: a pop-up button (docs/voiceover.md, "Menus").
    public var opensMenu = false
    /// The list and landmark boundaries spoken with this element: those of swiping forward onto it,
    /// or of the focus move that reached it (``AccessibilitySnapshot/element(at:reachedFrom:)``).
    public var containerContext: [ContainerContext]
    /// The cell's place when the element is a cell of a data table.
    public var dataTableCell: DataTableCellPosition?
    /// The language of the words VoiceOver adds (the device's), not of the app's label.
    public var voiceOverLanguage: VoiceOverLanguage
    public var respondsToUserInteraction: Bool
    /// Whether the element lies inside a scroll view (VoiceOver scrolls to it when off screen).
    public var isInScrollView: Bool

    public init(id: ElementID, className: String, label: String? = nil, value: String? = nil, hint: String? = nil,
                traits: AccessibilityTraits = [], identifier: String? = nil, frame: Rect = .zero,
                activationPoint: Point? = nil, language: String? = nil, customActions: [String] = [],
                customRotors: [String] = [], customContent: [AccessibilityCustomContent] = [],
                series: SeriesPosition? = nil, isTab: Bool = false, containerContext: [ContainerContext] = [],
                dataTableCell: DataTableCellPosition? = nil, voiceOverLanguage: VoiceOverLanguage = .english,
                respondsToUserInteraction: Bool = false, isInScrollView: Bool = false) {
        self.id = id
        self.className = className
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.identifier = identifier
        self.frame = frame
        self.activationPoint = activationPoint ?? frame.center
        self.language = language
        self.customActions = customActions
        self.customRotors = customRotors
        self.customContent = customContent
        self.series = series
        self.isTab = isTab
        self.containerContext = containerContext
        self.dataTableCell = dataTableCell
        self.voiceOverLanguage = voiceOverLanguage
        self.respondsToUserInteraction = respondsToUserInteraction
        self.isInScrollView = isInScrollView
    }
}

/// A container that keeps its elements together: its kind, its frame and which elements it holds.
public struct ContainerSnapshot: Hashable, Codable, Sendable {
    public var id: ElementID
    public var className: String
    public var type: AccessibilityContainerType
    public var label: String?
    public var traits: AccessibilityTraits
    public var frame: Rect
    /// The indices of its elements in ``AccessibilitySnapshot/elements`` (contiguous).
    public var elementRange: Range<Int>

    public init(id: ElementID, className: String, type: AccessibilityContainerType, label: String?,
                traits: AccessibilityTraits, frame: Rect, elementRange: Range<Int>) {
        self.id = id
        self.className = className
        self.type = type
        self.label = label
        self.traits = traits
        self.frame = frame
        self.elementRange = elementRange
    }
}

/// Where the user is: the path of controllers to the visible screen and its title.
public struct ScreenSummary: Hashable, Codable, Sendable {
    /// e.g. `["Tab: Clock", "World Clock", "(sheet) Add City"]`.
    public var path: [String]
    /// The visible screen's title (navigation title, else controller title).
    public var title: String?
    /// The front-most presentation's style, when something is presented.
    public var presentationStyle: ModalPresentationStyle?
    /// The class of the controller that ends ``path`` (the custom class, else UIKit's): two screens
    /// with one title are different screens when different classes show them (docs/audit.md,
    /// "How exploration works"); nil (and not written) where no controller is known.
    public var controllerClassName: String?

    public init(path: [String], title: String?, presentationStyle: ModalPresentationStyle?, controllerClassName: String? = nil) {
        self.path = path
        self.title = title
        self.presentationStyle = presentationStyle
        self.controllerClassName = controllerClassName
    }

    /// The path joined with " › ".
    public var pathDescription: String { path.joined(separator: " › ") }
}
