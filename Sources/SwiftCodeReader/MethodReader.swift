import SwiftSyntax

/// Reads the statements of one method: each is understood as a ``CodeStep``, passed over as
/// harmless (`super.viewDidLoad()`, `deselectRow`), or noted as left alone.
struct MethodReader {
    let method: String
    let expressions: ExpressionReader
    let converter: SourceLocationConverter
    private(set) var steps: [CodeStep] = []
    private(set) var notes: [CodeNote] = []
    /// Controllers instantiated into local constants, by name.
    private var locals: [String: CodeScene] = [:]

    init(method: String, expressions: ExpressionReader, converter: SourceLocationConverter) {
        self.method = method
        self.expressions = expressions
        self.converter = converter
    }

    /// The properties read on outlets and `self`, by UIKit name.
    static let stringProperties: [String: @Sendable (String) -> CodeProperty] = [
        "accessibilityLabel": CodeProperty.label, "accessibilityHint": CodeProperty.hint,
        "accessibilityValue": CodeProperty.value, "accessibilityIdentifier": CodeProperty.identifier,
        "text": CodeProperty.text, "title": CodeProperty.title, "placeholder": CodeProperty.placeholder,
        "navigationItem.title": CodeProperty.navigationTitle,
    ]
    static let boolProperties: [String: @Sendable (Bool) -> CodeProperty] = [
        "isAccessibilityElement": CodeProperty.isElement, "accessibilityElementsHidden": CodeProperty.elementsHidden,
        "accessibilityViewIsModal": CodeProperty.viewIsModal, "shouldGroupAccessibilityChildren": CodeProperty.groupsChildren,
        "isHidden": CodeProperty.hidden, "isEnabled": CodeProperty.enabled,
    ]
    /// Calls that change nothing VoiceOver sees.
    static let harmlessCalls: Set<String> = ["deselectRow"]

    func location(of node: some SyntaxProtocol) -> CodeLocation {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return CodeLocation(file: expressions.path, line: location.line, column: location.column)
    }

    mutating func read(_ statements: CodeBlockItemListSyntax) {
        for item in statements { read(item) }
    }

    private mutating func read(_ item: CodeBlockItemSyntax) {
        switch item.item {
        case .expr(let expression):
            if !readExpression(expression) { skip(item) }
        case .stmt(let statement):
            if let returned = statement.as(ReturnStmtSyntax.self) {
                guard let expression = returned.expression else { return }
                if let value = expressions.bool(expression) { return add(.result(value), at: statement) }
            } else if let guarded = statement.as(GuardStmtSyntax.self), bind(guarded.conditions) {
                return
            } else if let expression = statement.as(ExpressionStmtSyntax.self), readExpression(expression.expression) {
                return
            }
            skip(item)
        case .decl(let declaration):
            if let variable = declaration.as(VariableDeclSyntax.self), bind(variable) { return }
            skip(item)
        }
    }

    private mutating func add(_ action: CodeAction, at node: some SyntaxProtocol) {
        steps.append(CodeStep(action, at: location(of: node), in: method))
    }

    private mutating func skip(_ node: some SyntaxProtocol) {
        let text = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        let short = text.count > 60 ? String(text.prefix(57)) + "…" : text
        notes.append(CodeNote(location: location(of: node), reason: "\(method): left alone: \(short)"))
    }

    /// An assignment or a call; false when the expression is not one the reader understands.
    private mutating func readExpression(_ expression: ExprSyntax) -> Bool {
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let left = sequence.elements.first, let right = sequence.elements.last,
           sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true {
            return assign(left, right, at: expression)
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            return assign(infix.leftOperand, infix.rightOperand, at: expression)
        }
        if let call = ExpressionReader.stripped(expression).as(FunctionCallExprSyntax.self) {
            return readCall(call)
        }
        return false
    }

    private mutating func assign(_ left: ExprSyntax, _ right: ExprSyntax, at node: ExprSyntax) -> Bool {
        guard let (target, name) = destination(left) else { return false }
        if let make = Self.stringProperties[name], let text = expressions.string(right) {
            add(.set(target, make(text)), at: node)
            return true
        }
        if let make = Self.boolProperties[name], let value = expressions.bool(right) {
            add(.set(target, make(value)), at: node)
            return true
        }
        guard name == "accessibilityTraits" else { return false }
        if let call = ExpressionReader.stripped(right).as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "union",
           let base = member.base, ExpressionReader.qualifiedName(base)?.hasSuffix("accessibilityTraits") == true,
           let argument = call.arguments.first, let names = expressions.traits(argument.expression) {
            add(.set(target, .traits(names, inserted: true)), at: node)
            return true
        }
        guard let names = expressions.traits(right) else { return false }
        add(.set(target, .traits(names, inserted: false)), at: node)
        return true
    }

    /// The object and property an assignment sets: `label.text`, `self.button.isHidden`,
    /// `accessibilityLabel` (on self), `view.accessibilityViewIsModal`, `navigationItem.title`.
    private func destination(_ expression: ExprSyntax) -> (CodeTarget, String)? {
        let expression = ExpressionReader.stripped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return (.this, reference.baseName.text) }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let property = member.declName.baseName.text
        let baseName = ExpressionReader.qualifiedName(base)
        if property == "title", baseName == "navigationItem" || baseName == "self.navigationItem" {
            return (.this, "navigationItem.title")
        }
        return target(base).map { ($0, property) }
    }

    /// `self`, `view`, `self.view`, an outlet or `self.outlet`.
    private func target(_ expression: ExprSyntax) -> CodeTarget? {
        guard let name = ExpressionReader.qualifiedName(expression) else { return nil }
        let parts = name.split(separator: ".").map(String.init)
        let rest = parts.first == "self" ? Array(parts.dropFirst()) : parts
        switch rest.count {
        case 0: return .this
        case 1: return rest[0] == "view" ? .rootView : .outlet(rest[0])
        default: return nil
        }
    }

    private mutating func readCall(_ call: FunctionCallExprSyntax) -> Bool {
        let callee = ExpressionReader.stripped(call.calledExpression)
        let member = callee.as(MemberAccessExprSyntax.self)
        let name = member?.declName.baseName.text ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        let base = member?.base.map(ExpressionReader.stripped)
        guard let name else { return false }
        if base?.is(SuperExprSyntax.self) == true || Self.harmlessCalls.contains(name) { return true }
        let arguments = Array(call.arguments)
        func argument(_ label: String?) -> ExprSyntax? {
            arguments.first { $0.label?.text == label }?.expression
        }
        switch name {
        case "setTitle":
            guard let target = base.map(target) ?? .this, let first = argument(nil), let title = expressions.string(first) else { return false }
            add(.set(target, .title(title)), at: call)
        case "performSegue":
            guard let identifier = argument("withIdentifier").flatMap({ expressions.string($0) }) else { return false }
            add(.performSegue(identifier), at: call)
        case "perform":
            guard let segue = argument("segue").flatMap(ExpressionReader.qualifiedName),
                  let identifier = expressions.index.enumCase(segue, near: expressions.path) else { return false }
            add(.performSegue(identifier), at: call)
        case "present", "show", "pushViewController":
            guard let first = arguments.first, let scene = scene(first.expression) else { return false }
            add(.show(scene, name == "present" ? .present : name == "show" ? .show : .push), at: call)
        case "dismiss":
            add(.dismiss, at: call)
        case "popViewController":
            add(.pop, at: call)
        case "popToRootViewController":
            add(.popToRoot, at: call)
        case "post":
            guard base?.trimmedDescription == "UIAccessibility",
                  let notification = argument("notification").flatMap({ ExpressionReader.stripped($0).as(MemberAccessExprSyntax.self) })
                    .flatMap({ CodeNotification(rawValue: $0.declName.baseName.text) }),
                  let posted = postArgument(argument("argument")) else { return false }
            add(.post(notification, posted), at: call)
        case "insert":
            guard let base = base?.as(MemberAccessExprSyntax.self), base.declName.baseName.text == "accessibilityTraits",
                  let target = base.base.map(target) ?? .this,
                  let first = arguments.first, let names = expressions.traits(first.expression) else { return false }
            add(.set(target, .traits(names, inserted: true)), at: call)
        default:
            return false
        }
        return true
    }

    private func postArgument(_ expression: ExprSyntax?) -> CodeArgument? {
        guard let expression else { return CodeArgument.none }
        if ExpressionReader.stripped(expression).is(NilLiteralExprSyntax.self) { return CodeArgument.none }
        if let text = expressions.string(expression) { return .text(text) }
        return target(expression).map(CodeArgument.target)
    }

    /// A controller shown: a local bound to an instantiation, or an instantiation itself.
    private func scene(_ expression: ExprSyntax) -> CodeScene? {
        let expression = ExpressionReader.stripped(expression)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return locals[reference.baseName.text] }
        return instantiation(expression)
    }

    /// `storyboard?.instantiateViewController(withIdentifier: "X")`,
    /// `UIStoryboard(name: "S", bundle: nil).instantiateViewController(withIdentifier: "X")`, and
    /// SwiftGen's `StoryboardScene.S.x.instantiate()`.
    private func instantiation(_ expression: ExprSyntax) -> CodeScene? {
        guard let call = ExpressionReader.stripped(expression).as(FunctionCallExprSyntax.self),
              let member = ExpressionReader.stripped(call.calledExpression).as(MemberAccessExprSyntax.self) else { return nil }
        switch member.declName.baseName.text {
        case "instantiateViewController":
            guard let identifier = call.arguments.first(where: { $0.label?.text == "withIdentifier" }).flatMap({ expressions.string($0.expression) }) else { return nil }
            var storyboard: String?
            if let base = member.base.map(ExpressionReader.stripped), let make = base.as(FunctionCallExprSyntax.self),
               make.calledExpression.trimmedDescription == "UIStoryboard",
               let name = make.arguments.first(where: { $0.label?.text == "name" }) {
                storyboard = expressions.string(name.expression)
            }
            return CodeScene(identifier: identifier, storyboard: storyboard)
        case "instantiate":
            guard let name = member.base.flatMap(ExpressionReader.qualifiedName) else { return nil }
            let parts = name.split(separator: ".").map(String.init)
            guard parts.count == 3, parts[0] == "StoryboardScene" else { return nil }
            if let constant = expressions.index.constant(name, near: expressions.path),
               let make = ExpressionReader.stripped(constant.value).as(FunctionCallExprSyntax.self),
               let identifier = make.arguments.first(where: { $0.label?.text == "identifier" }).flatMap({ ExpressionReader.literal($0.expression) }) {
                return CodeScene(identifier: identifier, storyboard: parts[1])
            }
            // SwiftGen names a scene after its storyboard ID with the first letter lowered.
            return CodeScene(identifier: parts[2].prefix(1).uppercased() + parts[2].dropFirst(), storyboard: parts[1])
        default:
            return nil
        }
    }

    private mutating func bind(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let value = binding.initializer?.value, let scene = instantiation(value) else { return false }
        locals[name] = scene
        return true
    }

    private mutating func bind(_ conditions: ConditionElementListSyntax) -> Bool {
        guard conditions.count == 1, case .optionalBinding(let binding)? = conditions.first?.condition,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let value = binding.initializer?.value, let scene = instantiation(value) else { return false }
        locals[name] = scene
        return true
    }
}
