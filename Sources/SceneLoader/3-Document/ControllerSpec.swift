import AccessibilityTree

/// One controller template: what kind it is, its items and its behaviours.
struct ControllerSpec: Hashable, Sendable {
    var id: String
    var content: ControllerContent
    /// The custom class (a storyboard's `customClass`), kept for messages and used to find the
    /// controller's Swift code.
    var className: String?
    /// The name of a controller a11ysim stands in where UIKit has none (a xib's File's Owner without a
    /// class): the xib's root view's class. Only names the screen; never used to find code.
    var standInClassName: String?
    var storyboardID: String?
    var title: String?
    var navigationItem: NavigationItemSpec?
    var toolbarItems: [BarItemSpec]?
    var tabBarItem: TabBarItemSpec?
    var modalPresentationStyle: ModalPresentationStyle?
    var modalInPresentation = false
    /// A popover's content size.
    var preferredContentSize: Size?
    /// The view its `inputAccessoryView` returns, docked at the bottom of the window while the
    /// controller is first responder (``firstResponder``; docs/voiceover.md, "A first responder's
    /// input accessory view").
    var inputAccessoryView: ViewSpec?
    /// Whether the controller is first responder while on screen (`canBecomeFirstResponder` returns
    /// true, or `viewDidAppear` calls `becomeFirstResponder()`).
    var firstResponder = false
    var behaviours = Behaviours()
    /// The steps of the handlers the app's code registers with `NotificationCenter.default`, by the
    /// notification's name: they run on each live instance when another object posts that name
    /// (docs/code.md, "Notifications").
    var notificationHandlers: [String: [Step]] = [:]
    var mark = SourceMark()
    /// Where the navigation item is defined (the audit points at it for bar buttons).
    var navigationItemMark: SourceMark { navigationItem?.mark ?? mark }

    init(id: String, content: ControllerContent, mark: SourceMark = SourceMark()) {
        self.id = id
        self.content = content
        self.mark = mark
    }

    var kind: ControllerKind { content.kind }

    /// The ids of the controllers this one contains (stack, tabs, columns, pages, container views).
    var containedControllers: [String] {
        var ids: [String] = []
        switch content {
        case .view(let view), .table(let view), .collection(let view):
            view?.forEachView { if case .container(let id?) = $0.kind { ids.append(id) } }
        case .navigation(let navigation): ids = navigation.stack
        case .tabs(let tabs): ids = tabs.tabs
        case .split(let split): ids = [split.primary, split.supplementary, split.secondary].compactMap { $0 }
        case .pages(let pages): ids = pages.pages
        case .alert: break
        }
        navigationItem?.titleView?.forEachView { if case .container(let id?) = $0.kind { ids.append(id) } }
        inputAccessoryView?.forEachView { if case .container(let id?) = $0.kind { ids.append(id) } }
        return ids
    }
}

/// The kinds of controllers a scene can define.
enum ControllerKind: String, Hashable, Sendable, CaseIterable {
    case view, table, collection, navigation, tabs, split, pages, alert

    /// The UIKit class the kind stands for.
    var uiKitClassName: String {
        switch self {
        case .view: return "UIViewController"
        case .table: return "UITableViewController"
        case .collection: return "UICollectionViewController"
        case .navigation: return "UINavigationController"
        case .tabs: return "UITabBarController"
        case .split: return "UISplitViewController"
        case .pages: return "UIPageViewController"
        case .alert: return "UIAlertController"
        }
    }
}

/// What a controller holds: a root view, or other controllers, or an alert's actions.
enum ControllerContent: Hashable, Sendable {
    case view(ViewSpec?)
    case table(ViewSpec?)
    case collection(ViewSpec?)
    case navigation(NavigationSpec)
    case tabs(TabsSpec)
    case split(SplitSpec)
    case pages(PagesSpec)
    case alert(AlertSpec)

    var kind: ControllerKind {
        switch self {
        case .view: return .view
        case .table: return .table
        case .collection: return .collection
        case .navigation: return .navigation
        case .tabs: return .tabs
        case .split: return .split
        case .pages: return .pages
        case .alert: return .alert
        }
    }

    /// The root view of a view, table or collection controller.
    var rootView: ViewSpec? {
        switch self {
        case .view(let view), .table(let view), .collection(let view): return view
        default: return nil
        }
    }
}

/// A navigation controller's initial stack and bars.
struct NavigationSpec: Hashable, Sendable {
    var stack: [String]
    var navigationBarHidden = false
    var toolbarHidden = true
}

/// A tab bar controller's tabs and the selected one.
struct TabsSpec: Hashable, Sendable {
    var tabs: [String]
    var selected = 0
}

/// A split view controller's columns.
struct SplitSpec: Hashable, Sendable {
    var primary: String?
    var supplementary: String?
    var secondary: String?
    /// In compact width, whether the secondary column shows at launch.
    var showsSecondary = false
}

/// A page view controller's pages and the one shown.
struct PagesSpec: Hashable, Sendable {
    var pages: [String]
    var current = 0
    var orientation: PageViewController.NavigationOrientation = .horizontal
}

/// An alert or action sheet.
struct AlertSpec: Hashable, Sendable {
    var message: String?
    var preferredStyle: AlertController.Style = .alert
    var actions: [AlertActionSpec] = []
}

/// One action of an alert; its steps run for the controller that presented the alert.
struct AlertActionSpec: Hashable, Sendable {
    var title: String
    var style: AlertAction.Style = .default
    var enabled = true
    var steps: [Step] = []
    var mark = SourceMark()
}
