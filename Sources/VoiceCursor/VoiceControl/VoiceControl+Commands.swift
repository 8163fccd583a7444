import AccessibilityTree

/// The commands of docs/voice-control.md §2, each returning what it did.
extension VoiceControl {
    /// Runs `command` on the current tree.
    func execute(_ command: VoiceControlCommand) -> VoiceControlOutcome {
        // Any command ends a disambiguation; a number chooses from it first.
        let pending = choices
        setChoices(nil)
        switch command {
        case .show(let kind):
            setShownOverlay(kind)
            let count = kind == .grid ? 9 : overlay.tags.count
            return VoiceControlOutcome(message: "showing \(kind.rawValue): \(count) \(count == 1 ? "item" : "items")", succeeded: true)
        case .hide(let kind):
            guard shownOverlay == kind else { return VoiceControlOutcome(message: "\(kind.rawValue) are not showing", succeeded: false) }
            setShownOverlay(nil)
            return VoiceControlOutcome(message: "\(kind.rawValue) hidden", succeeded: true)
        case .tap(let target):
            if case .number(let number) = target, pending == nil, shownOverlay == .grid { return tapGrid(number) }
            return act(on: target, choosingFrom: pending) { activate($0, verb: "tapped") }
        case .doubleTap(let target):
            return act(on: target, choosingFrom: pending) { item in
                // Two taps (project convention, docs/voice-control.md §2): the second only when the
                // first left the item on screen.
                let first = activate(item, verb: "double tapped")
                refresh()
                guard first.succeeded, tree.index(of: item.id) != nil else { return first }
                return activate(item, verb: "double tapped")
            }
        case .longPress(let target):
            return act(on: target, choosingFrom: pending) { item in
                VoiceControlOutcome(message: "long pressed \(phrase(of: item)): nothing happens (context menus are not modelled)",
                        succeeded: false, matched: [item])
            }
        case .scroll(let direction, let target):
            return scroll(direction, in: target)
        case .goBack:
            return goBack()
        case .increment(let target):
            return act(on: target, choosingFrom: pending) { adjust($0, up: true) }
        case .decrement(let target):
            return act(on: target, choosingFrom: pending) { adjust($0, up: false) }
        case .type(let text):
            return type(text)
        }
    }

    // MARK: Finding the item

    /// Finds the item `target` names and runs `body` on it; with several, numbers them and waits.
    private func act(on target: VoiceControlTarget, choosingFrom pending: [ElementID]?,
                     _ body: (VoiceControlItem) -> VoiceControlOutcome) -> VoiceControlOutcome {
        let actionable = actionableItems
        switch target {
        case .number(let number):
            if let pending {
                let chosen = pending.compactMap { id in actionable.first { $0.id == id } }
                guard chosen.indices.contains(number - 1) else { return VoiceControlOutcome(message: "no item numbered \(number)", succeeded: false) }
                return body(chosen[number - 1])
            }
            if shownOverlay == .numbers {
                guard actionable.indices.contains(number - 1) else { return VoiceControlOutcome(message: "no item numbered \(number)", succeeded: false) }
                return body(actionable[number - 1])
            }
            // Numbers are not showing: the number is a name (a calculator's "4").
            return act(onName: String(number), in: actionable, body, hint: " (numbers are not showing: say \"Show numbers\")")
        case .name(let name):
            return act(onName: name, in: actionable, body, hint: "")
        }
    }

    private func act(onName name: String, in actionable: [VoiceControlItem], _ body: (VoiceControlItem) -> VoiceControlOutcome,
                     hint: String) -> VoiceControlOutcome {
        let matches = actionable.filter { $0.isNamed(name) }
        switch matches.count {
        case 0:
            return VoiceControlOutcome(message: "no item named \(name)\(hint)", succeeded: false)
        case 1:
            return body(matches[0])
        default:
            setChoices(matches.map(\.id))
            return VoiceControlOutcome(message: "\(matches.count) items named \(name): showing numbers", succeeded: false, matched: matches)
        }
    }

    /// How results name an item: VoiceOver's phrase ("Send, button"), else its class.
    func phrase(of item: VoiceControlItem) -> String {
        let element = tree.elements[item.index]
        return element.phrase.isEmpty ? element.className : element.phrase
    }

    // MARK: Acting

    /// Activates `item` as VoiceOver's double tap does (``Activation``).
    private func activate(_ item: VoiceControlItem, verb: String) -> VoiceControlOutcome {
        let described = phrase(of: item)
        guard let object = tree.object(for: item.id) else {
            return VoiceControlOutcome(message: "\(described) is no longer on screen", succeeded: false, matched: [item])
        }
        let outcome = Activation.activate(object, in: window)
        if case .unhandled(let fallback) = outcome.handler {
            return VoiceControlOutcome(message: "\(verb) \(described): \(fallback ?? "nothing happened")", succeeded: false,
                           matched: [item], handler: outcome.handler)
        }
        return VoiceControlOutcome(message: "\(verb) \(described)", succeeded: true, matched: [item], handler: outcome.handler,
                       actions: outcome.actions)
    }

    /// "Tap 5" on the grid: a tap at the cell's centre.
    private func tapGrid(_ number: Int) -> VoiceControlOutcome {
        let cells = VoiceControlOverlay.gridTags(over: window?.frame.size ?? .zero)
        guard let window, cells.indices.contains(number - 1) else {
            return VoiceControlOutcome(message: "no grid cell numbered \(number)", succeeded: false)
        }
        let point = cells[number - 1].frame.center
        let (outcome, tapped) = Activation.tap(at: point, in: window)
        guard case .handled(let description, let actions) = outcome, let tapped else {
            return VoiceControlOutcome(message: "tapped grid cell \(number): nothing responds to a tap there", succeeded: false,
                           handler: .unhandled(fallback: "nothing responds to a tap there"))
        }
        return VoiceControlOutcome(message: "tapped grid cell \(number): \(tapped)", succeeded: true,
                       handler: .uikitDefault(tapped, action: description), actions: actions)
    }

    /// Increment or decrement an adjustable item, as VoiceOver's swipe up or down does.
    private func adjust(_ item: VoiceControlItem, up: Bool) -> VoiceControlOutcome {
        let element = tree.elements[item.index]
        let verb = up ? "incremented" : "decremented"
        guard element.traits.contains(.adjustable), let object = tree.object(for: item.id) else {
            return VoiceControlOutcome(message: "\(phrase(of: item)) is not adjustable", succeeded: false, matched: [item])
        }
        if up { object.handleIncrement() } else { object.handleDecrement() }
        let handler = GestureHandler.responder(ResponderDescription(object, handledBy: up ? .increment : .decrement))
        guard let value = object.accessibilityValue, value != element.value else {
            return VoiceControlOutcome(message: "\(verb) \(phrase(of: item)): the value did not change", succeeded: false,
                           matched: [item], handler: handler)
        }
        return VoiceControlOutcome(message: "\(verb) \(item.primaryName ?? element.className) to \(value)", succeeded: true,
                       matched: [item], handler: handler)
    }

    /// "Go back": the top navigation bar's back button (docs/voice-control.md §2).
    private func goBack() -> VoiceControlOutcome {
        guard let back = items.first(where: { tree.elements[$0.index].traits.contains(.backButton) }) else {
            return VoiceControlOutcome(message: "no back button on this screen", succeeded: false)
        }
        return activate(back, verb: "tapped")
    }

    /// "Type …": inserts the text into the text field being edited.
    private func type(_ text: String) -> VoiceControlOutcome {
        let fields = window?.allViews().compactMap { $0 as? TextField } ?? []
        guard let field = fields.first(where: \.isEditing) else {
            return VoiceControlOutcome(message: "nothing is being edited: tap a text field first", succeeded: false)
        }
        field.text = (field.text ?? "") + text
        let actions = field.sendActions(for: .editingChanged)
        let name = field.accessibilityLabel ?? field.className
        return VoiceControlOutcome(message: "typed \"\(text)\" into \(name)", succeeded: true, actions: actions)
    }
}
