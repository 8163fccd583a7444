import AccessibilityTree

/// One view: its kind, geometry, state, accessibility, behaviours and subviews.
struct ViewSpec: Hashable, Sendable {
    /// The id behaviours, `accessibilityElements` and rotors refer to; unique within its controller.
    var id: String?
    var kind: ViewKind
    /// The custom class (a storyboard's `customClass`), kept for messages.
    var className: String?
    /// The frame in the superview; nil asks for the documented vertical layout.
    var frame: Rect?
    var hidden = false
    var alpha = 1.0
    var userInteractionEnabled = true
    var clipsToBounds = false
    var backgroundColor: Color?
    var tag = 0
    /// The action names of its tap gesture recognizers (empty text when unknown); `View.tapGestureActions`.
    var tapGestureActions: [String] = []
    /// Enabled/selected state and target/actions of controls.
    var control = ControlSpec()
    /// Whether a plain view is a `UIControl`: Interface Builder's `<control>`, or a view of the app's
    /// own `UIControl` subclass (docs/code.md, "Actions and menus").
    var isCustomControl = false
    var accessibility = AccessibilitySpec()
    var behaviours = Behaviours()
    /// The steps its class's handlers of the app's notifications take, by name (docs/code.md, "Notifications").
    var notificationHandlers: [String: [Step]] = [:]
    var subviews: [ViewSpec] = []
    /// Auto Layout as Interface Builder saved it (storyboards and xibs only).
    var layout = ViewLayoutSpec()
    var mark = SourceMark()

    init(kind: ViewKind, id: String? = nil, mark: SourceMark = SourceMark()) {
        self.kind = kind
        self.id = id
        self.mark = mark
    }

    /// Whether the view is a `UIControl` (enabled, selected and target/actions apply).
    var isControl: Bool { kind.isControl || isCustomControl }

    /// Calls `body` for this view and every view inside it (subviews, table and collection
    /// contents, headers, bar items' custom views), depth first.
    func forEachView(_ body: (ViewSpec) -> Void) {
        body(self)
        for subview in subviews { subview.forEachView(body) }
        switch kind {
        case .table(let table):
            table.header?.forEachView(body)
            table.footer?.forEachView(body)
            for section in table.sections {
                section.headerView?.forEachView(body)
                for row in section.rows {
                    for subview in row.subviews { subview.forEachView(body) }
                    row.accessoryView?.forEachView(body)
                }
                section.footerView?.forEachView(body)
            }
        case .collection(let collection):
            for (number, section) in collection.sections.enumerated() {
                collection.headers[number]?.forEachView(body)
                for item in section {
                    for subview in item.subviews { subview.forEachView(body) }
                }
                collection.footers[number]?.forEachView(body)
            }
        case .toolbar(let items):
            for item in items { item.customView?.forEachView(body) }
        case .navigationBar(let bar):
            for item in bar.left + bar.right { item.customView?.forEachView(body) }
        case .textField(let field):
            field.inputAccessoryView?.forEachView(body)
            field.inputView?.forEachView(body)
        default:
            break
        }
    }
}

/// Enabled and selected state and the target/actions of a control.
struct ControlSpec: Hashable, Sendable {
    var enabled = true
    var selected = false
    var actions: [TargetActionSpec] = []
}

/// What a view is, with the properties of its kind.
indirect enum ViewKind: Hashable, Sendable {
    case view
    case label(LabelSpec)
    case button(ButtonSpec)
    case `switch`(isOn: Bool)
    case slider(SliderSpec)
    case stepper(StepperSpec)
    case segmented(SegmentedSpec)
    case textField(TextFieldSpec)
    case textView(TextViewSpec)
    case image(name: String?)
    case pageControl(pages: Int, current: Int)
    case progress(Double)
    case activityIndicator(ActivitySpec)
    case datePicker(DatePickerSpec)
    case picker(PickerSpec)
    case scroll(ScrollSpec)
    case table(TableSpec)
    case collection(CollectionSpec)
    case stack(StackSpec)
    /// A container view embedding a controller (a storyboard's embed segue).
    case container(controller: String?)
    case navigationBar(NavigationBarSpec)
    case toolbar([BarItemSpec])
    case tabBar(TabBarSpec)
    case searchBar(SearchBarSpec)
    case visualEffect

    /// The `type` name in scene files.
    var typeName: String {
        switch self {
        case .view: return "view"
        case .label: return "label"
        case .button: return "button"
        case .switch: return "switch"
        case .slider: return "slider"
        case .stepper: return "stepper"
        case .segmented: return "segmented"
        case .textField: return "textField"
        case .textView: return "textView"
        case .image: return "image"
        case .pageControl: return "pageControl"
        case .progress: return "progress"
        case .activityIndicator: return "activityIndicator"
        case .datePicker: return "datePicker"
        case .picker: return "picker"
        case .scroll: return "scroll"
        case .table: return "table"
        case .collection: return "collection"
        case .stack: return "stack"
        case .container: return "container"
        case .navigationBar: return "navigationBar"
        case .toolbar: return "toolbar"
        case .tabBar: return "tabBar"
        case .searchBar: return "searchBar"
        case .visualEffect: return "visualEffect"
        }
    }

    /// Whether the kind is a `UIControl` (enabled, selected and target/actions apply).
    var isControl: Bool {
        switch self {
        case .button, .switch, .slider, .stepper, .segmented, .textField, .pageControl: return true
        default: return false
        }
    }
}

struct LabelSpec: Hashable, Sendable {
    var text: String?
    var textColor: Color?
    var enabled = true
    /// The font, the line limit and whether the text shrinks to fit (read by the clipped-text rule).
    var font: Font?
    var numberOfLines = 1
    var adjustsFontSizeToFitWidth = false
    /// Whether a text style's font follows the content size category (docs/layout.md, "Dynamic Type").
    var adjustsFontForContentSizeCategory = false
    /// Whether the app's code sets the font or whether it adjusts: what the text does at another
    /// size is then known only when the app runs.
    var fontSetInCode = false
    /// Whether the app's code sets how the text fits (`numberOfLines` to a value it computes, or
    /// `adjustsFontSizeToFitWidth`): whether it is cut off is then known only when the app runs.
    var fitSetInCode = false
}

struct ButtonSpec: Hashable, Sendable {
    var title: String?
    var image: String?
    var type: Button.ButtonType = .system
    var titleColor: Color?
    /// The button's menu, from the app's code (docs/voiceover.md, "Menus").
    var menu: MenuSpec?
    var showsMenuAsPrimaryAction = false
    var changesSelectionAsPrimaryAction = false
}

/// A menu: its title and items; each item's action is the button's target-action of its selector,
/// sent on `menuActionTriggered`.
struct MenuSpec: Hashable, Sendable {
    var title: String
    var items: [MenuItemSpec]
}

/// An item of a menu: an action's title and selector, or a submenu's title and, when known, its
/// menu; with its state, attributes, subtitle and discoverability title (docs/voiceover.md, "Menus").
struct MenuItemSpec: Hashable, Sendable {
    var title: String
    var selector: String?
    var submenu: MenuSpec?
    /// `on`, `mixed`; nil for off.
    var state: String?
    var attributes: [String] = []
    var subtitle: String?
    var discoverabilityTitle: String?
    var selectionGroup: Int?
}

struct SliderSpec: Hashable, Sendable {
    var value = 0.5
    var minimum = 0.0
    var maximum = 1.0
}

struct StepperSpec: Hashable, Sendable {
    var value = 0.0
    var minimum = 0.0
    var maximum = 100.0
    var step = 1.0
}

struct SegmentedSpec: Hashable, Sendable {
    var segments: [String] = []
    var selected = -1
}

struct TextFieldSpec: Hashable, Sendable {
    var text: String?
    var placeholder: String?
    var secure = false
    /// Its `inputAccessoryView`, a view the code makes: shown above the keyboard while the field is
    /// editing (docs/voiceover.md, "A text field's input accessory view").
    var inputAccessoryView: ViewSpec?
    /// Its `inputView`, a view the code makes (a date picker): shown in place of the keyboard while
    /// the field is editing.
    var inputView: ViewSpec?
}

struct TextViewSpec: Hashable, Sendable {
    var text: String?
    var editable = true
}

struct ActivitySpec: Hashable, Sendable {
    var animating = false
    var hidesWhenStopped = true
}

/// A date picker's mode and the date and time it shows (``DatePicker/defaultDate`` unless given).
struct DatePickerSpec: Hashable, Sendable {
    var mode: DatePicker.Mode = .date
    var year = DatePicker.defaultDate.year
    var month = DatePicker.defaultDate.month
    var day = DatePicker.defaultDate.day
    var hour = DatePicker.defaultDate.hour
    var minute = DatePicker.defaultDate.minute

    /// The years the date picker's year wheel shows (UIKit's model starts at 1900).
    static let years = 1900...2100
}

struct PickerSpec: Hashable, Sendable {
    var components: [[String]] = []
    var selectedRows: [Int] = []
    var componentLabels: [String] = []
}

struct ScrollSpec: Hashable, Sendable {
    /// The content size; nil means the extent of the subviews.
    var contentSize: Size?
    var paging = false
    var scrollEnabled = true
}

struct StackSpec: Hashable, Sendable {
    var axis: StackView.Axis = .vertical
    var spacing = 0.0
}

/// A navigation bar placed by hand in a view (not a navigation controller's).
struct NavigationBarSpec: Hashable, Sendable {
    var title: String?
    var left: [BarItemSpec] = []
    var right: [BarItemSpec] = []
}

/// A tab bar placed by hand in a view (not a tab bar controller's).
struct TabBarSpec: Hashable, Sendable {
    var items: [TabBarItemSpec] = []
    var selected: Int?
}

struct SearchBarSpec: Hashable, Sendable {
    var text: String?
    var placeholder: String?
}
