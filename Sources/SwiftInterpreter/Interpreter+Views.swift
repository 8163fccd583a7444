import SwiftSyntax

/// Views built in code: each view the code makes (`UILabel()`, the app's own `HeaderView()`) is an
/// object with an identity and the place it is made; what the code sets on it and where it places it
/// become facts the loader turns into the scene's views (docs/code.md, "Views built in code").
extension Interpreter {
    /// A new view of UIKit's class `uiKitClass`, made by `call` (`UIButton(type: .close)`,
    /// `UIView(frame: CGRect(…))`, `UIStackView(arrangedSubviews: [a, b])`).
    func makeView(_ uiKitClass: String, _ call: Call) -> Value {
        createdCount += 1
        let id = createdCount
        var view = CodeView(id: id, className: uiKitClass, uiKitClass: uiKitClass, location: location(of: call.syntax))
        if uiKitClass == "UIButton" {
            if case .enumCase(let type, _)? = call.argument("type") { view.buttonType = type } else { view.buttonType = "custom" }
        }
        // `UISegmentedControl(items:)`: each item a segment, one the interpreter cannot tell as `⟨origin⟩`.
        if case .array(let items)? = call.argument("items") { view.segments = items.map { Self.text(of: $0)?.0 ?? "⟨an item⟩" } }
        createdViews[id] = view
        let object = ObjectRef.created(uiKitClass, id)
        if let frame = call.argument("frame") { setViewProperty(of: object, "frame", frame) }
        if let image = call.argument("image") { setImage(of: object, image) }
        if let configuration = call.argument("configuration") { setViewProperty(of: object, "configuration", configuration) }
        if let action = call.argument("primaryAction") { addPrimaryAction(action, to: object) }
        if case .array(let arranged)? = call.argument("arrangedSubviews") {
            for subview in arranged { place(subview, in: object, .arranged(at: nil)) }
        }
        return .object(object)
    }

    /// The object for a new instance of the app's own class `typeName` when it is a view (its stored
    /// properties live on the heap instance `instance`); nil for any other type.
    func viewObject(_ typeName: String, instance: Int) -> Value? {
        guard let base = uiKitClass(of: typeName, among: UIKitAPI.viewClasses.union(UIKitAPI.elementClasses)) else { return nil }
        createdCount += 1
        createdViews[createdCount] = CodeView(id: createdCount, className: typeName, uiKitClass: base, location: statementLocation)
        createdInstances[createdCount] = instance
        return .object(.created(typeName, createdCount))
    }

    /// The `init(frame:)` of a view class of the app, which UIKit's `init()` calls.
    func frameInitializer(_ parts: [DeclarationIndex.TypePart]) -> (InitializerDeclSyntax, DeclarationIndex.TypePart)? {
        for part in parts {
            for member in part.members {
                if let candidate = member.decl.as(InitializerDeclSyntax.self),
                   candidate.signature.parameterClause.parameters.first?.firstName.text == "frame" {
                    return (candidate, part)
                }
            }
        }
        return nil
    }

    /// The heap instance holding a value's stored properties: an instance of the app's own type, or a
    /// view of the app's own class made in code.
    func instanceID(of value: Value) -> Int? {
        switch value {
        case .instance(let id): return id
        case .object(.created(_, let view)): return createdInstances[view]
        default: return nil
        }
    }

    /// The UIKit class among `classes` that the app's type `typeName` descends from, following the
    /// superclasses the app declares (each once); nil when it descends from none of them.
    func uiKitClass(of typeName: String, among classes: Set<String>) -> String? {
        var current = typeName
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            guard let inherited = parts(of: current).first(where: \.isDeclaration)?.inherits.first else { return nil }
            let superclass = String(inherited.prefix { $0 != "<" })
            if classes.contains(superclass) { return superclass }
            guard index.declaresType(superclass, near: classParts.first?.path ?? "") else { return nil }
            current = superclass
        }
        return nil
    }

    /// The app's view controller class a value is an instance of (`ComposeViewController()`), else nil.
    func appViewController(_ value: Value) -> String? {
        guard case .instance(let id) = value, let typeName = state.instances[id]?.typeName,
              uiKitClass(of: typeName, among: UIKitAPI.viewControllerClasses) != nil else { return nil }
        return typeName
    }

    // MARK: Properties

    /// Setting a property that places or draws a view made in code (`tableHeaderView`, `image`,
    /// `frame`, a controller's `view` in `loadView`), or any property of an object made in code that is
    /// not a view; false for the others, which the UIKit table handles.
    @discardableResult
    func setViewProperty(of object: ObjectRef, _ name: String, _ value: Value) -> Bool {
        switch name {
        case "tableHeaderView", "tableFooterView":
            guard case .object(.created) = value else { return false }
            place(value, in: object, name == "tableHeaderView" ? .tableHeader : .tableFooter)
            return true
        case "viewControllers" where object == .this:
            return setContainedControllers(value)
        case "view" where object == .this:
            guard case .object(.created) = value else { return false }
            place(value, in: .rootView, .rootView)
            return true
        case "axis" where isCreatedView(object):
            guard case .enumCase(let axis, _) = value, ["horizontal", "vertical"].contains(axis), let target = object.target else {
                leaveAlone("sets the axis of \(object.name) to a value the interpreter cannot tell")
                return true
            }
            effect(.set(target, .axis(axis)))
            return true
        case "configuration" where isCreatedView(object):
            // `UIButton.Configuration`'s title and image are not modelled: the button has a title the
            // interpreter cannot tell, so it is not reported unlabelled. Its title font is
            // (Interpreter+ButtonConfiguration).
            if value != .none, let target = object.target {
                effect(.set(target, .title("⟨configuration⟩")), unknownOrigin: "configuration")
                for fact in configurationFontFacts(value) + configurationInsetFacts(value) { effect(.set(target, fact)) }
            }
            return true
        case "configuration" where value != .none:
            // A storyboard button's configuration set in code: its title font and content insets
            // (Interpreter+ButtonConfiguration); its title stays the file's.
            guard let target = object.target else { return false }
            for fact in configurationFontFacts(value) + configurationInsetFacts(value) { effect(.set(target, fact)) }
            return true
        case "image" where isCreatedView(object):
            setImage(of: object, value)
            return true
        case "frame" where isCreatedView(object):
            if case .tuple(let numbers) = value, numbers.count == 4 {
                let known = numbers.compactMap { if case .number(let number) = $0 { return number } else { return nil } }
                if known.count == 4, let target = object.target {
                    effect(.set(target, .frame(CodeRect(x: known[0], y: known[1], width: known[2], height: known[3]))))
                    return true
                }
            }
            leaveAlone("sets the frame of \(object.name) to a rectangle the interpreter cannot tell")
            return true
        default:
            if case .created(let type, let id) = object, createdViews[id] == nil {
                leaveAlone("sets \(name) of a \(type) made in code, which the model does not hold")
                return true
            }
            return false
        }
    }

    /// An image view's `image` or a button's normal image: the image's name when the code gives it,
    /// else the unknown image with its origin (the view has an image, whose name is not known).
    func setImage(of object: ObjectRef?, _ value: Value) {
        guard let object, isCreatedView(object), let target = object.target else {
            leaveAlone("an image set in code is modelled on views made in code only")
            return
        }
        switch value {
        case .object(.created("UIImage", let image)):
            if let name = createdImages[image] {
                effect(.set(target, .image(name)))
            } else {
                effect(.set(target, .image("⟨an image⟩")), unknownOrigin: "an image")
            }
        case .none:
            break
        default:
            let origin = value.origin ?? "an image"
            effect(.set(target, .image("⟨\(origin)⟩")), unknownOrigin: origin)
        }
    }

    private func isCreatedView(_ object: ObjectRef) -> Bool {
        if case .created(_, let id) = object { return createdViews[id] != nil }
        return false
    }

    // MARK: The view hierarchy

    /// `parent.addSubview(child)` and the like: a fact when `child` is a view made in code and the
    /// model holds `parent`; else left alone, saying why.
    func place(_ child: Value?, in parent: ObjectRef?, _ placement: CodePlacement) {
        guard case .object(.created(_, let id))? = child, let view = createdViews[id] else {
            leaveAlone("moves a view the code did not make (or one the interpreter cannot tell), which is not modelled")
            return
        }
        guard let parent, let target = parent.target else {
            leaveAlone("adds a \(view.className) made in code to a view the model does not hold")
            return
        }
        if case .created(_, let parentID) = parent, createdViews[parentID] == nil {
            leaveAlone("adds a \(view.className) made in code to an object that is not a view")
            return
        }
        effect(.addView(view, to: target, placement))
    }

    /// `insertSubview(_:at:)`, `insertSubview(_:aboveSubview:)`, `insertSubview(_:belowSubview:)`.
    func insert(_ call: Call) {
        let child = call.argument(nil)
        if let at = call.argument("at") {
            place(child, in: call.object, position(at).map(CodePlacement.at) ?? .last)
        } else if case .object(let sibling)? = call.argument("aboveSubview"), let target = sibling.target {
            place(child, in: call.object, .above(target))
        } else if case .object(let sibling)? = call.argument("belowSubview"), let target = sibling.target {
            place(child, in: call.object, .below(target))
        } else {
            place(child, in: call.object, .last)
        }
    }

    /// `view.removeFromSuperview()` of a view made in code or an outlet's.
    func remove(_ object: ObjectRef?) {
        if conditional > 0 {
            // Like hiding: removing on some paths only leaves the view in place (a finding needs
            // evidence on every path).
            leaveAlone("removes a view on some paths only; it stays")
            return
        }
        switch object {
        case .created(_, let id)? where createdViews[id] != nil: effect(.removeView(.created(id)))
        case .outlet(let name)?: effect(.removeView(.outlet(name)))
        default: leaveAlone("removes a view the model does not hold")
        }
    }

    /// A known, non-negative index: a number, or an `Int` enum's raw value (kept as its text).
    func position(_ value: Value) -> Int? {
        if case .text(let text) = value, let known = text.known, let number = Int(known), number >= 0, number < 1_000_000 { return number }
        guard case .number(let number) = value, number >= 0, number < 1_000_000, number == number.rounded() else { return nil }
        return Int(number)
    }
}

/// The app's first screen: `window.rootViewController = …` in the app or scene delegate.
extension Interpreter {
    /// Records the window's root controller when it is one of the app's view controllers made in code
    /// (on its own, inside `UINavigationController(rootViewController:)`, or inside the app's own
    /// navigation controller class made with `rootViewController:`); false for any other value.
    func setRootController(_ value: Value) -> Bool {
        if let container = uiKitContainer(value) {
            effect(.showContainer(container, .root))
            return true
        }
        guard case .instance(let id) = value, let controller = shownController(value) else { return false }
        let wrapped = inNavigation.contains(id) || controller != state.instances[id]?.typeName
        effect(.showController(controller, wrapped ? .rootInNavigation : .root))
        return true
    }

    /// The app's content controller a value shows: the controller itself, the root of the app's own
    /// navigation controller class made with `rootViewController:` (of UIKit's made empty, the first
    /// of the `viewControllers` the code gave it), or the first page of UIKit's page view controller
    /// made in code; nil for anything else.
    func shownController(_ value: Value) -> String? {
        guard case .instance(let id) = value, let typeName = state.instances[id]?.typeName else { return nil }
        if typeName == "UIPageViewController" { return firstPage(of: value) }
        if typeName == "UINavigationController" || uiKitClass(of: typeName, among: ["UINavigationController"]) != nil {
            let fields = state.instances[id]?.fields
            if let root = fields?["rootViewController"] { return appViewController(root) }
            // UIKit's own made empty, then given its stack: its first controller is its root.
            guard case .array(let stack)? = fields?["viewControllers"] else { return nil }
            return stack.first.flatMap(appViewController)
        }
        return appViewController(value)
    }
}
