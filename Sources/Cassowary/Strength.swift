/// How much a constraint matters: required constraints must hold; the others are satisfied as well as
/// their weights allow, a stronger one before a weaker one.
///
/// The named strengths are Cassowary's (Badros, Borning & Stuckey 2001, §2), as weights far enough
/// apart that any number of weaker violations rarely outweighs one stronger one. UIKit's numeric
/// priorities (1–1000) map by ``init(priority:)``: 1000 is required, the others weigh their number,
/// so UILayoutPriority's 250 (`defaultLow`), 750 (`defaultHigh`) and 999 keep their order and ratios.
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The weight of a unit of error in the objective the solver minimises.
    public let weight: Double

    public init(weight: Double) {
        self.weight = weight
    }

    /// A UIKit priority: 1000 (and above) is required; below it, the priority is the weight (at least 1).
    public init(priority: Double) {
        self.weight = priority >= 1000 ? Strength.required.weight : max(1, priority)
    }

    public static let required = Strength(weight: 1_001_001_000)
    public static let strong = Strength(weight: 1_000_000)
    public static let medium = Strength(weight: 1_000)
    public static let weak = Strength(weight: 1)

    public var isRequired: Bool { weight >= Strength.required.weight }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

    public var description: String {
        switch weight {
        case Strength.required.weight...: return "required"
        case Strength.strong.weight: return "strong"
        case Strength.medium.weight: return "medium"
        case Strength.weak.weight: return "weak"
        default: return "priority \(weight.formatted0)"
        }
    }
}

extension Double {
    /// The number without a fractional part when it has none (`250`, `0.5`).
    var formatted0: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
