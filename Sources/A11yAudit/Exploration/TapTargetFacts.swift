import AccessibilityTree

/// A shown view with a tap gesture recognizer, as VoiceOver presents it: the facts the
/// `tap-gesture-not-accessible` rule judges (docs/audit-rules.md).
public struct TapTargetFacts: Sendable {
    /// The view's class as the app names it.
    public var className: String
    /// Its recognizers' action names (empty text when not known).
    public var actions: [String]
    /// The reading-order index of the element the view is, when VoiceOver reaches it as one.
    public var element: Int?
    /// Whether an ancestor VoiceOver reaches as one element covers the view's centre (its double tap can land on it).
    public var isCoveredByAncestorElement: Bool
    /// Whether the view is a control, a table or collection cell, or a table or collection view, whose
    /// taps UIKit presents itself (a list's through its cells).
    public var isPresentedByUIKit: Bool
    /// Whether it is a controller's root view.
    public var isRootView: Bool
    /// Whether elements VoiceOver reaches lie inside it (a double tap on one may land on the view).
    public var containsElements = false
    public var location: SourceLocation?

    public init(className: String, actions: [String], element: Int?, isCoveredByAncestorElement: Bool,
                isPresentedByUIKit: Bool, isRootView: Bool, location: SourceLocation?) {
        self.className = className
        self.actions = actions
        self.element = element
        self.isCoveredByAncestorElement = isCoveredByAncestorElement
        self.isPresentedByUIKit = isPresentedByUIKit
        self.isRootView = isRootView
        self.location = location
    }
}
