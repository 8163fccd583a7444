/// Where Swift finds a member of a type: its own declaration and extensions, its superclasses the
/// app declares, then the app's extensions of the UIKit classes above them (`extension
/// UIViewController { func setUpNavigationBar() }`) and of the protocols they conform to, with the
/// protocols those inherit (`extension Configurable where Self: UIViewController`), as docs/code.md
/// ("When code runs") states.
extension Interpreter {
    typealias MemberPart = (typeName: String, part: DeclarationIndex.TypePart, isAbove: Bool)

    /// The parts a member of `typeName` is looked up in, in Swift's order, each with the type it runs
    /// as: a superclass's own part runs as that superclass (`super` reaches the next), an extension of
    /// a UIKit class or protocol as `typeName` itself (its `self` and `Self` are the object's), and
    /// `isAbove` for those, whose methods are taken only with the call's exact labels (an app's
    /// `extension UIViewController { func show(error:) }` is not UIKit's `show(_:sender:)`).
    func memberParts(of typeName: String) -> [MemberPart] {
        if let found = memberPartsFound[typeName] { return found }
        var result: [MemberPart] = []
        var chain: [String] = []
        var type: String? = typeName
        while let current = type, !chain.contains(current) {
            chain.append(current)
            result += parts(of: current).map { (current, $0, false) }
            type = superclass(of: current)
        }
        // The UIKit classes above the chain: the last app class's superclass and UIKit's above it;
        // a UIKit type asked for itself has its extensions in `parts(of:)` already.
        let last = chain.last ?? typeName
        var uiKit = index.declaresType(last)
            ? parts(of: last).first(where: \.isDeclaration)?.inherits.first.map(DeclarationIndex.withoutGenericArguments)
            : UIKitAPI.uiKitSuperclasses[last]
        var ancestors = Set(chain)
        // Whether the classes above are known to their root: a library's class (GitHawk's
        // `MessageViewController`) hides which UIKit classes it descends from.
        var ancestryKnown = uiKit == nil
        while let current = uiKit, index.inheritedProtocols(of: current) == nil, ancestors.insert(current).inserted {
            result += index.extensionParts(of: current).map { (typeName, $0, true) }
            uiKit = UIKitAPI.uiKitSuperclasses[current]
            ancestryKnown = ancestryKnown || uiKit != nil || current == "UIResponder"
        }
        var protocols: [String] = []
        var pending = result.flatMap(\.part.inherits)
        while let next = pending.first {
            pending.removeFirst()
            guard let inherited = index.inheritedProtocols(of: next), !protocols.contains(next) else { continue }
            protocols.append(next)
            pending += inherited
        }
        ancestors.formUnion(protocols)
        for name in protocols {
            result += index.extensionParts(of: name).filter { applies($0, to: ancestors, ancestryKnown: ancestryKnown) }.map { (typeName, $0, true) }
        }
        memberPartsFound[typeName] = result
        return result
    }

    /// Whether an extension's `where Self: X` clauses hold for a type with `ancestors` (its classes
    /// and protocols): each X is one of them, or a type the interpreter cannot place (not the app's,
    /// not in UIKit's table; any UIKit class when the type descends from a library's class), which
    /// the compiler accepted.
    private func applies(_ part: DeclarationIndex.TypePart, to ancestors: Set<String>, ancestryKnown: Bool) -> Bool {
        part.selfConstraints.allSatisfy { constraint in
            let isUIKit = UIKitAPI.uiKitSuperclasses[constraint] != nil || UIKitAPI.uiKitSuperclasses.values.contains(constraint)
            return ancestors.contains(constraint) || !index.declaresType(constraint) && index.inheritedProtocols(of: constraint) == nil
                && (!isUIKit || !ancestryKnown)
        }
    }

    /// A method of the app's extensions of UIKit's views called on one of the model's views that is
    /// not of an app class, with exactly these argument labels: a view made in code by its class
    /// (`UIButton`, then `UIControl`, `UIView`), an outlet or the root view, whose class the
    /// interpreter does not know, by the extension of `UIView` first, then of each view class of
    /// the table (`extension UIButton { func applyStyle() }`); the controller's navigation item by the
    /// extension of `UINavigationItem`. Nil for any other object.
    func extensionMethod(of object: ObjectRef, _ name: String, labels: [String?]) -> FunctionRef? {
        switch object {
        case .created(let uiKitClass, _):
            return method(name, of: uiKitClass, labels: labels)
        case .outlet, .rootView, .cellOutlet, .cell:
            for typeName in ["UIView"] + UIKitAPI.viewClasses.sorted().filter({ $0 != "UIView" }) {
                if let found = method(name, of: typeName, labels: labels) { return found }
            }
            return nil
        case .navigationItem:
            // The app's own `extension UINavigationItem` (a `configure(title:subtitle:)` that sets `titleView`).
            return method(name, of: "UINavigationItem", labels: labels)
        default:
            return nil
        }
    }
}
