import SwiftSyntax

/// The program the interpreter runs: everything pass one of a read collects from the parsed files —
/// the types (classes, structs, enums) and extensions, free functions, the string constants declared
/// once (`static let title = NSLocalizedString(…)` in a `UserText`-style type), SwiftGen's segue
/// enums and scenes, and the base strings tables.
package struct DeclarationIndex: Sendable {
    /// A type's declaration or an extension, with the file it is in.
    ///
    /// A class, never changed once made: the interpreter holds a part in every frame, closure, function
    /// and variable it finds, and a struct of this many references was copied, field by field, at each
    /// (docs/performance.md, "Whole apps with their code").
    package final class TypePart: Sendable {
        package let path: String
        package let converter: SourceLocationConverter
        package let members: MemberBlockItemListSyntax
        package let isDeclaration: Bool
        /// The names of its inheritance clause (a class's superclass comes first).
        package let inherits: [String]
        /// Where the declaration's name is.
        package let location: CodeLocation
        /// Its functions and variables by name, made once from `members`.
        package let named: MemberNames
        /// The classes and protocols an extension's `where Self: X` clause requires (`UIViewController`).
        package let selfConstraints: [String]

        package init(path: String, converter: SourceLocationConverter, members: MemberBlockItemListSyntax, isDeclaration: Bool,
                     inherits: [String] = [], location: CodeLocation, selfConstraints: [String] = []) {
            self.path = path
            self.converter = converter
            self.members = members
            self.isDeclaration = isDeclaration
            self.inherits = inherits
            self.location = location
            self.selfConstraints = selfConstraints
            named = MemberNames(members)
        }
    }

    /// An expression declared under a qualified name, with the file it is in.
    package struct Constant: Sendable {
        package var path: String
        package var value: ExprSyntax
    }

    /// A free function, with the file it is in.
    package struct Function: Sendable {
        package var path: String
        package var converter: SourceLocationConverter
        package var declaration: FunctionDeclSyntax

        /// Where the function's name is.
        package var location: CodeLocation {
            let place = declaration.name.startLocation(converter: converter)
            return CodeLocation(file: path, line: place.line, column: place.column)
        }
    }

    /// Top-level class declarations, by name.
    package private(set) var classes: [String: [TypePart]] = [:]
    /// Every class, struct and enum declaration, by qualified name (`Outer.Inner`).
    private var types: [String: [TypePart]] = [:]
    private var extensions: [String: [TypePart]] = [:]
    private var functions: [String: [Function]] = [:]
    private var constants: [String: [Constant]] = [:]
    /// The protocols the app declares, by name, with the protocols each inherits.
    private var protocols: [String: [String]] = [:]
    /// Enum cases with their raw values (a case without one is its own name), by qualified name.
    private var enumCases: [String: [(path: String, value: String)]] = [:]
    /// The enums declaring each case, by the case's own name: where a member of a bare case
    /// (`.exportZipArchive`, its enum not written) is looked up.
    private var enumsWithCase: [String: [(path: String, type: String)]] = [:]
    /// The base strings tables, by the folder they serve (the folder holding their `.lproj`).
    let strings: [(folder: String, table: StringsTable)]
    /// The closures the code gives another object's property, by the property's name
    /// (`DeclarationIndex+ClosureAssignments.swift`).
    package private(set) var closureAssignments: [String: [ClosureAssignment]] = [:]
    /// The files declaring an app delegate, each app's mark (``AppBoundaries``).
    private var appDelegateFiles: [String] = []
    /// The files declaring a scene delegate (a class adopting `UIWindowSceneDelegate`).
    private var sceneDelegateFiles: [String] = []
    /// Where each app of a folder of apps ends: names resolve within the app first (``findApps()``).
    package private(set) var apps = AppBoundaries()
    /// The files added, in order.
    private var files: [String] = []
    /// The root of the app holding each file added (``AppBoundaries/root(of:)``), found once by
    /// ``findApps()``: finding it again at each lookup of a name was a fiftieth of a whole-apps audit
    /// (docs/performance.md, "Whole apps with their code").
    private var fileRoots: [String: String?] = [:]

    package init(strings: [(folder: String, table: StringsTable)]) {
        self.strings = strings
    }

    package mutating func add(_ tree: SourceFileSyntax, path: String, converter: SourceLocationConverter) {
        files.append(path)
        let declarations = tree.statements.compactMap { $0.item.as(DeclSyntax.self) }
        for function in declarations.compactMap({ $0.as(FunctionDeclSyntax.self) }) {
            functions[function.name.text, default: []].append(Function(path: path, converter: converter, declaration: function))
        }
        collect(declarations, scope: [], path: path, converter: converter)
        let finder = ClosureAssignmentFinder(path: path)
        finder.walk(tree)
        for (name, assignment) in finder.found { closureAssignments[name, default: []].append(assignment) }
    }

    /// Finds the apps of the folder from the app delegates the files added declare; called once all
    /// are added (until then every name is visible from every file).
    package mutating func findApps() {
        apps = AppBoundaries(delegateFiles: appDelegateFiles)
        fileRoots = [:]
        for file in files where fileRoots[file] == nil { fileRoots[file] = .some(apps.root(of: file)) }
    }

    /// The files declaring an app delegate and those declaring a scene delegate, each sorted.
    package var delegateFiles: (app: [String], scene: [String]) {
        (Array(Set(appDelegateFiles)).sorted(), Array(Set(sceneDelegateFiles)).sorted())
    }

    /// Whether the top level of `tree` declares an app delegate, and a scene delegate, by the rules
    /// the index applies (input discovery asks before the folder's code is read).
    package static func declaresDelegates(_ tree: SourceFileSyntax) -> (app: Bool, scene: Bool) {
        let classes = tree.statements.compactMap { $0.item.as(DeclSyntax.self)?.as(ClassDeclSyntax.self) }
        return (classes.contains(where: isAppDelegate), classes.contains(where: isSceneDelegate))
    }

    /// `candidates` visible from `path`: its own app's first (``AppBoundaries/visible(_:from:path:)``).
    func visible<T>(_ candidates: [T], from path: String, path of: (T) -> String) -> [T] {
        apps.visible(candidates, from: path, path: of) { fileRoots[$0] ?? apps.root(of: $0) }
    }

    private mutating func collect(_ declarations: [DeclSyntax], scope: [String], path: String, converter: SourceLocationConverter) {
        for declaration in declarations {
            if let type = declaration.as(ClassDeclSyntax.self) {
                let name = type.name.text
                let part = TypePart(path: path, converter: converter, members: type.memberBlock.members, isDeclaration: true,
                                    inherits: Self.inherited(type.inheritanceClause), location: Self.location(of: type.name, path, converter))
                if scope.isEmpty { classes[name, default: []].append(part) }
                if scope.isEmpty, Self.isAppDelegate(type) { appDelegateFiles.append(path) }
                if scope.isEmpty, Self.isSceneDelegate(type) { sceneDelegateFiles.append(path) }
                types[(scope + [name]).joined(separator: "."), default: []].append(part)
                collect(members(type.memberBlock), scope: scope + [name], path: path, converter: converter)
            } else if let type = declaration.as(ExtensionDeclSyntax.self) {
                let name = type.extendedType.trimmedDescription
                extensions[name, default: []].append(TypePart(path: path, converter: converter, members: type.memberBlock.members, isDeclaration: false,
                                                              inherits: Self.inherited(type.inheritanceClause),
                                                              location: Self.location(of: type.extendedType, path, converter),
                                                              selfConstraints: Self.selfConstraints(type.genericWhereClause)))
                collect(members(type.memberBlock), scope: scope + [name], path: path, converter: converter)
            } else if let type = declaration.as(EnumDeclSyntax.self) {
                types[(scope + [type.name.text]).joined(separator: "."), default: []].append(
                    TypePart(path: path, converter: converter, members: type.memberBlock.members, isDeclaration: true,
                             location: Self.location(of: type.name, path, converter)))
                collect(members(type.memberBlock), scope: scope + [type.name.text], path: path, converter: converter)
                // An `Int` enum's cases count from 0 (or from the number before them), not their names.
                for (name, raw) in Self.integerRawValues(type) ?? [] {
                    let key = (scope + [type.name.text, name]).joined(separator: ".")
                    if let last = enumCases[key]?.indices.last { enumCases[key]?[last].value = raw }
                }
            } else if let type = declaration.as(StructDeclSyntax.self) {
                types[(scope + [type.name.text]).joined(separator: "."), default: []].append(
                    TypePart(path: path, converter: converter, members: type.memberBlock.members, isDeclaration: true,
                             inherits: Self.inherited(type.inheritanceClause), location: Self.location(of: type.name, path, converter)))
                collect(members(type.memberBlock), scope: scope + [type.name.text], path: path, converter: converter)
            } else if let type = declaration.as(ProtocolDeclSyntax.self), scope.isEmpty {
                protocols[type.name.text, default: []] += Self.inherited(type.inheritanceClause)
            } else if let cases = declaration.as(EnumCaseDeclSyntax.self) {
                for element in cases.elements {
                    let value = element.rawValue.flatMap { SyntaxText.literal($0.value) } ?? element.name.text
                    enumCases[(scope + [element.name.text]).joined(separator: "."), default: []].append((path, value))
                    enumsWithCase[element.name.text, default: []].append((path, scope.joined(separator: ".")))
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

    private static func location(of node: some SyntaxProtocol, _ path: String, _ converter: SourceLocationConverter) -> CodeLocation {
        let place = node.startLocation(converter: converter)
        return CodeLocation(file: path, line: place.line, column: place.column)
    }

    /// A class adopting `UIApplicationDelegate`, or marked `@main` or `@UIApplicationMain`.
    private static func isAppDelegate(_ type: ClassDeclSyntax) -> Bool {
        inherited(type.inheritanceClause).contains("UIApplicationDelegate")
            || type.attributes.contains { ["main", "UIApplicationMain"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedDescription) }
    }

    private static func isSceneDelegate(_ type: ClassDeclSyntax) -> Bool {
        inherited(type.inheritanceClause).contains("UIWindowSceneDelegate")
    }

    /// The raw values of an enum whose raw type is one of Swift's integer types, as Swift gives them:
    /// each case's integer literal, else one more than the case before (the first 0). Nil for any other
    /// enum, or one whose raw values are not all plain integer literals (`-1`, an expression).
    private static func integerRawValues(_ type: EnumDeclSyntax) -> [(String, String)]? {
        guard let raw = inherited(type.inheritanceClause).first, integerTypes.contains(raw) else { return nil }
        var values: [(String, String)] = []
        var next = 0
        for member in type.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in cases.elements {
                if let given = element.rawValue {
                    guard let literal = given.value.as(IntegerLiteralExprSyntax.self),
                          let number = Int(literal.literal.text.filter { $0 != "_" }) else { return nil }
                    next = number
                }
                values.append((element.name.text, String(next)))
                // A last case at Int.max has no successor; hostile code only.
                guard next < Int.max else { return values }
                next += 1
            }
        }
        return values
    }

    /// Swift's integer types, an enum's raw type that counts its cases.
    static let integerTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    private static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }

    /// `where Self: UIViewController, Self: Themed`: the types `Self` must be or conform to.
    private static func selfConstraints(_ clause: GenericWhereClauseSyntax?) -> [String] {
        clause?.requirements.compactMap { requirement in
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                  conformance.leftType.trimmedDescription == "Self" else { return nil }
            return conformance.rightType.trimmedDescription
        } ?? []
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

    /// Each declaration of class `name`, in order, with the extensions that belong with it: those
    /// nearer to it than to any other declaration of the same name. The declarations are indexed by
    /// folder (``PathNearness/Index``), so a folder of many apps that each declare and extend one name
    /// costs about one lookup per extension, not declarations × extensions (docs/performance.md, "Limits").
    package func partsOfEachDeclaration(of name: String) -> [[TypePart]] {
        let declarations = classes[name] ?? []
        let byDeclaration = extensionsByDeclaration(of: name, among: declarations)
        return declarations.map { declaration in [declaration] + (byDeclaration[declaration.path] ?? []) }
    }

    /// The extensions of `name`, by the path of the declaration among `declarations` nearest to each.
    private func extensionsByDeclaration(of name: String, among declarations: [TypePart]) -> [String: [TypePart]] {
        let index = PathNearness.Index(declarations) { $0.path }
        var byDeclaration: [String: [TypePart]] = [:]
        for part in extensions[name] ?? [] {
            // An extension belongs to a declaration of its own app (one of another app is not its type).
            let nearest = apps.roots.isEmpty ? index.nearest(to: part.path)
                : PathNearness.nearest(visible(declarations, from: part.path) { $0.path }, to: part.path) { $0.path }
            if let nearest { byDeclaration[nearest.path, default: []].append(part) }
        }
        return byDeclaration
    }

    private func parts(of name: String, nearest declaration: TypePart, among declarations: [TypePart]) -> [TypePart] {
        [declaration] + (extensionsByDeclaration(of: name, among: declarations)[declaration.path] ?? [])
    }

    /// The declaration of type `name` nearest to `path` with its extensions; empty when the app
    /// declares no such type but extends it (`extension String`), the extensions alone.
    package func typeParts(_ name: String, near path: String) -> [TypePart] {
        if let declaration = PathNearness.nearest(visible(types[name] ?? [], from: path) { $0.path }, to: path, path: { $0.path }) {
            return parts(of: name, nearest: declaration, among: types[name] ?? [])
        }
        return visible(extensions[name] ?? [], from: path) { $0.path }
    }

    /// The protocols protocol `name` inherits, when the app declares it; nil for any other name.
    package func inheritedProtocols(of name: String) -> [String]? {
        protocols[name]
    }

    /// The app's classes and structs (of the app holding `path`) that adopt the protocol `name` in their
    /// declaration or in an extension, sorted: a property declared with the protocol holds one of them.
    package func typesAdopting(_ name: String, near path: String) -> [String] {
        var adopting: Set<String> = []
        for (type, parts) in types where parts.contains(where: { $0.inherits.contains(name) }) && !visible(parts, from: path, path: \.path).isEmpty {
            adopting.insert(type)
        }
        for (type, parts) in extensions where types[type] != nil && !visible(parts.filter { $0.inherits.contains(name) }, from: path, path: \.path).isEmpty {
            adopting.insert(type)
        }
        return adopting.sorted()
    }

    /// The app's extensions of `name` (a protocol's, or a UIKit class's), without any declaration.
    package func extensionParts(of name: String) -> [TypePart] {
        extensions[name] ?? []
    }

    /// Whether the app declares a type of this qualified name.
    package func declaresType(_ name: String) -> Bool {
        types[name] != nil
    }

    /// Whether the app holding `path` declares a type of this qualified name (another app's does not count).
    package func declaresType(_ name: String, near path: String) -> Bool {
        !visible(types[name] ?? [], from: path) { $0.path }.isEmpty
    }

    /// The free function `name` nearest to `path`.
    package func function(_ name: String, near path: String) -> Function? {
        PathNearness.nearest(visible(functions[name] ?? [], from: path) { $0.path }, to: path) { $0.path }
    }

    /// The constant with qualified name `name` nearest to `path`.
    package func constant(_ name: String, near path: String) -> Constant? {
        PathNearness.nearest(visible(constants[name] ?? [], from: path) { $0.path }, to: path) { $0.path }
    }

    /// The raw value of the enum case with qualified name `name` nearest to `path`.
    package func enumCase(_ name: String, near path: String) -> String? {
        PathNearness.nearest(visible(enumCases[name] ?? [], from: path) { $0.path }, to: path) { $0.path }?.value
    }

    /// The qualified names of the enums that declare a case named `caseName`, visible from `path`.
    package func enums(withCase caseName: String, near path: String) -> [String] {
        var names: [String] = []
        for found in visible(enumsWithCase[caseName] ?? [], from: path, path: \.path) where !names.contains(found.type) { names.append(found.type) }
        return names
    }

    /// The cases of the enum `name` nearest to `path`, in the order declared, with their raw values (a
    /// case without one is its own name): what `allCases` of a `CaseIterable` enum gives. Nil when the
    /// app declares no such enum, or a case has associated values.
    package func enumCases(of name: String, near path: String) -> [(name: String, raw: String)]? {
        guard let part = PathNearness.nearest(visible(types[name] ?? [], from: path) { $0.path }, to: path, path: { $0.path }) else { return nil }
        var cases: [(name: String, raw: String)] = []
        for member in part.members {
            guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in declaration.elements {
                guard element.parameterClause == nil else { return nil }
                let raw = enumCase("\(name).\(element.name.text)", near: part.path)
                cases.append((element.name.text, raw ?? element.name.text))
            }
        }
        return cases.isEmpty ? nil : cases
    }

    /// The base strings table nearest to `path` (Base.lproj before en.lproj in one folder).
    package func table(near path: String) -> StringsTable? {
        PathNearness.nearest(strings, to: path) { $0.folder + "/" }?.table
    }

    /// Every view controller class the app declares (a class descending, through classes of the
    /// app, from one of ``UIKitAPI/viewControllerClasses``), one per declaration, in file and line
    /// order.
    package func viewControllers() -> [DeclaredViewController] {
        var found: [DeclaredViewController] = []
        for (name, declarations) in classes {
            for declaration in declarations {
                guard let base = uiKitController(above: declaration, named: name) else { continue }
                var controller = DeclaredViewController(name: name, location: declaration.location, uiKitClass: base,
                                                        superclass: declaration.inherits.first.map(Self.withoutGenericArguments))
                controller.notModelledContent = notModelledContent(of: declaration, named: name)
                found.append(controller)
            }
        }
        return found.sorted { ($0.location.file, $0.location.line, $0.name) < ($1.location.file, $1.location.line, $1.name) }
    }

    /// The names of the classes the app declares that descend from one of UIKit's views (a cell, a
    /// control, the app's `AvatarView`): a xib whose File's Owner is one is a view, not a screen
    /// (docs/code.md, "View controllers the app declares").
    package func viewClassNames() -> Set<String> {
        var names: Set<String> = []
        for (name, declarations) in classes where declarations.contains(where: { uiKitController(above: $0, named: name, among: UIKitAPI.uiKitViewClasses) != nil }) {
            names.insert(name)
        }
        return names
    }

    /// The UIKit class among `uiKitClasses` (view controllers unless told) `declaration` descends
    /// from, following the superclasses the app declares (nearest to it) until a UIKit one; nil for a
    /// class that descends from none. The walk stops at a class seen before, so a cycle in hostile code ends.
    private func uiKitController(above declaration: TypePart, named name: String, among uiKitClasses: Set<String> = UIKitAPI.viewControllerClasses) -> String? {
        var current = declaration
        var seen: Set<String> = [name]
        while let superclass = current.inherits.first.map(Self.withoutGenericArguments) {
            if uiKitClasses.contains(superclass) { return superclass }
            let declared = visible(classes[superclass] ?? [], from: current.path) { $0.path }
            guard seen.insert(superclass).inserted,
                  let next = PathNearness.nearest(declared, to: current.path, path: { $0.path }) else { return nil }
            current = next
        }
        return nil
    }

    /// `UIHostingController<RootView>` → `UIHostingController`.
    package static func withoutGenericArguments(_ type: String) -> String {
        String(type.prefix { $0 != "<" }.filter { $0 != " " })
    }
}
