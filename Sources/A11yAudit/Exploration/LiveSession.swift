import AccessibilityTree
import VoiceCursor

/// A fresh application of the subject with VoiceOver running on it: the cursor exploration moves.
@MainActor
final class LiveSession {
    let application: Application
    let voiceOver: VoiceOver
    let recorder = NotificationRecorder()
    /// What the application was made from, which performs the app's own segues.
    private let subject: AuditSubject
    /// Gestures performed on this session.
    private(set) var gestures = 0
    /// The way back up the path this session came down: for each state a gesture of the path was
    /// performed on, outermost first, the ``Undo`` recorded just before it, which pops or dismisses back
    /// to that state. The explorer keeps it, and empties it when a gesture leaves the path.
    var trail: [(stateID: Int, undo: Undo)] = []

    /// A fresh application of `subject`: its first screen, or `scene` opened as an entry.
    init(subject: AuditSubject, opening scene: AuditScene? = nil) throws {
        application = try scene.map { scene in try subject.makeApplication(opening: scene) } ?? subject.makeApplication()
        self.subject = subject
        voiceOver = VoiceOver(application: application)
        application.addEventListener(recorder)
        voiceOver.waitForSpeech()
    }

    var window: Window? { application.keyWindow }

    /// What a step did.
    struct StepResult {
        /// The gesture's result; nil for what the app did by itself (a segue performed from code).
        var result: GestureResult?
        /// Every event logged from the focus through the speech that followed.
        var events: [VoiceOverEvent]
    }

    /// Focuses the step's element (checking it is the one recorded), performs its gesture and lets
    /// speech finish. Nil when the element is not where the path says (the app did not replay the same).
    func perform(_ step: ExplorationStep) -> StepResult? {
        voiceOver.waitForSpeech()
        recorder.reset()
        let start = voiceOver.events.count
        if let index = step.elementIndex {
            guard let (element, object) = element(atCanonical: index),
                  step.elementName == nil || ExplorationStep.name(of: element) == step.elementName,
                  voiceOver.focus(on: object) else { return nil }
        }
        let result: GestureResult?
        switch step.action {
        case .appSegue(let source, let identifier):
            guard subject.performAppSegue(AuditAppSegue(source: source, identifier: identifier)) else { return nil }
            result = nil
        case .open:
            return nil
        default:
            guard let gesture = step.action.gesture else { return nil }
            result = voiceOver.perform(gesture)
        }
        voiceOver.waitForSpeech()
        gestures += 1
        return StepResult(result: result, events: Array(voiceOver.events[start...]))
    }

    /// The element at `index` of the current screen's canonical order, and its live object.
    func element(atCanonical index: Int) -> (ElementSnapshot, AccessibilityObject)? {
        let elements = voiceOver.tree.elements
        let order = ScreenKey.canonicalOrder(elements)
        guard order.indices.contains(index), let object = voiceOver.tree.object(for: elements[order[index]].id) else { return nil }
        return (elements[order[index]], object)
    }

    /// The tree with unreachable elements, for capture.
    func deriveForAudit() -> DerivedTree? {
        window?.deriveAccessibilityTree(collectUnreachable: true)
    }

    /// How many controllers are presented now.
    var presentationDepth: Int { window?.presentationStack.count ?? 0 }

    /// The front-most navigation controller whose top is on screen, when any.
    var frontNavigationController: NavigationController? {
        guard let window else { return nil }
        return window.onScreenViewControllers().last { $0 is NavigationController } as? NavigationController
    }
}
