import AccessibilityTree
import VoiceCursor

/// Explores every screen state a VoiceOver user reaches from the first screen: a breadth-first
/// graph of states, deduplicated by ``ScreenKey``, in which every actionable element is double
/// tapped, every scrolling area scrolled, every adjustable element adjusted and escape tried.
///
/// A state is reached by replaying its gesture path on a fresh application (focus by reading-order
/// index, then the gesture), so exploration is deterministic. A gesture that leaves the screen exactly
/// as it was keeps the live application for the next gesture instead of replaying; so does one whose
/// push, presentation or tab selection ``Undo`` takes back to exactly the screen it left, and one whose
/// change of a value the opposite gesture takes back. The next state is reached from the kept
/// application when it shows a state on the way there, or when it can be taken back up its way down
/// (its ``LiveSession/trail``) to such a state. A probe of a persistent control (a split view's
/// primary column, a tab bar) reuses what the same probe did on an earlier state when ``ProbeReuse``'s
/// rule allows.
///
/// Then every scene of the subject that no state shows is opened as an entry, the way the app most
/// plausibly shows it (``AuditSubject/makeApplication(opening:)``), and exploration goes on from it;
/// states are deduplicated across all entries. The segues the app performs from code are edges too.
/// The bounds apply beyond the entries: every entry is registered whatever they say.
@MainActor
final class Explorer {
    private let subject: AuditSubject
    private let limits: ExplorationLimits
    private let inspector: ScreenInspector
    private(set) var screens: [ExploredScreen] = []
    /// Each state's parent: the state its path's last gesture was performed on (nil for the first).
    private var parents: [Int?] = []
    private(set) var summary = ExplorationSummary()
    private var plans: [ProbePlan] = []
    private var reuse = ProbeReuse()
    private var statesByKey: [String: Int] = [:]
    private var variantsByScreen: [String: Int] = [:]
    private var cursor: (session: LiveSession, stateID: Int, exactKey: String)?
    /// The gesture that takes back the last probe's change of a value (switch toggled, slider moved)
    /// on the cursor's session: tried before replaying (see ``session(at:)``).
    private var inverse: (session: LiveSession, stateID: Int, step: ExplorationStep)?
    private var announcements: [(record: AnnouncementRecord, stateID: Int)] = []
    /// The scenes some state shows.
    private(set) var auditedScenes: Set<String> = []
    /// Why each scene whose entry was opened is still not shown by any state.
    private(set) var unauditedReasons: [String: String] = [:]
    /// The scenes opened as entries, by id.
    private var entries: [String: AuditScene] = [:]

    init(subject: AuditSubject, limits: ExplorationLimits) {
        self.subject = subject
        self.limits = limits
        inspector = ScreenInspector(subject: subject)
    }

    /// Explores from the first screen; throws when the subject cannot make an application.
    func run() throws -> [ExploredScreen] {
        let first = try LiveSession(subject: subject)
        guard register(first, path: [], parent: nil, isEntry: true) != nil else { return [] }
        cursor = (first, 0, screens[0].exactKey)
        var next = 0
        func exploreQueued() {
            while next < screens.count {
                probe(next)
                next += 1
            }
        }
        exploreQueued()
        // The scenes nothing leads to first: exploring from them reaches the others as the app would.
        let scenes = subject.scenes
        for scene in scenes.filter({ !$0.isLedTo }) + scenes.filter(\.isLedTo) where !auditedScenes.contains(scene.id) {
            open(scene)
            exploreQueued()
        }
        for (record, stateID) in announcements { screens[stateID].announcements.append(record) }
        summary.states = screens.count
        return screens
    }

    // MARK: States

    /// The state `session` shows (with its structural and exact keys, when the caller has taken them):
    /// a known one, or a new one captured now, reached from `parent` by `path`'s last gesture; nil
    /// when a bound stops it.
    /// An entry (the first screen, a scene opened on its own) is registered whatever the bounds say.
    private func register(_ session: LiveSession, path: [ExplorationStep], parent: Int?,
                          keys: (structural: String, exact: String)? = nil, isEntry: Bool = false) -> Int? {
        let snapshot = session.voiceOver.tree.snapshot
        let key = keys?.structural ?? ScreenKey.structural(snapshot)
        if let known = statesByKey[key] { return known }
        if path.count > limits.maxDepth, !isEntry {
            truncate("the bound of \(limits.maxDepth) gestures from the first screen was reached")
            return nil
        }
        let screenName = ScreenKey.screenName(snapshot)
        if screens.count >= limits.maxStates, !isEntry {
            truncate("the bound of \(limits.maxStates) screen states (--max-states) was reached")
            return nil
        }
        if variantsByScreen[screenName, default: 0] >= limits.maxVariantsPerScreen, !isEntry {
            truncate("the bound of \(limits.maxVariantsPerScreen) states of one screen was reached on \(snapshot.screen.pathDescription)")
            return nil
        }
        guard let (capture, found) = inspector.capture(session) else { return nil }
        var plan = found
        plan.appSegues = subject.appSegues()
        let id = screens.count
        var screen = ExploredScreen(id: id, path: path, capture: capture, structuralKey: key,
                                    exactKey: keys?.exact ?? ScreenKey.exact(snapshot))
        screen.scenes = subject.scenesOnScreen()
        auditedScenes.formUnion(screen.scenes)
        screens.append(screen)
        plans.append(plan)
        parents.append(parent)
        statesByKey[key] = id
        variantsByScreen[screenName, default: 0] += 1
        return id
    }

    /// Opens `scene` as an entry on a fresh application and registers the state it shows; records why
    /// when that state does not show the scene.
    private func open(_ scene: AuditScene) {
        let step = ExplorationStep(action: .open(scene: scene.id, opening: scene.opening), elementIndex: nil, elementName: nil)
        entries[scene.id] = scene
        cursor = nil
        inverse = nil
        let session: LiveSession
        do {
            session = try LiveSession(subject: subject, opening: scene)
        } catch {
            unauditedReasons[scene.id] = "its entry \(scene.opening) could not be opened: \(error)"
            return
        }
        summary.replays += 1
        let keys = ScreenKey.keys(session.voiceOver.tree.snapshot)
        let known = statesByKey[keys.0]
        guard let id = register(session, path: [step], parent: nil, keys: keys, isEntry: true) else {
            unauditedReasons[scene.id] = "its entry \(scene.opening) shows a screen that could not be captured"
            return
        }
        cursor = (session, id, keys.1)
        if !screens[id].scenes.contains(scene.id) {
            let shown = known == nil ? "shows \(screens[id].name) without it" : "shows \(screens[id].name), already explored, without it"
            unauditedReasons[scene.id] = "its entry \(scene.opening) \(shown)"
        }
    }

    private func truncate(_ reason: String) {
        if summary.truncation == nil { summary.truncation = reason }
    }

    private func warn(_ message: String) {
        if !summary.warnings.contains(message) { summary.warnings.append(message) }
    }

    // MARK: Reaching a state

    /// A live session showing state `id`: the kept one when it is there exactly, else the kept one once
    /// a value change is taken back (``takeBack(at:)``) or carried forward to it (``resume(toward:)``),
    /// else a replay on a fresh application.
    private func session(at id: Int) -> LiveSession? {
        let state = screens[id]
        if let cursor, cursor.stateID == id, cursor.exactKey == state.exactKey { return cursor.session }
        if let restored = takeBack(at: id) { return restored }
        if let resumed = resume(toward: id) { return resumed }
        if let rewound = rewind(toward: id) { return rewound }
        cursor = nil
        guard summary.gestures < limits.maxGestures else {
            truncate("the bound of \(limits.maxGestures) gestures was reached")
            return nil
        }
        let session: LiveSession
        let entry = state.path.first.flatMap(entryScene)
        do {
            session = try LiveSession(subject: subject, opening: entry)
        } catch {
            warn("replaying failed: \(error)")
            return nil
        }
        summary.replays += 1
        for (step, from) in zip(state.path.dropFirst(entry == nil ? 0 : 1), ancestors(of: id)) {
            guard advance(session, from: from, by: step) else {
                warn("the path \(state.path.pathDescription(startingAt: screens[0].shortName)) did not replay the same way (at \(step))")
                return nil
            }
        }
        let tree = session.voiceOver.tree.snapshot
        guard ScreenKey.structural(tree) == state.structuralKey else {
            warn("the path \(state.path.pathDescription(startingAt: screens[0].shortName)) did not lead to the same screen when replayed")
            return nil
        }
        cursor = (session, id, ScreenKey.exact(tree))
        return session
    }

    /// The scene a path's first step opens as an entry; nil for a gesture on the first screen.
    private func entryScene(of step: ExplorationStep) -> AuditScene? {
        guard case .open(let id, _) = step.action else { return nil }
        return entries[id]
    }

    /// The kept session on state `id` after performing ``inverse`` (toggling the switch back,
    /// decrementing what was incremented), when that shows state `id` exactly again; nil otherwise.
    private func takeBack(at id: Int) -> LiveSession? {
        guard let pending = inverse, let kept = cursor, pending.session === kept.session, pending.stateID == id, kept.stateID == id else { return nil }
        inverse = nil
        summary.gestures += 1
        guard kept.session.perform(pending.step) != nil else { return nil }
        return arrived(kept.session, at: id)
    }

    /// The kept session carried forward to state `id`, when it shows exactly the state a prefix of
    /// `id`'s path reaches: the rest of the path is performed on it instead of replaying the whole path
    /// on a fresh application (breadth first, the next state is often a child of the one the last
    /// probe went back to). Nil, with the cursor dropped, when there is no such session or it does not
    /// arrive exactly as state `id` was captured; the caller then replays.
    private func resume(toward id: Int) -> LiveSession? {
        guard let kept = cursor else { return nil }
        let from = screens[kept.stateID]
        let path = screens[id].path
        guard kept.exactKey == from.exactKey, from.path.count < path.count, path.starts(with: from.path),
              !from.path.isEmpty || entryScene(of: path[0]) == nil else { return nil }
        cursor = nil
        for (step, from) in zip(path[from.path.count...], ancestors(of: id)[from.path.count...]) {
            guard advance(kept.session, from: from, by: step) else { return nil }
        }
        return arrived(kept.session, at: id)
    }

    /// The kept session taken back up its ``LiveSession/trail`` to the deepest state it passed on the
    /// way to state `id`, then carried forward to `id`: after probing a state, the next one is often
    /// its sibling, or the same state with a value the probe changed, and popping or dismissing as the
    /// app would is cheaper than replaying on a fresh application. Nil, with the cursor dropped, when
    /// the trail holds no such state or the way back does not arrive exactly where it went down.
    private func rewind(toward id: Int) -> LiveSession? {
        let onTheWay = Set(ancestors(of: id) + [id])
        guard let kept = cursor, let window = kept.session.window,
              let stop = kept.session.trail.lastIndex(where: { onTheWay.contains($0.stateID) }) else { return nil }
        cursor = nil
        let session = kept.session
        let ancestor = session.trail[stop].stateID
        while session.trail.count > stop {
            guard session.trail.removeLast().undo.perform(in: window) else { return nil }
            session.voiceOver.waitForSpeech()
        }
        guard arrived(session, at: ancestor) != nil else { return nil }
        return ancestor == id ? session : resume(toward: id)
    }

    /// Performs `step` on `session`, which shows state `from`, and remembers on its trail how to come
    /// back; false when the step's element is not where the path says.
    private func advance(_ session: LiveSession, from: Int, by step: ExplorationStep) -> Bool {
        let undo = session.window.map(Undo.init)
        summary.gestures += 1
        guard session.perform(step) != nil else { return false }
        if let undo { session.trail.append((from, undo)) } else { session.trail.removeAll() }
        return true
    }

    /// The states on the way to `id`, from the first one to `id`'s parent: the state each gesture of
    /// its path is performed on.
    private func ancestors(of id: Int) -> [Int] {
        var chain: [Int] = []
        var state = parents[id]
        while let current = state {
            chain.append(current)
            state = parents[current]
        }
        return chain.reversed()
    }

    /// `session`, kept as the cursor on state `id`, when it shows that state exactly as it was
    /// captured; nil otherwise.
    private func arrived(_ session: LiveSession, at id: Int) -> LiveSession? {
        guard ScreenKey.exact(session.voiceOver.tree.snapshot) == screens[id].exactKey else { return nil }
        cursor = (session, id, screens[id].exactKey)
        return session
    }

    // MARK: Probing

    /// What one probe gesture did.
    private struct Attempt {
        /// The gesture's result; nil for a segue the app performed.
        var result: GestureResult?
        /// Everything logged from the focus through the speech that followed.
        var events: [VoiceOverEvent]
        var changedScreen: Bool
        var targetID: Int?
        var afterKey: String
        var afterExactKey: String
        var leavesPresentation: Bool
        var goesBack: Bool
    }

    private func probe(_ id: Int) {
        let plan = plans[id]
        let elements = screens[id].capture.snapshot.elements
        var canonical = [Int](repeating: 0, count: elements.count)
        for (position, index) in ScreenKey.canonicalOrder(elements).enumerated() { canonical[index] = position }
        func step(_ action: ExplorationStep.Probe, _ index: Int) -> ExplorationStep {
            ExplorationStep(action: action, elementIndex: canonical[index], elementName: ExplorationStep.name(of: elements[index]))
        }
        for index in plan.activations {
            if limits.reusesProbeOutcomes, let regions = plan.regions, let known = reuse.activation(ofElement: index, in: id, regions: regions) {
                screens[id].probes.activations[index] = known
                summary.reused += 1
                continue
            }
            if limits.reusesProbeOutcomes, let first = plan.rowKinds.firstRow(ofKindOf: index), let known = screens[id].probes.activations[first] {
                screens[id].probes.activations[index] = known
                summary.reused += 1
                continue
            }
            let step = step(.activate, index)
            guard let attempt = attempt(step, from: id) else { continue }
            let signature = attempt.afterKey + "|" + attempt.afterExactKey + "|" + (attempt.result?.actions ?? []).joined(separator: ";")
            let outcome = ActivationOutcome(
                targetID: attempt.targetID, changedScreen: attempt.changedScreen, signature: signature,
                leavesPresentation: attempt.leavesPresentation, goesBack: attempt.goesBack)
            screens[id].probes.activations[index] = outcome
            if let regions = plan.regions, let target = attempt.targetID, let targetRegions = plans[target].regions {
                reuse.record(outcome, ofElement: index, regions: regions, targetRegions: targetRegions)
            }
        }
        for segue in plan.appSegues {
            _ = attempt(ExplorationStep(action: .appSegue(source: segue.source, identifier: segue.identifier), elementIndex: nil, elementName: nil), from: id)
        }
        for scroll in plan.scrolls {
            let direction = scroll.direction.rawValue
            if limits.reusesProbeOutcomes, let regions = plan.regions, let known = reuse.scroll(fromElement: scroll.index, direction: direction, regions: regions) {
                if let known { screens[id].probes.scrolls.append(known) }
                summary.reused += 1
                continue
            }
            guard let attempt = attempt(step(.scroll(scroll.direction), scroll.index), from: id) else { continue }
            let outcome = attempt.result?.handler.isHandled == true ? scrollOutcome(attempt, elementIndex: scroll.index, direction: direction) : nil
            if let outcome { screens[id].probes.scrolls.append(outcome) }
            if !attempt.changedScreen, let regions = plan.regions {
                reuse.record(scroll: outcome, fromElement: scroll.index, direction: direction, regions: regions)
            }
        }
        for index in plan.adjustables {
            screens[id].probes.adjustments[index] = adjusts([step(.increment, index), step(.decrement, index)], from: id)
        }
        if plan.escape {
            let escape = elements.isEmpty ? ExplorationStep(action: .escape, elementIndex: nil, elementName: nil) : step(.escape, 0)
            if let attempt = attempt(escape, from: id) {
                screens[id].probes.escape = EscapeOutcome(changedScreen: attempt.changedScreen,
                                                          leavesPresentation: attempt.leavesPresentation,
                                                          handler: attempt.result?.handler.description ?? "")
            }
        }
    }

    /// What a handled three-finger scroll did: who handled it and whether a page status was spoken.
    private func scrollOutcome(_ attempt: Attempt, elementIndex: Int, direction: String) -> ScrollOutcome {
        var byApp = false
        if case .responder? = attempt.result?.handler { byApp = true }
        let spoke = attempt.events.contains { event in
            if case .notification(.pageScrolled, _) = event.kind { return true }
            if case .speech(_, .pageStatus) = event.kind { return true }
            return false
        }
        return ScrollOutcome(elementIndex: elementIndex, direction: direction, handledByApp: byApp,
                             spokePageStatus: spoke, handler: attempt.result?.handler.description ?? "")
    }

    /// Whether the increment step, or else the decrement step, changes its element's value on state `id`;
    /// nil when it cannot tell, as when the app's own override read from its Swift handled a step:
    /// what that code changes while the app runs is not simulated (docs/code.md), so an unchanged
    /// value is no evidence that it changes nothing.
    private func adjusts(_ steps: [ExplorationStep], from id: Int) -> Bool? {
        var handledByAppCode = false
        for step in steps {
            guard let live = session(at: id), let index = step.elementIndex,
                  let (_, object) = live.element(atCanonical: index) else { return nil }
            let before = object.accessibilityValue
            guard let attempt = attempt(step, from: id) else { return nil }
            if attempt.changedScreen || object.accessibilityValue != before { return true }
            if attempt.result?.handler.responder?.summary != nil { handledByAppCode = true }
        }
        return handledByAppCode ? nil : false
    }

    /// Performs `step` on a session at state `id`: registers where it leads, checks where focus lands,
    /// records announcements, and keeps the session as the cursor for the state it shows.
    private func attempt(_ step: ExplorationStep, from id: Int) -> Attempt? {
        guard let live = session(at: id) else { return nil }
        cursor = nil
        inverse = nil
        let inverseStep = Self.inverse(of: step, in: live)
        let depthBefore = live.presentationDepth
        let undo = live.window.map(Undo.init)
        let navigation = live.frontNavigationController
        let stackBefore = navigation?.viewControllers.count ?? 0
        let barHiddenBefore = navigation?.isNavigationBarHidden ?? false
        summary.gestures += 1
        let before = step.action == .activate ? live.voiceOver.tree.snapshot : nil
        guard let performed = live.perform(step) else {
            warn("state \(id + 1): \(step) found a different element than the one captured")
            return nil
        }
        let path = screens[id].path + [step]
        let snapshot = live.voiceOver.tree.snapshot
        let depth = live.presentationDepth
        let (key, exact) = ScreenKey.keys(snapshot)
        let changed = key != screens[id].structuralKey
        let target = changed ? register(live, path: path, parent: id, keys: (key, exact)) : id
        if let target {
            if let (problem, focused) = FocusLandingCheck.problem(in: live, events: performed.events) {
                screens[target].landings.append(FocusLanding(path: path, problem: problem, focusedIndex: focused))
            }
            cursor = (live, target, exact)
            if let before, exact != screens[id].exactKey {
                let count = screens[target].capture.snapshot.elements.count
                for (index, text) in SilentStatusCheck.silentTexts(before: before, after: snapshot, events: performed.events) {
                    screens[target].silentStatus.append(SilentStatus(path: path, text: text, elementIndex: index < count ? index : nil))
                }
            }
        }
        record(performed.events, path: path, stateID: target ?? id)
        var goesBack = false
        if let navigation {
            goesBack = navigation.viewControllers.count < stackBefore || (barHiddenBefore && !navigation.isNavigationBarHidden)
        }
        if !changed, exact != screens[id].exactKey, let inverseStep {
            inverse = (live, id, inverseStep)
        }
        if changed, let undo, let window = live.window, undo.perform(in: window) {
            live.voiceOver.waitForSpeech()
            let restored = ScreenKey.exact(live.voiceOver.tree.snapshot)
            cursor = restored == screens[id].exactKey ? (live, id, restored) : nil
        }
        if changed, let kept = cursor, kept.stateID != id {
            // Left where the trail leads, unless it went back up it (escape, a back button).
            if let back = live.trail.lastIndex(where: { $0.stateID == kept.stateID }) {
                live.trail.removeSubrange(back...)
            } else {
                live.trail.removeAll()
            }
        }
        return Attempt(result: performed.result, events: performed.events, changedScreen: changed, targetID: target, afterKey: key, afterExactKey: exact,
                       leavesPresentation: depth < depthBefore, goesBack: goesBack)
    }

    /// The gesture that takes back `step`'s change of its element's value, when there is an obvious
    /// one: increment and decrement undo each other, and double tapping a switch again toggles it back.
    private static func inverse(of step: ExplorationStep, in live: LiveSession) -> ExplorationStep? {
        // No name check: an unlabelled element is named by its phrase, which the change itself altered;
        // the screen kept its structure, so the element is still at the same place in canonical order.
        switch step.action {
        case .increment: return ExplorationStep(action: .decrement, elementIndex: step.elementIndex, elementName: nil)
        case .decrement: return ExplorationStep(action: .increment, elementIndex: step.elementIndex, elementName: nil)
        case .activate:
            guard let index = step.elementIndex, let (element, _) = live.element(atCanonical: index),
                  element.traits.contains(.switchButton) else { return nil }
            return ExplorationStep(action: .activate, elementIndex: index, elementName: nil)
        case .escape, .scroll, .appSegue, .open: return nil
        }
    }

    /// Counts announcementDidFinish events by announcement, finished or interrupted.
    private func record(_ events: [VoiceOverEvent], path: [ExplorationStep], stateID: Int) {
        for event in events {
            guard case .announcementFinished(let text, let successful) = event.kind else { continue }
            let index = announcements.firstIndex { $0.record.text == text } ?? {
                announcements.append((AnnouncementRecord(text: text, finished: 0, interrupted: 0, path: path), stateID))
                return announcements.count - 1
            }()
            if successful { announcements[index].record.finished += 1 } else { announcements[index].record.interrupted += 1 }
        }
    }
}
