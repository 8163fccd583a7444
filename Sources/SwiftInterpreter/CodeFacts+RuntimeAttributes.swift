/// A user-defined runtime attribute of an Interface Builder object (`<userDefinedRuntimeAttribute
/// type="string" keyPath="placeholder" value="Tags"/>`): UIKit sets it by key-value coding after the
/// object's `init(coder:)`, once its outlets are connected, and before `awakeFromNib` (docs/code.md,
/// "When code runs").
public struct CodeRuntimeAttribute: Hashable, Sendable, Codable {
    /// The attribute's value as Interface Builder types it.
    public enum Content: Hashable, Sendable, Codable {
        /// A `string` or `localizedString` (the development language's text).
        case text(String)
        case number(Double)
        case boolean(Bool)
        /// `nil`.
        case none
        /// A type the interpreter does not model (`color`, `rect`, `point`, `size`, `range`, `image`):
        /// the property is set to an unknown value.
        case notModelled(type: String)
    }

    public var keyPath: String
    public var content: Content

    public init(keyPath: String, content: Content) {
        self.keyPath = keyPath
        self.content = content
    }
}

/// One object an Interface Builder file makes: the file's path and the object's id there.
public struct CodeInterfaceBuilderObject: Hashable, Sendable, Codable {
    public var file: String
    public var id: String

    public init(file: String, id: String) {
        self.file = file
        self.id = id
    }
}

/// An object of an app's class with user-defined runtime attributes naming the class's properties,
/// as the reader finds it in an Interface Builder file.
public struct CodeAttributedObject: Hashable, Sendable, Codable {
    public var object: CodeInterfaceBuilderObject
    /// The object's `customClass`.
    public var className: String
    /// Its runtime attributes, in the file's order.
    public var attributes: [CodeRuntimeAttribute]

    public init(object: CodeInterfaceBuilderObject, className: String, attributes: [CodeRuntimeAttribute]) {
        self.object = object
        self.className = className
        self.attributes = attributes
    }
}

/// The setup of a class's objects that Interface Builder gives the same runtime attributes naming
/// the class's properties: the whole setup run again with the attributes set at their moment.
public struct CodeAttributedSetup: Hashable, Sendable, Codable {
    /// The objects it is the setup of.
    public var objects: Set<CodeInterfaceBuilderObject>
    /// The attributes that name the class's properties, in the file's order.
    public var attributes: [CodeRuntimeAttribute]
    /// What ``ClassCode/setup`` is for these objects.
    public var setup: [CodeStep]

    public init(objects: Set<CodeInterfaceBuilderObject>, attributes: [CodeRuntimeAttribute], setup: [CodeStep]) {
        self.objects = objects
        self.attributes = attributes
        self.setup = setup
    }
}

extension ClassCode {
    /// The setup of the object `id` of the Interface Builder file `file` when its runtime attributes
    /// name the class's properties; nil when they do not (its setup is ``setup``).
    public func attributedSetup(of object: CodeInterfaceBuilderObject) -> CodeAttributedSetup? {
        attributedSetups.first { $0.objects.contains(object) }
    }
}
