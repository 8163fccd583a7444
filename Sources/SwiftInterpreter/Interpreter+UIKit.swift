import SwiftSyntax

/// What the UIKit table's rows do to the model's objects: reading and setting their properties,
/// posting notifications, strings through the app's tables.
extension Interpreter {
    /// A property of one of the model's objects: what the code set, another model object, else unknown.
    func uiKitProperty(of object: ObjectRef, _ name: String) -> Value {
        if case .created(_, let id) = object, let snapKit = layout.snapKit[id] { return snapKitMember(id, snapKit, name) ?? .unknown("SnapKit's \(name)") }
        if let value = layoutMember(of: object, name) { return value }
        if let value = state.objectProperties[object]?[name] { return value }
        if let value = madeCellProperty(of: object, name) { return value }
        if let other = UIKitAPI.objectProperty(of: object, name) { return .object(other) }
        if name == "accessibilityTraits" { return .options([], keepsCurrent: true) }
        return .unknown(object == .this ? name : "\(object.name).\(name)")
    }

    /// Sets a property of one of the model's objects: a fact when the table has the property and the
    /// model holds the object, else left alone with the reason.
    func setUIKitProperty(of object: ObjectRef?, _ name: String, _ value: Value) {
        guard let object else {
            leaveAlone("sets \(name) of a value the model does not hold")
            return
        }
        state.objectProperties[object, default: [:]][name] = value
        // A menu element's state or attributes, read when a menu takes it (Interpreter+MenuElements).
        if setMenuElementProperty(of: object, name) { return }
        // An IGListKit adapter's `collectionView` and `dataSource`, kept for the list (Interpreter+IGListKit).
        if setsListAdapterProperty(of: object) { return }
        if setBarItemProperty(of: object, name, value) { return }
        // A text field's input accessory view and a toolbar made in code (Interpreter+FirstResponder).
        if setInputView(of: object, name, value) { return }
        if name == "items", setToolbarItems(of: object, value) { return }
        if setRecognizerProperty(of: object, name) || setGestureRecognizers(of: object, name, value) { return }
        if let reason = UIKitAPI.notModelledProperties[name] {
            leaveAlone("sets \(name) of \(object.name): \(reason)")
            return
        }
        if setElementProperty(of: object, name, value) { return }
        if setLayoutProperty(of: object, name, value) { return }
        if setsFlowLayoutSize(of: object, name) { return }
        if setViewProperty(of: object, name, value) { return }
        if setOutlineAccessory(of: object, name, value) { return }
        if UIKitAPI.visualProperties.contains(name) { return }
        guard let row = UIKitAPI.properties[name] else {
            leaveAlone("sets \(name) of \(object.name), which the UIKit table does not have")
            return
        }
        var target = object.target
        var make: Property = row
        if object == .navigationItem, name == "title" {
            target = .this
            make = .text(CodeProperty.navigationTitle)
        }
        guard let target else {
            leaveAlone("sets \(name) of \(object.name), which the model does not hold (views made in code are not modelled yet)")
            return
        }
        switch make {
        case .text(let property):
            guard let (text, origin) = Self.text(of: value) else {
                if case .created = target {
                    // A view made in code given a value the interpreter cannot read as text: it has
                    // one, unknown (a finding needs evidence that it has none).
                    effect(.set(target, property("⟨\(name)⟩")), unknownOrigin: name)
                    return
                }
                leaveAlone("sets \(name) to nil or to a value that is not text")
                return
            }
            effect(.set(target, property(text)), unknownOrigin: origin)
        case .flag(let property):
            guard let flag = truth(value) else {
                leaveAlone("sets \(name) from a value the interpreter cannot tell (\(value.origin ?? "it differs by path"))")
                return
            }
            if conditional > 0, UIKitAPI.hidingValues[name] == flag {
                leaveAlone("sets \(name) to \(flag) on some paths only; the storyboard's value stays (a finding needs evidence on every path)")
                return
            }
            effect(.set(target, property(flag)))
        case .traits:
            guard let (names, keeps) = Self.traits(of: value) else {
                leaveAlone("sets accessibilityTraits from a value the interpreter cannot tell")
                return
            }
            effect(.set(target, .traits(names, inserted: keeps)))
        case .menu:
            setMenu(of: target, value)
        case .texts(let property):
            guard case .array(let items) = value else {
                leaveAlone("sets \(name) to a value that is not a list the interpreter can tell (\(value.origin ?? "it differs by path"))")
                return
            }
            let texts = items.compactMap(Self.text(of:))
            guard texts.count == items.count else {
                leaveAlone("sets \(name) to a list with an item that is not text")
                return
            }
            effect(.set(target, property(texts.map(\.0))), unknownOrigin: texts.compactMap(\.1).first)
        case .elements:
            setElements(of: target, value)
        case .containerType:
            setContainerType(of: target, value)
        case .set(let property):
            effect(.set(target, property))
        case .font:
            setFont(of: target, name, value)
        case .textFit:
            setTextFit(of: target, name, value)
        case .selectedSegment:
            selectSegment(of: target, value)
        }
    }

    typealias Property = UIKitAPI.Property

    /// A text property's value: the text (unknown parts as `⟨origin⟩`) and the origin of what is unknown.
    static func text(of value: Value) -> (String, String?)? {
        switch value {
        case .text(let text): return text.known.map { ($0, nil) } ?? (text.display, text.display)
        case .unknown(let origin):
            let short = origin.count > 40 ? String(origin.prefix(39)) + "…" : origin
            return ("⟨\(short)⟩", origin)
        case .oneOf(let values):
            // A label set on any path is a label: the first path's text stands for them.
            for option in values { if let found = text(of: option) { return (found.0, found.1 ?? "one of \(values.count) values") } }
            return nil
        case .number, .enumCase: return value.knownText.map { ($0, nil) }
        default: return nil
        }
    }

    /// Trait names, and whether they keep the object's own (`insert`, `union` with the current traits).
    static func traits(of value: Value) -> ([String], Bool)? {
        switch value {
        case .options(let names, let keeps): return (names, keeps)
        case .enumCase(let name, _): return ([name], false)
        case .array(let values):
            var names: [String] = []
            for element in values {
                guard case .enumCase(let name, _) = element else { return nil }
                names.append(name)
            }
            return (names, false)
        default: return nil
        }
    }

    /// `accessibilityTraits.insert(.header)`, `.formUnion([…])`, `.union(…)` on an object's traits.
    func traitsMethod(_ call: Call) -> Value? {
        guard ["insert", "formUnion", "union"].contains(call.name), let base = call.base,
              let (names, keeps) = Self.traits(of: base), let added = call.argument(nil).flatMap(Self.traits(of:)) else { return nil }
        let combined = Value.options(names + added.0, keepsCurrent: keeps)
        guard call.name != "union" else { return combined }
        if let access = call.baseSyntax?.as(MemberAccessExprSyntax.self) {
            assign(ExprSyntax(access), combined)
        } else if let reference = call.baseSyntax?.as(DeclReferenceExprSyntax.self) {
            assign(ExprSyntax(reference), combined)
        }
        return Value.none
    }

    /// `UIAccessibility.post(notification:argument:)`.
    func post(_ call: Call) {
        guard case .enumCase(let name, _)? = call.argument("notification") ?? call.argument(nil),
              let notification = CodeNotification(rawValue: name) else {
            leaveAlone("posts a notification the model does not simulate")
            return
        }
        let argument: CodeArgument
        switch call.argument("argument") ?? call.arguments.dropFirst().first?.value {
        case nil, .none?: argument = .none
        case .object(let object)?:
            guard let target = object.target else {
                leaveAlone("posts \(name) with \(object.name), which the model does not hold")
                return
            }
            argument = .target(target)
        case let value?:
            guard let (text, _) = Self.text(of: value) else {
                leaveAlone("posts \(name) with a value the interpreter cannot tell")
                return
            }
            argument = .text(text)
        }
        effect(.post(notification, argument))
    }

    /// A localized string: the base strings table nearest to the file (`Localizable` only), else the
    /// value given, else the key.
    func localized(_ key: Value, table: Value?, fallback: Value?) -> Value {
        guard let key = key.knownText else { return .unknown("a string localized by an unknown key") }
        if let name = table?.knownText, name != "Localizable" {
            return fallback?.knownText.map { .text(Text(known: $0)) } ?? .unknown("\(name).strings \"\(key)\"")
        }
        if let text = index.table(near: frames.last?.part.path ?? classParts.first?.path ?? "")?.values[key] { return .text(Text(known: text)) }
        return .text(Text(known: fallback?.knownText ?? key))
    }

    /// `String(format:…)`: each `%@`, `%d`, `%ld`, `%f`… replaced by the next argument (its known
    /// text, or an unknown part); with `formatIsFirst`, the format is the first unlabelled argument
    /// (`String.localizedStringWithFormat`) and the values follow it.
    func format(_ format: Value, _ call: Call, formatIsFirst: Bool = false) -> Value {
        guard let pattern = format.knownText else { return .unknown("a formatted string") }
        var values = call.arguments.filter { $0.label == nil }.map(\.value).dropFirst(formatIsFirst ? 1 : 0).map { $0 }
        if case .array(let list)? = call.argument("arguments") { values = list }
        var parts: [Text.Part] = []
        var literal = ""
        var characters = pattern[...]
        var next = 0
        while let character = characters.first {
            characters = characters.dropFirst()
            guard character == "%" else { literal.append(character); continue }
            if characters.first == "%" { literal.append("%"); characters = characters.dropFirst(); continue }
            // Flags, width, precision, length and a positional `1$`, up to the conversion letter.
            var specifier = ""
            while let flag = characters.first, !flag.isLetter && flag != "@" || "lhqLzjt".contains(flag) {
                specifier.append(flag)
                characters = characters.dropFirst()
            }
            guard characters.first != nil else { break }
            characters = characters.dropFirst()
            var position = next
            if let dollar = specifier.firstIndex(of: "$"), let given = Int(specifier[..<dollar]) { position = given - 1 } else { next += 1 }
            parts.append(.known(literal))
            literal = ""
            let value = position < values.count ? values[position] : .unknown("argument \(position + 1)")
            parts += value.asText(origin: "argument \(position + 1)").parts
        }
        parts.append(.known(literal))
        return .text(Text(parts: parts))
    }

    /// SwiftGen's `StoryboardScene.Main.help.instantiate()`: the scene the generated file declares,
    /// else by SwiftGen's naming (the storyboard ID with its first letter lowered).
    func swiftGenScene(_ call: Call) -> Value {
        guard let name = call.baseSyntax.flatMap(SyntaxText.qualifiedName) else { return .unknown("an instantiated controller") }
        let parts = name.split(separator: ".").map(String.init)
        guard parts.count == 3, parts[0] == "StoryboardScene" else {
            leaveAlone("calls instantiate, which the interpreter cannot follow")
            return .unknown("an instantiated controller")
        }
        if let constant = index.constant(name, near: frames.last?.part.path ?? ""),
           let make = SyntaxText.stripped(constant.value).as(FunctionCallExprSyntax.self),
           let identifier = make.arguments.first(where: { $0.label?.text == "identifier" }).flatMap({ SyntaxText.literal($0.expression) }) {
            return .object(.scene(CodeScene(identifier: identifier, storyboard: parts[1])))
        }
        return .object(.scene(CodeScene(identifier: parts[2].prefix(1).uppercased() + parts[2].dropFirst(), storyboard: parts[1])))
    }
}
