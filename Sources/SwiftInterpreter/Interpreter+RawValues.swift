import SwiftSyntax

/// `init(rawValue:)` of the app's own enums with raw values (docs/code.md, "The value model"):
/// `Section(rawValue: 1)` of `enum Section: Int { case info, notifications }` is `.notifications`,
/// so a switch on it takes that arm when a table is filled section by section.
extension Interpreter {
    /// The case of enum `typeName` whose raw value is the call's `rawValue:` argument; nil (Swift's
    /// failed initializer) when no case has that raw value; unknown when the argument is unknown or
    /// the enum's raw values are not all known. Nil as a Swift value is `.none`; the function returns
    /// nil (no answer) when this is not the synthesized `init(rawValue:)` of an enum with an Int or
    /// String raw type (the app's own `init(rawValue:)` is run as other initializers are).
    func caseOfRawValue(_ typeName: String, _ arguments: [Argument]) -> Value? {
        guard arguments.count == 1, arguments[0].label == "rawValue",
              initializer(of: typeName, labels: ["rawValue"]) == nil,
              let declaration = parts(of: typeName).first(where: \.isDeclaration)?.members.parent?.parent?.as(EnumDeclSyntax.self),
              let rawType = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return nil }
        let isInteger = DeclarationIndex.integerTypes.contains(rawType)
        guard isInteger || rawType == "String" else { return nil }
        let unknown = Value.unknown("\(typeName)(rawValue: \(arguments[0].syntax?.trimmedDescription ?? "…"))")
        guard let cases = index.enumCases(of: typeName, near: frames.last?.part.path ?? classParts.first?.path ?? "") else { return unknown }
        switch arguments[0].value {
        case .number(let number) where isInteger:
            // An Int enum whose raw values are not all plain literals keeps its names (DeclarationIndex): unknown.
            let raws = cases.map { Int($0.raw) }
            guard !raws.contains(nil) else { return unknown }
            guard let position = raws.firstIndex(where: { $0.map(Double.init) == number }) else { return Value.none }
            return .enumCase(cases[position].name, raw: cases[position].raw)
        case .text(let text) where !isInteger:
            guard let known = text.known else { return unknown }
            return cases.first { $0.raw == known }.map { .enumCase($0.name, raw: $0.raw) } ?? Value.none
        default:
            return unknown
        }
    }
}
