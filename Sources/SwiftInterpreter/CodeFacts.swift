/// A place in a Swift file: the path as found under the folder read, a 1-based line and column.
public struct CodeLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line`, the form transcripts and explanations use.
    public var description: String { "\(file):\(line)" }
}

/// What the code of one class (with its extensions) does to its screen, as far as it is understood.
public struct ClassCode: Hashable, Sendable, Codable {
    public var name: String
    /// The files that declare or extend the class.
    public var files: [String]
    /// Property assignments and announcements of the setup methods (`viewDidLoad`, `awakeFromNib`,
    /// `init`, `viewWillAppear`, `viewDidAppear`), in source order.
    public var setup: [CodeStep] = []
    /// The positions in ``setup`` of the steps `init(coder:)` ran: UIKit calls it for an object an
    /// Interface Builder file makes, never for one made in code, whose own initializer ran instead.
    public var coderInitializerSteps: Range<Int> = 0..<0
    /// Methods by Objective-C selector (`continueTapped:`), each with its understood steps.
    public var methods: [String: CodeMethod] = [:]
    /// The accessibility overrides of the class.
    public var overrides: [CodeOverride: CodeMethod] = [:]
    /// `tableView(_:didSelectRowAt:)`.
    public var rowSelection: CodeMethod?
    /// The steps of the initializer code calls to make the object (`init()`, `init(viewModel:)`, run
    /// with unknown arguments): they apply when the object is made in code, not by Interface Builder.
    public var initializer: [CodeStep] = []
    /// The tables and collections the class's data source methods fill.
    public var tables: [CodeTableFill] = []
    /// Statements of the methods run that were left alone, each once, with the reason.
    public var skipped: [CodeNote] = []
    /// How many statements run were understood with nothing to act on (`super.viewDidLoad()`, a
    /// local constant, the app's own state).
    public var understoodCount = 0
    /// The handlers the class registers with `NotificationCenter.default` in its setup, by
    /// notification name, each run from the state after setup: they run when another object posts
    /// that name (docs/code.md, "Notifications").
    public var notificationHandlers: [String: CodeMethod] = [:]
    /// The setups of its Interface Builder objects whose user-defined runtime attributes set the
    /// class's own properties, one per distinct set of attributes (docs/code.md, "When code runs").
    public var attributedSetups: [CodeAttributedSetup] = []
    /// Whether the class descends from `UIControl` itself through the app's classes (`class
    /// RatingControl: UIControl`): its Interface Builder views are controls, with target-actions.
    public var isControl = false

    public init(name: String, files: [String]) {
        self.name = name
        self.files = files
    }
}

/// A method read: its steps in source order and where it is declared.
public struct CodeMethod: Hashable, Sendable, Codable {
    public var name: String
    public var steps: [CodeStep]
    public var location: CodeLocation
    /// How many of its statements were left alone; a method with any is applied without them.
    public var skippedCount: Int

    public init(name: String, steps: [CodeStep], location: CodeLocation, skippedCount: Int) {
        self.name = name
        self.steps = steps
        self.location = location
        self.skippedCount = skippedCount
    }
}

/// The accessibility methods a class may override.
public enum CodeOverride: String, Hashable, Sendable, Codable, CaseIterable {
    case escape = "accessibilityPerformEscape"
    case magicTap = "accessibilityPerformMagicTap"
    case activate = "accessibilityActivate"
    case increment = "accessibilityIncrement"
    case decrement = "accessibilityDecrement"
    case scroll = "accessibilityScroll"
}

/// One understood statement, with where it is written.
public struct CodeStep: Hashable, Sendable, Codable {
    public var action: CodeAction
    public var location: CodeLocation
    /// The method UIKit calls that ran it, for setup steps (`viewDidLoad`, `viewWillAppear`,
    /// `headerLabel.didSet`…).
    public var method: String
    /// The app's functions it was reached through from `method`, outermost first (`configure()`).
    public var via: [String] = []
    /// Whether it runs only on some paths (under a condition the interpreter does not know).
    public var isConditional = false
    /// The value's origin when part of it is unknown (`episode.title`); its text then shows it as `⟨episode.title⟩`.
    public var unknownOrigin: String?

    public init(_ action: CodeAction, at location: CodeLocation, in method: String) {
        self.action = action
        self.location = location
        self.method = method
    }

    /// The entry method with the functions it was reached through: `viewDidLoad → configure()`.
    public var route: String {
        ([method] + via).joined(separator: " → ")
    }
}

/// What an understood statement does.
public enum CodeAction: Hashable, Sendable, Codable {
    case set(CodeTarget, CodeProperty)
    /// `performSegue(withIdentifier:sender:)` or SwiftGen's `perform(segue:)`.
    case performSegue(String)
    /// A controller instantiated by storyboard ID, then shown.
    case show(CodeScene, CodeShowKind)
    case dismiss
    case pop
    case popToRoot
    case post(CodeNotification, CodeArgument)
    /// `return true` / `return false` in an override.
    case result(Bool)
    /// `addTarget(self, action: #selector(tapped), for: .touchUpInside)`: the control sends the
    /// class's method with that selector on that event (`touchUpInside`, `valueChanged`,
    /// `primaryActionTriggered`).
    case addTarget(CodeTarget, selector: String, event: String)
    /// A view made in code placed in a view: `addSubview`, `insertSubview(_:at:)`,
    /// `addArrangedSubview`, `tableHeaderView = …`, a controller's `view = …` in `loadView`
    /// (docs/code.md, "Views built in code").
    case addView(CodeView, to: CodeTarget, CodePlacement)
    /// `removeFromSuperview()` of a view made in code or an outlet's view.
    case removeView(CodeTarget)
    /// A view controller of the app made in code (`ComposeViewController()`), then shown.
    case showController(String, CodeShowKind)
    /// UIKit's own tab bar or split view controller made in code (`UITabBarController()`), filled
    /// with `viewControllers = [...]`, then shown (docs/code.md, "Tabs and columns").
    case showContainer(CodeContainer, CodeShowKind)
    /// A constraint made in code activated (`isActive = true`, `NSLayoutConstraint.activate`, SnapKit's
    /// `makeConstraints`), or a change to one already active (docs/code.md, "Constraints made in code").
    case constrain(CodeConstraint)
    /// `NotificationCenter.default.post(name:object:)` of the app's own name: the handlers other
    /// objects registered for it run where the post runs (docs/code.md, "Notifications").
    case postAppNotification(String)
    /// `sendActions(for: .valueChanged)` of a control (the app's own `UIControl` subclass's code on
    /// itself, or an outlet's): its target-actions for that event run (docs/code.md, "When code runs").
    case sendActions(CodeTarget, event: String)
}

/// The object a property is set on: the class itself, a view controller's root view, or an outlet;
/// in a data source's row, the cell dequeued with a reuse identifier or one of its views.
public enum CodeTarget: Hashable, Sendable, Codable, CustomStringConvertible {
    case this
    case rootView
    case outlet(String)
    /// A view made in code, by the order the class's code made it (``CodeView/id``).
    case created(Int)
    /// The cell a data source dequeued with this reuse identifier (nil: not known statically).
    case cell(String?)
    /// A view of that cell: an outlet of its class, or `textLabel`, `detailTextLabel`, `imageView`.
    case cellOutlet(String?, String)
    /// The cell a table or collection shows at an index path, as its data source makes it
    /// (`cellForRow(at:)`, `cellForItem(at:)`; docs/code.md, "Data tables over a table's own cells").
    case visibleCell(section: Int, row: Int)

    public var description: String {
        switch self {
        case .this: return "self"
        case .rootView: return "view"
        case .outlet(let name): return name
        case .created(let id): return "view #\(id) made in code"
        case .cell: return "cell"
        case .cellOutlet(_, let name): return "cell.\(name)"
        case .visibleCell(let section, let row): return "the cell at section \(section), row \(row)"
        }
    }
}

/// A property assignment understood, with its value.
public enum CodeProperty: Hashable, Sendable, Codable {
    case label(String), hint(String), value(String), identifier(String)
    case text(String), title(String), navigationTitle(String), placeholder(String)
    case traits([String], inserted: Bool)
    /// `accessibilityUserInputLabels`: the names Voice Control answers to (docs/voice-control.md §1).
    case userInputLabels([String])
    /// `accessibilityElements` set to a list the interpreter cannot tell element by element: the
    /// order VoiceOver follows inside is known only when the app runs.
    case elementsSetInCode
    /// `accessibilityElements` set to a list of the model's views and elements, in this order
    /// (docs/code.md, "Accessibility elements and containers").
    case elements([CodeTarget])
    /// `accessibilityContainerType`: `none`, `dataTable`, `list`, `landmark` or `semanticGroup`.
    case containerType(String)
    /// The rows and columns a data table cell covers, as the table's methods give them.
    case dataTableCell(CodeDataTableCell)
    /// The header elements a data table names for its rows and columns.
    case dataTableHeaders(CodeDataTableHeaders)
    /// `font` or `adjustsFontForContentSizeCategory` set: whether the text follows the user's text
    /// size is known only when the app runs (docs/layout.md, "Dynamic Type").
    case fontSetInCode
    /// `font = .preferredFont(forTextStyle:)` on every path: the text style, by its Swift name (`body`).
    case textStyleFont(String)
    /// `font = UIFontMetrics(forTextStyle:).scaledFont(for: .systemFont(ofSize:))` on every path.
    case scaledFont(CodeScaledFont)
    /// `font = .systemFont(ofSize:)` (or `boldSystemFont`, a weight) of a known size on every path: a
    /// fixed size that does not follow the user's text size.
    case systemFont(pointSize: Double, isBold: Bool)
    /// `adjustsFontForContentSizeCategory` set to a value known on every path.
    case adjustsFontForContentSizeCategory(Bool)
    /// A `UIButton.Configuration` of the default size set on a button on every path: its content
    /// insets (UIKit's 7 above and below, 12 each side), which replace the button's
    /// `contentEdgeInsets` (docs/layout.md, "Intrinsic content sizes").
    case configurationContentInsets(top: Double, leading: Double, bottom: Double, trailing: Double)
    /// A label's `numberOfLines` (to a value the interpreter cannot tell on every path) or
    /// `adjustsFontSizeToFitWidth`, or a button's `titleLabel?.numberOfLines`, `lineBreakMode` or
    /// `adjustsFontSizeToFitWidth`, set: whether the text wraps or shrinks rather than being cut off
    /// is known only when the app runs.
    case textFitSetInCode
    /// A label's `numberOfLines` set to a number known on every path.
    case numberOfLines(Int)
    case isElement(Bool), elementsHidden(Bool), viewIsModal(Bool), groupsChildren(Bool)
    case hidden(Bool), enabled(Bool)
    /// An image by name: `UIImage(systemName: "plus")` is `plus`, `UIImage(named: "Logo")` is `Logo`
    /// (an image view's `image`, a button's `setImage(_:for: .normal)`).
    case image(String)
    /// `frame = CGRect(x:y:width:height:)` with every number known.
    case frame(CodeRect)
    /// A stack view's `axis`: `horizontal` or `vertical`.
    case axis(String)
    /// A text view's `isEditable`.
    case editable(Bool)
    /// `addGestureRecognizer(UITapGestureRecognizer(target:action:))`: a tap recognizer on the view, with
    /// its action's name (`dismissKeyboard`; empty when the code gives none the interpreter can tell).
    case tapGestureRecognizer(action: String)
    /// `translatesAutoresizingMaskIntoConstraints` (SnapKit's `makeConstraints` sets it to false).
    case translatesAutoresizingMask(Bool)
    /// `setContentHuggingPriority(_:for:)` (`hugging`) or `setContentCompressionResistancePriority(_:for:)`
    /// (`compressionResistance`), on the `horizontal` or `vertical` axis.
    case contentPriority(String, axis: String, Double)
    /// A tab bar or split view controller's `viewControllers` (`setViewControllers`): the app's
    /// controllers made in code it holds, in order (docs/code.md, "View controllers built in code").
    case viewControllers([String])
    /// A split view controller's `setViewController(_:for:)`: the column (`primary`, `supplementary`,
    /// `secondary`) and the app's controller made in code it holds.
    case column(String, String)
    /// Of the controllers a tab bar or split view controller's `viewControllers` or
    /// `setViewController(_:for:)` just set, those a `UINavigationController` made in code holds, by
    /// its root's name: UIKit shows its navigation bar above the root (docs/code.md, "Tabs and columns").
    case inNavigationControllers([String])
    /// `tabBarItem = UITabBarItem(title:image:tag:)` or `tabBarItem.title = …` on the controller: its
    /// tab's title.
    case tabTitle(String)
    /// `menu = UIMenu(title:children:)` on a button: its title and items (docs/code.md, "Actions and menus").
    case menu(CodeMenu)
    /// `showsMenuAsPrimaryAction` of a button.
    case showsMenuAsPrimaryAction(Bool)
    /// `changesSelectionAsPrimaryAction` of a button (docs/voiceover.md, "Menus").
    case changesSelectionAsPrimaryAction(Bool)
    /// Bar button items made in code placed on the controller's navigation item (`left`, `right`, `back`:
    /// the back button the next controller shows for it) or its toolbar (`toolbar`) (docs/code.md, "Bar button items made in code").
    case barItems(String, [CodeBarItem])
    /// `field.becomeFirstResponder()` (true), `field.resignFirstResponder()` or `view.endEditing(_:)`
    /// (false): the text field starts or stops editing, showing or hiding the keyboard and the
    /// field's input accessory view (docs/voiceover.md, "A text field's input accessory view").
    case firstResponder(Bool)
    /// A change to a segmented control's segments or its selection (docs/code.md, "Segmented controls
    /// made in code"): a fact of its own, applied in order after the view is placed, so a segment
    /// inserted after `addSubview` is the control's.
    case segments(CodeSegmentChange)

    /// The UIKit property name.
    public var name: String {
        switch self {
        case .label: return "accessibilityLabel"
        case .hint: return "accessibilityHint"
        case .value: return "accessibilityValue"
        case .identifier: return "accessibilityIdentifier"
        case .text: return "text"
        case .title: return "title"
        case .navigationTitle: return "navigationItem.title"
        case .placeholder: return "placeholder"
        case .traits(_, let inserted): return inserted ? "accessibilityTraits.insert" : "accessibilityTraits"
        case .userInputLabels: return "accessibilityUserInputLabels"
        case .elementsSetInCode, .elements: return "accessibilityElements"
        case .containerType: return "accessibilityContainerType"
        case .dataTableCell: return "accessibilityRowRange/accessibilityColumnRange"
        case .dataTableHeaders: return "accessibilityHeaderElements"
        case .fontSetInCode, .textStyleFont, .scaledFont, .systemFont: return "font"
        case .adjustsFontForContentSizeCategory: return "adjustsFontForContentSizeCategory"
        case .configurationContentInsets: return "configuration.contentInsets"
        case .textFitSetInCode, .numberOfLines: return "numberOfLines"
        case .isElement: return "isAccessibilityElement"
        case .elementsHidden: return "accessibilityElementsHidden"
        case .viewIsModal: return "accessibilityViewIsModal"
        case .groupsChildren: return "shouldGroupAccessibilityChildren"
        case .hidden: return "isHidden"
        case .enabled: return "isEnabled"
        case .image: return "image"
        case .frame: return "frame"
        case .axis: return "axis"
        case .editable: return "isEditable"
        case .tapGestureRecognizer: return "addGestureRecognizer"
        case .translatesAutoresizingMask: return "translatesAutoresizingMaskIntoConstraints"
        case .contentPriority(let kind, _, _): return kind == "hugging" ? "contentHuggingPriority" : "contentCompressionResistancePriority"
        case .viewControllers: return "viewControllers"
        case .column: return "setViewController(_:for:)"
        case .inNavigationControllers: return "UINavigationController(rootViewController:)"
        case .tabTitle: return "tabBarItem.title"
        case .menu: return "menu"
        case .showsMenuAsPrimaryAction: return "showsMenuAsPrimaryAction"
        case .changesSelectionAsPrimaryAction: return "changesSelectionAsPrimaryAction"
        case .barItems(let placement, _): return ["toolbar": "toolbarItems", "back": "backBarButtonItem", "items": "items"][placement] ?? "\(placement)BarButtonItems"
        case .segments(let change): return change.name
        case .firstResponder(let becomes): return becomes ? "becomeFirstResponder()" : "resignFirstResponder()"
        }
    }
}

/// A storyboard scene named in code: its storyboard ID and, when the code names it, its storyboard.
/// A menu made in code (`UIMenu(title:children:)`): its title and its items in order.
public struct CodeMenu: Hashable, Sendable, Codable {
    public var title: String
    public var items: [CodeMenuItem]

    public init(title: String, items: [CodeMenuItem]) {
        self.title = title
        self.items = items
    }
}

/// An item of a menu: its title, and the selector of its `UIAction`'s handler
/// (``Interpreter/ActionHandler``) or of its `UICommand`'s action; for a submenu (a `UIMenu` child)
/// no selector, and its own menu when the interpreter can tell its items. Its state, attributes,
/// subtitle and discoverability title as the code gives them (docs/voiceover.md, "Menus").
public struct CodeMenuItem: Hashable, Sendable, Codable {
    public var title: String
    public var selector: String?
    public var submenu: CodeMenu?
    /// `UIMenuElement.State`'s case: `on`, `mixed`; nil for `off` or a state the code does not say.
    public var state: String?
    /// `UIMenuElement.Attributes`' names: `disabled`, `destructive`, `hidden`, `keepsMenuPresented`.
    public var attributes: [String] = []
    public var subtitle: String?
    public var discoverabilityTitle: String?
    /// The `UIMenu(options: .singleSelection)` the item is a child of, numbered in the menu from 1;
    /// nil when it is not such a menu's child.
    public var selectionGroup: Int?

    public init(title: String, selector: String?, submenu: CodeMenu? = nil) {
        self.title = title
        self.selector = selector
        self.submenu = submenu
    }
}

extension CodeMenu {
    /// The selectors of every item's handler, its submenus' included, in order.
    public var selectors: [String] {
        items.flatMap { item in [item.selector].compactMap(\.self) + (item.submenu?.selectors ?? []) }
    }
}

/// A bar button item made in code: what VoiceOver reads of it and the selector it sends.
public struct CodeBarItem: Hashable, Sendable, Codable {
    public var title: String?
    public var image: String?
    /// `UIBarButtonItem.SystemItem`'s case name (`add`, `compose`).
    public var systemItem: String?
    public var label: String?
    public var isEnabled = true
    /// The selector of the class's method it sends, or of its primary action's handler.
    public var selector: String?
    /// Its menu (`menu:`, `item.menu = …`): what a tap shows when it has no action.
    public var menu: CodeMenu?

    public init() {}
}

public struct CodeScene: Hashable, Sendable, Codable {
    public var identifier: String
    public var storyboard: String?

    public init(identifier: String, storyboard: String?) {
        self.identifier = identifier
        self.storyboard = storyboard
    }
}

/// UIKit's own tab bar or split view controller made in code: its class (`UITabBarController`,
/// `UISplitViewController`), the app's controllers made in code it holds, in order, and each one's
/// tab title when the code sets one on it (`nav.tabBarItem.title = …`, `controller.title = …`).
public struct CodeContainer: Hashable, Sendable, Codable {
    public var uiKitClass: String
    public var controllers: [String]
    public var tabTitles: [String?]

    public init(uiKitClass: String, controllers: [String], tabTitles: [String?]) {
        self.uiKitClass = uiKitClass
        self.controllers = controllers
        self.tabTitles = tabTitles
    }
}

/// How an instantiated controller is shown.
public enum CodeShowKind: String, Hashable, Sendable, Codable {
    case present, show, push
    /// `window.rootViewController = …` in the app or scene delegate: the app's first screen, on its
    /// own or as a navigation controller's root.
    case root, rootInNavigation
}

/// The notifications `UIAccessibility.post(notification:argument:)` is understood with.
public enum CodeNotification: String, Hashable, Sendable, Codable {
    case announcement, screenChanged, layoutChanged
}

/// A posted notification's argument.
public enum CodeArgument: Hashable, Sendable, Codable {
    case none
    case text(String)
    case target(CodeTarget)
}

/// A statement left alone, with where it is and why.
public struct CodeNote: Hashable, Sendable, Codable, CustomStringConvertible {
    public var location: CodeLocation
    public var reason: String

    public init(location: CodeLocation, reason: String) {
        self.location = location
        self.reason = reason
    }

    public var description: String { "\(location): \(reason)" }
}

/// A view controller class the app declares in Swift, named in Interface Builder or not.
public struct DeclaredViewController: Hashable, Sendable, Codable {
    public var name: String
    /// Where its declaration names it.
    public var location: CodeLocation
    /// The UIKit controller class it descends from (`UITableViewController`, `UIHostingController`).
    public var uiKitClass: String
    /// The class it inherits from directly, as its declaration names it (generic arguments left out).
    public var superclass: String?
    /// Whether it is a base class only: other controllers of the app inherit from it, and no code of
    /// the app makes one (`Name(`, `Name.init`, `Name.self`). UIKit never shows it by itself; its code
    /// runs in its subclasses' screens (docs/code.md, "View controllers the app declares").
    public var isOnlySubclassed = false
    /// What its code names that a11ysim does not model (`a web view (WKWebView)`), for the reason a
    /// screen of it shown with no elements gives (``NotModelledContent``).
    public var notModelledContent: [String] = []

    public init(name: String, location: CodeLocation, uiKitClass: String, superclass: String? = nil) {
        self.name = name
        self.location = location
        self.uiKitClass = uiKitClass
        self.superclass = superclass
    }

    /// Whether it hosts SwiftUI, whose views a11ysim does not model.
    public var hostsSwiftUI: Bool { UIKitAPI.swiftUIHostClasses.contains(uiKitClass) }
}
