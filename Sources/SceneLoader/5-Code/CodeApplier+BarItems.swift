import AccessibilityTree
import SwiftInterpreter

/// Bar button items made in code (docs/code.md, "Bar button items made in code"): placed on the
/// controller's navigation item or toolbar as Interface Builder's are, each item's action the
/// class's method (filled with its steps like an IBAction's).
extension CodeApplier {
    func applyBarItems(_ items: [CodeBarItem], _ placement: String, to controller: inout ControllerSpec, step: CodeStep, owner: String) {
        let mark = SourceMark(SourceLocation(file: step.location.file, line: step.location.line, column: step.location.column))
        let specs = items.map { item in
            BarItemSpec(title: item.title, image: item.image, systemItem: item.systemItem.flatMap(BarButtonItem.SystemItem.init(rawValue:)),
                        enabled: item.isEnabled, label: item.label,
                        action: item.selector.map { TargetActionSpec(selector: $0, target: owner, mark: mark) }, mark: mark)
        }
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
}
