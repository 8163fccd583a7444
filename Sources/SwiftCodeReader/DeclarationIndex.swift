import SwiftSyntax

/// Everything pass one of a read collects from the parsed files: the classes and extensions, the
/// string constants declared once (`static let title = NSLocalizedString(…)` in a `UserText`-style
/// type), SwiftGen's segue enums and scenes, and the base strings tables.
struct DeclarationIndex: Sendable {
    /// A class declaration or an extension, with the file it is in.
    struct TypePart: Sendable {
        var path: String
        var converter: SourceLocationConverter
        var members: MemberBlockItemListSyntax
        var isDeclaration: Bool
    }

    /// An expression declared under a qualified name, with the file it is in.
    struct Constant: Sendable {
        var path: String
        var value: ExprSyntax
    }

    private(set) var classes: [String: [TypePart]] = [:]
    private var extensions: [String: [TypePart]] = [:]
    private var constants: [String: [Constant]] = [:]
    /// Enum cases with their raw values (a case without one is its own name), by qualified name.
    private var enumCases: [String: [(path: String, value: String)]] = [:]
    /// The base strings tables, by the folder they serve (the folder holding their `.lproj`).
    let strings: [(folder: String, table: StringsTable)]

    init(strings: [(folder: String, table: StringsTable)]) {
        self.strings = strings
    }

    mutating func add(_ tree: SourceFileSyntax, path: String, converter: SourceLocationConverter) {
        collect(tree.statements.compactMap { $0.item.as(DeclSyntax.self) }, scope: [], path: path, converter: converter)
    }

    private mutating func collect(_ declarations: [DeclSyntax], scope: [String], path: String, converter: SourceLocationConverter) {
        for declaration in declarations {
            if let type = declaration.as(ClassDeclSyntax.self) {
                let name = type.name.text
                if scope.isEmpty {
                    classes[name, default: []].append(TypePart(path: path, converter: converter, members: type.memberBlock.members, isDeclaration: true))
                }
                collect(members(type.memberBlock), scope: scope + [name], path: path, converter: converter)
            } else if let type = declaration.as(ExtensionDeclSyntax.self) {
                let name = type.extendedType.trimmedDescription
                extensions[name, default: []].append(TypePart(path: path, converter: converter, members: type.memberBlock.members, isDeclaration: false))
                collect(members(type.memberBlock), scope: scope + [name], path: path, converter: converter)
            } else if let type = declaration.as(EnumDeclSyntax.self) {
                collect(members(type.memberBlock), scope: scope + [type.name.text], path: path, converter: converter)
            } else if let type = declaration.as(StructDeclSyntax.self) {
                collect(members(type.memberBlock), scope: scope + [type.name.text], path: path, converter: converter)
            } else if let cases = declaration.as(EnumCaseDeclSyntax.self) {
                for element in cases.elements {
                    let value = element.rawValue.flatMap { ExpressionReader.literal($0.value) } ?? element.name.text
                    enumCases[(scope + [element.name.text]).joined(separator: "."), default: []].append((path, value))
                }
            } else if let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) || isStaticGetter(variable) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let value = binding.initializer?.value ?? singleReturn(binding) else { continue }
                    constants[(scope + [name]).joined(separator: "."), default: []].append(Constant(path: path, value: value))
                }
            }
        }
    }

    private func members(_ block: MemberBlockSyntax) -> [DeclSyntax] {
        block.members.map(\.decl)
    }

    /// `static var title: String { NSLocalizedString(…) }`: a getter that is one expression.
    private func isStaticGetter(_ variable: VariableDeclSyntax) -> Bool {
        variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
    }

    private func singleReturn(_ binding: PatternBindingSyntax) -> ExprSyntax? {
        guard case .getter(let items)? = binding.accessorBlock?.accessors, items.count == 1 else { return nil }
        switch items.first?.item {
        case .expr(let expression)?: return expression
        case .stmt(let statement)?: return statement.as(ReturnStmtSyntax.self)?.expression
        default: return nil
        }
    }

    /// The declaration and extensions of class `name` that belong with `declaration`: extensions
    /// nearer to it than to any other declaration of the same name.
    func parts(of name: String, nearest declaration: TypePart) -> [TypePart] {
        let declarations = classes[name] ?? []
        let own = (extensions[name] ?? []).filter { part in
            PathNearness.nearest(declarations, to: part.path) { $0.path }?.path == declaration.path
        }
        return [declaration] + own
    }

    /// The constant with qualified name `name` nearest to `path`.
    func constant(_ name: String, near path: String) -> Constant? {
        PathNearness.nearest(constants[name] ?? [], to: path) { $0.path }
    }

    /// The raw value of the enum case with qualified name `name` nearest to `path`.
    func enumCase(_ name: String, near path: String) -> String? {
        PathNearness.nearest(enumCases[name] ?? [], to: path) { $0.path }?.value
    }

    /// The base strings table nearest to `path` (Base.lproj before en.lproj in one folder).
    func table(near path: String) -> StringsTable? {
        PathNearness.nearest(strings, to: path) { $0.folder + "/" }?.table
    }
}
