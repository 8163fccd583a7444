import AccessibilityTree

/// A scene of a subject — one of its content controllers (a view, table, collection or page view
/// controller) — that the audit must look at: when exploring from the first screen does not show it,
/// the audit opens it as an entry (``AuditSubject/makeApplication(opening:)``) and explores from there.
public struct AuditScene: Hashable, Sendable {
    /// The controller's id in the input (an Interface Builder id).
    public var id: String
    /// The custom class, else the UIKit class.
    public var className: String
    /// Where the controller is defined.
    public var location: SourceLocation?
    /// How its entry opens, as paths print it: `⟨storyboard ID "Settings"⟩`,
    /// `Master › ⟨app performs segue "showDetail"⟩`.
    public var opening: String
    /// Whether anything in the app leads to it; the scenes nothing leads to are opened first, so that
    /// exploring them reaches the others as the app would.
    public var isLedTo: Bool
    /// Whether it is one of the app's view controllers: a xib whose File's Owner is a view (or has no
    /// class) is audited but not counted as a screen (docs/audit.md, "Coverage of code and empty screens").
    public var isViewController: Bool

    public init(id: String, className: String, location: SourceLocation?, opening: String, isLedTo: Bool = true,
                isViewController: Bool = true) {
        self.id = id
        self.className = className
        self.location = location
        self.opening = opening
        self.isLedTo = isLedTo
        self.isViewController = isViewController
    }
}

/// A segue the app performs from code from a scene on screen: an edge of the exploration graph that
/// no gesture takes.
public struct AuditAppSegue: Hashable, Sendable {
    /// The id of the scene it starts from.
    public var source: String
    public var identifier: String

    public init(source: String, identifier: String) {
        self.source = source
        self.identifier = identifier
    }
}

/// What a subject that knows nothing of scenes answers: no scenes (no coverage is reported), no
/// segues performed from code.
extension AuditSubject {
    public var scenes: [AuditScene] { [] }

    public func makeApplication(opening scene: AuditScene) throws -> Application { try makeApplication() }

    public func scenesOnScreen() -> [String] { [] }

    public func appSegues() -> [AuditAppSegue] { [] }

    public func performAppSegue(_ segue: AuditAppSegue) -> Bool { false }
}
