/// The app, like `UIApplication`: its key window, its delegate, and the channel through which
/// notifications reach VoiceOver.
@MainActor
public final class Application: Responder {
    /// The app delegate: the last responder in the chain (spec §6), where an app-wide magic tap lives.
    public var delegate: Responder?
    /// The windows, the key window last.
    public private(set) var windows: [Window] = []
    /// Observers of VoiceOver's status notifications (announcementDidFinish and friends).
    public let notificationCenter = AccessibilityNotificationCenter()
    /// Warnings UIKit would have logged, oldest first.
    public internal(set) var warnings: [String] = []

    private var listeners: [WeakListener] = []
    private var transitionDepth = 0
    private var bufferedEvents: [AccessibilityEvent] = []
    private var pendingTransition: TransitionRecord?

    /// The application most recently made active; ``Accessibility/post(notification:argument:)`` goes there.
    public private(set) static var current: Application?

    public init(delegate: Responder? = nil) {
        self.delegate = delegate
        super.init()
        Application.current = self
    }

    override public var className: String { "UIApplication" }

    /// Spec §6: application → app delegate.
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
        send(.posted(notification, AccessibilityNotificationArgument(argument)))
    }

    private func send(_ event: AccessibilityEvent) {
        if transitionDepth > 0 {
            bufferedEvents.append(event)
            return
        }
        for entry in listeners {
            entry.listener?.application(self, didSend: event)
        }
    }

    // MARK: Transitions

    /// Runs `body` as one transition; notifications posted inside are held until it completes.
    func performTransition(_ body: () -> Void) {
        transitionDepth += 1
        body()
        transitionDepth -= 1
        if transitionDepth == 0 { flushTransition() }
    }

    /// Records that a transition of `kind` completed; UIKit's screenChanged follows unless replaced.
    func transitionDidComplete(_ kind: TransitionRecord.Kind, from: ViewController?, to: ViewController?) {
        keyWindow?.needsLayoutPass = true
        let record = TransitionRecord(kind: kind, from: from, to: to, replacedByApp: false)
        if transitionDepth > 0 {
            if pendingTransition == nil { pendingTransition = record }
        } else {
            pendingTransition = record
            flushTransition()
        }
    }

    private func flushTransition() {
        let events = bufferedEvents
        bufferedEvents = []
        let transition = pendingTransition
        pendingTransition = nil
        var replaced = false
        for event in events {
            if case .posted(let name, _) = event, name == .screenChanged || name == .layoutChanged {
                replaced = true
            }
            send(event)
        }
        if var transition {
            transition.replacedByApp = replaced
            send(.transition(transition))
        }
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
