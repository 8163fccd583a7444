import SwiftCodeReader
import SwiftInterpreter

/// Small apps written in the tests, read and run as a folder's code would be.
enum TestApp {
    /// The code of `files` (name to Swift text) under `/app`, with a base `Localizable.strings` of `strings`.
    static func read(_ files: [String: String], strings: [String: String] = [:]) -> AppCode {
        let sources = files.map { (path: "/app/\($0.key)", text: $0.value) }.sorted { $0.path < $1.path }
        return AppCodeReader.read(sources: sources, strings: strings.isEmpty ? [] : [(folder: "/app", table: StringsTable(values: strings))])
    }

    /// The class `name` of a one-file app.
    static func run(_ swift: String, _ name: String, strings: [String: String] = [:]) -> ClassCode? {
        read(["\(name).swift": swift], strings: strings).classes[name]?.first
    }
}

extension CodeStep {
    /// `target property = value`, as the assertions read it.
    var text: String {
        switch action {
        case .set(let target, let property): return "\(target) \(property.name) = \(property.valueText)"
        case .performSegue(let identifier): return "performs segue \(identifier)"
        case .show(let scene, let kind): return "\(kind.rawValue) \(scene.identifier)"
        case .dismiss: return "dismiss"
        case .pop: return "pop"
        case .popToRoot: return "popToRoot"
        case .post(let notification, let argument): return "post \(notification.rawValue) \(argument)"
        case .result(let value): return "return \(value)"
        case .addTarget(let target, let selector, let event): return "\(target) addTarget \(selector) \(event)"
        case .addView(let view, let parent, let placement): return "\(parent) adds \(view.className)#\(view.id) \(placement)"
        case .removeView(let target): return "\(target) removeFromSuperview"
        case .showController(let name, let kind): return "\(kind.rawValue) \(name)"
        case .showContainer(let container, let kind): return "\(kind.rawValue) \(container.uiKitClass) \(container.controllers.joined(separator: ","))"
        case .constrain(let constraint): return constraint.text
        case .postAppNotification(let name): return "posts \(name)"
        case .sendActions(let target, let event): return "\(target) sendActions \(event)"
        }
    }
}

extension CodeProperty {
    var valueText: String {
        switch self {
        case .label(let text), .hint(let text), .value(let text), .identifier(let text), .text(let text), .title(let text),
             .navigationTitle(let text), .placeholder(let text), .tabTitle(let text):
            return text
        case .menu(let menu): return menu.text
        case .showsMenuAsPrimaryAction(let flag), .changesSelectionAsPrimaryAction(let flag): return String(flag)
        case .barItems(_, let items):
            return items.map { [$0.systemItem, $0.title, $0.image, $0.label.map { "label " + $0 }, $0.selector.map { "→ " + $0 }, $0.menu.map { "menu " + $0.text }].compactMap { $0 }.joined(separator: " ") }
                .joined(separator: "; ")
        case .traits(let names, _), .userInputLabels(let names): return names.joined(separator: ",")
        case .elementsSetInCode: return "⟨a list⟩"
        case .elements(let targets): return targets.map(\.description).joined(separator: ",")
        case .containerType(let name): return name
        case .dataTableCell(let cell): return "row \(cell.row)+\(cell.rowSpan), column \(cell.column)+\(cell.columnSpan)"
        case .dataTableHeaders(let headers):
            let rows = headers.rows.keys.sorted().map { "row \($0): " + (headers.rows[$0] ?? []).map(\.description).joined(separator: ",") }
            let columns = headers.columns.keys.sorted().map { "column \($0): " + (headers.columns[$0] ?? []).map(\.description).joined(separator: ",") }
            return (rows + columns).joined(separator: "; ")
        case .fontSetInCode: return "⟨a font⟩"
        case .textFitSetInCode: return "⟨how the text fits⟩"
        case .numberOfLines(let lines): return String(lines)
        case .configurationContentInsets(let top, let leading, let bottom, let trailing): return "\(top),\(leading),\(bottom),\(trailing)"
        case .systemFont(let size, let isBold): return "system \(size)\(isBold ? " bold" : "")"
        case .scaledFont(let font):
            return "\(font.textStyle) \(font.pointSize)\(font.isBold ? " bold" : "")" + (font.maximumPointSize.map { " max \($0)" } ?? "")
        case .isElement(let flag), .elementsHidden(let flag), .viewIsModal(let flag), .groupsChildren(let flag), .hidden(let flag), .enabled(let flag), .editable(let flag),
             .translatesAutoresizingMask(let flag), .adjustsFontForContentSizeCategory(let flag), .firstResponder(let flag):
            return String(flag)
        case .image(let name), .axis(let name), .tapGestureRecognizer(let name), .textStyleFont(let name): return name
        case .frame(let rect): return "\(rect.x),\(rect.y),\(rect.width),\(rect.height)"
        case .contentPriority(_, let axis, let priority): return "\(axis) \(priority)"
        case .viewControllers(let names), .inNavigationControllers(let names): return names.joined(separator: ",")
        case .column(let column, let name): return "\(column):\(name)"
        case .segments(.insert(let title, let at)): return "insert \(title) at \(at.map(String.init) ?? "end")"
        case .segments(.title(let title, let at)): return "title \(title) at \(at)"
        case .segments(.remove(let at)): return "remove at \(at)"
        case .segments(.removeAll): return "remove all"
        case .segments(.select(let index)): return "select \(index)"
        }
    }
}

extension CodeMenu {
    /// `Title: Item,Submenu(Item,Item)`, as the assertions read it.
    var text: String { "\(title): " + itemsText }

    private var itemsText: String {
        items.map { item in item.title + (item.submenu.map { "(" + $0.itemsText + ")" } ?? "") }.joined(separator: ",")
    }
}

extension ClassCode {
    /// The setup facts as text.
    var setupTexts: [String] { setup.map(\.text) }
}

extension CodeConstraint {
    /// `view #1.top == view.safeArea.top + 8 @750`, `off` when deactivated.
    var text: String {
        let relation = ["equal": "==", "lessThanOrEqual": "<=", "greaterThanOrEqual": ">="][self.relation] ?? self.relation
        var text = "\(first.text) \(relation) "
        if let second {
            text += second.text
            if multiplier != 1 { text += " * \(Self.number(multiplier))" }
            if constant != 0 { text += " \(constant < 0 ? "-" : "+") \(Self.number(abs(constant)))" }
        } else {
            text += Self.number(constant)
        }
        if priority != 1000 { text += " @\(Self.number(priority))" }
        return isActive ? text : text + " off"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

extension CodeAnchor {
    var text: String {
        let view = ofSuperview ? "superview of \(target)" : "\(target)"
        return "\(view)\(guide.map { ".\($0)" } ?? "").\(attribute)"
    }
}
