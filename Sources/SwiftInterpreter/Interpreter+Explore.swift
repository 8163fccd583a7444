/// Exploring the arms of a condition not known statically: each arm runs from the same state and
/// what they leave is merged (docs/code.md, "Control flow"). Each arm's writes to the state are
/// undone by the state's journal (``JournaledDictionary``), and only the keys some arm wrote are
/// merged: an unknown condition costs what its arms change, not the size of the state.
extension Interpreter {
    /// What one arm left: its values at the keys it wrote in each of the state's dictionaries, the
    /// state's observers, the frame it ran in, and how it ended.
    private struct ArmEnd {
        var fields: [String: Value?]
        var instances: [Int: Instance?]
        var objectProperties: [ObjectRef: [String: Value]?]
        var observers: [String: [NotificationObserver]]
        var observerOrder: [String]
        var frame: Frame?
        var flow: Flow

        /// Whether the flow goes on after the arm (it neither returned nor threw).
        var isGoing: Bool {
            switch flow {
            case .returned, .threw: return false
            default: return true
            }
        }
    }

    /// Runs each arm from the same state and merges what they leave: a value the arms agree on is
    /// kept, one they disagree on becomes ``Value/oneOf(_:)``. What any arm does to the model is
    /// recorded as done on some paths. The flow goes on unless every arm returned.
    func explore(_ arms: [() -> Flow]) -> Flow {
        // An arm's calls push and pop their own frames: only the frame running the condition changes.
        let startObservers = (state.observers, state.observerOrder)
        let startFrame = frames.last
        let frameCount = frames.count
        var ends: [ArmEnd] = []
        conditional += 1
        for arm in arms {
            (state.observers, state.observerOrder) = startObservers
            if let startFrame { frames[frames.count - 1] = startFrame }
            state.fields.beginArm()
            state.instances.beginArm()
            state.objectProperties.beginArm()
            let flow = arm()
            assert(frames.count == frameCount, "an arm's calls leave the frames as they found them")
            ends.append(ArmEnd(fields: state.fields.undoArm(), instances: state.instances.undoArm(),
                               objectProperties: state.objectProperties.undoArm(), observers: state.observers,
                               observerOrder: state.observerOrder, frame: frames.last, flow: flow))
        }
        conditional -= 1
        let going = ends.filter(\.isGoing)
        // Every arm's early returns, and the values of the arms that returned while others go on.
        var early = ends.flatMap { $0.frame?.earlyReturns ?? [] }
        if !going.isEmpty {
            early += ends.compactMap { end -> Value? in if case .returned(let value) = end.flow { return value }; return nil }
        }
        var seen: Set<Value> = []
        early = early.filter { seen.insert($0).inserted }
        defer { if !frames.isEmpty { frames[frames.count - 1].earlyReturns = early } }
        guard !going.isEmpty else {
            // Every arm left: the state is the first arm's.
            take([ends[0]])
            if case .returned = ends[0].flow {
                let values = ends.compactMap { end -> Value? in if case .returned(let value) = end.flow { return value }; return nil }
                return .returned(merge(values))
            }
            return ends[0].flow
        }
        take(going)
        if going.count < ends.count {
            // Some arms left the function: the rest of it runs on some paths only.
            conditional += 1
            frames[frames.count - 1].conditionalRest += 1
        }
        return .next
    }

    /// Puts in the state and the frame what `ends`' arms left, merged: the first's observers, and
    /// its frame with the others' locals merged in.
    private func take(_ ends: [ArmEnd]) {
        merge(&state.fields, ends.map(\.fields)) { self.merge([$0, $1]) }
        merge(&state.instances, ends.map(\.instances)) { mine, theirs in
            var merged = mine
            merged.fields = self.merge(mine.fields, theirs.fields)
            return merged
        }
        merge(&state.objectProperties, ends.map(\.objectProperties)) { self.merge($0, $1) }
        (state.observers, state.observerOrder) = (ends[0].observers, ends[0].observerOrder)
        guard !frames.isEmpty, let frame = ends[0].frame else { return }
        let last = frames.count - 1
        frames[last] = frame
        for other in ends.dropFirst() {
            guard let theirs = other.frame else { continue }
            for scope in frames[last].scopes.indices where scope < theirs.scopes.count {
                frames[last].scopes[scope] = merge(frames[last].scopes[scope], theirs.scopes[scope])
            }
        }
    }

    /// Merges into `dictionary` (as it was before the arms) the arms' values at each key some arm
    /// wrote, as ``merge(_:_:)`` merges whole dictionaries, the first arm's then each other's: at
    /// a key no arm wrote every arm has the value from before, which merging keeps as it is.
    private func merge<Key, Element>(_ dictionary: inout JournaledDictionary<Key, Element>, _ left: [[Key: Element?]],
                                     _ combine: (Element, Element) -> Element) {
        var seen: Set<Key> = []
        for arm in left {
            for key in arm.keys where seen.insert(key).inserted {
                var result = dictionary.value(key, leftBy: left[0])
                for other in left.dropFirst() {
                    guard let theirs = dictionary.value(key, leftBy: other) else { continue }
                    result = result.map { combine($0, theirs) } ?? theirs
                }
                // Only this key changes: the others' values from before stay to be read.
                dictionary[key] = result
            }
        }
    }

    private func merge(_ mine: [String: Value], _ theirs: [String: Value]) -> [String: Value] {
        var result = mine
        for (key, value) in theirs {
            result[key] = result[key].map { merge([$0, value]) } ?? value
        }
        return result
    }

    func merge(_ values: [Value]) -> Value {
        var distinct: [Value] = []
        for value in values {
            let options: [Value]
            if case .oneOf(let inner) = value { options = inner } else { options = [value] }
            for option in options where !distinct.contains(option) { distinct.append(option) }
        }
        if distinct.count == 1 { return distinct[0] }
        return distinct.count <= 8 ? .oneOf(distinct) : .unknown("one of several values")
    }
}
