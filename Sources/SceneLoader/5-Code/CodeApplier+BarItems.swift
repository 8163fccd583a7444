import AccessibilityTree
import SwiftInterpreter

/// Bar button items made in code (docs/code.md, "Bar button items made in code"): placed on the
/// controller's navigation item or toolbar as Interface Builder's are, each item's action the
/// class's method (filled with its steps like an IBAction's), as are its menu items' actions; a view
/// made in code set as `navigationItem.titleView` stands in place of the title.
extension CodeApplier {
    func applyBarItems(_ items: [CodeBarItem], _ placement: String, to controller: inout ControllerSpec, step: CodeStep, owner: String) {
        let mark = SourceMark(SourceLocation(file: step.location.file, line: step.location.line, column: step.location.column))
        let specs = Self.barItemSpecs(items, owner: owner, mark: mark)
        switch placement {
        case "toolbar":
            controller.toolbarItems = specs
        default:
            var navigationItem = controller.navigationItem ?? NavigationItemSpec(mark: mark)
            switch placement {
            case "left": navigationItem.left = specs
            case "back": navigationItem.back = specs.first
            default: navigationItem.right = specs
            }
            controller.navigationItem = navigationItem
        }
    }

    /// The bar items of `items`, each item's action sent to `owner` (nil: the class whose code is
    /// applied, as an IBAction's first responder target is filled).
    static func barItemSpecs(_ items: [CodeBarItem], owner: String?, mark: SourceMark) -> [BarItemSpec] {
        items.map { item in
            BarItemSpec(title: item.title, image: item.image, systemItem: item.systemItem.flatMap(BarButtonItem.SystemItem.init(rawValue:)),
                        enabled: item.isEnabled, label: item.label,
                        action: item.selector.map { TargetActionSpec(selector: $0, target: owner, mark: mark) },
                        menu: item.menu.map(MenuSpec.init), menuActions: item.menu.map { MenuSpec.actions(of: $0, target: owner, mark: mark) } ?? [],
                        mark: mark)
        }
    }

    /// `navigationItem.titleView = …`, set to each of `ids` in turn (the views a controller's code
    /// places on `self`): whether the last one is the title view; the ones before it are replaced.
    /// Outside a controller there is no navigation item to set.
    static func placesTitleView(_ ids: [Int], _ steps: [Int: CodeStep], context: inout Context) -> Bool {
        guard context.isController else {
            for id in ids { if let step = steps[id] { context.notApplied(step, "sets navigationItem.titleView outside a view controller") } }
            return false
        }
        for id in ids.dropLast() { if let step = steps[id] { context.notApplied(step, "sets a title view that a later one replaces") } }
        return true
    }
}
