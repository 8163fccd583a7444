import AccessibilityTree

/// A view controller class the app declares in Swift (docs/code.md, "View controllers the app
/// declares"), as the audit's coverage counts it next to the scenes of Interface Builder.
public struct CodeController: Hashable, Codable, Sendable {
    /// How coverage counts a declared class.
    public enum Kind: String, Hashable, Codable, Sendable {
        /// A screen: a subclass of `UIViewController`, `UITableViewController`,
        /// `UICollectionViewController` or `UIPageViewController`.
        case screen
        /// A `UIHostingController` subclass: its content is SwiftUI, which a11ysim does not model.
        case swiftUIHost
        /// A container or system controller (navigation, tab bar, split view, search, alert,
        /// pickers), or a base class the app only subclasses and never makes: not a screen of its
        /// own, not counted.
        case other
    }

    public var className: String
    /// The UIKit controller class it descends from.
    public var uiKitClass: String
    /// The line that declares it.
    public var location: SourceLocation
    public var kind: Kind
    /// What its code shows that a11ysim does not model (`a web view (WKWebView)`), named in the
    /// reason when it is shown with no elements.
    public var notModelledContent: [String] = []

    /// Read from the code on every run, so not part of a report read back.
    private enum CodingKeys: String, CodingKey { case className, uiKitClass, location, kind }

    public init(className: String, uiKitClass: String, location: SourceLocation, kind: Kind, notModelledContent: [String] = []) {
        self.className = className
        self.uiKitClass = uiKitClass
        self.location = location
        self.kind = kind
        self.notModelledContent = notModelledContent
    }
}
