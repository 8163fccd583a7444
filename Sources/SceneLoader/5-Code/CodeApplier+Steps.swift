import AccessibilityTree
import SwiftCodeReader
import SwiftInterpreter

extension CodeApplier {
    /// The class being applied, where, and what became of its facts.
    struct Context {
        let owner: ClassCode
        let controllerID: String
        /// Outlet name to view id.
        let outlets: [String: String]
        let document: SceneDocument
        let isController: Bool
        /// The custom view's own id, for a view class.
        var selfID: String?
        var understood: [String] = []
        var notApplied: [String] = []
        /// The places of the data source's facts already explained (a cell method runs once per row).
        var explainedSteps: Set<CodeLocation> = []
        /// Formats locations relative to the folder read.
        var display: (CodeLocation) -> String = { "\($0)" }
        /// The scene's id of each view made in code that was placed, by ``CodeView/id``.
        var codeViewIDs: [Int: String] = [:]
        /// Whether the custom view is one the controller's code made (not Interface Builder).
        var isMadeInCode = false
        /// The runtime attributes of the view's Interface Builder object that set its class's
        /// properties, when ``owner`` holds the setup run with them (docs/code.md, "When code runs").
        var runtimeAttributes: [CodeRuntimeAttribute] = []
        /// The view made in code a first-responder controller returns from `inputAccessoryView`, once
        /// ``CodeApplier/placeCodeViews(_:context:resolve:roots:mutate:)`` has built it.
        var inputAccessoryView: ViewSpec?
        /// The controller's root view's id, and the scene's views by id once the setup placed them,
        /// for the text fields an action makes first responder or resigns (CodeApplier+FirstResponder).
        var rootViewID: String?
        var sceneView: (String) -> ViewSpec? = { _ in nil }

        init(owner: ClassCode, controllerID: String, outlets: [String: String], document: SceneDocument,
             isController: Bool, selfID: String? = nil) {
            self.owner = owner
            self.controllerID = controllerID
            self.outlets = outlets
            self.document = document
            self.isController = isController
            self.selfID = selfID
        }

        /// The id of the view `target` names: an outlet's destination, the root view, or the view itself.
        func viewID(_ target: CodeTarget, root: String?) -> String? {
            switch target {
            case .outlet(let name): return outlets[name]
            case .rootView: return isController ? root : nil
            case .this: return isController ? nil : selfID
            case .created(let id): return codeViewIDs[id]
            // A data source's cell is a row of its table (CodeApplier+Tables), not a view of the scene.
            case .cell, .cellOutlet: return nil
            // A cell the table shows is found once its data source filled it (CodeApplier+VisibleCells).
            case .visibleCell: return nil
            }
        }

        mutating func applied(_ step: CodeStep, _ what: String) {
            understood.append("\(display(step.location)): \(owner.name).\(step.route) \(what)\(Self.qualifiers(step))")
        }

        mutating func notApplied(_ step: CodeStep, _ why: String) {
            notApplied.append("\(display(step.location)): \(owner.name).\(step.route): \(why)")
        }

        /// What an explanation adds about a step: a value with unknown parts, a path it runs on.
        static func qualifiers(_ step: CodeStep) -> String {
            var parts: [String] = []
            if step.unknownOrigin != nil { parts.append("with data known only when the app runs") }
            if step.isConditional { parts.append("on some paths") }
            return parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")"
        }
    }

    /// Sets `property` on `view`; false when the view has no such property. Properties that make
    /// the spoken phrase move the view's source location to the Swift line, so findings about them
    /// point there.
    func set(_ property: CodeProperty, on view: inout ViewSpec, from location: CodeLocation) -> Bool {
        switch property {
        case .label(let text): view.accessibility.label = text
        case .hint(let text): view.accessibility.hint = text
        case .value(let text): view.accessibility.value = text
        case .identifier(let text): view.accessibility.identifier = text
        case .traits(let names, let inserted):
            guard let all = Self.traits(names) else { return false }
            if inserted { view.accessibility.insertedTraits.formUnion(all) } else { view.accessibility.traits = all }
        case .isElement(let value): view.accessibility.isElement = value
        case .elementsHidden(let value): view.accessibility.elementsHidden = value
        case .viewIsModal(let value): view.accessibility.viewIsModal = value
        case .groupsChildren(let value): view.accessibility.groupsChildren = value
        case .userInputLabels(let names): view.accessibility.userInputLabels = names
        case .elementsSetInCode: view.accessibility.elementsSetInCode = true
        case .containerType(let name):
            guard let type = AccessibilityContainerType(rawValue: name) else { return false }
            view.accessibility.containerType = type
        case .dataTableCell(let cell): view.accessibility.dataTableCell = cell.ranges
        case .elements, .dataTableHeaders:
            // They name other views: ``CodeApplier/applyElementLists(_:context:root:mutate:)`` sets them.
            return false
        case .fontSetInCode, .textStyleFont, .scaledFont, .systemFont, .adjustsFontForContentSizeCategory, .textFitSetInCode, .numberOfLines:
            return Self.applyFont(property, to: &view)
        case .configurationContentInsets(let top, let leading, let bottom, let trailing):
            guard case .button = view.kind else { return false }
            view.layout.contentInsets = EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .hidden(let value): view.hidden = value
        case .enabled(let value):
            guard view.isControl else { return false }
            view.control.enabled = value
        case .text(let text):
            // Data replacing the sample Interface Builder shows keeps the sample beside it (docs/code.md, "Sample text").
            switch view.kind {
            case .label(var label): label.text = Self.replacing(label.text, with: text); view.kind = .label(label)
            case .textField(var field): field.text = Self.replacing(field.text, with: text); view.kind = .textField(field)
            case .textView(var textView): textView.text = Self.replacing(textView.text, with: text); view.kind = .textView(textView)
            default: return false
            }
        case .title(let text):
            guard case .button(var button) = view.kind else { return false }
            button.title = Self.replacing(button.title, with: text)
            view.kind = .button(button)
        case .placeholder(let text):
            guard case .textField(var field) = view.kind else { return false }
            field.placeholder = text
            view.kind = .textField(field)
        case .navigationTitle:
            return false
        case .image(let name):
            switch view.kind {
            case .button(var button): button.image = name; view.kind = .button(button)
            case .image: view.kind = .image(name: name)
            default: return false
            }
        case .frame(let rect):
            view.frame = Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        case .editable(let editable):
            guard case .textView(var textView) = view.kind else { return false }
            textView.editable = editable
            view.kind = .textView(textView)
        case .axis(let axis):
            guard case .stack(var stack) = view.kind else { return false }
            stack.axis = axis == "vertical" ? .vertical : .horizontal
            view.kind = .stack(stack)
        case .tapGestureRecognizer(let action):
            view.tapGestureActions.append(action)
        case .translatesAutoresizingMask(let translates):
            view.layout.translatesAutoresizingMask = translates
        case .contentPriority(let kind, let axis, let priority):
            var priorities = kind == "hugging" ? view.layout.hugging : view.layout.compressionResistance
            if axis == "horizontal" { priorities.horizontal = priority } else { priorities.vertical = priority }
            if kind == "hugging" { view.layout.hugging = priorities } else { view.layout.compressionResistance = priorities }
        case .barItems("items", let items):
            // A toolbar made in code (`toolbar.items = […]`); its items' actions are the class's methods.
            guard case .toolbar = view.kind else { return false }
            view.kind = .toolbar(Self.barItemSpecs(items, owner: nil, mark: SourceMark(SourceLocation(file: location.file, line: location.line, column: location.column))))
        case .firstResponder:
            // Editing while the app runs (``translate(_:context:)``); not a property of the scene's views.
            return false
        case .viewControllers, .column, .inNavigationControllers, .tabTitle, .barItems:
            // A container's children: its scene is made from them (`CodeApplier+Containers.swift`);
            // a controller's bar items (`CodeApplier+BarItems.swift`).
            return false
        case .menu(let menu):
            guard case .button(var button) = view.kind else { return false }
            button.menu = MenuSpec(menu)
            view.kind = .button(button)
            // Each item's handler is the button's target-action of its selector (filled like an IBAction's).
            let mark = SourceMark(SourceLocation(file: location.file, line: location.line, column: location.column))
            view.control.actions += MenuSpec.actions(of: menu, target: nil, mark: mark)
        case .showsMenuAsPrimaryAction(let shows):
            guard case .button(var button) = view.kind else { return false }
            button.showsMenuAsPrimaryAction = shows
            view.kind = .button(button)
        case .changesSelectionAsPrimaryAction(let changes):
            guard case .button(var button) = view.kind else { return false }
            button.changesSelectionAsPrimaryAction = changes
            view.kind = .button(button)
        case .segments(let change):
            guard case .segmented(var segmented) = view.kind, segmented.apply(change) else { return false }
            view.kind = .segmented(segmented)
        }
        switch property {
        case .label, .hint, .value, .traits, .isElement, .text, .title, .placeholder, .userInputLabels, .image, .segments:
            view.mark = SourceMark(SourceLocation(file: location.file, line: location.line, column: location.column))
        default:
            break
        }
        return true
    }

    /// `text` set by the code over the `sample` the file shows: one unknown value keeps the sample
    /// beside its origin (`⟨episode.title: “Lorem ipsum”⟩`, ``RuntimeText``); anything else as it is.
    static func replacing(_ sample: String?, with text: String?) -> String? {
        text.flatMap { RuntimeText.marking($0, replacing: sample) } ?? text
    }

    /// Sets `property` on a cell the file defines: its accessibility, its text; false for anything
    /// else. Like ``set(_:on:from:)``, what makes the phrase points at the Swift line.
    func set(_ property: CodeProperty, on row: inout RowSpec, from location: CodeLocation) -> Bool {
        switch property {
        case .label(let text): row.accessibility.label = text
        case .hint(let text): row.accessibility.hint = text
        case .value(let text): row.accessibility.value = text
        case .identifier(let text):
            row.accessibility.identifier = text
            return true
        case .text(let text): row.text = Self.replacing(row.text, with: text)
        case .isElement(let value): row.accessibility.isElement = value
        case .userInputLabels(let names): row.accessibility.userInputLabels = names
        case .traits(let names, let inserted):
            guard let all = Self.traits(names) else { return false }
            if inserted { row.accessibility.insertedTraits.formUnion(all) } else { row.accessibility.traits = all }
        case .dataTableCell(let cell): row.accessibility.dataTableCell = cell.ranges
        // A list the interpreter cannot tell item by item: the order inside the cell is known only when the app runs.
        case .elementsSetInCode: row.accessibility.elementsSetInCode = true
        default:
            return false
        }
        row.mark = SourceMark(SourceLocation(file: location.file, line: location.line, column: location.column))
        return true
    }

    /// The traits `names` name; nil when one is not a trait.
    static func traits(_ names: [String]) -> AccessibilityTraits? {
        let traits = names.compactMap(AccessibilityTraits.init(name:))
        guard traits.count == names.count else { return nil }
        return traits.reduce(into: AccessibilityTraits()) { $0.formUnion($1) }
    }

    /// The steps a method's statements perform, property changes the runtime cannot simulate left out
    /// with a note; nil (with a note) when a step names something the
    /// document lacks, so that a half-understood method is not applied.
    func translate(_ steps: [CodeStep], context: inout Context) -> [Step]? {
        var result: [Step] = []
        var navigated = false
        for step in steps {
            let mark = SourceMark(SourceLocation(file: step.location.file, line: step.location.line, column: step.location.column))
            if step.action.isNavigation {
                // An activation changes the screen once: another path's navigation is not run after it.
                if navigated && step.isConditional {
                    context.notApplied(step, "navigation on another path than the one taken first")
                    continue
                }
                navigated = true
            }
            switch step.action {
            case .performSegue(let identifier):
                guard context.isController, let segue = appSegues[context.controllerID]?[identifier] else {
                    context.notApplied(step, "performs segue \"\(identifier)\", which the scene does not have")
                    return nil
                }
                result += segue.steps.map { Step($0.action, mark: mark) }
            case .show(let scene, let kind):
                guard context.isController, let id = controllerID(scene, in: context.document) else {
                    context.notApplied(step, "shows the scene \"\(scene.identifier)\", which no storyboard read has")
                    return nil
                }
                let transition = Transition(controller: id)
                result.append(Step(kind == .present ? .present(transition) : kind == .push ? .push(transition) : .show(transition), mark: mark))
            case .dismiss: result.append(Step(.dismiss, mark: mark))
            case .pop: result.append(Step(.pop, mark: mark))
            case .popToRoot: result.append(Step(.popToRoot, mark: mark))
            case .result(let value): result.append(Step(.result(value), mark: mark))
            case .postAppNotification(let name): result.append(Step(.postAppNotification(name), mark: mark))
            case .sendActions(let target, let event):
                guard let controlEvent = ControlEvent(rawValue: event) else { continue }
                if target == .this && !context.isController {
                    result.append(Step(.sendActions(.this, controlEvent), mark: mark))
                } else if let id = context.viewID(target, root: nil) {
                    result.append(Step(.sendActions(.id(id), controlEvent), mark: mark))
                } else {
                    context.notApplied(step, "sends the \(event) actions of \(target), which no view is connected to")
                    return nil
                }
            case .addTarget:
                context.notApplied(step, "adds a target-action while the app runs, which is not simulated")
            case .addView, .removeView:
                context.notApplied(step, "changes the views made in code while the app runs, which is not simulated")
            case .constrain:
                context.notApplied(step, "changes constraints while the app runs, which is not simulated")
            case .showContainer:
                context.notApplied(step, "shows a tab bar or split view controller made in code while the app runs, which is not simulated yet")
                return nil
            case .showController(let name, let kind):
                guard context.isController, let id = context.document.controllers.first(where: { $0.className == name })?.id else {
                    context.notApplied(step, "shows \(name), which is not among this input's scenes")
                    return nil
                }
                let transition = Transition(controller: id)
                result.append(Step(kind == .present ? .present(transition) : kind == .push ? .push(transition) : .show(transition), mark: mark))
            case .post(let notification, let argument):
                guard let name = AccessibilityNotification(rawValue: notification.rawValue) else { return nil }
                let spec: NotificationArgumentSpec
                switch argument {
                case .none: spec = .none
                case .text(let text): spec = .text(text)
                case .target(let target):
                    if target == .this && !context.isController {
                        spec = .element(.this)
                    } else if let id = context.viewID(target, root: nil) {
                        spec = .element(.id(id))
                    } else {
                        context.notApplied(step, "posts \(notification.rawValue) with \(target), which no view is connected to")
                        return nil
                    }
                }
                result.append(Step(.post(name, spec), mark: mark))
            case .set(let target, .firstResponder(let becomes)):
                result += firstResponderSteps(step, target, becomes: becomes, context: &context)
            case .set(let target, let property):
                let reference: ElementRef
                if target == .this && !context.isController {
                    reference = .this
                } else if let id = context.viewID(target, root: nil) {
                    reference = .id(id)
                } else if case .created = target {
                    // A view made while the app runs (not by the setup) is not in the scene.
                    context.notApplied(step, "sets \(property.name) of a view made in code while the app runs, which is not simulated")
                    continue
                } else {
                    context.notApplied(step, "sets \(property.name) of \(target), which no view is connected to")
                    return nil
                }
                switch property {
                case .hidden(let value): result.append(Step(.setHidden(reference, value), mark: mark))
                case .enabled(let value): result.append(Step(.setEnabled(reference, value), mark: mark))
                case .text(let text): result.append(Step(.setText(reference, text), mark: mark))
                case .title(let text): result.append(Step(.setTitle(reference, text), mark: mark))
                default:
                    context.notApplied(step, "sets \(property.name) while the app runs, which is not simulated")
                }
            }
        }
        return result
    }

    /// The controller a storyboard ID names (in the storyboard named, when the code names one);
    /// SwiftGen's scene names match with their first letter in either case.
    private func controllerID(_ scene: CodeScene, in document: SceneDocument) -> String? {
        let candidates = document.controllers.filter { template in
            guard let id = template.storyboardID else { return false }
            return id == scene.identifier || id.prefix(1).lowercased() + id.dropFirst() == scene.identifier.prefix(1).lowercased() + scene.identifier.dropFirst()
        }
        if let storyboard = scene.storyboard, let inFile = candidates.first(where: { $0.id.hasPrefix(storyboard + ":") || ($0.mark.location?.file.hasSuffix("/" + storyboard + ".storyboard") ?? false) }) {
            return inFile.id
        }
        return candidates.first?.id
    }
}

extension CodeAction {
    /// Whether the action changes the screen.
    var isNavigation: Bool {
        switch self {
        case .performSegue, .show, .showController, .showContainer, .dismiss, .pop, .popToRoot: return true
        case .set, .post, .result, .addTarget, .addView, .removeView, .constrain, .postAppNotification, .sendActions: return false
        }
    }
}
