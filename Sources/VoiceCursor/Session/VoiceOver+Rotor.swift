import AccessibilityTree

/// The rotor: choose a setting with a two-finger twist, then flick down/up to move by it.
extension VoiceOver {
    /// The settings the rotor offers now, following what the screen and the focused element contain.
    public var availableRotorSettings: [RotorSetting] {
        let elements = tree.elements
        var settings: [RotorSetting] = []
        if elements.contains(where: { $0.traits.contains(.header) }) { settings.append(.headings) }
        if elements.contains(where: { $0.traits.contains(.link) }) { settings.append(.links) }
        if elements.contains(where: Self.isFormControl) { settings.append(.formControls) }
        if !tree.snapshot.containers.isEmpty { settings.append(.containers) }
        if let focused, !focused.customActions.isEmpty { settings.append(.actions) }
        if let focused, focused.traits.contains(.adjustable) { settings.append(.adjustValue) }
        for name in focused?.customRotors ?? [] { settings.append(.custom(name)) }
        return settings
    }

    /// Turns the rotor to `setting` and speaks its name.
    @discardableResult
    public func rotor(_ setting: RotorSetting) -> GestureResult {
        perform(.rotor(setting)) {
            guard availableRotorSettings.contains(setting) else {
                playSound(.boundary)
                return .unhandled(fallback: "the rotor does not offer \(setting) here")
            }
            rotorSetting = setting
            rotorActionIndex = nil
            log(.rotor(setting))
            speak(setting.spokenName(in: window?.device.language ?? .english), kind: .rotorSetting, interrupt: true)
            return .voiceOver
        }
    }

    /// Two-finger twist: turns the rotor to the next setting it offers (or the previous one).
    @discardableResult
    public func turnRotor(backwards: Bool = false) -> GestureResult {
        let settings = availableRotorSettings
        guard !settings.isEmpty else { return rotor(.headings) }
        let step = backwards ? settings.count - 1 : 1
        let start = backwards ? settings.count - 1 : 0
        let index = rotorSetting.flatMap { settings.firstIndex(of: $0) }.map { ($0 + step) % settings.count } ?? start
        return rotor(settings[index])
    }

    /// Flick down: the next item of the rotor's setting.
    @discardableResult
    public func rotorNext() -> GestureResult {
        perform(.rotorNext) { moveByRotor(forward: true) }
    }

    /// Flick up: the previous item of the rotor's setting.
    @discardableResult
    public func rotorPrevious() -> GestureResult {
        perform(.rotorPrevious) { moveByRotor(forward: false) }
    }

    private func moveByRotor(forward: Bool) -> GestureHandler {
        guard let setting = rotorSetting else {
            playSound(.boundary)
            return .unhandled(fallback: "no rotor setting chosen")
        }
        switch setting {
        case .adjustValue:
            return adjust(up: forward)
        case .actions:
            guard let object = focusedObject, !object.accessibilityCustomActions.isEmpty else {
                playSound(.boundary)
                return .unhandled(fallback: "no actions")
            }
            let count = object.accessibilityCustomActions.count
            let next = rotorActionIndex.map { forward ? $0 + 1 : $0 - 1 } ?? (forward ? 0 : count - 1)
            guard (0..<count).contains(next) else {
                playSound(.boundary)
                return .unhandled(fallback: "boundary")
            }
            rotorActionIndex = next
            speak(object.accessibilityCustomActions[next].name, kind: .rotorSetting, interrupt: true)
            return .voiceOver
        case .custom(let name):
            guard let rotor = customRotor(named: name) else {
                playSound(.boundary)
                return .unhandled(fallback: "no rotor \(name)")
            }
            let ids = rotor.items.map(\.objectID).filter { tree.index(of: $0) != nil }
            let position = focusedID.flatMap { ids.firstIndex(of: $0) }
            let target = position.map { forward ? $0 + 1 : $0 - 1 } ?? (forward ? 0 : ids.count - 1)
            guard ids.indices.contains(target) else {
                playSound(.boundary)
                return .unhandled(fallback: "boundary")
            }
            moveFocus(to: ids[target])
            return .voiceOver
        case .headings, .links, .formControls, .containers:
            guard let target = nextMatch(for: setting, forward: forward) else {
                playSound(.boundary)
                return .unhandled(fallback: "boundary")
            }
            moveFocus(to: target)
            return .voiceOver
        }
    }

    private func nextMatch(for setting: RotorSetting, forward: Bool) -> ElementID? {
        let elements = tree.elements
        let current = focusedID.flatMap { tree.index(of: $0) } ?? (forward ? -1 : elements.count)
        let candidates: [Int]
        switch setting {
        case .headings: candidates = elements.indices.filter { elements[$0].traits.contains(.header) }
        case .links: candidates = elements.indices.filter { elements[$0].traits.contains(.link) }
        case .formControls: candidates = elements.indices.filter { Self.isFormControl(elements[$0]) }
        case .containers: candidates = tree.snapshot.containers.map(\.elementRange.lowerBound).sorted()
        default: candidates = []
        }
        let match = forward ? candidates.first { $0 > current } : candidates.last { $0 < current }
        return match.map { elements[$0].id }
    }

    private func customRotor(named name: String) -> AccessibilityCustomRotor? {
        var object = focusedObject
        while let current = object {
            if let rotor = current.accessibilityCustomRotors.first(where: { $0.name == name }) { return rotor }
            object = current.accessibilityContainer
        }
        return nil
    }

    /// Form controls for the rotor: elements a user acts on other than plain buttons' links and tabs.
    static func isFormControl(_ element: ElementSnapshot) -> Bool {
        let controls: AccessibilityTraits = [.button, .adjustable, .textEntry, .searchField, .switchButton]
        return !element.traits.isDisjoint(with: controls) && !element.traits.contains(.backButton)
            && !element.isTab
    }
}
