/// Outcomes of probes on persistent controls, kept so that other states can reuse them instead of
/// performing the gesture again.
///
/// Rule (a11ysim): a double tap that took state S1 to a different state T1 is taken to lead to T1 from
/// any state S2 where its element's region reads the same and every other region reads as in S1 or is
/// one that the double tap replaced (reads differently in T1). This is how a split view's primary
/// column and a tab bar behave: the detail a row shows, or the tab an item selects, does not depend on
/// the detail or tab shown before. Without it, every state of a split view probes every row of the
/// primary column again (the iPad UICatalog storyboard: 18 rows in each of 24 states). A double tap
/// that left the screen as it was is always performed: its outcome names the state it happened on.
///
/// A three-finger scroll that left the screen as it was is taken to do the same from any state whose
/// region reads the same: whether it speaks a page status depends on its scroll view alone.
///
/// Like telling states apart by what is on screen, this sees only what is on screen: a double tap
/// whose result in another region depends on what that region showed before (a row that pushes onto
/// the other column's navigation stack rather than replacing it) is not performed again from there.
/// Focus landing is checked on the transition that was performed, not on reused ones.
struct ProbeReuse {
    /// A double tap that changed the screen, and where.
    private struct ReusableActivation {
        var outcome: ActivationOutcome
        var from: ScreenRegions
        var replaced: Set<String>
    }

    private var transitions: [String: ReusableActivation] = [:]
    private var scrolls: [String: ScrollOutcome?] = [:]

    /// What double tapping element `index` of state `id` does, when an earlier probe tells.
    func activation(ofElement index: Int, in id: Int, regions: ScreenRegions) -> ActivationOutcome? {
        guard let transition = transitions[regions.identity(ofElement: index)],
              regions.matches(transition.from, outside: transition.replaced) else { return nil }
        var outcome = transition.outcome
        outcome.changedScreen = outcome.targetID != id
        return outcome
    }

    /// Keeps what double tapping element `index` did on a state with `regions`, when it led to a
    /// registered state with `targetRegions`.
    mutating func record(_ outcome: ActivationOutcome, ofElement index: Int, regions: ScreenRegions, targetRegions: ScreenRegions) {
        guard outcome.changedScreen, outcome.targetID != nil else { return }
        transitions[regions.identity(ofElement: index)] = ReusableActivation(
            outcome: outcome, from: regions, replaced: regions.changedRegions(to: targetRegions))
    }

    /// What a three-finger scroll from element `index` did on an earlier state whose region read the
    /// same: `.some(nil)` when nothing handled it, nil when no earlier probe tells.
    func scroll(fromElement index: Int, direction: String, regions: ScreenRegions) -> ScrollOutcome?? {
        guard let known = scrolls[Self.scrollKey(index, direction, regions)] else { return nil }
        return .some(known.map { outcome in
            var outcome = outcome
            outcome.elementIndex = index
            return outcome
        })
    }

    /// Keeps what a three-finger scroll that left the screen as it was did (nil: nothing handled it).
    mutating func record(scroll outcome: ScrollOutcome?, fromElement index: Int, direction: String, regions: ScreenRegions) {
        scrolls[Self.scrollKey(index, direction, regions)] = .some(outcome)
    }

    /// A scroll's key: its element's identity and the direction.
    private static func scrollKey(_ index: Int, _ direction: String, _ regions: ScreenRegions) -> String {
        regions.identity(ofElement: index) + "#" + direction
    }
}
