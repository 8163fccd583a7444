/// An action in the rotor's Actions setting, like `UIAccessibilityCustomAction`.
@MainActor
public final class AccessibilityCustomAction {
    /// The name VoiceOver speaks, e.g. "Delete".
    public var name: String
    /// Performs the action; returns whether it succeeded.
    public var handler: @MainActor () -> Bool

    public init(name: String, handler: @escaping @MainActor () -> Bool) {
        self.name = name
        self.handler = handler
    }
}

/// A custom rotor setting, like `UIAccessibilityCustomRotor`.
///
/// UIKit asks a search block for the next item; a11ysim's model keeps the items as an ordered list,
/// which is what every search block in practice walks.
@MainActor
public final class AccessibilityCustomRotor {
    /// The name VoiceOver speaks when the rotor is turned to it.
    public var name: String
    /// The elements the rotor moves between, in order.
    public var items: [AccessibilityObject]

    public init(name: String, items: [AccessibilityObject]) {
        self.name = name
        self.items = items
    }
}
