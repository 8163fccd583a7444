import AccessibilityTree

extension SceneRuntime {
    /// The root view of a view, table or collection controller instance, with any pending texts.
    func buildRootView(for instance: ControllerInstance) -> View {
        building { makeRootView(for: instance) }
    }

    private func makeRootView(for instance: ControllerInstance) -> View {
        let screen = Rect(origin: .zero, size: window?.bounds.size ?? Device.phoneSize)
        let root: View
        if let spec = instance.template.content.rootView {
            root = buildView(spec, instance: instance)
        } else {
            switch instance.template.kind {
            case .table: root = TableView(frame: screen)
            case .collection: root = CollectionView(frame: screen)
            default: root = SceneView(frame: screen)
            }
        }
        if root.frame.isEmpty { root.frame = screen }
        for assignment in instance.pendingTexts {
            setText(assignment.text, on: instance.element(assignment.element))
        }
        instance.pendingTexts = []
        return root
    }

    /// Builds a view and everything inside it for `instance`.
    func buildView(_ spec: ViewSpec, instance: ControllerInstance) -> View {
        let view = makeView(spec, instance: instance)
        view.frame = spec.frame ?? .zero
        view.isHidden = spec.hidden
        view.alpha = spec.alpha
        view.isUserInteractionEnabled = spec.userInteractionEnabled
        view.clipsToBounds = spec.clipsToBounds
        view.backgroundColor = spec.backgroundColor
        view.tag = spec.tag
        view.tapGestureActions = spec.tapGestureActions
        view.customClassName = spec.className
        if let control = view as? Control {
            control.isEnabled = spec.control.enabled
            control.isSelected = spec.control.selected
            for action in spec.control.actions { control.addTarget(targetAction(action, instance: instance, element: control)) }
        }
        instance.register(view, id: spec.id, identifier: spec.accessibility.identifier)
        locations.register(view, spec.mark)
        addSubviews(spec.subviews, to: view, instance: instance)
        AccessibilityApplier.apply(spec.accessibility, to: view, instance: instance, runtime: self)
        BehaviourAttachment.attach(spec.behaviours, to: view, instance: instance, runtime: self)
        observe(view, handlers: spec.notificationHandlers, instance: instance)
        return view
    }

    /// Adds built subviews, marking those without a frame for the automatic layout.
    func addSubviews(_ specs: [ViewSpec], to parent: View, instance: ControllerInstance) {
        for spec in specs {
            let child = buildView(spec, instance: instance)
            if let stack = parent as? StackView {
                stack.addArrangedSubview(child)
            } else {
                parent.addSubview(child)
            }
            guard spec.frame == nil else { continue }
            child.frameIsEstimated = true
            let id = ObjectIdentifier(child)
            switch parent {
            case let container as SceneView: container.automatic.insert(id)
            case let scroll as SceneScrollView: scroll.automatic.insert(id)
            case let cell as SceneTableViewCell: cell.automatic.insert(id)
            case let cell as SceneCollectionViewCell: cell.automatic.insert(id)
            default: break
            }
        }
    }

    private func makeView(_ spec: ViewSpec, instance: ControllerInstance) -> View {
        switch spec.kind {
        case .view: return spec.isCustomControl ? SceneControl() : SceneView()
        case .visualEffect: return SceneView(className: "UIVisualEffectView")
        case .label(let label):
            let view = Label(text: label.text)
            view.textColor = label.textColor ?? .black
            view.isEnabled = label.enabled
            // A font the code sets is unknown: the label's text size is not judged (docs/layout.md, "Dynamic Type").
            view.font = label.fontSetInCode ? nil : label.font
            view.numberOfLines = label.numberOfLines
            view.adjustsFontSizeToFitWidth = label.adjustsFontSizeToFitWidth
            view.fitsTextInCode = label.fitSetInCode
            view.adjustsFontForContentSizeCategory = label.adjustsFontForContentSizeCategory
            return view
        case .button(let button):
            let view = Button(title: button.title, imageName: button.image, type: button.type)
            view.titleColor = button.titleColor
            view.menu = button.menu.map(Menu.init)
            view.showsMenuAsPrimaryAction = button.showsMenuAsPrimaryAction
            view.changesSelectionAsPrimaryAction = button.changesSelectionAsPrimaryAction
            // As a label's: a font the code sets is unknown (docs/layout.md, "Dynamic Type").
            view.titleFont = spec.layout.fontSetInCode ? nil : spec.layout.font
            view.titleAdjustsFontForContentSizeCategory = spec.layout.adjustsFontForContentSizeCategory
            return view
        case .switch(let isOn): return Switch(isOn: isOn)
        case .slider(let slider): return Slider(value: slider.value, minimumValue: slider.minimum, maximumValue: slider.maximum)
        case .stepper(let stepper):
            return Stepper(value: stepper.value, minimumValue: stepper.minimum, maximumValue: stepper.maximum, stepValue: stepper.step)
        case .segmented(let segmented): return SegmentedControl(segmentTitles: segmented.segments, selectedSegmentIndex: segmented.selected)
        case .textField(let field):
            let view = TextField(text: field.text, placeholder: field.placeholder)
            view.isSecureTextEntry = field.secure
            view.inputAccessoryView = field.inputAccessoryView.map { buildInputAccessoryView($0, instance: instance) }
            view.inputView = field.inputView.map { buildInputAccessoryView($0, instance: instance) }
            view.font = spec.layout.fontSetInCode ? nil : spec.layout.font
            view.adjustsFontForContentSizeCategory = spec.layout.adjustsFontForContentSizeCategory
            return view
        case .textView(let text):
            let view = TextView(text: text.text)
            view.isEditable = text.editable
            view.font = spec.layout.fontSetInCode ? nil : spec.layout.font
            view.adjustsFontForContentSizeCategory = spec.layout.adjustsFontForContentSizeCategory
            return view
        case .image(let name): return ImageView(imageName: name)
        case .pageControl(let pages, let current): return PageControl(numberOfPages: pages, currentPage: current)
        case .progress(let progress): return ProgressView(progress: progress)
        case .activityIndicator(let activity):
            let view = ActivityIndicatorView(isAnimating: activity.animating)
            view.hidesWhenStopped = activity.hidesWhenStopped
            return view
        case .datePicker(let picker):
            return DatePicker(mode: picker.mode, year: picker.year, month: picker.month, day: picker.day, hour: picker.hour, minute: picker.minute)
        case .picker(let picker):
            let view = PickerView(components: picker.components, selectedRows: picker.selectedRows)
            view.componentLabels = picker.componentLabels
            return view
        case .scroll(let scroll):
            let view = SceneScrollView()
            view.fixedContentSize = scroll.contentSize
            view.isPagingEnabled = scroll.paging
            view.isScrollEnabled = scroll.scrollEnabled
            return view
        case .table(let table): return buildTable(table, instance: instance)
        case .collection(let collection): return buildCollection(collection, instance: instance)
        case .stack(let stack): return StackView(axis: stack.axis, spacing: stack.spacing, alignment: Self.stackAlignment(spec.layout.stack?.alignment))
        case .container(let controller):
            let view = SceneContainerView()
            if let controller { embed(controller, in: view, instance: instance) }
            return view
        case .navigationBar(let bar):
            let view = SceneNavigationBar()
            let left = bar.left.filter { $0.systemItem != .flexibleSpace && $0.systemItem != .fixedSpace }
            let right = bar.right.filter { $0.systemItem != .flexibleSpace && $0.systemItem != .fixedSpace }
            view.configure(title: bar.title, left: left.map { barButton($0, instance: instance) }, right: right.map { barButton($0, instance: instance) })
            return view
        case .toolbar(let items):
            let view = SceneToolbar()
            view.buttons = items.filter { $0.systemItem != .flexibleSpace && $0.systemItem != .fixedSpace }.map { barButton($0, instance: instance) }
            for button in view.buttons { view.addSubview(button) }
            return view
        case .tabBar(let bar):
            let view = SceneTabBar()
            view.selectedIndex = bar.selected
            view.tabs = bar.items.enumerated().map { index, item in
                SceneTabButton(bar: view, index: index, label: item.label ?? item.title ?? item.systemItem?.title ?? item.image, badge: item.badge)
            }
            for (tab, item) in zip(view.tabs, bar.items) {
                tab.accessibilityIdentifier = item.identifier
                view.addSubview(tab)
            }
            return view
        case .searchBar(let bar):
            let view = SearchBar()
            if let placeholder = bar.placeholder { view.placeholder = placeholder }
            view.text = bar.text
            return view
        }
    }

    /// The button standing for a bar item in a hand-placed bar (its custom view when it has one).
    private func barButton(_ spec: BarItemSpec, instance: ControllerInstance) -> View {
        let item = buildBarItem(spec, instance: instance)
        if let custom = item.customView { return custom }
        let button = SceneBarItemButton(item: item)
        locations.register(button, spec.mark)
        return button
    }

    /// Embeds a fresh instance of `name` in a container view, with UIKit's containment calls.
    private func embed(_ name: String, in container: SceneContainerView, instance: ControllerInstance) {
        guard let parent = instance.controller else { return }
        let child = instantiate(name)
        parent.addChild(child)
        container.addSubview(child.view)
        child.didMove(toParent: parent)
    }
}

extension SceneRuntime {
    /// The model's stack alignment for the one Interface Builder gives (fill when it gives none).
    static func stackAlignment(_ alignment: StackLayout.Alignment?) -> StackView.Alignment {
        switch alignment {
        case .leading?: return .leading
        case .center?: return .center
        case .trailing?: return .trailing
        case .firstBaseline?, .lastBaseline?: return .baseline
        case .fill?, nil: return .fill
        }
    }
}
