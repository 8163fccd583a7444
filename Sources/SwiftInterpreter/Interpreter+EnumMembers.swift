/// Members of a case written without its enum (`.exportZipArchive`, an element of
/// `[[SettingsFields]]`): the computed properties and methods of the app's enum that declares the
/// case, run with the case as `self` (docs/code.md, "The value model"), so
/// `field.localizedUIString` is the string its `switch self` returns.
extension Interpreter {
    /// The computed property `name` of the enum declaring `caseName`, run on `base`; nil when no enum
    /// of the app declares both.
    func enumMember(of base: Value, _ caseName: String, _ name: String) -> Value? {
        guard let typeName = enumType(ofCase: caseName, declaring: name, isMethod: false),
              let found = variable(name, of: typeName), !Self.isStored(found.binding) else { return nil }
        return getter(found.binding, this: base, typeName: found.typeName, part: found.part, name: name)
    }

    /// The app's enum that declares a case `caseName` and a member `name` (a method, or a property):
    /// the one nested in the type being run or one enclosing it first, else the only one; nil when
    /// none, or several and none of them nested there.
    func enumType(ofCase caseName: String, declaring name: String, isMethod: Bool) -> String? {
        let candidates = index.enums(withCase: caseName, near: frames.last?.part.path ?? "").filter { typeName in
            isMethod ? method(name, of: typeName) != nil : variable(name, of: typeName) != nil
        }
        if candidates.count == 1 { return candidates[0] }
        return candidates.first { candidate in nestedType(String(candidate.split(separator: ".").last ?? "")) == candidate }
    }
}
