import SwiftSyntax

/// A type part's functions and variables by name, each list in declaration order: the interpreter
/// finds a method or property by one lookup instead of a walk of the member list (`method(_:of:)`'s
/// walk alone was a tenth of a whole-apps audit; docs/performance.md, "Whole apps with their code").
package struct MemberNames: Sendable {
    /// The functions of each name (`tableView` holds every `tableView(_:…)`).
    package private(set) var functions: [String: [FunctionDeclSyntax]] = [:]
    /// The bindings of each name, with the declaration that holds them.
    package private(set) var variables: [String: [(binding: PatternBindingSyntax, variable: VariableDeclSyntax)]] = [:]

    package init(_ members: MemberBlockItemListSyntax) {
        for member in members {
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                functions[function.name.text, default: []].append(function)
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    variables[name, default: []].append((binding, variable))
                }
            }
        }
    }
}
