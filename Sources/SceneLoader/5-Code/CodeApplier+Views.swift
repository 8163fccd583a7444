import AccessibilityTree
import SwiftCodeReader
import SwiftInterpreter

/// Views built in code: the facts that place the views a class's code makes (`addSubview`,
/// `addArrangedSubview`, `tableHeaderView =`, `loadView`'s `view =`) become views of the scene, each
/// with its Swift line as its source location (docs/code.md, "Views built in code"). What the code
/// sets on them is applied afterwards like any property, through ``Context/viewID(_:root:)``.
extension CodeApplier {
    /// One view made in code and where it was last placed.
    private struct Placed {
        var view: CodeView
        var parent: CodeTarget
        var placement: CodePlacement
        var step: CodeStep
    }

    /// Places the views `steps` make inside the views `mutate` reaches; `resolve` gives the scene's
    /// id of a view the facts name (the root view, an outlet, the class's own view). Views made in
    /// code are placed only inside others (made in code or not) that end in such a view, or in one of
    /// `roots`, views made in code that `resolve` names (a cell made in code, CodeApplier+ClassCells).
    /// Returns the view a controller's code sets last as `navigationItem.titleView`, for its
    /// navigation item (CodeApplier+BarItems).
    @discardableResult
    func placeCodeViews(_ steps: [CodeStep], context: inout Context, resolve: (CodeTarget) -> String?,
                        roots: Set<Int> = [], mutate: ((inout ViewSpec) -> Void) -> Void) -> ViewSpec? {
        // The final hierarchy, in the order the code built it: adding a view again moves it.
        var placed: [Int: Placed] = [:]
        var children: [CodeTarget: [Int]] = [:]
        var parents: [CodeTarget] = []
        func detach(_ id: Int) {
            guard let old = placed[id] else { return }
            children[old.parent]?.removeAll { $0 == id }
            placed[id] = nil
        }
        for step in steps {
            switch step.action {
            case .addView(let view, let parent, let placement):
                detach(view.id)
                if parent == .created(view.id) { continue }
                placed[view.id] = Placed(view: view, parent: parent, placement: placement, step: step)
                if children[parent] == nil { parents.append(parent) }
                var list = children[parent] ?? []
                switch placement {
                case .at(let index), .arranged(at: let index?): list.insert(view.id, at: min(index, list.count))
                case .above(.created(let sibling)): list.insert(view.id, at: list.firstIndex(of: sibling).map { $0 + 1 } ?? list.count)
                case .below(.created(let sibling)): list.insert(view.id, at: list.firstIndex(of: sibling) ?? list.count)
                default: list.append(view.id)
                }
                children[parent] = list
            case .removeView(.created(let id)):
                detach(id)
                context.applied(step, "removes the view made in code from its superview")
            case .removeView(let target):
                guard let id = resolve(target) else {
                    context.notApplied(step, "removes \(target), which no view is connected to")
                    continue
                }
                var removed = false
                mutate { view in
                    let before = view.subviews.count
                    view.subviews.removeAll { $0.id == id }
                    if view.subviews.count != before { removed = true }
                }
                if removed { context.applied(step, "removes \(target) from its superview") } else { context.notApplied(step, "removes \(target), which is not inside this scene's views") }
            default:
                continue
            }
        }
        let prefix = (context.selfID ?? context.controllerID) + "/code"
        // Each view made in code, with its subviews made in code, as a view of the scene.
        func build(_ id: Int, depth: Int) -> ViewSpec? {
            guard let entry = placed[id] else { return nil }
            var kind = Self.kind(of: entry.view)
            if let embedded = entry.view.embeddedController {
                // `view.addSubview(child.view)`: the child's scene in a container view, as an embed segue puts it.
                guard let child = context.document.controllers.first(where: { $0.className == embedded && SceneCatalog.contentKinds.contains($0.kind) }),
                      child.id != context.controllerID else {
                    context.notApplied(entry.step, "embeds \(embedded), which is not among this input's scenes")
                    return nil
                }
                kind = .container(controller: child.id)
            }
            var spec = ViewSpec(kind: kind, id: "\(prefix)\(id)",
                                mark: SourceMark(SourceLocation(file: entry.view.location.file, line: entry.view.location.line, column: entry.view.location.column)))
            if let nib = entry.view.nibName {
                guard let loaded = nibViewSpec(nib, id: "\(prefix)\(id)", near: entry.view.location.file, step: entry.step, context: &context) else { return nil }
                spec = loaded
            }
            // `UIControl()` or the app's own subclass of it: a control, with target-actions (docs/code.md, "Actions and menus").
            spec.isCustomControl = entry.view.uiKitClass == "UIControl"
            if entry.view.className != entry.view.uiKitClass, entry.view.embeddedController == nil {
                spec.className = entry.view.className
                // The getters the app's view class overrides (`accessibilityLabel`…) answer for it.
                for step in code.classCode(entry.view.className, near: entry.view.location.file)?.setup ?? []
                where AppCode.accessibilityGetters.contains(step.method) {
                    if case .set(.this, let property) = step.action, set(property, on: &spec, from: step.location) {
                        context.applied(step, "sets \(property.name) of view #\(id), a \(entry.view.className) made in code")
                    }
                }
            }
            Self.makeElementOnly(&spec, entry.view)
            context.codeViewIDs[id] = spec.id
            if let embedded = entry.view.embeddedController {
                context.applied(entry.step, "embeds \(embedded) in \(entry.parent)")
                return spec
            }
            let destination = switch entry.placement {
            case .titleView: "as navigationItem.titleView"
            case .inputAccessoryView where entry.parent == .this: "as the input accessory view docked at the bottom of the window"
            case .inputAccessoryView: "as the input accessory view of \(entry.parent), shown above the keyboard while it is editing"
            case .inputView: "as the input view of \(entry.parent), shown in place of the keyboard while it is editing"
            default: "to \(entry.parent)"
            }
            context.applied(entry.step, "adds view #\(id), a \(entry.view.className) made in code (\(context.display(entry.view.location))), \(destination)")
            guard depth < Limits.maximumDepth else {
                if !(children[.created(id)] ?? []).isEmpty {
                    context.notApplied(entry.step, "views made in code nest deeper than \(Limits.maximumDepth); the deeper ones are left out")
                }
                return spec
            }
            for child in children[.created(id)] ?? [] {
                guard let built = build(child, depth: depth + 1), let how = placed[child]?.placement else { continue }
                switch (how, spec.kind) {
                case (.tableHeader, .table(var table)):
                    table.header = built
                    spec.kind = .table(table)
                case (.tableFooter, .table(var table)):
                    table.footer = built
                    spec.kind = .table(table)
                case (.inputAccessoryView, _), (.inputView, _):
                    if !Self.setInputView(built, how, of: &spec), let step = placed[child]?.step {
                        context.notApplied(step, Self.notATextField(.created(id)))
                    }
                default:
                    spec.subviews.append(built)
                }
            }
            return spec
        }
        var titleView: ViewSpec?
        for parent in parents {
            if case .created(let id) = parent, !roots.contains(id) { continue }
            var ids = children[parent] ?? []
            if parent == .this {
                let accessories = ids.filter { placed[$0]?.placement == .inputAccessoryView }
                if !accessories.isEmpty, Self.docksInputAccessoryView(accessories, placed.mapValues(\.step), context: &context) {
                    context.inputAccessoryView = build(accessories[accessories.count - 1], depth: 1)
                }
                ids.removeAll { placed[$0]?.placement == .inputAccessoryView }
            }
            guard !ids.isEmpty else { continue }
            if parent == .this, let last = ids.last, placed[last]?.placement == .titleView {
                if Self.placesTitleView(ids, placed.mapValues(\.step), context: &context) { titleView = build(last, depth: 1) }
                continue
            }
            guard let parentID = resolve(parent) else {
                for id in ids { if let entry = placed[id] { context.notApplied(entry.step, "adds a \(entry.view.className) made in code to \(parent), which no view is connected to") } }
                continue
            }
            let built = ids.compactMap { id in build(id, depth: 1).map { (id, placed[id]?.placement, $0) } }
            // `view = UIView()` in `loadView`: the view made in code is the root view, so what names it
            // (`tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor)`) names the root view.
            for id in ids where placed[id]?.placement == .rootView { context.codeViewIDs[id] = parentID }
            var found = false
            var refused: [Int] = []
            mutate { view in
                guard !found, view.id == parentID else { return }
                found = true
                for (id, placement, spec) in built {
                    if let placement, placement == .inputAccessoryView || placement == .inputView {
                        if !Self.setInputView(spec, placement, of: &view) { refused.append(id) }
                    } else {
                        Self.insert(spec, placement, into: &view)
                    }
                }
            }
            for id in refused { if let entry = placed[id] { context.notApplied(entry.step, Self.notATextField(parent)) } }
            if !found {
                for id in ids { if let entry = placed[id] { context.notApplied(entry.step, "adds a \(entry.view.className) made in code to \(parent), which is not inside this scene's views") } }
            }
        }
        return titleView
    }

    /// Puts `spec` into `view` as `placement` says.
    private static func insert(_ spec: ViewSpec, _ placement: CodePlacement?, into view: inout ViewSpec) {
        switch (placement, view.kind) {
        case (.tableHeader?, .table(var table)):
            table.header = spec
            view.kind = .table(table)
        case (.tableFooter?, .table(var table)):
            table.footer = spec
            view.kind = .table(table)
        case (.rootView?, _):
            // `view = HeaderView()` in `loadView`: the code's view is the root view.
            view.kind = spec.kind
            view.className = spec.className
            view.subviews += spec.subviews
            view.mark = spec.mark
            view.accessibility = spec.accessibility
        case (.at(let index)?, _), (.arranged(at: let index?)?, _):
            view.subviews.insert(spec, at: min(index, view.subviews.count))
        default:
            view.subviews.append(spec)
        }
    }

    /// The kind of view UIKit's class makes, as a storyboard's object of that class would be.
    static func kind(of view: CodeView) -> ViewKind {
        switch view.uiKitClass {
        case "UILabel": return .label(LabelSpec())
        case "UIButton":
            var button = ButtonSpec()
            button.type = view.buttonType.flatMap(Button.ButtonType.init(rawValue:)) ?? .system
            return .button(button)
        case "UIImageView": return .image(name: nil)
        // UIKit's `UIStackView()` is horizontal until the code sets `axis`.
        case "UIStackView": return .stack(StackSpec(axis: .horizontal))
        case "UISwitch": return .switch(isOn: false)
        case "UISlider": return .slider(SliderSpec())
        case "UIStepper": return .stepper(StepperSpec())
        case "UISegmentedControl": return .segmented(SegmentedSpec(segments: view.segments, selected: -1))
        case "UITextField": return .textField(TextFieldSpec())
        case "UITextView": return .textView(TextViewSpec())
        case "UIActivityIndicatorView": return .activityIndicator(ActivitySpec())
        case "UIProgressView": return .progress(0)
        case "UIScrollView": return .scroll(ScrollSpec())
        case "UIVisualEffectView": return .visualEffect
        case "UIDatePicker": return .datePicker(DatePickerSpec())
        case "UIPickerView": return .picker(PickerSpec())
        case "UISearchBar": return .searchBar(SearchBarSpec())
        // Its items come from `items =` or `setItems(_:animated:)` (CodeApplier+BarItems).
        case "UIToolbar": return .toolbar([])
        case "UITableView": return .table(TableSpec())
        case "UICollectionView": return .collection(CollectionSpec())
        default: return .view
        }
    }
}
