/// The bounds on exploration.
struct ExplorationLimits {
    var maxStates: Int
    var maxVariantsPerScreen: Int
    var maxDepth: Int
    var maxGestures: Int
    var reusesProbeOutcomes: Bool
}
