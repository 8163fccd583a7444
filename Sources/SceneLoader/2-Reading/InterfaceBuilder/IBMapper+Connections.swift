import AccessibilityTree

extension IBMapper {
    /// A control's or bar button item's IBActions and triggered segues, as target/actions.
    func connections(of node: XMLNode) throws(SceneLoadError) -> [TargetActionSpec] {
        var actions: [TargetActionSpec] = []
        for connection in node.child("connections")?.children ?? [] {
            switch connection.name {
            case "action":
                guard let selector = connection["selector"] else { continue }
                guard let event = IBValues.controlEvent(connection["eventType"]) else {
                    warn("the action \(selector) is sent on \(connection["eventType"] ?? "?"), which a VoiceOver double tap never sends; it is ignored", at: connection)
                    continue
                }
                actions.append(TargetActionSpec(selector: selector, target: targetClassName(connection["destination"]),
                                                event: event, mark: SourceMark(connection.location)))
            case "segue":
                guard let (steps, summary) = try segueBehaviour(connection) else { continue }
                actions.append(TargetActionSpec(summary: summary, steps: steps, mark: SourceMark(connection.location)))
            default:
                continue
            }
        }
        return actions
    }

    /// The steps a triggered segue performs and the transcript's summary of it; nil for relationship
    /// and embed segues (containment) and for segues that cannot be simulated.
    func segueBehaviour(_ segue: XMLNode) throws(SceneLoadError) -> (steps: [Step], summary: String)? {
        let kind = segue["kind"] ?? "show"
        let mark = SourceMark(segue.location)
        if kind == "relationship" || kind == "embed" { return nil }
        if kind == "unwind" {
            let action = segue["unwindAction"]
            return ([Step(.unwind(action: action), mark: mark)], "unwinds" + (action.map { " with \($0)" } ?? ""))
        }
        guard let destination = try destinationController(segue["destination"], from: segue) else { return nil }
        let transition = Transition(controller: destination)
        let action: StepAction
        switch kind {
        case "show", "push":
            action = .show(transition)
        case "showDetail", "replace":
            action = .showDetail(transition)
        case "presentation", "modal":
            action = .present(Transition(controller: destination,
                                         style: segue["modalPresentationStyle"].flatMap(ModalPresentationStyle.init(rawValue:))))
        case "popoverPresentation", "popover":
            action = .present(Transition(controller: destination, style: .popover))
        case "custom":
            warn("the custom segue \(segue["customClass"] ?? "") is performed as a show segue", at: segue)
            action = .show(transition)
        default:
            warn("the segue kind '\(kind)' is not simulated; it is performed as a show segue", at: segue)
            action = .show(transition)
        }
        let name = segue["identifier"].map { "'\($0)' " } ?? ""
        return ([Step(action, mark: mark)], "performs segue \(name)\(kind) to \(displayName(ofController: segue["destination"]))")
    }

    /// The segues connected to the controller itself, which the app performs from code: those with an
    /// identifier (the app names it) that show a controller.
    func mapAppSegues(of node: XMLNode, source: String) throws(SceneLoadError) {
        for segue in node.child("connections")?.children("segue") ?? [] {
            guard let identifier = segue["identifier"], !["relationship", "embed", "unwind"].contains(segue["kind"] ?? "show"),
                  let (steps, _) = try segueBehaviour(segue), let destination = steps.first?.action.shownController else { continue }
            add(AppSegueSpec(source: source, identifier: identifier, destination: destination, steps: steps, mark: SourceMark(segue.location)))
        }
    }

    /// The action names of the tap gesture recognizers attached to the view (`dismissKeyboard` for
    /// `dismissKeyboard:`; empty text for one with no action, such as one that only performs a segue).
    func tapGestureActions(of node: XMLNode) -> [String] {
        let recognizers = node.child("connections")?.children("outletCollection").filter { $0["property"] == "gestureRecognizers" } ?? []
        return recognizers.compactMap { outlet in
            guard let recognizer = outlet["destination"].flatMap({ index[$0] }), recognizer.name == "tapGestureRecognizer" else { return nil }
            let selector = recognizer.child("connections")?.children("action").first?["selector"] ?? ""
            return selector.split(separator: ":").first.map(String.init) ?? ""
        }
    }

    /// What a tap gesture recognizer attached to the view does when VoiceOver activates the view:
    /// its segues (its IBActions have no simulated effect).
    func tapGestureSteps(of node: XMLNode) throws(SceneLoadError) -> [Step]? {
        var steps: [Step] = []
        let recognizers = node.child("connections")?.children("outletCollection").filter { $0["property"] == "gestureRecognizers" } ?? []
        for outlet in recognizers {
            guard let recognizer = outlet["destination"].flatMap({ index[$0] }), recognizer.name == "tapGestureRecognizer" else { continue }
            for segue in recognizer.child("connections")?.children("segue") ?? [] {
                if let behaviour = try segueBehaviour(segue) { steps += behaviour.steps }
            }
        }
        return steps.isEmpty ? nil : steps
    }
}
