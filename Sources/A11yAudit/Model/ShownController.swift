import AccessibilityTree

/// A content controller VoiceOver reads on a screen state (the front-most presentation, else the
/// window's root, and the children each shows; not navigation, tab bar or split view controllers),
/// with how many of the screen's elements are in its view: what coverage counts a controller audited
/// by, and what the `no-accessibility-elements` rule checks.
public struct ShownController: Hashable, Codable, Sendable {
    /// The custom class, else the UIKit class.
    public var className: String
    /// The elements of the screen inside its view.
    public var elements: Int
    /// Where the controller is described, when known.
    public var location: SourceLocation?

    public init(className: String, elements: Int, location: SourceLocation? = nil) {
        self.className = className
        self.elements = elements
        self.location = location
    }
}
