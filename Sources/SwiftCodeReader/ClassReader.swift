import SwiftSyntax

/// Reads one class from its declaration and extensions: the methods where UIKit code sets up and
/// drives a screen, each statement understood or counted as left alone.
struct ClassReader {
    let index: DeclarationIndex

    /// The methods whose property assignments are the screen's initial state.
    static let setupMethods: Set<String> = ["viewDidLoad", "awakeFromNib", "viewWillAppear", "viewDidAppear"]

    func read(name: String, parts: [DeclarationIndex.TypePart]) -> ClassCode {
        var code = ClassCode(name: name, files: parts.map(\.path))
        for part in parts {
            for member in part.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    read(function, in: part, into: &code)
                } else if let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
                    let method = readMethod("init", body: body, at: initializer, in: part)
                    code.setup += method.steps
                    code.skipped += method.notes
                }
            }
        }
        return code
    }

    private func read(_ function: FunctionDeclSyntax, in part: DeclarationIndex.TypePart, into code: inout ClassCode) {
        guard let body = function.body else { return }
        let name = function.name.text
        let parameters = Array(function.signature.parameterClause.parameters)
        if Self.setupMethods.contains(name) {
            let method = readMethod(name, body: body, at: function, in: part)
            code.setup += method.steps
            code.skipped += method.notes
        } else if let override = CodeOverride(rawValue: name) {
            let method = readMethod(name, body: body, at: function, in: part)
            code.overrides[override] = method.method
            code.skipped += method.notes
        } else if name == "tableView", parameters.count == 2, parameters[1].firstName.text == "didSelectRowAt" {
            let method = readMethod("tableView(_:didSelectRowAt:)", body: body, at: function, in: part)
            code.rowSelection = method.method
            code.skipped += method.notes
        } else if function.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBAction" }) {
            let selector = Self.selector(name, parameters)
            let method = readMethod(name, body: body, at: function, in: part)
            code.methods[selector] = method.method
            code.skipped += method.notes
        }
    }

    /// The Objective-C selector of a method: `tapped:` for `tapped(_ sender:)`,
    /// `tappedWithSender:` for `tapped(sender:)`, `tapped` without parameters.
    static func selector(_ name: String, _ parameters: [FunctionParameterSyntax]) -> String {
        guard let first = parameters.first else { return name }
        var selector = name
        let label = first.firstName.text
        if label != "_" { selector += "With" + label.prefix(1).uppercased() + label.dropFirst() }
        selector += ":"
        for parameter in parameters.dropFirst() {
            let label = parameter.firstName.text
            selector += (label == "_" ? "" : label) + ":"
        }
        return selector
    }

    private func readMethod(_ name: String, body: CodeBlockSyntax, at node: some SyntaxProtocol,
                            in part: DeclarationIndex.TypePart) -> (method: CodeMethod, steps: [CodeStep], notes: [CodeNote]) {
        var reader = MethodReader(method: name, expressions: ExpressionReader(index: index, path: part.path), converter: part.converter)
        reader.read(body.statements)
        let method = CodeMethod(name: name, steps: reader.steps, location: reader.location(of: node), skippedCount: reader.notes.count)
        return (method, reader.steps, reader.notes)
    }
}
