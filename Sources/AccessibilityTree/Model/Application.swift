/// The app, like `UIApplication`: its key window, its delegate, and the channel through which
/// notifications reach VoiceOver.
@MainActor
public final class Application: Responder {
    /// The app delegate: the last responder in the chain (docs/voiceover.md §6), where an app-wide magic tap lives.
    public var delegate: Responder?
    /// The windows, the key window last.
    public private(set) var windows: [Window] = []
    /// Observers of VoiceOver's status notifications (announcementDidFinish and friends).
    public let notificationCenter = AccessibilityNotificationCenter()
    /// Warnings UIKit would have logged, oldest first.
    public internal(set) var warnings: [String] = []

    /// The notifications and transitions posted but not delivered yet, oldest first: the one queue of
    /// the app's events. They wait while a hold is open (a transition running, or VoiceOver doing a
    /// gesture's own work) and are delivered in order, to every listener, when the last hold closes.
    public private(set) var heldEvents: [AccessibilityEvent] = []

    private var listeners: [WeakListener] = []
    /// The open holds: running transitions and ``beginHoldingEvents()`` calls.
    private var holds = 0
    /// Where the outermost running transition's events begin in ``heldEvents``; nil when none runs.
    private var transitionStart: Int?
    private var pendingTransition: TransitionRecord?

    /// The application most recently made active; ``Accessibility/post(notification:argument:)`` goes there.
    public private(set) static var current: Application?

    public init(delegate: Responder? = nil) {
        self.delegate = delegate
        super.init()
        Application.current = self
    }

    override public var className: String { "UIApplication" }

    /// docs/voiceover.md §6: application → app delegate.
    override public var next: Responder? { delegate }

    /// The window that receives events.
    public var keyWindow: Window? { windows.last }

    /// Makes `window` the key window and this application the current one.
    public func makeKeyAndVisible(_ window: Window) {
        windows.removeAll { $0 === window }
        windows.append(window)
        window.application = self
        window.needsLayoutPass = true
        Application.current = self
        window.rootViewController?.beginAppearanceForWindowRoot()
    }

    // MARK: Listeners

    /// Registers `listener` (VoiceOver) for notifications and transitions; held weakly.
    public func addEventListener(_ listener: AccessibilityEventListener) {
        listeners.removeAll { $0.listener == nil || $0.listener === listener }
        listeners.append(WeakListener(listener: listener))
    }

    /// Unregisters `listener`.
    public func removeEventListener(_ listener: AccessibilityEventListener) {
        listeners.removeAll { $0.listener == nil || $0.listener === listener }
    }

    // MARK: Posting

    /// Posts a notification to VoiceOver, like `UIAccessibility.post(notification:argument:)`.
    ///
    /// The argument is a view or element (to focus), a string (to speak), or nil. Posts made during a
    /// transition (e.g. in `viewDidAppear`) are delivered when it completes, before UIKit's own
    /// screenChanged — which a screenChanged or layoutChanged from the app replaces.
    public func post(notification: AccessibilityNotification, argument: Any? = nil) {
        heldEvents.append(.posted(notification, AccessibilityNotificationArgument(argument)))
        deliverHeldEvents()
    }

    /// Holds the app's events until the matching ``endHoldingEvents()``: VoiceOver holds them while a
    /// gesture's own work runs, so it can finish the gesture before handling what the app posted.
    public func beginHoldingEvents() {
        holds += 1
    }

    /// Closes a hold; when it was the last, delivers the held events in order.
    public func endHoldingEvents() {
        holds -= 1
        deliverHeldEvents()
    }

    /// Delivers the held events, oldest first, while no hold is open. An event posted while one is
    /// being delivered waits behind the events already held.
    private func deliverHeldEvents() {
        while holds == 0, !heldEvents.isEmpty {
            let event = heldEvents.removeFirst()
            for entry in listeners {
                entry.listener?.application(self, didSend: event)
            }
        }
    }

    // MARK: Transitions

    /// Runs `body` as one transition; notifications posted inside are held until it completes, then
    /// delivered before the transition's record.
    func performTransition(_ body: () -> Void) {
        let isOutermost = transitionStart == nil
        if isOutermost { transitionStart = heldEvents.count }
        holds += 1
        body()
        holds -= 1
        if isOutermost, let start = transitionStart {
            transitionStart = nil
            closeTransition(postedFrom: start)
        }
    }

    /// Records that a transition of `kind` completed; UIKit's screenChanged follows unless replaced.
    /// Inside a running transition the first record completed stands for all of them.
    func transitionDidComplete(_ kind: TransitionRecord.Kind, from: ViewController?, to: ViewController?) {
        keyWindow?.needsLayoutPass = true
        let record = TransitionRecord(kind: kind, from: from, to: to, replacedByApp: false)
        if transitionStart != nil {
            if pendingTransition == nil { pendingTransition = record }
        } else {
            pendingTransition = record
            closeTransition(postedFrom: heldEvents.count)
        }
    }

    /// Queues the completed transition's record behind the events posted during it (from index
    /// `start`), marked as replaced when one of them was a screenChanged or layoutChanged, and
    /// delivers them unless a hold is open.
    private func closeTransition(postedFrom start: Int) {
        if var transition = pendingTransition {
            pendingTransition = nil
            transition.replacedByApp = heldEvents[start...].contains { event in
                guard case .posted(let name, _) = event else { return false }
                return name == .screenChanged || name == .layoutChanged
            }
            heldEvents.append(.transition(transition))
        }
        deliverHeldEvents()
    }
}

/// A weak reference to a listener, so a VoiceOver session that goes away stops listening.
@MainActor
private struct WeakListener {
    weak var listener: AccessibilityEventListener?
}

/// UIKit's `UIAccessibility` namespace: posting to the current application.
@MainActor
public enum Accessibility {
    /// Posts to ``Application/current``, like `UIAccessibility.post(notification:argument:)`.
    public static func post(notification: AccessibilityNotification, argument: Any? = nil) {
        Application.current?.post(notification: notification, argument: argument)
    }
}

extension Application {
    /// Records a warning UIKit would log to the console (e.g. presenting twice).
    public func warn(_ message: String) {
        warnings.append(message)
    }
}
