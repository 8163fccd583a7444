/// How much a finding matters; a run fails on findings at or above its failing severity.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    public var description: String { rawValue }
}
