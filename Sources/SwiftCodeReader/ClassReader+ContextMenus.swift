import SwiftInterpreter
import SwiftSyntax

extension ClassReader {
    /// A note for each context menu delegate method the class declares
    /// (`tableView(_:contextMenuConfigurationForRowAt:point:)`): UIKit calls it on a long press,
    /// which a11ysim does not model, so it never runs; the note says what is not modelled
    /// (docs/voiceover.md, "Menus").
    func contextMenuNotes(_ parts: [DeclarationIndex.TypePart]) -> [CodeNote] {
        var notes: [CodeNote] = []
        for part in parts {
            for member in part.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
                let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
                let selector = "\(function.name.text)(\(labels))"
                guard UIKitAPI.contextMenuDelegateMethods.contains(selector) else { continue }
                let at = part.converter.location(for: function.positionAfterSkippingLeadingTrivia)
                notes.append(CodeNote(location: CodeLocation(file: part.path, line: at.line, column: at.column),
                                      reason: UIKitAPI.contextMenuMethodLeftAlone(selector)))
            }
        }
        return notes
    }
}
