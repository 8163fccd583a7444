import SwiftInterpreter
import SwiftSyntax

extension ClassReader {
    /// A first responder's input accessory view (docs/voiceover.md, "A first responder's input
    /// accessory view"): when the class's `canBecomeFirstResponder` getter returns true, or returns a
    /// value the app's state decides and `viewDidAppear` calls `becomeFirstResponder()`, its
    /// `inputAccessoryView` getter runs after the
    /// setup, and the view made in code it returns is docked (``CodePlacement/inputAccessoryView``).
    /// Nothing when either is missing: a controller that is not first responder shows no accessory.
    func inputAccessorySteps(_ interpreter: Interpreter, of name: String, inherited: [DeclarationIndex.TypePart],
                             record: (Interpreter.Run) -> Void) -> [CodeStep] {
        let found = getters(["canBecomeFirstResponder", "inputAccessoryView"], in: inherited)
        guard case let (_, accessory, accessoryPart)? = found.first(where: { $0.0 == "inputAccessoryView" }) else { return [] }
        // UIViewController's `canBecomeFirstResponder` is false: without an override, asking fails.
        var canBecome: Value = .bool(false)
        if case let (_, getter, part)? = found.first(where: { $0.0 == "canBecomeFirstResponder" }) {
            let run = interpreter.run(getter, in: part, entry: "canBecomeFirstResponder")
            record(run)
            canBecome = run.returned ?? .unknown("canBecomeFirstResponder")
        }
        var firstResponder = canBecome == .bool(true)
        // One the app's state decides becomes first responder when `viewDidAppear` asks.
        if canBecome != .bool(false), !firstResponder, let appear = interpreter.method("viewDidAppear", of: name), let body = appear.declaration.body {
            firstResponder = Self.becomesFirstResponder(body)
        }
        guard firstResponder else { return [] }
        var run = interpreter.run(accessory, in: accessoryPart, entry: "inputAccessoryView")
        if let value = run.returned {
            let docking = interpreter.dockingInputAccessoryView(value, entry: "inputAccessoryView", at: accessory, in: accessoryPart)
            run.steps += docking.steps
            run.notes += docking.notes
        }
        record(run)
        return run.steps
    }

    /// Whether `body` calls `becomeFirstResponder()` on the object itself (`becomeFirstResponder()`,
    /// `self.becomeFirstResponder()`), outside any closure.
    static func becomesFirstResponder(_ body: CodeBlockSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let callee = node.calledExpression
                if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text == "becomeFirstResponder" { found = true }
                if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "becomeFirstResponder",
                   member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { found = true }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.found
    }
}
