/// One edge, centre or dimension of a view or of one of its layout guides, as code names it
/// (`label.topAnchor`, `view.safeAreaLayoutGuide.bottomAnchor`, SnapKit's `make.top`).
public struct CodeAnchor: Hashable, Sendable, Codable {
    /// The view.
    public var target: CodeTarget
    /// The layout guide of the view, when the anchor is a guide's: `safeArea`, `layoutMargins`,
    /// `topLayoutGuide`, `bottomLayoutGuide` (the names `LayoutGuideKind` uses).
    public var guide: String?
    /// The attribute by Interface Builder's name: `top`, `leading`, `width`, `centerX`, `topMargin`…
    public var attribute: String
    /// Whether the anchor is of the superview of `target` (SnapKit's `equalToSuperview()`, the
    /// visual format's `|`): which view that is, the placing facts say.
    public var ofSuperview = false

    public init(target: CodeTarget, guide: String? = nil, attribute: String, ofSuperview: Bool = false) {
        self.target = target
        self.guide = guide
        self.attribute = attribute
        self.ofSuperview = ofSuperview
    }
}

/// A constraint made in code, active or not: `first relation second × multiplier + constant @ priority`
/// (docs/code.md, "Constraints made in code").
public struct CodeConstraint: Hashable, Sendable, Codable {
    /// The order the code made it in: a later fact about the same constraint (its priority set after
    /// it was activated, `isActive = false`) replaces the earlier.
    public var id: Int
    public var first: CodeAnchor
    /// `equal`, `lessThanOrEqual`, `greaterThanOrEqual`.
    public var relation: String
    /// Nil for a constant width or height (`constraint(equalToConstant: 44)`).
    public var second: CodeAnchor?
    public var multiplier: Double
    public var constant: Double
    /// 1–1000; 1000 is required.
    public var priority: Double
    public var isActive: Bool
    /// The text style (its Swift name, `body`) whose `UIFontMetrics` scaled the constant
    /// (`scaledValue(for:)`): `constant` is its value at the default text size, and it grows with
    /// the user's text size as the style does.
    public var constantTextStyle: String?

    public init(id: Int, first: CodeAnchor, relation: String, second: CodeAnchor?, multiplier: Double = 1, constant: Double = 0,
                priority: Double = 1000, isActive: Bool = false) {
        self.id = id
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.isActive = isActive
    }
}
