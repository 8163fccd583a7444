import SwiftSyntax

/// The views and view controllers a view controller's code makes of classes outside the app's code
/// (a library's pager or text view, left out of an export) and places as its content: a screen shown
/// with no elements names them in its coverage reason, since a11ysim cannot see what they show
/// (docs/code.md, "View controllers the app declares").
///
/// A class counts when a call makes it (`TabBarPagerController()`, `Pager<Page>()`), its name ends in
/// `View` or `Controller`, it is not UIKit's (a `UI` name, or one of ``NotModelledContent/classes``),
/// and what it makes is placed: the call, or the property or local it
/// initializes, is the first argument of one of ``UIKitAPI/contentPlacingMethods`` (`addSubview`,
/// `addChild`…; also through `.view`, `self.`). A helper the code only keeps (an autocomplete controller, a
/// picker it presents later) is not content. The app's own classes placed so are given apart: what
/// they show that is not modelled is the screen's too.
final class OutsideClassFinder: SyntaxVisitor {
    private let isAppType: (String) -> Bool
    /// Candidate classes made, each with the name of the property or local it initializes, if any.
    private var made: [(className: String, holder: String?, call: SyntaxIdentifier)] = []
    /// The names placed (`pager` of `addChild(pager)`, of `view.addSubview(pager.view)`), and the calls placed directly.
    private var placed: Set<String> = []
    private var placedCalls: Set<SyntaxIdentifier> = []

    private init(isAppType: @escaping (String) -> Bool) {
        self.isAppType = isAppType
        super.init(viewMode: .sourceAccurate)
    }

    /// The outside classes `parts`' members make and place (`outside`), and the app's own classes they
    /// make and place (`app`: an embedded child controller, whose content is its own), each once, sorted.
    static func classes(in parts: [DeclarationIndex.TypePart], isAppType: @escaping (String) -> Bool) -> (outside: [String], app: [String]) {
        let finder = OutsideClassFinder(isAppType: isAppType)
        for part in parts { finder.walk(part.members) }
        let placed = Set(finder.made.filter { made in
            finder.placedCalls.contains(made.call) || made.holder.map(finder.placed.contains) == true
        }.map(\.className))
        return (placed.filter { !isAppType($0) }.sorted(), placed.filter(isAppType).sorted())
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        var callee = node.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.isCandidate(name) {
            let holder = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?
                .pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            made.append((name, holder, node.id))
        }
        let method = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let method, UIKitAPI.contentPlacingMethods.contains(method), let argument = node.arguments.first?.expression {
            if let call = argument.as(FunctionCallExprSyntax.self) { placedCalls.insert(call.id) }
            if let name = Self.placedName(argument) { placed.insert(name) }
        }
        return .visitChildren
    }

    /// A name that may be a view or view controller class outside UIKit.
    private static func isCandidate(_ name: String) -> Bool {
        (name.hasSuffix("View") || name.hasSuffix("Controller")) && name.first?.isUppercase == true
            && !name.hasPrefix("UI") && NotModelledContent.classes[name] == nil
    }

    /// The property or local an argument places: `pager`, `self.pager`, `pager.view`, `self.pager.view`.
    /// Walks down `.view` without recursion.
    private static func placedName(_ expression: ExprSyntax) -> String? {
        var expression = expression
        while true {
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            guard let access = expression.as(MemberAccessExprSyntax.self) else { return nil }
            let name = access.declName.baseName.text
            guard let base = access.base, base.as(DeclReferenceExprSyntax.self)?.baseName.text != "self" else { return name }
            guard name == "view" else { return nil }
            expression = base
        }
    }
}
