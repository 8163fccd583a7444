import AccessibilityTree

/// What Interface Builder saved about a view's Auto Layout, for the constraint solver (docs/layout.md).
///
/// Scene files do not carry it: a scene written from a storyboard keeps the frames, not the constraints.
struct ViewLayoutSpec: Hashable, Sendable {
    /// UIKit's `translatesAutoresizingMaskIntoConstraints`: the frame is kept as constraints (YES
    /// unless Interface Builder wrote NO, which it does for every view placed by constraints).
    var translatesAutoresizingMask = true
    /// The constraints the view holds (`<constraints>`), placeholders left out.
    var constraints: [LayoutConstraintSpec] = []
    /// The ids of the view's layout guides: its safe area, a scroll view's content and frame guides, a
    /// controller's top and bottom layout guides (on its root view).
    var guides: [String: LayoutGuideKind] = [:]
    /// Content hugging and compression resistance, per axis (UIKit's defaults: 250 and 750).
    var hugging = AxisPriorities(horizontal: 250, vertical: 250)
    var compressionResistance = AxisPriorities(horizontal: 750, vertical: 750)
    /// `layoutMargins` when Interface Builder saved them (else UIKit's default for the view).
    var layoutMargins: EdgeInsets?
    /// Interface Builder's own verdicts: the saved frame is not where the constraints put the view
    /// (`misplaced`), or the constraints do not decide it (`ambiguous`).
    var misplaced = false
    var ambiguous = false
    /// A stack view's distribution and alignment.
    var stack: StackLayout?
    /// The font of a button's title, a text field's or a text view's text (a point size or a text
    /// style's), for its intrinsic size and Dynamic Type.
    var font: Font?
    /// Whether that font follows the content size category (`adjustsFontForContentSizeCategory` of
    /// the text field, text view or button's `titleLabel`; docs/layout.md, "Dynamic Type").
    var adjustsFontForContentSizeCategory = false
    /// Whether the app's code sets that font or whether it adjusts: its text size is then known only
    /// when the app runs.
    var fontSetInCode = false
    /// A text view's `isScrollEnabled`: one that does not scroll is as large as its text.
    var scrollEnabled = true
    /// A button's `contentEdgeInsets`, around its title and image.
    var contentInsets: EdgeInsets?
    /// A button's `titleEdgeInsets`: they narrow the room for its title without widening the button.
    var titleInsets: EdgeInsets?
    /// Whether a button's title may wrap onto more lines or shrink rather than be cut off: a
    /// `lineBreakMode` of word or character wrapping, a button configuration's title (which wraps
    /// by default), or a `titleLabel` whose `numberOfLines`, `lineBreakMode` or
    /// `adjustsFontSizeToFitWidth` the code or a runtime attribute sets. Its width is then not
    /// judged (docs/layout.md, "Dynamic Type").
    var titleMayWrap = false
    /// The size of the view's image (`<resources>`), for an image view or image button's intrinsic size.
    var imageSize: Size?
    /// An activity indicator of the large style (`whiteLarge`, `large`): 37 pt square, not 20.
    var largeIndicator = false
    /// A button the file types system (`buttonType="system"` or `roundedRect`; a button with no
    /// type is custom), which UIKit gives a minimum size (``IntrinsicContentSize``).
    var isSystemButton = false
    /// The iOS whose control sizes a switch, stepper or segmented control takes: the one of the
    /// Xcode that saved the file (``ControlDesign``).
    var controlDesign = ControlDesign.iOS13
    /// The intrinsic content size Interface Builder got from the view's own class, per axis: the size
    /// it measured by running a designable class (`<designables>`), else the placeholder the designer
    /// gave a custom view (`placeholderIntrinsicWidth`, `placeholderIntrinsicHeight`); nil where
    /// the file says nothing.
    var designedIntrinsicWidth: Double?, designedIntrinsicHeight: Double?
    /// A controller's root view: the heights of the bars Interface Builder simulates above and below
    /// it (`simulatedTopBarMetrics`, `simulatedBottomBarMetrics`; 0 for none), when it says.
    var simulatedTopBar: Double?
    var simulatedBottomBar: Double?
    /// A controller's root view: the controller a show or push segue of the same file pushes it from.
    var pushedBy: String?
}

/// Two priorities, one per axis.
struct AxisPriorities: Hashable, Sendable {
    var horizontal: Double
    var vertical: Double
}

/// A stack view's distribution, alignment and whether it arranges within its layout margins.
struct StackLayout: Hashable, Sendable {
    enum Distribution: String, Hashable, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    enum Alignment: String, Hashable, Sendable {
        case fill, leading, center, trailing, firstBaseline, lastBaseline
    }

    var distribution: Distribution = .fill
    var alignment: Alignment = .fill
    var marginsRelative = false
}

/// The layout guides a constraint can name instead of a view.
enum LayoutGuideKind: String, Hashable, Sendable {
    case safeArea, contentLayoutGuide, frameLayoutGuide, topLayoutGuide, bottomLayoutGuide, layoutMargins
}

/// One `<constraint>`: `first.attribute relation second.attribute × multiplier + constant @ priority`.
struct LayoutConstraintSpec: Hashable, Sendable {
    var id: String?
    /// The ids of the items (views or layout guides); nil for the first means the view holding the
    /// constraint, nil for the second means a constant (a width or height).
    var firstItem: String?
    var firstAttribute: LayoutAttribute
    var relation: Relation = .equal
    var secondItem: String?
    var secondAttribute: LayoutAttribute?
    var multiplier = 1.0
    var constant = 0.0
    /// 1–1000; 1000 is required.
    var priority = 1000.0
    var mark = SourceMark()
    /// Whether the app's code made it (anchors, the visual format, SnapKit: docs/code.md), not
    /// Interface Builder.
    var madeInCode = false
    /// The text style whose `UIFontMetrics` scale the constant (`scaledValue(for:)` in code):
    /// `constant` is its value at the default text size (``ContentSizeLayout`` scales it).
    var constantTextStyle: TextStyle?
    /// Whether Interface Builder installs it in the base size class (`<variation key="default">`
    /// excludes it otherwise), and how it differs in other size classes (``installed(in:)``).
    var installedInBase = true
    var variations: [SizeClassVariation] = []

    enum Relation: String, Hashable, Sendable {
        case equal, lessThanOrEqual, greaterThanOrEqual
    }
}

/// NSLayoutConstraint.Attribute, by the names Interface Builder writes.
enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case baseline, firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// Whether the attribute lies on the horizontal axis.
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins:
            return true
        default:
            return false
        }
    }
}

extension ViewLayoutSpec {
    /// Renames the views and guides its constraints and guides name with `transform`, for a copy of
    /// a cell whose views take ids of their own (``PrototypeCell/renumber(_:)``).
    mutating func mapIDs(_ transform: (String) -> String) {
        for index in constraints.indices {
            constraints[index].firstItem = constraints[index].firstItem.map(transform)
            constraints[index].secondItem = constraints[index].secondItem.map(transform)
        }
        guides = Dictionary(guides.map { (transform($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}
