/// The one table of SnapKit's API the interpreter understands (`view.snp.makeConstraints { make in
/// make.top.equalTo(other.snp.bottom).offset(8) }`). SnapKit is not UIKit, so it is not a row of
/// ``UIKitAPI``; what it makes are UIKit's constraints, recorded like those made with anchors
/// (docs/code.md, "Constraints made in code").
package enum SnapKitAPI {
    /// A row for a call on one of SnapKit's objects.
    package typealias Row = @Sendable (Interpreter, Interpreter.Call, SnapKitObject) -> Value

    /// The attributes of `make.…` and `view.snp.…`: each composite one stands for several.
    static let attributes: [String: [String]] = [
        "top": ["top"], "bottom": ["bottom"], "left": ["left"], "right": ["right"], "leading": ["leading"], "trailing": ["trailing"],
        "width": ["width"], "height": ["height"], "centerX": ["centerX"], "centerY": ["centerY"],
        "firstBaseline": ["firstBaseline"], "lastBaseline": ["lastBaseline"],
        "topMargin": ["topMargin"], "bottomMargin": ["bottomMargin"], "leftMargin": ["leftMargin"], "rightMargin": ["rightMargin"],
        "leadingMargin": ["leadingMargin"], "trailingMargin": ["trailingMargin"],
        "centerXWithinMargins": ["centerXWithinMargins"], "centerYWithinMargins": ["centerYWithinMargins"],
        "edges": ["top", "left", "bottom", "right"], "horizontalEdges": ["left", "right"], "verticalEdges": ["top", "bottom"],
        "directionalEdges": ["top", "leading", "bottom", "trailing"], "directionalHorizontalEdges": ["leading", "trailing"],
        "directionalVerticalEdges": ["top", "bottom"], "size": ["width", "height"], "center": ["centerX", "centerY"],
        "margins": ["topMargin", "leftMargin", "bottomMargin", "rightMargin"],
        "directionalMargins": ["topMargin", "leadingMargin", "bottomMargin", "trailingMargin"],
        "centerWithinMargins": ["centerXWithinMargins", "centerYWithinMargins"],
    ]

    /// SnapKit's named priorities.
    static let priorities: [String: Double] = ["required": 1000, "high": 750, "medium": 500, "low": 250]

    /// Methods on SnapKit's objects, by base name.
    static let methods: [String: Row] = [
        "makeConstraints": { interpreter, call, object in interpreter.snapKitMake(call, object, remake: false) },
        "remakeConstraints": { interpreter, call, object in interpreter.snapKitMake(call, object, remake: true) },
        "updateConstraints": { interpreter, _, _ in
            interpreter.leaveAlone("SnapKit's updateConstraints is not modelled yet: the constraints made before stand")
            return .none
        },
        "removeConstraints": { interpreter, _, object in
            guard case .dsl(let target, _) = object else { return .none }
            for id in interpreter.layout.snapKitConstraints[target] ?? [] { interpreter.setActive(id, false) }
            interpreter.layout.snapKitConstraints[target] = []
            return .none
        },
        "equalTo": { interpreter, call, object in interpreter.snapKitRelate(call, object, "equal", toSuperview: false) },
        "lessThanOrEqualTo": { interpreter, call, object in interpreter.snapKitRelate(call, object, "lessThanOrEqual", toSuperview: false) },
        "greaterThanOrEqualTo": { interpreter, call, object in interpreter.snapKitRelate(call, object, "greaterThanOrEqual", toSuperview: false) },
        "equalToSuperview": { interpreter, call, object in interpreter.snapKitRelate(call, object, "equal", toSuperview: true) },
        "lessThanOrEqualToSuperview": { interpreter, call, object in interpreter.snapKitRelate(call, object, "lessThanOrEqual", toSuperview: true) },
        "greaterThanOrEqualToSuperview": { interpreter, call, object in interpreter.snapKitRelate(call, object, "greaterThanOrEqual", toSuperview: true) },
        "offset": { interpreter, call, object in interpreter.snapKitModify(call, object) { $0.offset = $1.top } },
        "inset": { interpreter, call, object in interpreter.snapKitModify(call, object) { $0.inset = $1 } },
        "multipliedBy": { interpreter, call, object in interpreter.snapKitModify(call, object) { $0.multiplier = $1.top } },
        "dividedBy": { interpreter, call, object in interpreter.snapKitModify(call, object) { $0.multiplier = $1.top == 0 ? 1 : 1 / $1.top } },
        "priority": { interpreter, call, object in interpreter.snapKitPriority(call, object, nil) },
        "priorityRequired": { interpreter, call, object in interpreter.snapKitPriority(call, object, 1000) },
        "priorityHigh": { interpreter, call, object in interpreter.snapKitPriority(call, object, 750) },
        "priorityMedium": { interpreter, call, object in interpreter.snapKitPriority(call, object, 500) },
        "priorityLow": { interpreter, call, object in interpreter.snapKitPriority(call, object, 250) },
        "labeled": { _, call, _ in call.base ?? .none },
    ]
}

/// What one of SnapKit's objects made in code stands for.
package enum SnapKitObject {
    /// `view.snp` (or a layout guide's).
    case dsl(CodeTarget, guide: String?)
    /// `make` in `makeConstraints { make in … }`, for the view made.
    case maker(CodeTarget, guide: String?)
    /// `make.top.leading`: attributes of the maker `maker`'s view, before a relation is given.
    case extendable(maker: Int, attributes: [String])
    /// `other.snp.bottom`, `other.snp.edges`: attributes of another view or guide.
    case item(CodeTarget, guide: String?, attributes: [String])
    /// `make.top.equalTo(…).offset(8)`: one relation, becoming a constraint per attribute.
    case description(SnapKitDescription)
}

/// `make.attributes relation other × multiplier + offset (inset) @ priority`, where it is written.
package struct SnapKitDescription {
    /// What the attributes are related to.
    enum Other {
        case superview
        /// A view or guide, with its attributes (nil: the same as the first's).
        case item(CodeTarget, guide: String?, attributes: [String]?)
        case constant(Double)
        case size(width: Double, height: Double)
    }

    var maker: Int
    var attributes: [String]
    var relation: String
    var other: Other
    var multiplier = 1.0
    var offset = 0.0
    var inset: Insets?
    var priority = 1000.0
    var location: CodeLocation
    /// Whether it was made on some paths only (under a condition the interpreter cannot tell).
    var isConditional = false

    /// `UIEdgeInsets`, or one number on every side (an offset adds the same number to each attribute).
    struct Insets {
        var top, left, bottom, right: Double
    }
}
