/// A view the app's code makes (`UILabel()`, `UIButton(type: .system)`, the app's own `HeaderView()`),
/// as the facts that place it name it (docs/code.md, "Views built in code").
public struct CodeView: Hashable, Sendable, Codable {
    /// The order the class's code made it in: the same object keeps it from method to method.
    public var id: Int
    /// Its class: UIKit's (`UILabel`) or the app's own (`HeaderView`).
    public var className: String
    /// The UIKit class it is or descends from (`UIButton` for the app's `RoundButton`).
    public var uiKitClass: String
    /// Where the code makes it: findings about it point here unless a property's line says more.
    public var location: CodeLocation
    /// `UIButton(type: .close)`'s type; UIKit's `UIButton()` is `custom`.
    public var buttonType: String?
    /// `UISegmentedControl(items: ["Day", "Week"])`'s known titles.
    public var segments: [String] = []
    /// For `child.view` of one of the app's view controllers made in code: that controller's class.
    /// Placing the view embeds the controller, as a storyboard's container view does.
    public var embeddedController: String?
    /// For the first view of a nib the code loads (`UINib(nibName: "ComposerBar", bundle: nil)
    /// .instantiate(withOwner: self).first`): the nib's name. Placing it places the xib's first
    /// top-level view (docs/code.md, "Views built in code").
    public var nibName: String?

    public init(id: Int, className: String, uiKitClass: String, location: CodeLocation) {
        self.id = id
        self.className = className
        self.uiKitClass = uiKitClass
        self.location = location
    }
}

/// Where a view made in code goes in its new superview.
public enum CodePlacement: Hashable, Sendable, Codable {
    /// `addSubview`: last.
    case last
    /// `insertSubview(_:at:)`.
    case at(Int)
    /// `insertSubview(_:aboveSubview:)`, `insertSubview(_:belowSubview:)`.
    case above(CodeTarget), below(CodeTarget)
    /// `addArrangedSubview`, `insertArrangedSubview(_:at:)` (nil: last).
    case arranged(at: Int?)
    /// `tableHeaderView =`, `tableFooterView =`.
    case tableHeader, tableFooter
    /// A `UIAccessibilityElement` made in code that its container lists in `accessibilityElements`:
    /// the container holds it (docs/code.md, "Accessibility elements and containers").
    case accessibilityElement
    /// A controller's `view = …` (in `loadView`): the view is the controller's root view.
    case rootView
    /// `navigationItem.titleView = …` (the parent is the controller, `self`): the view stands in
    /// the navigation bar in place of the title (docs/code.md, "Bar button items made in code").
    case titleView
    /// The view a controller that is first responder returns from `inputAccessoryView` (the parent
    /// is the controller, `self`): docked at the bottom of the window (docs/voiceover.md, "A first
    /// responder's input accessory view"). With a text field or text view as the parent
    /// (`field.inputAccessoryView = toolbar`): shown above the keyboard while that field is editing
    /// (docs/voiceover.md, "A text field's input accessory view").
    case inputAccessoryView
    /// A text field's `inputView` (`field.inputView = datePicker`): shown in place of the keyboard
    /// while that field is editing (docs/voiceover.md, "A text field's input accessory view").
    case inputView
}

/// A rectangle whose every number the code gives.
public struct CodeRect: Hashable, Sendable, Codable {
    public var x: Double, y: Double, width: Double, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

extension CodeAction {
    /// Whether the action makes, places or changes a view made in code.
    public var isAboutCodeViews: Bool {
        switch self {
        case .addView, .removeView, .set(.created, _), .addTarget(.created, _, _), .constrain: return true
        default: return false
        }
    }
}

/// What the code does to a segmented control's segments (docs/code.md, "Segmented controls made in code").
public enum CodeSegmentChange: Hashable, Sendable, Codable {
    /// `insertSegment(withTitle:at:animated:)`, or `insertSegment(with:at:animated:)` named by its
    /// image: a segment with that title at that index; nil: an index the interpreter cannot tell, last.
    case insert(String, at: Int?)
    /// `setTitle(_:forSegmentAt:)`, `setImage(_:forSegmentAt:)`: the title of the segment at that index.
    case title(String, at: Int)
    /// `removeSegment(at:animated:)`.
    case remove(at: Int)
    /// `removeAllSegments()`.
    case removeAll
    /// `selectedSegmentIndex = n`; -1 (`UISegmentedControl.noSegment`) selects none.
    case select(Int)

    /// The UIKit member that makes the change.
    public var name: String {
        switch self {
        case .insert: return "insertSegment(withTitle:at:animated:)"
        case .title: return "setTitle(_:forSegmentAt:)"
        case .remove: return "removeSegment(at:animated:)"
        case .removeAll: return "removeAllSegments()"
        case .select: return "selectedSegmentIndex"
        }
    }
}
