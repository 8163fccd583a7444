import AccessibilityTree

/// docs/voiceover.md §7: what VoiceOver does with the app's notifications and UIKit's own screen changes.
extension VoiceOver {
    func handle(_ notification: AccessibilityNotification, _ argument: AccessibilityNotificationArgument) {
        log(.notification(notification, argument: describe(argument)))
        switch notification {
        case .screenChanged:
            playSound(.screenChanged)
            rederive()
            if case .string(let text) = argument { speak(text, kind: .screenChangedString, interrupt: true) }
            let target = element(from: argument) ?? tree.elements.first?.id
            if let target { moveFocus(to: target, interrupt: !argument.isString) }
        case .layoutChanged:
            playSound(.layoutChanged)
            rederive()
            if case .string(let text) = argument { speak(text, kind: .screenChangedString, interrupt: true) }
            if let target = element(from: argument) {
                moveFocus(to: target)
            } else if focusedID.flatMap({ tree.index(of: $0) }) == nil, let first = tree.elements.first {
                moveFocus(to: first.id, interrupt: !argument.isString)
            }
        case .announcement:
            switch argument {
            case .string(let text): speak(text, kind: .announcement, interrupt: true)
            case .queuedString(let text): speak(text, kind: .announcement, interrupt: false)
            case .element(let object): speak(object.accessibilityLabel ?? "", kind: .announcement, interrupt: true)
            case .none: break
            }
        case .pageScrolled:
            guard let text = argument.text else { return }
            if text == lastPageStatus {
                playSound(.boundary)
            } else {
                lastPageStatus = text
                speak(text, kind: .pageStatus, interrupt: true)
            }
        }
    }

    /// UIKit's screenChanged after a transition, unless the app posted its own; then the focus rule
    /// of the transition's kind (docs/voiceover.md §7).
    func handle(_ record: TransitionRecord) {
        log(.transition(record.kind, to: record.to.map(Self.screenName(of:))))
        guard !record.replacedByApp else { return }
        let previousFocus = focusedID
        playSound(.screenChanged)
        rederive()
        lastPageStatus = nil
        let target: ElementID?
        switch record.kind {
        case .pop, .dismiss:
            target = rememberedFocus(shownBy: record.to) ?? tree.elements.first?.id
        case .tabSelection:
            target = previousFocus.flatMap { tree.index(of: $0) != nil ? $0 : nil } ?? tree.elements.first?.id
        case .push, .present, .rotation, .setViewControllers:
            target = tree.elements.first?.id
        }
        if let target {
            moveFocus(to: target)
        } else {
            focusedID = nil
        }
    }

    /// The name transcripts give the screen a transition brought up: its content controller
    /// (``ViewController/contentViewController``), by ``ViewController/screenCodeName``. Transcripts
    /// name a split or page view controller itself, not the column or page inside it.
    static func screenName(of controller: ViewController) -> String {
        controller.contentViewController { $0 is SplitViewController || $0 is PageViewController }.screenCodeName
    }

    private func element(from argument: AccessibilityNotificationArgument) -> ElementID? {
        guard case .element(let object) = argument else { return nil }
        if tree.index(of: object.objectID) != nil { return object.objectID }
        // A container view was passed: its first element in reading order.
        guard let view = object as? View else { return nil }
        return tree.elements.first { element in
            guard let live = tree.object(for: element.id) else { return false }
            if let liveView = live as? View { return liveView.isDescendant(of: view) }
            return (live.accessibilityContainer as? View)?.isDescendant(of: view) ?? false
        }?.id
    }

    private func describe(_ argument: AccessibilityNotificationArgument) -> String? {
        switch argument {
        case .none: return nil
        case .string(let text), .queuedString(let text): return text
        case .element(let object):
            return tree.element(for: object)?.phrase ?? object.accessibilityLabel ?? object.displayClassName
        }
    }
}

extension AccessibilityNotificationArgument {
    var isString: Bool {
        switch self {
        case .string, .queuedString: return true
        case .none, .element: return false
        }
    }

    var text: String? {
        switch self {
        case .string(let text), .queuedString(let text): return text
        case .element(let object): return object.accessibilityLabel
        case .none: return nil
        }
    }
}
