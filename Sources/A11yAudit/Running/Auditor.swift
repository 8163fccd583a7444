import AccessibilityTree

/// Audits subjects: explores every reachable screen, runs every enabled rule on every screen state,
/// and applies the configuration (severities, ignores).
@MainActor
public struct Auditor {
    public let options: AuditOptions

    public init(options: AuditOptions = AuditOptions()) {
        self.options = options
    }

    /// The report for `subject`; a subject that cannot be started gets a report with an error.
    public func audit(_ subject: AuditSubject) -> SubjectReport {
        let explorer = Explorer(subject: subject, limits: Explorer.Limits(
            maxStates: options.maxStates, maxVariantsPerScreen: options.maxVariantsPerScreen, maxDepth: options.maxDepth,
            maxGestures: options.maxGestures, reusesProbeOutcomes: options.reusesProbeOutcomes))
        let screens: [ExploredScreen]
        do {
            screens = try explorer.run()
        } catch {
            return SubjectReport(name: subject.name, path: subject.path, error: "\(subject.path): \(error)")
        }
        var report = SubjectReport(name: subject.name, path: subject.path, exploration: explorer.summary)
        guard let first = screens.first else { return report }
        report.screens = screens.map { screenReport($0, firstScreen: first.shortName) }
        report.findings = findings(on: screens, firstScreen: first.shortName, subjectPath: subject.path)
        return report
    }

    private func screenReport(_ screen: ExploredScreen, firstScreen: String) -> ScreenReport {
        let elements = screen.capture.snapshot.elements.enumerated().map { index, element in
            ScreenElement(number: index + 1, phrase: element.phrase, identifier: element.identifier, frame: element.frame)
        }
        return ScreenReport(id: screen.id, name: screen.name, path: screen.path.pathDescription(startingAt: firstScreen),
                            size: screen.capture.windowSize, elements: elements, location: screen.capture.screen.controllerLocation)
    }

    /// Every rule on every screen, deduplicated (a tab bar's problem is reported once, on the first
    /// screen that shows it: an element's finding is keyed by the element and its source line, a
    /// screen's by its source line or name), without the ignored ones, with fingerprints.
    private func findings(on screens: [ExploredScreen], firstScreen: String, subjectPath: String) -> [Finding] {
        var seen: Set<String> = []
        var result: [Finding] = []
        let rules = options.enabledRules
        for screen in screens {
            for (rule, severity) in rules {
                for hit in rule.check(screen) {
                    let finding = makeFinding(hit, rule: rule.descriptor.id, severity: severity, screen: screen, firstScreen: firstScreen)
                    let element = finding.element.map { "\($0.className)|\($0.label ?? "")|\($0.identifier ?? "")|\($0.frame)" } ?? ""
                    let place = finding.location?.description ?? (finding.element == nil ? finding.screen : "")
                    guard seen.insert([finding.ruleID, finding.message, element, place].joined(separator: "\u{1}")).inserted,
                          !options.configuration.ignores(finding, subjectPath: subjectPath) else { continue }
                    result.append(finding)
                }
            }
        }
        return Fingerprints.assign(result, subjectPath: subjectPath)
    }

    private func makeFinding(_ hit: RuleHit, rule: String, severity: Severity, screen: ExploredScreen, firstScreen: String) -> Finding {
        let capture = screen.capture
        var element: FindingElement?
        var location: SourceLocation?
        switch hit.subject {
        case .screen:
            break
        case .element(let index) where capture.snapshot.elements.indices.contains(index):
            element = FindingElement(capture.snapshot.elements[index], index: index)
            location = capture.elements[index].location
        case .unreachable(let index) where capture.unreachable.indices.contains(index):
            element = FindingElement(capture.unreachable[index].element, index: nil)
            location = capture.unreachable[index].location
        case .element, .unreachable:
            break
        }
        let path = (hit.path ?? screen.path).pathDescription(startingAt: firstScreen)
        return Finding(ruleID: rule, severity: severity, message: hit.message, screenID: screen.id, screen: screen.name,
                       path: path, element: element, location: hit.location ?? location ?? capture.screen.controllerLocation)
    }
}

/// Fingerprints that survive unrelated changes: rule, subject, screen and the element's identifier
/// (else label, else class), numbered when several findings share them.
enum Fingerprints {
    static func assign(_ findings: [Finding], subjectPath: String) -> [Finding] {
        var occurrences: [String: Int] = [:]
        return findings.map { finding in
            var finding = finding
            let element = finding.element.map { $0.identifier ?? $0.label ?? $0.className } ?? ""
            let base = ["v1", finding.ruleID, subjectPath, finding.screen, element].joined(separator: "\u{1}")
            let occurrence = occurrences[base, default: 0]
            occurrences[base] = occurrence + 1
            finding.fingerprint = StableHash.hex(base + "\u{1}\(occurrence)")
            return finding
        }
    }
}
