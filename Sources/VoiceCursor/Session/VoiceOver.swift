import AccessibilityTree

/// A simulated VoiceOver session over one application: the cursor, the speech queue on a virtual
/// clock, and the log of everything observable.
///
/// Isolation: main-actor, like the UIKit model it reads. Cursor steps (next, previous, first, last)
/// read the current derived tree and never re-derive it; the tree is derived again only after the
/// app could have changed it — a notification, a transition, or a gesture that ran app code
/// (activate, escape, magic tap, scroll, increment, decrement). Every gesture ends in one
/// `settle(after:handledBy:)` step: the app's events wait while the gesture works, then the
/// tree is derived and the events are handled in order.
///
/// ```swift
/// let vo = VoiceOver(application: app)
/// vo.next()
/// vo.activate()
/// #expect(vo.lastPhrase == "Detail, heading")
/// ```
@MainActor
public final class VoiceOver: AccessibilityEventListener {
    /// The application VoiceOver is attached to.
    public let application: Application
    /// The current derived tree (what VoiceOver sees).
    public private(set) var tree: DerivedTree
    /// The virtual clock.
    public private(set) var clock: Duration = .zero
    /// Everything observable, in order.
    public private(set) var events: [VoiceOverEvent] = []
    /// Who handled the last gesture.
    public private(set) var lastHandler: GestureHandler?
    /// The rotor's current setting.
    public internal(set) var rotorSetting: RotorSetting?
    /// Whether a gesture waits for speech to finish first (docs/voiceover.md §8); ``wait(_:)`` skips the next wait.
    public var waitsForSpeech = true

    let speaker: Speaker
    /// Every WAV file write that failed in this session (``Speaker/failedWrites``).
    public var failedSpeechWrites: [SpeechError] { speaker.failedWrites }
    var focusedID: ElementID?
    /// The element focus moved from onto ``focusedID`` (nil: from nowhere), for the context spoken.
    var focusedFrom: ElementID?
    var step = 0
    var lastPageStatus: String?
    var rotorActionIndex: Int?
    var skipNextSpeechWait = false
    /// What the running gesture's app code may have changed, which `settle(after:handledBy:)` speaks.
    var appCodeChange = AppCodeChange.none
    private var focusMemory = FocusMemory()

    /// The most announcement chains (an observer announcing again on announcementDidFinish) followed
    /// in one wait, so an app that announces forever cannot hang a session.
    public static let maximumSpeechRounds = 10_000

    /// Starts VoiceOver on `application`: derives the screen, focuses the first element and speaks it.
    ///
    /// - Parameter application: The app, its key window showing the screen to start on.
    /// - Parameter speaker: The voice; by default speech is timed at 180 words per minute and kept as
    ///   text (no audio).
    ///
    /// VoiceOver speaks its own words in the language of the window's device (`Device.language`),
    /// which is decided with the device, before the screen is built; the speaker's voice is the
    /// caller's to choose (`VoiceOverLanguage.espeakVoice`).
    public init(application: Application, speaker: Speaker = Speaker(synthesizer: EstimatedSynthesizer(), outputs: [])) {
        self.application = application
        self.speaker = speaker
        let window = application.keyWindow ?? Window()
        tree = window.deriveAccessibilityTree()
        application.addEventListener(self)
        application.notificationCenter.post(.voiceOverStatusDidChange(isVoiceOverRunning: true))
        if let first = tree.elements.first { moveFocus(to: first.id) }
        collectSpeakerWarnings()
    }

    /// Stops the session: finishes speech and tells the app VoiceOver is off.
    public func stop() {
        deliver(speaker.finish())
        application.removeEventListener(self)
        application.notificationCenter.post(.voiceOverStatusDidChange(isVoiceOverRunning: false))
    }

    // MARK: Reading the state

    /// The window VoiceOver reads.
    public var window: Window? { application.keyWindow }

    /// The focused element, as it is now.
    public var focused: ElementSnapshot? {
        guard let focusedID, let index = tree.index(of: focusedID) else { return nil }
        return refreshed(tree.snapshot.element(at: index, reachedFrom: focusedFrom.flatMap { tree.index(of: $0) }))
    }

    /// The live view or element that has focus.
    public var focusedObject: AccessibilityObject? { focusedID.flatMap { tree.object(for: $0) } }

    /// The last element phrase spoken.
    public var lastPhrase: String? {
        for event in events.reversed() {
            if case .speech(let text, .elementPhrase) = event.kind { return text }
        }
        return nil
    }

    /// The last thing spoken, of any kind.
    public var lastUtterance: String? {
        for event in events.reversed() {
            if case .speech(let text, _) = event.kind { return text }
        }
        return nil
    }

    /// Everything spoken, in order.
    public var transcript: [String] {
        events.compactMap { event in
            if case .speech(let text, _) = event.kind { return text }
            return nil
        }
    }

    /// The phrases of the current screen's elements in swipe order.
    public func swipeOrder() -> [String] { tree.elements.map(\.phrase) }

    /// Where the user is, e.g. `Tab: Clock › World Clock › (sheet) Add City`.
    public var screen: ScreenSummary { tree.snapshot.screen }

    // MARK: Time

    /// Lets `duration` of virtual time pass (speech goes on); the next gesture does not wait for
    /// speech to finish, so it can interrupt.
    public func wait(_ duration: Duration) {
        advanceClock(to: clock + duration)
        skipNextSpeechWait = true
    }

    /// Lets all queued speech finish (and whatever the app announces in reply).
    public func waitForSpeech() {
        var rounds = 0
        while speaker.busyUntil > clock || speaker.isSpeaking, !speaker.isPaused, rounds < Self.maximumSpeechRounds {
            advanceClock(to: max(speaker.busyUntil, clock))
            rounds += 1
        }
        if rounds >= Self.maximumSpeechRounds {
            log(.warning("speech did not settle after \(Self.maximumSpeechRounds) rounds: the app keeps announcing"))
        }
    }

    /// Waits for speech before a user action, unless ``wait(_:)`` just asked the next one not to.
    func waitUnlessTold() {
        if waitsForSpeech && !skipNextSpeechWait { waitForSpeech() }
        skipNextSpeechWait = false
    }

    func advanceClock(to time: Duration) {
        guard time >= clock else { return }
        clock = time
        deliver(speaker.advance(to: time))
    }

    // MARK: Gestures

    /// Runs a gesture: waits for speech (unless told not to), performs `body` with the app's events
    /// held, then settles. Returns who handled it and what followed.
    @discardableResult
    func perform(_ gesture: Gesture, _ body: () -> GestureHandler) -> GestureResult {
        waitUnlessTold()
        step += 1
        let start = events.count
        appCodeChange = .none
        application.beginHoldingEvents()
        let handler = body()
        settle(after: gesture, handledBy: handler)
        lastHandler = handler
        collectSpeakerWarnings()
        return GestureResult(gesture: gesture, handler: handler, events: Array(events[start...]), focused: focused)
    }

    /// The one step after every gesture: when app code ran, derives the tree (unless the next held
    /// event is UIKit's own screen change, whose handling derives it first thing) and speaks what
    /// changed on the focused element; logs who handled the gesture; then lets the app's held events
    /// through, each handled in order (``handle(_:_:)``, ``handle(_:)``). A cursor step leaves the
    /// tree as it is.
    private func settle(after gesture: Gesture, handledBy handler: GestureHandler) {
        switch appCodeChange {
        case .none:
            break
        case .appCode(let before):
            if case .transition(let record) = application.heldEvents.first, !record.replacedByApp { break }
            // The field whose keyboard was up, when focus is on the keyboard's views (an input
            // accessory or input view), before the layout pass sees it resigned.
            let focusedView = focusedID.flatMap { tree.object(for: $0) as? View }
            let onKeyboard = focusedView.map { sequence(first: $0, next: \.superview).contains { $0 is InputAccessoryHostView } } ?? false
            let keyboardField = onKeyboard ? window?.keyboardField : nil
            rederive()
            if let before, application.heldEvents.isEmpty { speakChange(since: before, keyboardField: keyboardField) }
        case .adjustment(let before):
            rederive()
            speakAdjustment(since: before)
        }
        log(.handler(gesture, handler))
        application.endHoldingEvents()
    }

    /// Performs `gesture`.
    @discardableResult
    public func perform(_ gesture: Gesture) -> GestureResult {
        switch gesture {
        case .next: return next()
        case .previous: return previous()
        case .first: return first()
        case .last: return last()
        case .touch(let point): return touch(at: point)
        case .activate: return activate()
        case .escape: return escape()
        case .magicTap: return magicTap()
        case .scroll(let direction): return scroll(direction)
        case .increment: return increment()
        case .decrement: return decrement()
        case .rotor(let setting): return rotor(setting)
        case .rotorNext: return rotorNext()
        case .rotorPrevious: return rotorPrevious()
        case .readAll(let fromTop): return readAll(fromTop: fromTop)
        case .pause: return pauseOrResume()
        }
    }

    // MARK: Focus and speech

    /// Re-derives the tree from the live model.
    func rederive() {
        guard let window else { return }
        tree = window.deriveAccessibilityTree()
    }

    /// Moves focus to `id`, speaks its phrase (interrupting) and queues its hint.
    func moveFocus(to id: ElementID, interrupt: Bool = true) {
        guard let index = tree.index(of: id) else { return }
        scrollIntoViewIfNeeded(id)
        let previous = focusedID.flatMap { tree.index(of: $0) }
        focusedFrom = focusedID
        focusedID = id
        let element = refreshed(tree.snapshot.element(at: index, reachedFrom: previous))
        rotorActionIndex = nil
        log(.focus(element))
        if let object = tree.object(for: id) { rememberFocus(on: object) }
        application.notificationCenter.post(.elementFocused(tree.object(for: id)))
        speak(element.phrase, kind: .elementPhrase, language: element.language, interrupt: interrupt)
        if let hint = element.spokenHint {
            speak(hint, kind: .hint, language: element.language, interrupt: false, delay: .seconds(1))
        }
    }

    /// The element with live values (frame after scrolling, label, value, traits) over the tree's context.
    func refreshed(_ element: ElementSnapshot) -> ElementSnapshot {
        guard let object = tree.object(for: element.id) else { return element }
        var fresh = element
        fresh.label = object.accessibilityLabel
        fresh.value = object.accessibilityValue
        fresh.hint = object.accessibilityHint
        fresh.traits = object.accessibilityTraits
        fresh.frame = object.accessibilityFrame
        fresh.activationPoint = object.accessibilityActivationPoint
        fresh.customActions = object.accessibilityCustomActions.map(\.name)
        fresh.customContent = object.accessibilityCustomContent
        return fresh
    }

    /// Scrolls the enclosing scroll views so an off-screen element becomes visible (docs/model.md §2).
    private func scrollIntoViewIfNeeded(_ id: ElementID) {
        guard let object = tree.object(for: id), window != nil else { return }
        var view: View? = (object as? View)?.superview ?? object.accessibilityContainer as? View
        var frame = object.accessibilityFrame
        while let current = view {
            if let scroll = current as? ScrollView {
                let origin = scroll.frameInWindow.origin
                let rectInContent = Rect(x: frame.minX - origin.x + scroll.contentOffset.x,
                                         y: frame.minY - origin.y + scroll.contentOffset.y,
                                         width: frame.width, height: frame.height)
                scroll.scrollRectToVisible(rectInContent)
                frame = object.accessibilityFrame
            }
            view = current.superview
        }
    }

    /// Speaks `text`, interrupting current speech or queued after it.
    func speak(_ text: String, kind: SpeechKind, language: String? = nil, interrupt: Bool, delay: Duration = .zero) {
        guard !text.isEmpty else { return }
        log(.speech(text, kind))
        let utterance = Utterance(text, language: language, kind: kind.utteranceKind, preUtteranceDelay: delay)
        deliver(speaker.speak(utterance, mode: interrupt ? .interrupt : .enqueue, at: clock))
    }

    /// Logs speech events and tells the app when announcements finish.
    func deliver(_ speechEvents: [SpeechEvent]) {
        for event in speechEvents {
            switch event {
            case .interrupted(let utterance, _, let progress):
                log(.speechInterrupted(utterance.text, progress: progress.fraction))
            default:
                break
            }
            if event.utterance.kind == .announcement, let successful = event.wasSuccessful {
                log(.announcementFinished(event.utterance.text, wasSuccessful: successful))
                application.notificationCenter.post(.announcementDidFinish(stringValue: event.utterance.text, wasSuccessful: successful))
            }
        }
    }

    func log(_ kind: VoiceOverEvent.Kind) {
        events.append(VoiceOverEvent(step: step, time: clock, kind: kind))
    }

    func playSound(_ sound: Sound) { log(.sound(sound)) }

    private func collectSpeakerWarnings() {
        for warning in speaker.takeWarnings() { log(.warning(String(describing: warning))) }
        let appWarnings = application.warnings
        if appWarnings.count > reportedAppWarnings {
            for warning in appWarnings[reportedAppWarnings...] { log(.warning(warning)) }
            reportedAppWarnings = appWarnings.count
        }
    }

    private var reportedAppWarnings = 0

    // MARK: Focus memory (docs/voiceover.md §7: pop and dismiss return focus)

    private func rememberFocus(on object: AccessibilityObject) {
        focusMemory.remember(object, fallback: window?.contentViewController)
    }

    /// The element focused on the screens `controller` (by default the visible one) shows, before the
    /// user left them, when it is still there.
    func rememberedFocus(shownBy controller: ViewController?) -> ElementID? {
        guard let controller = controller ?? window?.visibleViewController else { return nil }
        return focusMemory.focus(shownBy: controller) { tree.index(of: $0) != nil }
    }

    // MARK: Events from the app

    /// Handles the app's notifications and completed transitions as the application delivers them
    /// (during a gesture it holds them until `settle(after:handledBy:)`).
    public func application(_ application: Application, didSend event: AccessibilityEvent) {
        switch event {
        case .posted(let notification, let argument):
            handle(notification, argument)
        case .transition(let record):
            handle(record)
        }
    }
}

/// What a gesture's app code may have changed, for ``VoiceOver/settle(after:handledBy:)``.
enum AppCodeChange {
    /// No app code ran: the derived tree stands.
    case none
    /// App code ran. With the element focused before, its change is spoken (or a lost focus
    /// recovered) when no event from the app follows; nil when the gesture speaks its own outcome.
    case appCode(focusedBefore: ElementSnapshot?)
    /// An adjustable element was incremented or decremented: its new value is spoken, or the
    /// boundary sound plays at a limit.
    case adjustment(ElementSnapshot)
}

extension SpeechKind {
    /// The speech queue's kind: only announcements report back to the app when they finish.
    var utteranceKind: Utterance.Kind {
        switch self {
        case .elementPhrase, .rotorSetting: return .elementPhrase
        case .hint: return .hint
        case .valueChange: return .valueChange
        case .announcement: return .announcement
        case .pageStatus, .screenChangedString: return .pageStatus
        }
    }
}
