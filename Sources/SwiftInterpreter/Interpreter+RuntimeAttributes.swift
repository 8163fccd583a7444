import SwiftSyntax

/// Key-value coding of the app's own properties: Interface Builder's user-defined runtime attributes,
/// which UIKit sets after `init(coder:)` and before `awakeFromNib`, and `setValue(_:forKey:)` with a
/// literal key (docs/code.md, "When code runs"). Either is an assignment: a stored property's
/// observers run, a computed property's setter runs.
extension Interpreter {
    /// Whether `keyPath` names a property of the class (or of a superclass the app declares) that an
    /// assignment sets: a `var` without a getter only. Key paths with a dot (`layer.cornerRadius`) and
    /// UIKit's own properties are not the app's.
    package func setsOwnProperty(_ keyPath: String) -> Bool {
        guard !keyPath.contains("."), let found = variable(keyPath, of: className),
              found.variable.bindingSpecifier.tokenKind == .keyword(.var) else { return false }
        switch found.binding.accessorBlock?.accessors {
        case nil: return true
        case .getter?: return false
        case .accessors(let accessors)?:
            return Self.isStored(found.binding) || accessors.contains { $0.accessorSpecifier.text == "set" }
        }
    }

    /// Sets each attribute naming one of the class's own properties (``setsOwnProperty(_:)``), in
    /// order, as UIKit's `setValue(_:forKeyPath:)` does: its observers or setter run with the value.
    package func setRuntimeAttributes(_ attributes: [CodeRuntimeAttribute]) -> Run {
        begin("runtime attributes")
        for attribute in attributes where setsOwnProperty(attribute.keyPath) {
            guard let found = variable(attribute.keyPath, of: className) else { continue }
            entry = "\(attribute.keyPath) runtime attribute"
            frames = [Frame(this: .object(.this), typeName: found.typeName, part: found.part, name: nil, key: nil)]
            statementLocation = location(of: found.binding)
            assign(on: .object(.this), attribute.keyPath, Self.value(of: attribute))
        }
        return end(nil)
    }

    /// The value UIKit gives the property: text, a number, a boolean, nil, or an unknown value for a
    /// type not modelled (a colour, a rectangle, an image).
    static func value(of attribute: CodeRuntimeAttribute) -> Value {
        switch attribute.content {
        case .text(let text): return .text(Text(known: text))
        case .number(let number): return .number(number)
        case .boolean(let flag): return .bool(flag)
        case .none: return .none
        case .notModelled(let type): return .unknown("the \(type) runtime attribute \(attribute.keyPath)")
        }
    }

    /// `setValue(_:forKey:)` (or `forKeyPath:` without a dot) with a key the code spells out: the
    /// assignment of that property, on the app's object or through the UIKit table.
    /// Other receivers (`UserDefaults.standard`, a dictionary) are not the model's: left as any call on them.
    func setValueForKey(_ call: Call) {
        switch call.base {
        case .object?, .instance?: break
        case .unknown(let origin)?: return leaveAlone("calls \(origin).setValue, which the interpreter cannot follow")
        default: return
        }
        guard let key = (call.argument("forKey") ?? call.argument("forKeyPath"))?.knownText, !key.contains("."), let object = call.base else {
            leaveAlone("sets a value by a key the interpreter cannot tell")
            return
        }
        assign(on: object, key, call.argument(nil) ?? .none)
    }
}
