import AccessibilityTree

extension SceneRuntime {
    /// Performs a step that changes an element: values, texts, visibility, editing, rows.
    func mutate(_ step: Step, in context: StepContext) {
        let mark = step.mark
        func target(_ reference: ElementRef) -> AnyObject? {
            let object = resolve(reference, in: context)
            if object == nil { warn("no element '\(reference)' is on screen", at: mark) }
            return object
        }
        switch step.action {
        case .setValue(let reference, let value):
            guard let object = target(reference) else { return }
            setValue(value, on: object, mark: mark)
        case .setText(let reference, let text), .setTitle(let reference, let text):
            guard let object = target(reference) else { return }
            if !setText(text, on: object) { warn("'\(reference)' has no text to set", at: mark) }
        case .setHidden(let reference, let hidden):
            guard let view = target(reference) as? View else { return }
            view.isHidden = hidden
            view.superview?.setNeedsLayout()
        case .setEnabled(let reference, let enabled):
            switch target(reference) {
            case let control as Control: control.isEnabled = enabled
            case let label as Label: label.isEnabled = enabled
            case let item as BarButtonItem: item.isEnabled = enabled
            case nil: return
            default: warn("'\(reference)' cannot be enabled or disabled", at: mark)
            }
        case .setEditing(let reference, let change):
            guard let object = target(reference) else { return }
            if let field = object as? TextField {
                // Editing a text field: its keyboard and input accessory view show or go
                // (docs/voiceover.md, "A text field's input accessory view").
                let editing = change == .toggle ? !field.isEditing : change == .on
                if editing, !field.isEditing {
                    field.becomeFirstResponder()
                    field.sendActions(for: .editingDidBegin)
                } else if !editing {
                    field.resignFirstResponder()
                }
                return
            }
            guard let table = object as? TableView else { return warn("'\(reference)' is not a table or text field", at: mark) }
            table.isEditing = change == .toggle ? !table.isEditing : change == .on
        case .toggle(let reference):
            switch target(reference) {
            case let toggle as Switch: toggle.isOn.toggle()
            case let table as TableView: table.isEditing.toggle()
            case let control as Control: control.isSelected.toggle()
            case let view as View: view.isHidden.toggle()
            case nil: return
            default: warn("'\(reference)' cannot be toggled", at: mark)
            }
        case .checkmark(let reference):
            guard let object = target(reference) else { return }
            guard let cell = object as? TableViewCell else { return warn("'\(reference)' is not a table row", at: mark) }
            if let table = cell.superview as? TableView, let indexPath = table.indexPath(for: cell) {
                for other in table.sections[indexPath.section].cells where other.accessoryType == .checkmark { other.accessoryType = .none }
            }
            cell.accessoryType = .checkmark
        case .remove(let reference):
            guard let view = target(reference) as? View else { return }
            if let cell = view as? TableViewCell, let table = cell.superview as? TableView, let indexPath = table.indexPath(for: cell) {
                table.sections[indexPath.section].cells.remove(at: indexPath.row)
            } else if let cell = view as? CollectionViewCell, let collection = cell.superview as? CollectionView,
                      let indexPath = collection.indexPath(for: cell) {
                collection.sections[indexPath.section].remove(at: indexPath.row)
            } else {
                let parent = view.superview
                view.removeFromSuperview()
                parent?.setNeedsLayout()
            }
            forgetRemoved(view)
        case .insert(let insert):
            guard let container = target(insert.into) as? View, let instance = context.instance ?? onScreenInstances.first else { return }
            building { self.insert(insert, into: container, instance: instance, mark: mark) }
        case .sendActions(let reference, let event):
            guard let object = target(reference) else { return }
            guard let control = object as? Control else { return warn("'\(reference)' is not a control; it has no actions to send", at: mark) }
            // An action that sends the same control's actions again would never end: UIKit's app would
            // recurse without end; here the inner send is left out, saying so.
            guard sendingActions.insert(ObjectIdentifier(control)).inserted else {
                return warn("'\(reference)' sends its \(event.rawValue) actions from one of those actions; the inner send is left out", at: mark)
            }
            defer { sendingActions.remove(ObjectIdentifier(control)) }
            control.sendActions(for: event)
        default:
            break
        }
    }

    private func setValue(_ value: Double, on object: AnyObject, mark: SourceMark) {
        switch object {
        case let slider as Slider: slider.value = min(slider.maximumValue, max(slider.minimumValue, value))
        case let stepper as Stepper: stepper.value = min(stepper.maximumValue, max(stepper.minimumValue, value))
        case let progress as ProgressView: progress.progress = min(1, max(0, value))
        case let toggle as Switch: toggle.isOn = value != 0
        case let pages as PageControl: pages.currentPage = min(max(0, Int(value)), max(0, pages.numberOfPages - 1))
        case let segments as SegmentedControl: segments.selectedSegmentIndex = min(max(-1, Int(value)), segments.segmentTitles.count - 1)
        case let picker as PickerView: picker.selectRow(Int(value), inComponent: 0)
        default: warn("this element has no value to set", at: mark)
        }
    }

    /// Sets the text an element shows; false when it has none.
    @discardableResult
    func setText(_ text: String, on object: AnyObject?) -> Bool {
        switch object {
        case let label as Label: label.text = text
        case let field as TextField: field.text = text
        case let textView as TextView: textView.text = text
        case let search as SearchBar: search.text = text
        case let button as Button: button.title = text
        case let cell as TableViewCell: cell.textLabel.text = text
        case let item as BarButtonItem:
            item.title = text
            window?.rootViewController?.view.setNeedsLayout()
        default: return false
        }
        return true
    }

    private func insert(_ insert: InsertSpec, into container: View, instance: ControllerInstance, mark: SourceMark) {
        switch (insert.content, container) {
        case (.row(let row), let table as TableView):
            while table.sections.count <= insert.section { table.sections.append(TableSection()) }
            let cell = buildRow(row, instance: instance)
            let cells = table.sections[insert.section].cells
            table.sections[insert.section].cells.insert(cell, at: min(insert.index ?? cells.count, cells.count))
        case (.item(let item), let collection as CollectionView):
            while collection.sections.count <= insert.section { collection.sections.append([]) }
            let cell = buildItem(item, instance: instance)
            let items = collection.sections[insert.section]
            collection.sections[insert.section].insert(cell, at: min(insert.index ?? items.count, items.count))
        case (.view(let spec), _):
            let view = buildView(spec, instance: instance)
            if let stack = container as? StackView {
                stack.addArrangedSubview(view)
            } else {
                container.insertSubview(view, at: min(insert.index ?? container.subviews.count, container.subviews.count))
            }
            if spec.frame == nil, let parent = container as? SceneView { parent.automatic.insert(ObjectIdentifier(view)) }
            container.setNeedsLayout()
        default:
            warn("cannot insert a \(insert.content.kindName) into a \(container.displayClassName)", at: mark)
        }
    }

    /// Whether a condition holds now.
    func test(_ condition: Condition, in context: StepContext, mark: SourceMark) -> Bool {
        let object = resolve(condition.target, in: context)
        let value: Bool
        switch (condition.test, object) {
        case (.text(let text), let object?): value = shownText(of: object) == text
        case (.state(.editing), let table as TableView): value = table.isEditing
        case (.state(.on), let toggle as Switch): value = toggle.isOn
        case (.state(.hidden), let view as View): value = view.isHidden
        case (.state(.selected), let control as Control): value = control.isSelected
        case (.state(.selected), let cell as TableViewCell), (.state(.checked), let cell as TableViewCell):
            value = cell.accessoryType == .checkmark
        case (.state(.enabled), let control as Control): value = control.isEnabled
        case (.state(.enabled), let item as BarButtonItem): value = item.isEnabled
        default:
            warn("cannot test '\(condition.target)' that way", at: mark)
            value = false
        }
        return value != condition.negated
    }

    /// The text an element shows: a label's or text input's text, a button's or item's title.
    private func shownText(of object: AnyObject) -> String? {
        switch object {
        case let label as Label: return label.text
        case let field as TextField: return field.text
        case let textView as TextView: return textView.text
        case let button as Button: return button.title
        case let cell as TableViewCell: return cell.textLabel.text
        case let item as BarButtonItem: return item.title
        default: return nil
        }
    }
}

extension InsertContent {
    var kindName: String {
        switch self {
        case .row: return "row"
        case .view: return "view"
        case .item: return "collection item"
        }
    }
}
