/// The one table of the UIKit API the interpreter understands: for each name, what it does to the
/// model's objects (docs/code.md, "The UIKit table"). Anything not here is an unknown call: the
/// statement is left alone with the reason, never fatal. A new row is all it takes to understand
/// a new property or call — making a view in code (`UILabel()`) is a row of ``objectClasses``.
package enum UIKitAPI {
    /// What setting a property records.
    package enum Property: Sendable {
        /// A text property: the label, hint, value, text, title…
        case text(@Sendable (String) -> CodeProperty)
        /// A flag: `isHidden`, `isEnabled`, `isAccessibilityElement`…
        case flag(@Sendable (Bool) -> CodeProperty)
        /// `accessibilityTraits`.
        case traits
        /// A list of texts: `accessibilityUserInputLabels`.
        case texts(@Sendable ([String]) -> CodeProperty)
        /// `accessibilityElements`: the views and elements it lists, in order, when the interpreter can
        /// tell each; else only that it is set.
        case elements
        /// `accessibilityContainerType`: one of ``UIKitAPI/containerTypes``.
        case containerType
        /// A property whose being set is the fact, whatever its value.
        case set(CodeProperty)
        /// `menu`: a `UIMenu` the code makes, with its items (Interpreter+Menus).
        case menu
        /// The `font` or `adjustsFontForContentSizeCategory` of a label, text field, text view or
        /// button's `titleLabel`: a text style's font or the flag when the interpreter can tell it on
        /// every path, else only that it is set.
        case font
        /// How a label's text fits: `numberOfLines`, `adjustsFontSizeToFitWidth`.
        case textFit
        /// A segmented control's `selectedSegmentIndex` (`Interpreter+Segments.swift`).
        case selectedSegment
    }

    /// A row for a call: what it does, given the interpreter and the call.
    package typealias Row = @Sendable (Interpreter, Interpreter.Call) -> Value

    /// Properties that change what VoiceOver sees or does, on views, controls and controllers.
    package static let properties: [String: Property] = [
        "accessibilityLabel": .text(CodeProperty.label), "accessibilityHint": .text(CodeProperty.hint),
        "accessibilityValue": .text(CodeProperty.value), "accessibilityIdentifier": .text(CodeProperty.identifier),
        "text": .text(CodeProperty.text), "attributedText": .text(CodeProperty.text), "title": .text(CodeProperty.title), "placeholder": .text(CodeProperty.placeholder),
        "isAccessibilityElement": .flag(CodeProperty.isElement), "accessibilityElementsHidden": .flag(CodeProperty.elementsHidden),
        "accessibilityViewIsModal": .flag(CodeProperty.viewIsModal), "shouldGroupAccessibilityChildren": .flag(CodeProperty.groupsChildren),
        "isHidden": .flag(CodeProperty.hidden), "isEnabled": .flag(CodeProperty.enabled), "isEditable": .flag(CodeProperty.editable),
        "accessibilityTraits": .traits, "accessibilityUserInputLabels": .texts(CodeProperty.userInputLabels),
        "accessibilityElements": .elements, "accessibilityContainerType": .containerType,
        "font": .font, "adjustsFontForContentSizeCategory": .font,
        "numberOfLines": .textFit, "adjustsFontSizeToFitWidth": .textFit,
        "menu": .menu, "showsMenuAsPrimaryAction": .flag(CodeProperty.showsMenuAsPrimaryAction),
        "changesSelectionAsPrimaryAction": .flag(CodeProperty.changesSelectionAsPrimaryAction),
        "selectedSegmentIndex": .selectedSegment,
    ]

    /// The values of `accessibilityContainerType` (`UIAccessibilityContainerType`).
    static let containerTypes: Set<String> = ["none", "dataTable", "list", "landmark", "semanticGroup"]

    /// The superclass of each UIKit view and view controller class an app extends or subclasses:
    /// the app's `extension UIViewController { … }` is a member of its table view controllers, and
    /// `extension UIView` of its buttons (docs/code.md, "When code runs").
    package static let uiKitSuperclasses: [String: String] = [
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UISplitViewController": "UIViewController", "UIPageViewController": "UIViewController",
        "UISearchController": "UIViewController", "UIAlertController": "UIViewController",
        "UIInputViewController": "UIViewController", "UIHostingController": "UIViewController",
        "UIViewController": "UIResponder", "UIView": "UIResponder",
        "UIControl": "UIView", "UIButton": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl",
        "UITextField": "UIControl", "UISegmentedControl": "UIControl", "UIStepper": "UIControl",
        "UIPageControl": "UIControl", "UIDatePicker": "UIControl",
        "UILabel": "UIView", "UIImageView": "UIView", "UIStackView": "UIView", "UIScrollView": "UIView",
        "UITextView": "UIScrollView", "UITableView": "UIScrollView", "UICollectionView": "UIScrollView",
        "UITableViewCell": "UIView", "UICollectionReusableView": "UIView", "UICollectionViewCell": "UICollectionReusableView",
        "UITableViewHeaderFooterView": "UIView", "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView",
        "UIVisualEffectView": "UIView", "UIPickerView": "UIView", "UISearchBar": "UIView", "UIToolbar": "UIView",
    ]

    /// UIKit's view classes: `UIView` and every class ``uiKitSuperclasses`` leads to it from.
    package static let uiKitViewClasses: Set<String> = Set(uiKitSuperclasses.keys.filter { name in
        var current = name
        // The table is finite and has no cycle; the bound only keeps a mistaken row from looping.
        for _ in 0..<uiKitSuperclasses.count {
            guard let next = uiKitSuperclasses[current] else { return false }
            if next == "UIView" { return true }
            current = next
        }
        return false
    }).union(["UIView"])

    /// UIKit's classes of accessibility elements that are not views: one made in code
    /// (`UIAccessibilityElement(accessibilityContainer: self)`, or the app's subclass) is an element
    /// with an identity, and its container's `accessibilityElements` places it (docs/code.md,
    /// "Accessibility elements and containers").
    package static let elementClasses: Set<String> = ["UIAccessibilityElement"]

    /// Flags whose value hides an element from VoiceOver or disables it: set on some paths only,
    /// they are left alone, so that the element is audited as the paths that show it have it. A view
    /// made modal hides every element beside it (CovidCertificate's info box, made modal only when
    /// the app has a message to show).
    static let hidingValues: [String: Bool] = [
        "isHidden": true, "accessibilityElementsHidden": true, "isAccessibilityElement": false, "isEnabled": false,
        "accessibilityViewIsModal": true,
    ]

    /// Properties that change how things look, not what VoiceOver says: understood, nothing to act on.
    static let visualProperties: Set<String> = [
        "backgroundColor", "textColor", "tintColor", "textAlignment", "lineBreakMode",
        "cornerRadius", "layer", "clipsToBounds", "contentMode",
        "minimumScaleFactor", "borderStyle",
        "separatorStyle", "rowHeight", "estimatedRowHeight", "tableFooterView", "delegate", "dataSource",
        "sectionHeaderHeight", "sectionFooterHeight", "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight",
        "keyboardType", "returnKeyType", "autocorrectionType", "autocapitalizationType", "isSecureTextEntry",
        "textContentType", "barTintColor", "titleTextAttributes", "largeTitleDisplayMode", "prefersLargeTitles",
        "isOpaque", "preservesSuperviewLayoutMargins", "layoutMargins", "directionalLayoutMargins",
        "contentInset", "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator", "selectionStyle",
        "modalPresentationStyle", "modalTransitionStyle", "isModalInPresentation", "overrideUserInterfaceStyle",
        "contentConfiguration",
    ]

    /// Types and functions whose values change nothing VoiceOver sees (geometry, dates, URLs,
    /// nibs, logging): a call is understood, its result unknown.
    static let plainValues: Set<String> = [
        "CGPoint", "CGRect", "CGSize", "CGFloat", "CGAffineTransform", "UIEdgeInsets", "NSDirectionalEdgeInsets", "IndexPath",
        "URL", "URLRequest", "Date", "DateFormatter", "NumberFormatter", "UINib", "UIFont", "UIFontMetrics", "UIColor",
        "NSLayoutConstraint", "Int", "Double", "Float", "Bool", "Set", "Array", "Dictionary", "UUID", "Data",
        "print", "debugPrint", "assert", "assertionFailure", "precondition", "fatalError", "min", "max", "abs",
    ]

    /// What the code may set on a tap gesture recognizer it made: understood (`isEnabled = false`
    /// keeps it from being judged; docs/audit-rules.md, tap-gesture-not-accessible).
    static let tapRecognizerProperties: Set<String> = [
        "isEnabled", "numberOfTapsRequired", "numberOfTouchesRequired", "cancelsTouchesInView", "delaysTouchesBegan",
        "delaysTouchesEnded", "delegate", "name", "requiresExclusiveTouchType",
    ]

    /// Properties whose meaning to VoiceOver a11ysim does not model yet, with the reason a statement
    /// setting one is left alone.
    static let notModelledProperties: [String: String] = [
        "contextMenuInteraction": contextMenuNotModelled,
        // The controller's own `navigationItem.titleView` is placed (Interpreter+BarItems).
        "titleView": "a title view is placed only when set on the controller's own navigationItem",
        // A view controller's is docked when it is first responder (Interpreter+InputAccessory); a
        // text field's made in code is shown while it edits (Interpreter+FirstResponder).
        "inputAccessoryView": "an input accessory view is modelled only as a view made in code, given to a text field or returned by a first-responder controller",
        "inputView": "an input view is modelled only as a view made in code given to a text field",
    ]

    /// UIKit's methods that place their first argument, a view or a child controller, as content of the
    /// object they are called on: what a screen's code places there is what it shows (``OutsideClassFinder``).
    static let contentPlacingMethods: Set<String> = [
        "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "addChild", "addChildViewController",
    ]

    /// The control events an `addTarget` is understood with.
    static let addTargetEvents: Set<String> = ["touchUpInside", "valueChanged", "primaryActionTriggered"]

    /// Properties of a controller or view that give another of the model's objects.
    static func objectProperty(of object: ObjectRef, _ name: String) -> ObjectRef? {
        switch (object, name) {
        case (.this, "view"): return .rootView
        // A table or collection view controller's root view (an outlet or property of the same name comes first).
        case (.this, "tableView"), (.this, "collectionView"): return .rootView
        case (.this, "navigationItem"): return .navigationItem
        case (_, "navigationController"): return .navigationController
        case (.this, "storyboard"): return .storyboard(nil)
        // A table or collection view controller's view is its table or collection.
        case (.this, "tableView"), (.this, "collectionView"): return .rootView
        case (.cell(let identifier, _), "textLabel"), (.cell(let identifier, _), "detailTextLabel"), (.cell(let identifier, _), "imageView"):
            return .cellOutlet(identifier, name)
        case (.cell, "contentView"): return object
        // A visual effect view made in code holds what the code adds to its `contentView`: VoiceOver
        // reads those views as the effect view's (docs/code.md, "Views built in code").
        case (.created("UIVisualEffectView", _), "contentView"): return object
        default: return nil
        }
    }

    /// UIKit's view controller classes an app subclasses; a class of the app descending from one
    /// is a view controller of the app, whether or not Interface Builder names it (docs/code.md,
    /// "View controllers the app declares").
    package static let viewControllerClasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UISplitViewController", "UIPageViewController", "UISearchController",
        "UIAlertController", "UIActivityViewController", "UIDocumentPickerViewController", "UIImagePickerController",
        "UIReferenceLibraryViewController", "UIInputViewController", "UIHostingController",
    ]

    /// The controller classes that host SwiftUI, whose content a11ysim does not model.
    package static let swiftUIHostClasses: Set<String> = ["UIHostingController"]

    /// The UIKit view controller classes whose subclasses are screens of their own (docs/audit.md,
    /// "Every scene is an entry"): not containers (navigation, tab bar, split view), search, alert,
    /// activity, picker or input view controllers.
    package static let screenViewControllerClasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
    ]

    /// UIKit's view classes: one made in code (`UILabel()`, `UIButton(type: .system)`) is a view
    /// with an identity, and what the code sets on it and where it places it are facts
    /// (docs/code.md, "Views built in code"). The loader gives each its kind.
    package static let viewClasses: Set<String> = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UIStackView", "UISwitch", "UISlider", "UITextField",
        "UITextView", "UISegmentedControl", "UIActivityIndicatorView", "UIProgressView", "UIScrollView",
        "UIPageControl", "UIStepper", "UIVisualEffectView", "UIDatePicker", "UIPickerView", "UISearchBar",
        "UITableView", "UICollectionView", "UIControl", "UIToolbar",
    ]

    /// UIKit classes whose initializer makes one of the model's objects that is not a view (`UIImage`,
    /// `UIAlertController`): what the code sets on them is left alone, saying so.
    package static let objectClasses: Set<String> = [
        "UIView", "UILabel", "UIButton", "UIImageView", "UIStackView", "UISwitch", "UISlider", "UITextField",
        "UITextView", "UISegmentedControl", "UIBarButtonItem", "UIImage", "UIAlertController", "UIAlertAction",
        "UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIActivityIndicatorView", "UIProgressView",
        "UIAccessibilityCustomAction", "UIScrollView", "UIPageControl", "UIStepper", "UIMenu",
        "UICollectionViewFlowLayout", "UIToolbar",
    ]

    /// Methods of the model's objects, by base name.
    package static let methods: [String: Row] = [
        "scaledFont": { interpreter, call in interpreter.scaledFont(call) },
        "scaledValue": { interpreter, call in interpreter.scaledValue(call) },
        "setTitle": { interpreter, call in
            if call.argument("forSegmentAt") != nil { interpreter.setSegmentTitle(call); return .none }
            if case .enumCase(let state, _)? = call.argument("for"), state != "normal" { return .none }
            interpreter.setUIKitProperty(of: call.object, "title", call.argument(nil) ?? .none)
            return .none
        },
        "setAttributedTitle": { interpreter, call in
            if case .enumCase(let state, _)? = call.argument("for"), state != "normal" { return .none }
            interpreter.setUIKitProperty(of: call.object, "title", call.argument(nil) ?? .none)
            return .none
        },
        "setImage": { interpreter, call in
            if call.argument("forSegmentAt") != nil { interpreter.setSegmentTitle(call); return .none }
            if case .enumCase(let state, _)? = call.argument("for"), state != "normal" { return .none }
            interpreter.setImage(of: call.object, call.argument(nil) ?? .none)
            return .none
        },
        // A segmented control's segments (`Interpreter+Segments.swift`).
        "insertSegment": { interpreter, call in interpreter.insertSegment(call); return .none },
        "removeSegment": { interpreter, call in interpreter.removeSegments(call); return .none },
        "removeAllSegments": { interpreter, call in interpreter.removeSegments(call); return .none },
        "setBackgroundImage": { interpreter, _ in interpreter.leaveAlone("a button's image set in code is not modelled"); return .none },
        "addTarget": { interpreter, call in
            if case .object(.created("UITapGestureRecognizer", _))? = call.base {
                interpreter.addRecognizerTarget(call)
                return .none
            }
            guard case .selector(let selector)? = call.argument("action"), case .object(.this)? = call.argument(nil),
                  case .enumCase(let event, _)? = call.argument("for"), addTargetEvents.contains(event),
                  let target = call.object?.target else {
                interpreter.leaveAlone("adds a target-action the interpreter cannot tell (another target, an unknown selector or event)")
                return .none
            }
            interpreter.effect(.addTarget(target, selector: selector, event: event))
            return .none
        },
        "addGestureRecognizer": { interpreter, call in interpreter.addGestureRecognizer(call); return .none },
        "sendActions": { interpreter, call in
            guard case .enumCase(let event, _)? = call.argument("for"), addTargetEvents.contains(event), let target = call.object?.target else {
                interpreter.leaveAlone("sends the actions of a control or an event the interpreter cannot tell")
                return .none
            }
            interpreter.effect(.sendActions(target, event: event))
            return .none
        },
        // Key-value coding with a literal key: an assignment (Interpreter+RuntimeAttributes).
        "setValue": { interpreter, call in interpreter.setValueForKey(call); return .none },
        "addAction": { interpreter, call in interpreter.addAction(call); return .none },
        "addSubview": { interpreter, call in interpreter.place(call.argument(nil), in: call.object, .last); return .none },
        "addArrangedSubview": { interpreter, call in interpreter.place(call.argument(nil), in: call.object, .arranged(at: nil)); return .none },
        "insertArrangedSubview": { interpreter, call in
            interpreter.place(call.argument(nil), in: call.object, .arranged(at: call.argument("at").flatMap(interpreter.position)))
            return .none
        },
        "insertSubview": { interpreter, call in interpreter.insert(call); return .none },
        "sendSubviewToBack": understood,
        "performSegue": { interpreter, call in
            guard let identifier = call.argument("withIdentifier")?.knownText else {
                interpreter.leaveAlone("performs a segue whose identifier is not known")
                return .none
            }
            interpreter.effect(.performSegue(identifier))
            return .none
        },
        "perform": { interpreter, call in
            guard case .enumCase(let name, let raw)? = call.argument("segue") else {
                interpreter.leaveAlone("calls perform, which the interpreter cannot follow")
                return .none
            }
            interpreter.effect(.performSegue(raw ?? name))
            return .none
        },
        "present": { interpreter, call in show(interpreter, call, .present) },
        "show": { interpreter, call in show(interpreter, call, .show) },
        "showDetailViewController": { interpreter, call in show(interpreter, call, .show) },
        "pushViewController": { interpreter, call in show(interpreter, call, .push) },
        "dismiss": { interpreter, call in
            interpreter.effect(.dismiss)
            _ = runClosures(interpreter, call)
            return .none
        },
        "popViewController": { interpreter, _ in interpreter.effect(.pop); return .none },
        "popToRootViewController": { interpreter, _ in interpreter.effect(.popToRoot); return .none },
        "instantiateViewController": { interpreter, call in
            guard let identifier = call.argument("withIdentifier")?.knownText else { return .unknown("a controller instantiated by an unknown ID") }
            var storyboard: String?
            if case .object(.storyboard(let name))? = call.base { storyboard = name }
            return .object(.scene(CodeScene(identifier: identifier, storyboard: storyboard)))
        },
        // A nib's views (Interpreter+NibViews), else a SwiftGen scene.
        "instantiate": { interpreter, call in interpreter.instantiateNib(call) ?? interpreter.swiftGenScene(call) },
        "dequeueReusableCell": { interpreter, call in interpreter.dequeue(call) },
        "dequeueReusableHeaderFooterView": { interpreter, call in interpreter.dequeueHeaderFooter(call) },
        "dequeueReusableSupplementaryView": { interpreter, call in interpreter.dequeueSupplementary(call) },
        "dequeueConfiguredReusableSupplementary": { interpreter, call in interpreter.dequeueConfiguredSupplementary(call) },
        // A table's or collection's own data table methods naming its cells (Interpreter+DataTableCells).
        "cellForRow": { interpreter, call in interpreter.visibleCell(call) },
        "cellForItem": { interpreter, call in interpreter.visibleCell(call) },
        "dequeueConfiguredReusableCell": { interpreter, call in interpreter.dequeueConfigured(call) },
        // A diffable data source's snapshot (Interpreter+Snapshots).
        "appendSections": { interpreter, call in interpreter.appendSections(call) },
        "appendItems": { interpreter, call in interpreter.appendItems(call) },
        "apply": { interpreter, call in interpreter.applySnapshot(call) },
        // `var content = cell.defaultContentConfiguration(); content.text = …`: the text is the cell's text.
        "defaultContentConfiguration": { interpreter, call in
            // A cell made in code has one too (Interpreter+CodeCells).
            if case .object(let object)? = call.base, case .object(.cellOutlet(let identifier, _))? = interpreter.madeCellProperty(of: object, "textLabel") {
                return .object(.cellOutlet(identifier, "contentConfiguration"))
            }
            guard case .object(.cell(let identifier, _))? = call.base else { return .unknown("a content configuration") }
            return .object(.cellOutlet(identifier, "contentConfiguration"))
        },
        "localizedString": { interpreter, call in
            guard let key = call.argument("forKey") else { return .unknown("a localized string") }
            return interpreter.localized(key, table: call.argument("table"), fallback: call.argument("value"))
        },
        "then": { interpreter, call in
            // The Then library's builder: the closure runs on the object, which is returned.
            for closure in call.closures { _ = interpreter.invoke(closure, [call.base ?? .none]) }
            return call.base ?? .none
        },
        // A text field starts or stops editing (Interpreter+FirstResponder).
        "becomeFirstResponder": { interpreter, call in interpreter.changeFirstResponder(call, becomes: true) },
        "resignFirstResponder": { interpreter, call in interpreter.changeFirstResponder(call, becomes: false) },
        "endEditing": { interpreter, call in interpreter.changeFirstResponder(call, becomes: false) },
        // A toolbar made in code takes its items (Interpreter+FirstResponder).
        "setItems": { interpreter, call in
            if !interpreter.setToolbarItems(of: call.object, call.argument(nil) ?? .none) {
                interpreter.leaveAlone("sets the items of a bar the interpreter does not model (only a UIToolbar made in code)")
            }
            return .none
        },
        "layoutIfNeeded": understood,
        "setNeedsLayout": understood, "deselectRow": understood, "reloadData": understood,
        "register": { interpreter, call in interpreter.register(call); return .none },
        // `ContactCell.classForCoder()`: the class, as `ContactCell.self` is.
        "classForCoder": { _, call in
            if case .type? = call.base { return call.base ?? .none }
            return .unknown("a class")
        },
        "sizeToFit": understood, "setNeedsDisplay": understood, "bringSubviewToFront": understood,
        "removeFromSuperview": { interpreter, call in interpreter.remove(call.object); return .none },
        "setNavigationBarHidden": understood, "setNeedsStatusBarAppearanceUpdate": understood, "layoutSubviews": understood,
        // Constraints made in code (docs/code.md, "Constraints made in code").
        "constraint": { interpreter, call in interpreter.anchorConstraint(call) },
        "addConstraint": { interpreter, call in interpreter.activate(call, true) },
        "addConstraints": { interpreter, call in interpreter.activate(call, true) },
        "removeConstraint": { interpreter, call in interpreter.activate(call, false) },
        "removeConstraints": { interpreter, call in interpreter.activate(call, false) },
        // Not UIKit's: the helper many apps declare on NSLayoutConstraint; the app's own runs when it declares one.
        "priority": { interpreter, call in interpreter.constraintWithPriority(call) },
        "setContentHuggingPriority": { interpreter, call in interpreter.setContentPriority(call, "hugging") },
        "setContentCompressionResistancePriority": { interpreter, call in interpreter.setContentPriority(call, "compressionResistance") },
        // Embedding a child controller: placing `child.view` embeds it (`Interpreter.embeddedView(of:)`).
        "addChild": understood, "didMove": understood, "willMove": understood, "removeFromParent": understood,
        // A tab bar or split view controller of the app filling itself (`Interpreter+Embedding.swift`).
        "setViewControllers": { interpreter, call in
            if interpreter.setPages(call) { return .none }
            if let base = call.base, interpreter.keepContainerProperty(on: base, "viewControllers", call.argument(nil) ?? .none) { return .none }
            if call.object != .this || !interpreter.setContainedControllers(call.argument(nil) ?? .none) {
                interpreter.leaveAlone("sets the controllers of a container the interpreter does not model (only the app's own tab bar and split view controllers filling themselves)")
            }
            return .none
        },
        // A context menu is not modelled (docs/voiceover.md, "Menus"; UIKitAPI+ContextMenus).
        "addInteraction": { interpreter, call in
            if case .object(.created("UIContextMenuInteraction", _))? = call.argument(nil) {
                interpreter.leaveAlone("adds a context menu (UIContextMenuInteraction); " + contextMenuNotModelled)
            } else {
                interpreter.leaveAlone("adds an interaction, which is not modelled")
            }
            return .none
        },
        // Bar button items placed on the navigation item or the toolbar (Interpreter+BarItems).
        "setRightBarButton": { interpreter, call in placeBarItems(interpreter, call, "right") },
        "setRightBarButtonItems": { interpreter, call in placeBarItems(interpreter, call, "right") },
        "setLeftBarButton": { interpreter, call in placeBarItems(interpreter, call, "left") },
        "setLeftBarButtonItems": { interpreter, call in placeBarItems(interpreter, call, "left") },
        "setToolbarItems": { interpreter, call in placeBarItems(interpreter, call, "toolbar") },
        // Combine (Interpreter+Combine): a subscription's closure runs once with an unknown value.
        "sink": { interpreter, call in interpreter.subscribe(call) },
        "assign": { interpreter, call in interpreter.assignPublished(call) },
        "store": understood,
        "setViewController": { interpreter, call in
            guard call.object == .this, case .enumCase(let column, _)? = call.argument("for"),
                  interpreter.setColumn(column, call.argument(nil) ?? .none) else {
                interpreter.leaveAlone("sets a column of a split view the interpreter does not model (only the app's own split view controller filling itself)")
                return .none
            }
            return .none
        },
    ]

    /// Free functions, initializers and type members, by qualified name.
    package static let functions: [String: Row] = [
        "UIAccessibility.post": { interpreter, call in interpreter.post(call); return .none },
        "IndexPath": { interpreter, call in interpreter.makeIndexPath(call) },
        "UITapGestureRecognizer": { interpreter, call in interpreter.makeTapGestureRecognizer(call) },
        "UIAction": { interpreter, call in interpreter.makeAction(call) },
        "UIMenu": { interpreter, call in interpreter.makeMenu(call) },
        "UICommand": { interpreter, call in interpreter.makeCommand(call) },
        "UIContextMenuInteraction": { interpreter, _ in
            interpreter.createdCount += 1
            return .object(.created("UIContextMenuInteraction", interpreter.createdCount))
        },
        "UIBarButtonItem": { interpreter, call in interpreter.makeBarButtonItem(call) },
        "NotificationCenter.default.addObserver": { interpreter, call in interpreter.addObserver(call) },
        "NotificationCenter.default.post": { interpreter, call in interpreter.postNotification(call); return .none },
        "NotificationCenter.default.removeObserver": understood,
        "NotificationCenter.default.publisher": { interpreter, call in interpreter.notificationPublisher(call) },
        // A notification's name made from its string (`Notification.Name("CartChanged")`, also `rawValue:`): the string.
        "Notification.Name": { _, call in call.arguments.first?.value ?? .unknown("a notification name") },
        "NSNotification.Name": { _, call in call.arguments.first?.value ?? .unknown("a notification name") },
        "UIAccessibilityPostNotification": { interpreter, call in interpreter.post(call); return .none },
        "UIView.animate": runClosures, "UIView.transition": runClosures, "UIView.performWithoutAnimation": runClosures,
        "UIView.animateKeyframes": runClosures, "DispatchQueue.main.async": runClosures, "DispatchQueue.main.asyncAfter": runClosures,
        "DispatchQueue.main.sync": runClosures, "OperationQueue.main.addOperation": runClosures,
        "NSLocalizedString": { interpreter, call in
            guard let key = call.argument(nil) else { return .unknown("a localized string") }
            return interpreter.localized(key, table: call.argument("tableName"), fallback: call.argument("value"))
        },
        // `NSStringFromClass(ContactCell.self)`: the class's name, without its module (a reuse identifier made from it matches itself).
        "NSStringFromClass": { _, call in
            guard case .type(let name)? = call.argument(nil) else { return .unknown("a class name") }
            return .text(Text(known: String(name.split(separator: ".").last ?? "")))
        },
        "String": { interpreter, call in
            if let key = call.argument("localized") { return interpreter.localized(key, table: call.argument("table"), fallback: call.argument("defaultValue")) }
            if let format = call.argument("format") { return interpreter.format(format, call) }
            // `String(describing: ContactCell.self)` is the type's name.
            if case .type(let name)? = call.argument("describing") { return .text(Text(known: String(name.split(separator: ".").last ?? ""))) }
            guard let first = call.argument(nil) else { return .text(Text(known: "")) }
            return .text(first.asText(origin: call.arguments.first?.syntax?.trimmedDescription ?? "a value"))
        },
        // `String.localizedStringWithFormat(NSLocalizedString("%d items", …), count)`: the format first.
        "String.localizedStringWithFormat": { interpreter, call in
            guard let format = call.argument(nil) else { return .unknown("a formatted string") }
            return interpreter.format(format, call, formatIsFirst: true)
        },
        "NSAttributedString": attributedString, "NSMutableAttributedString": attributedString,
        "UINib": { _, call in
            guard let name = call.argument("nibName")?.knownText else { return .unknown("a nib") }
            return .object(.nib(name))
        },
        "UIStoryboard": { _, call in .object(.storyboard(call.argument("name")?.knownText)) },
        // A plain cell made without dequeuing it (Interpreter+CellsMadeInCode).
        "UITableViewCell": { interpreter, call in interpreter.plainCellMadeInCode(call) },
        "UITableViewDiffableDataSource": { interpreter, call in interpreter.diffableDataSource(.table, call) },
        "UICollectionViewDiffableDataSource": { interpreter, call in interpreter.diffableDataSource(.collection, call) },
        "NSDiffableDataSourceSnapshot": { interpreter, call in interpreter.makeSnapshot(call) },
        "NSDiffableDataSourceSectionSnapshot": { interpreter, call in interpreter.makeSectionSnapshot(call) },
        // `UIFont.preferredFont(forTextStyle: .body)`: a font that remembers its text style.
        "UIFont.preferredFont": { interpreter, call in
            guard case .enumCase(let style, _)? = call.argument("forTextStyle") else { return .unknown("a text style's font") }
            interpreter.createdCount += 1
            interpreter.createdFonts[interpreter.createdCount] = style
            return .object(.created("UIFont", interpreter.createdCount))
        },
        // System fonts of a known size and the fonts `UIFontMetrics` scales from them (Interpreter+FontMetrics).
        "UIFont.systemFont": { interpreter, call in interpreter.systemFont(call, bold: false) },
        "UIFont.boldSystemFont": { interpreter, call in interpreter.systemFont(call, bold: true) },
        "UIFontMetrics": { interpreter, call in interpreter.fontMetrics(call) },
        "UIFontMetrics.default.scaledFont": { interpreter, call in interpreter.scaledFont(call, style: "body") },
        "UIFontMetrics.default.scaledValue": { interpreter, call in interpreter.scaledValue(call, style: "body") },
        // Button configurations and the attributes of their titles (Interpreter+ButtonConfiguration).
        "UIButton.Configuration.plain": { interpreter, _ in interpreter.buttonConfiguration() },
        "UIButton.Configuration.filled": { interpreter, _ in interpreter.buttonConfiguration() },
        "UIButton.Configuration.tinted": { interpreter, _ in interpreter.buttonConfiguration() },
        "UIButton.Configuration.gray": { interpreter, _ in interpreter.buttonConfiguration() },
        "UIButton.Configuration.borderless": { interpreter, _ in interpreter.buttonConfiguration() },
        "UIButton.Configuration.bordered": { interpreter, _ in interpreter.buttonConfiguration() },
        "UIButton.Configuration.borderedTinted": { interpreter, _ in interpreter.buttonConfiguration() },
        "UIButton.Configuration.borderedProminent": { interpreter, _ in interpreter.buttonConfiguration() },
        "AttributedString": { interpreter, call in interpreter.attributes(call, typeName: "AttributedString") },
        "AttributeContainer": { interpreter, call in interpreter.attributes(call, typeName: "AttributeContainer") },
        // `UIConfigurationTextAttributesTransformer { incoming in … }`: the closure itself.
        "UIConfigurationTextAttributesTransformer": { _, call in call.closures.first ?? call.argument(nil) ?? .unknown("a transformer") },
        "UICollectionView.CellRegistration": { interpreter, call in interpreter.cellRegistration(call) },
        "UICollectionView.SupplementaryRegistration": { interpreter, call in interpreter.supplementaryRegistration(call) },
        "UIImage": { interpreter, call in
            interpreter.createdCount += 1
            if let name = (call.argument("systemName") ?? call.argument("named"))?.knownText { interpreter.createdImages[interpreter.createdCount] = name }
            return .object(.created("UIImage", interpreter.createdCount))
        },
        "CGRect": { interpreter, call in
            let numbers = ["x", "y", "width", "height"].compactMap { label -> Value? in
                if case .number(let number)? = call.argument(label) { return .number(number) } else { return nil }
            }
            return numbers.count == 4 ? .tuple(numbers) : .unknown("CGRect(…)")
        },
        // A rectangle in screen coordinates, for an element's `accessibilityFrame`.
        "UIAccessibility.convertToScreenCoordinates": { _, _ in .unknown("a rectangle in screen coordinates") },
        "UIAccessibilityConvertFrameToScreenCoordinates": { _, _ in .unknown("a rectangle in screen coordinates") },
        // A data table cell's rows or columns: the location and the length.
        "NSRange": { _, call in .tuple([call.argument("location") ?? .unknown("location"), call.argument("length") ?? .unknown("length")]) },
        "NSMakeRange": { _, call in
            let values = call.arguments.map(\.value)
            return values.count == 2 ? .tuple(values) : .unknown("NSMakeRange(…)")
        },
        "NSLayoutConstraint": { interpreter, call in interpreter.itemConstraint(call) },
        "NSLayoutConstraint.activate": { interpreter, call in interpreter.activate(call, true) },
        "NSLayoutConstraint.deactivate": { interpreter, call in interpreter.activate(call, false) },
        "NSLayoutConstraint.constraints": { interpreter, call in interpreter.visualFormatConstraints(call) },
        "UILayoutPriority": { _, call in
            guard case .number(let number)? = call.argument(nil) ?? call.argument("rawValue") else { return .unknown("UILayoutPriority(…)") }
            return .number(number)
        },
        "CGSize": { _, call in numbers(call, ["width", "height"]) },
        "UIEdgeInsets": { _, call in numbers(call, ["top", "left", "bottom", "right"]) },
        // UIKit's own containers and tab bar items made in code keep what the containers read
        // (`Interpreter+Containers.swift`).
        "UITabBarController": { interpreter, _ in .instance(interpreter.newInstance(of: "UITabBarController")) },
        "UISplitViewController": { interpreter, _ in .instance(interpreter.newInstance(of: "UISplitViewController")) },
        // Its first page stands for it (`Interpreter+Pages.swift`).
        "UIPageViewController": { interpreter, _ in .instance(interpreter.newInstance(of: "UIPageViewController")) },
        "UITabBarItem": { interpreter, call in .instance(interpreter.newInstance(of: "UITabBarItem", fields: call.argument("title").map { ["title": $0] } ?? [:])) },
        // A navigation controller around a controller made in code: showing it shows that controller.
        // One made empty (a coordinator's) keeps the `viewControllers` the code gives it.
        "UINavigationController": { interpreter, call in
            if call.arguments.isEmpty { return .instance(interpreter.newInstance(of: "UINavigationController")) }
            guard let root = call.argument("rootViewController") else { return .unknown("a navigation controller") }
            if case .instance(let id) = root { interpreter.inNavigation.insert(id) }
            return root
        },
    ]

    // MARK: Auto Layout (docs/code.md, "Constraints made in code")

    /// A view's or layout guide's anchors, by the attribute Interface Builder names.
    package static let layoutAnchors: [String: String] = [
        "topAnchor": "top", "bottomAnchor": "bottom", "leadingAnchor": "leading", "trailingAnchor": "trailing",
        "leftAnchor": "left", "rightAnchor": "right", "widthAnchor": "width", "heightAnchor": "height",
        "centerXAnchor": "centerX", "centerYAnchor": "centerY", "firstBaselineAnchor": "firstBaseline", "lastBaselineAnchor": "lastBaseline",
    ]

    /// A view's layout guides (a controller's `topLayoutGuide` and `bottomLayoutGuide` are its root view's).
    package static let layoutGuides: [String: String] = [
        "safeAreaLayoutGuide": "safeArea", "layoutMarginsGuide": "layoutMargins",
        // On a phone the readable width (672 pt at the default text size) is wider than the margins,
        // so the readable content guide is the margins' (docs/code.md: on a pad it is narrower).
        "readableContentGuide": "layoutMargins",
        "topLayoutGuide": "topLayoutGuide", "bottomLayoutGuide": "bottomLayoutGuide",
        // A scroll view's: its content's edges (scrolled to the top) and its own frame.
        "contentLayoutGuide": "contentLayoutGuide", "frameLayoutGuide": "frameLayoutGuide",
    ]

    /// `NSLayoutConstraint.Attribute`'s cases, by the names Interface Builder writes.
    static let layoutAttributes: [String: String] = [
        "top": "top", "bottom": "bottom", "leading": "leading", "trailing": "trailing", "left": "left", "right": "right",
        "width": "width", "height": "height", "centerX": "centerX", "centerY": "centerY",
        "firstBaseline": "firstBaseline", "lastBaseline": "lastBaseline", "topMargin": "topMargin", "bottomMargin": "bottomMargin",
        "leadingMargin": "leadingMargin", "trailingMargin": "trailingMargin", "leftMargin": "leftMargin", "rightMargin": "rightMargin",
        "centerXWithinMargins": "centerXWithinMargins", "centerYWithinMargins": "centerYWithinMargins",
    ]

    /// `NSLayoutConstraint.Relation`'s cases.
    static let layoutRelations: Set<String> = ["equal", "lessThanOrEqual", "greaterThanOrEqual"]

    /// `UILayoutPriority`'s named values.
    static let layoutPriorities: [String: Double] = [
        "required": 1000, "defaultHigh": 750, "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500,
        "dragThatCannotResizeScene": 490, "defaultLow": 250, "fittingSizeLevel": 50,
    ]

    /// The standard space between two views (`constraint(equalToSystemSpacingBelow:)`, the visual
    /// format's `-`), and between a view and its superview's edge in the visual format.
    static let standardSpacing = 8.0
    static let standardSuperviewSpacing = 20.0

    /// A few static values of UIKit types that are not enum cases.
    static func staticValue(_ qualified: String) -> Value? {
        switch qualified {
        case "UIAccessibility.isVoiceOverRunning", "UIAccessibilityIsVoiceOverRunning": return .bool(true)
        default: return nil
        }
    }

    /// Combine's operators that give back a publisher of the same values as far as VoiceOver is
    /// concerned (`receive(on:)`, `removeDuplicates()`): the publisher they are called on.
    static let combineOperators: Set<String> = [
        "receive", "removeDuplicates", "debounce", "throttle", "eraseToAnyPublisher", "dropFirst", "delay", "share",
    ]

    /// Methods of plain values that run closures the way the standard library does (`forEach`,
    /// `map`…), or give what a plain value gives (`uppercased()`); nil for any other.
    static func valueMethod(_ interpreter: Interpreter, _ call: Interpreter.Call) -> Value? {
        guard let base = call.base else { return nil }
        let closure = call.closures.first
        if combineOperators.contains(call.name), case .unknown = base { return base }
        switch (call.name, base) {
        case ("forEach", _), ("map", _), ("compactMap", _), ("flatMap", _), ("filter", _):
            guard let closure else { return nil }
            let elements: [Value]
            switch base {
            case .array(let values): elements = Array(values.prefix(InterpreterLimits.maximumLoopTurns))
            case .unknown(let origin): elements = [.unknown("element of \(origin)")]
            // A collection that differs by path (`var items: [Item] = []` another object may set): its
            // closure runs once with a sample element, as a `for` loop's body does (docs/code.md).
            case .oneOf: elements = [.unknown("element of \(call.baseSyntax?.trimmedDescription ?? "a collection")")]
            default: return nil
            }
            let results = elements.map { interpreter.invoke(closure, [$0]) }
            switch call.name {
            case "map", "compactMap": return base.isKnownCollection ? .array(results) : .unknown(call.syntax.trimmedDescription)
            case "flatMap":
                // Each result a known array: their elements, in order (`rows.flatMap { $0 }`).
                let flattened = results.compactMap { if case .array(let values) = $0 { return values } else { return nil } }
                return base.isKnownCollection && flattened.count == results.count ? .array(flattened.flatMap { $0 }) : .unknown(call.syntax.trimmedDescription)
            case "filter": return .unknown(call.syntax.trimmedDescription)
            default: return Value.none
            }
        case ("uppercased", .text(let text)): return text.known.map { .text(Text(known: $0.uppercased())) }
        case ("lowercased", .text(let text)): return text.known.map { .text(Text(known: $0.lowercased())) }
        case ("joined", .array(let values)):
            let separator = call.argument("separator")?.knownText ?? ""
            var parts: [Text.Part] = []
            for (position, value) in values.enumerated() {
                if position > 0 { parts.append(.known(separator)) }
                parts += value.asText(origin: "element").parts
            }
            return .text(Text(parts: parts))
        case ("contains", .array(let values)):
            guard let element = call.argument(nil) else { return nil }
            let found = values.map { interpreter.equal($0, element) }
            if found.contains(.bool(true)) { return .bool(true) }
            return found.allSatisfy { $0 == .bool(false) } ? .bool(false) : .unknown(call.syntax.trimmedDescription)
        default:
            return nil
        }
    }

    // MARK: Rows shared by several names

    private static let understood: Row = { _, _ in .none }

    /// `navigationItem.setRightBarButton(item, animated:)`, `setToolbarItems([…], animated:)` on `self`.
    private static func placeBarItems(_ interpreter: Interpreter, _ call: Interpreter.Call, _ placement: String) -> Value {
        let owner: ObjectRef = placement == "toolbar" ? .this : .navigationItem
        guard call.object == owner else {
            interpreter.leaveAlone("places bar button items on \(call.base?.origin ?? "an object") the interpreter cannot follow")
            return .none
        }
        interpreter.placeBarItems(call.argument(nil) ?? .none, placement)
        return .none
    }

    private static let runClosures: Row = { interpreter, call in
        for (position, closure) in call.closures.enumerated() {
            // The completion of an animation is given `true` (finished).
            _ = interpreter.invoke(closure, position == 0 ? [] : [.bool(true)])
        }
        return .none
    }

    /// A value of numbers given by label (`CGSize(width:height:)`), as a tuple when all are known.
    private static func numbers(_ call: Interpreter.Call, _ labels: [String]) -> Value {
        let numbers = labels.compactMap { label -> Value? in
            if case .number(let number)? = call.argument(label) { return .number(number) } else { return nil }
        }
        return numbers.count == labels.count ? .tuple(numbers) : .unknown("\(call.syntax.calledExpression.trimmedDescription)(…)")
    }

    private static let attributedString: Row = { _, call in
        guard let string = call.argument("string") else { return .unknown("an attributed string") }
        return .text(string.asText(origin: "an attributed string"))
    }

    private static func show(_ interpreter: Interpreter, _ call: Interpreter.Call, _ kind: CodeShowKind) -> Value {
        if let controller = call.arguments.first.flatMap({ interpreter.shownController($0.value) }) {
            interpreter.effect(.showController(controller, kind))
            return .none
        }
        guard case .object(.scene(let scene))? = call.arguments.first?.value else {
            interpreter.leaveAlone("shows a controller the model does not hold (one made in code)")
            return .none
        }
        interpreter.effect(.show(scene, kind))
        return .none
    }
}

extension Interpreter.Call {
    /// The model object called on (`self` when the call names none).
    var object: ObjectRef? {
        switch base {
        case nil: return .this
        case .object(let object)?: return object
        default: return nil
        }
    }
}

extension Value {
    /// Whether the value is an array the interpreter knows element by element.
    var isKnownCollection: Bool {
        if case .array = self { return true }
        return false
    }
}
