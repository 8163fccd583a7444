import AccessibilityTree

/// Audits subjects: explores every reachable screen and every scene opened as an entry, runs every
/// enabled rule on every screen state, applies the configuration (severities, ignores), and reports
/// which scenes were audited.
@MainActor
public struct Auditor {
    public let options: AuditOptions

    public init(options: AuditOptions = AuditOptions()) {
        self.options = options
    }

    /// The report for `subject`; a subject that cannot be started gets a report with an error.
    public func audit(_ subject: AuditSubject) -> SubjectReport {
        let explorer = Explorer(subject: subject, limits: ExplorationLimits(
            maxStates: options.maxStates, maxVariantsPerScreen: options.maxVariantsPerScreen, maxDepth: options.maxDepth,
            maxGestures: options.maxGestures, reusesProbeOutcomes: options.reusesProbeOutcomes))
        let screens: [ExploredScreen]
        do {
            screens = try explorer.run()
        } catch {
            return SubjectReport(name: subject.name, path: subject.path, error: "\(error)")
        }
        var report = SubjectReport(name: subject.name, path: subject.path, exploration: explorer.summary)
        let scenes = subject.scenes
        if !scenes.isEmpty {
            report.coverage = SceneCoverage(scenes: scenes, audited: explorer.auditedScenes, reasons: explorer.unauditedReasons,
                                            subjectPath: subject.path, withElements: Self.scenesWithElements(screens, scenes: scenes))
        }
        guard let first = screens.first else { return report }
        report.screens = screens.map { screenReport($0, firstScreen: first.shortName) }
        report.findings = findings(on: screens, firstScreen: first.shortName, subjectPath: subject.path)
        return report
    }

    /// The scenes some screen state showed with an element in their view: a scene shown is matched to
    /// the shown controllers of its class (two scenes of one class on one screen count together); one
    /// that no shown controller has the class of (a xib named after its root view) to the whole screen.
    private static func scenesWithElements(_ screens: [ExploredScreen], scenes: [AuditScene]) -> Set<String> {
        let classes = Dictionary(scenes.map { ($0.id, $0.className) }, uniquingKeysWith: { first, _ in first })
        var found: Set<String> = []
        for screen in screens {
            let shown = screen.capture.screen.controllers
            for id in screen.scenes {
                let same = shown.filter { $0.className == classes[id] }
                let filled = same.isEmpty ? !screen.capture.snapshot.elements.isEmpty : same.contains { $0.elements > 0 }
                if filled { found.insert(id) }
            }
        }
        return found
    }

    private func screenReport(_ screen: ExploredScreen, firstScreen: String) -> ScreenReport {
        let shownNames = Dictionary(screen.capture.voiceControl.filter(\.isActionable).compactMap { item in item.primaryName.map { (item.index, $0) } },
                                    uniquingKeysWith: { first, _ in first })
        let elements = screen.capture.snapshot.elements.enumerated().map { index, element in
            ScreenElement(number: index + 1, phrase: element.phrase, identifier: element.identifier, frame: element.frame,
                          voiceControlName: shownNames[index])
        }
        return ScreenReport(id: screen.id, name: screen.name, path: screen.path.pathDescription(startingAt: firstScreen),
                            size: screen.capture.windowSize, elements: elements, location: screen.capture.screen.controllerLocation,
                            bars: screen.capture.screen.bars, controllers: screen.capture.screen.controllers)
    }

    /// Every rule on every screen, deduplicated (a tab bar's problem is reported once, on the first
    /// screen that shows it: an element's finding is keyed by the element and its source line, a
    /// screen's by its source line or name), without the ignored ones, with fingerprints.
    private func findings(on screens: [ExploredScreen], firstScreen: String, subjectPath: String) -> [Finding] {
        var seen: Set<ByteKey> = []
        var result: [Finding] = []
        let rules = options.enabledRules
        for screen in screens {
            for (rule, severity) in rules {
                for hit in rule.check(screen) {
                    // Most hits repeat one already kept (the same element on another state), so the
                    // key is read off the capture before the finding's phrase and path are built.
                    let (element, index, elementLocation) = Self.subject(of: hit, in: screen.capture)
                    let location = hit.location ?? elementLocation ?? screen.capture.screen.controllerLocation
                    let elementKey = element.map { "\($0.className)|\($0.label ?? "")|\($0.identifier ?? "")|\($0.frame)" } ?? ""
                    let place = location?.description ?? (element == nil ? screen.name : "")
                    guard seen.insert(ByteKey([rule.descriptor.id, hit.message, elementKey, place].joined(separator: "\u{1}"))).inserted else { continue }
                    let finding = Finding(ruleID: rule.descriptor.id, severity: severity, message: hit.message, screenID: screen.id,
                                          screen: screen.name, path: (hit.path ?? screen.path).pathDescription(startingAt: firstScreen),
                                          element: element.map { FindingElement($0, index: index) }, location: location)
                    guard !options.configuration.ignores(finding, subjectPath: subjectPath) else { continue }
                    result.append(finding)
                }
            }
        }
        return Fingerprints.assign(result, subjectPath: subjectPath)
    }

    /// The element a hit is about (with its reading-order index, nil when VoiceOver cannot reach it)
    /// and the element's source location; nil for a hit on the screen, or on an element not captured.
    private static func subject(of hit: RuleHit, in capture: ScreenCapture) -> (ElementSnapshot?, Int?, SourceLocation?) {
        switch hit.subject {
        case .element(let index) where capture.snapshot.elements.indices.contains(index):
            return (capture.snapshot.elements[index], index, capture.elements[index].location)
        case .unreachable(let index) where capture.unreachable.indices.contains(index):
            return (capture.unreachable[index].element, nil, capture.unreachable[index].location)
        case .nested(let index) where capture.nested.indices.contains(index):
            return (capture.nested[index].element, nil, capture.nested[index].location)
        case .screen, .element, .unreachable, .nested:
            return (nil, nil, nil)
        }
    }
}

/// Fingerprints that survive unrelated changes: rule, subject, screen and the element's identifier
/// (else label, else class), numbered when several findings share them.
enum Fingerprints {
    static func assign(_ findings: [Finding], subjectPath: String) -> [Finding] {
        var occurrences: [ByteKey: Int] = [:]
        return findings.map { finding in
            var finding = finding
            let element = finding.element.map { $0.identifier ?? $0.label ?? $0.className } ?? ""
            let base = ["v1", finding.ruleID, subjectPath, finding.screen, element].joined(separator: "\u{1}")
            let key = ByteKey(base)
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            finding.fingerprint = StableHash.hex(base + "\u{1}\(occurrence)")
            return finding
        }
    }
}

/// A text hashed and compared by its UTF-8 bytes, as a key of the sets and tables above.
///
/// `String` hashes and compares text that is not ASCII by its canonical form, scalar by scalar, and
/// these keys are long (a finding's whole message) and often carry a label's curly quote or accent.
/// Each key is built the same way from the same values, so equal keys have equal bytes.
private struct ByteKey: Hashable {
    let bytes: [UInt8]

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}
