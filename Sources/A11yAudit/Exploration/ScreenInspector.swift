import AccessibilityTree

/// Reads a live session into a ``ScreenCapture``: the snapshot, and the facts about live objects that
/// rules need (source locations, colours, covering views, overlays, navigation and tab state).
@MainActor
struct ScreenInspector {
    let subject: AuditSubject

    /// The overlay must cover at least this share of the window to count as covering the screen.
    static let overlayCoverage = 0.9
    /// An overlay's background must be at least this opaque to hide what is behind it.
    static let overlayOpacity = 0.2

    func capture(_ session: LiveSession) -> (ScreenCapture, ProbePlan)? {
        guard let window = session.window, let tree = session.deriveForAudit() else { return nil }
        let front = window.presentationStack.last
        let frontContainer = front?.presented.viewIfLoaded?.superview
        var elements: [ElementFacts] = []
        for element in tree.elements {
            guard let object = tree.object(for: element.id) else {
                elements.append(ElementFacts())
                continue
            }
            elements.append(facts(for: object, element: element, window: window, frontContainer: frontContainer))
        }
        let screen = screenFacts(window: window, tree: tree, elements: elements)
        var capture = ScreenCapture(snapshot: tree.snapshot, elements: elements,
                                    unreachable: unreachableFacts(tree: tree, window: window),
                                    nested: nestedFacts(tree: tree, language: window.device.language), screen: screen, windowSize: window.bounds.size,
                                    voiceControl: tree.voiceControlItems())
        capture.tapTargets = tapTargetFacts(tree: tree, window: window, frontContainer: frontContainer)
        return (capture, ProbePlan(tree: tree, window: window))
    }

    // MARK: Elements

    private func facts(for object: AccessibilityObject, element: ElementSnapshot, window: Window, frontContainer: View?) -> ElementFacts {
        var facts = ElementFacts(location: location(of: object))
        facts.uikitClassName = object.className
        facts.frameIsEstimated = object.frameIsEstimated
        let view = LiveQueries.view(of: object)
        if let button = object as? Button, button.isLabelledOnlyByImageName, element.label == button.imageName {
            facts.labellingImageName = button.imageName
        }
        facts.isCell = object is TableViewCell || object is CollectionViewCell
        facts.isDatePickerWheel = object.accessibilityContainer is DatePicker
        if let field = object as? TextField, let placeholder = field.placeholder, !placeholder.isEmpty,
           element.label == placeholder {
            facts.isLabelledByPlaceholder = true
        }
        facts.isPageControl = object is PageControl
        if let label = object as? Label, label.numberOfLines == 1, !label.adjustsFontSizeToFitWidth, !label.fitsTextInCode,
           let font = label.font, let text = label.text, !text.isEmpty, element.label == text {
            facts.singleLineText = SingleLineText(text: text, font: font, width: label.bounds.width)
        }
        facts.fixedSizeFont = Self.fixedSizeFont(of: object)
        facts.contentSizeProblems = subject.contentSizeProblems(of: object)
        if let frontContainer, let view {
            facts.isBehindPresentation = !view.isDescendant(of: frontContainer)
        }
        (facts.textColor, facts.backgroundColor) = colors(of: object)
        // An adjustable element is used by swiping up and down, which goes to the element itself:
        // what covers its activation point matters only when a double tap does something too.
        let isOnlyAdjustable = element.traits.contains(.adjustable) && !element.traits.contains(.button)
        if element.isInteractive, !isOnlyAdjustable, !element.isInScrollView, !facts.isBehindPresentation, let view, !LiveQueries.isInSystemBar(view) {
            facts.coveredBy = coveringView(of: view, at: element.activationPoint, window: window)
        }
        return facts
    }

    /// The text colour and the background behind it, when the model gives both.
    private func colors(of object: AccessibilityObject) -> (Color?, Color?) {
        let textView: View?
        let text: Color?
        switch object {
        case let label as Label: textView = label; text = label.textColor
        case let button as Button: textView = button; text = button.titleColor
        case let cell as TableViewCell where !(cell.textLabel.text ?? "").isEmpty: textView = cell.textLabel; text = cell.textLabel.textColor
        default: textView = nil; text = nil
        }
        guard let textView, let text, let background = LiveQueries.backgroundColor(behind: textView) else { return (nil, nil) }
        return (text, background)
    }

    /// The class of the view a tap at `point` reaches when it is not `view`, inside it, or around it.
    private func coveringView(of view: View, at point: Point, window: Window) -> String? {
        guard let hit = LiveQueries.hitTest(window, at: point), hit !== view,
              !hit.isDescendant(of: view), !view.isDescendant(of: hit) else { return nil }
        return hit.displayClassName
    }

    /// Where `object` is described: its own location, else the nearest container's or controller's.
    func location(of object: AnyObject) -> SourceLocation? {
        var current: AnyObject? = object
        var steps = 0
        while let candidate = current, steps < 64 {
            if let found = subject.sourceLocation(of: candidate) { return found }
            if let view = candidate as? View, let controller = view.viewController,
               let found = subject.sourceLocation(of: controller) {
                return found
            }
            current = (candidate as? AccessibilityObject)?.accessibilityContainer ?? (candidate as? ViewController)?.parent
            steps += 1
        }
        return nil
    }

    // MARK: Controls inside elements

    /// The shown controls inside each element's view, which VoiceOver never reaches: it reads an
    /// element and does not look at its subviews.
    private func nestedFacts(tree: DerivedTree, language: VoiceOverLanguage) -> [NestedFacts] {
        var nested: [NestedFacts] = []
        for (index, element) in tree.elements.enumerated() {
            guard let view = tree.object(for: element.id) as? View, !view.subviews.isEmpty else { continue }
            // The app's code lists this view's (or an ancestor's) accessibility elements itself: what
            // VoiceOver reaches inside is known only when the app runs (docs/audit-rules.md, nested-element).
            if sequence(first: view, next: { $0.superview }).contains(where: \.accessibilityElementsSetInCode) { continue }
            var pending = Array(view.subviews)
            var next = 0
            while next < pending.count {
                let inner = pending[next]
                next += 1
                // A control whose place a11ysim estimated may lie under the container's activation point,
                // where the container's double tap reaches it: without its real frame there is no finding.
                guard !inner.isHidden, inner.alpha > 0.01, !inner.accessibilityElementsHidden, !inner.frameIsEstimated else { continue }
                if inner.isAccessibilityElement {
                    let snapshot = inner.elementSnapshot(language: language)
                    if snapshot.isInteractive {
                        nested.append(NestedFacts(element: snapshot, container: index, location: location(of: inner)))
                    }
                } else {
                    pending.append(contentsOf: inner.subviews)
                }
            }
        }
        return nested
    }

    // MARK: Views with tap gesture recognizers

    /// The shown views with a tap gesture recognizer, each with the element VoiceOver reads it as.
    private func tapTargetFacts(tree: DerivedTree, window: Window, frontContainer: View?) -> [TapTargetFacts] {
        // A view behind the front-most presentation is the presented screen's business, not this one's.
        let views = window.allViews().filter { view in
            !view.tapGestureActions.isEmpty && (frontContainer.map { view.isDescendant(of: $0) } ?? true)
        }
        guard !views.isEmpty else { return [] }
        var elementIndex: [ObjectIdentifier: Int] = [:]
        for (index, element) in tree.elements.enumerated() {
            if let object = tree.object(for: element.id) { elementIndex[ObjectIdentifier(object)] = index }
        }
        return views.compactMap { view in
            // A view no tap reaches (hidden, transparent, or not taking touches) has no tap to offer.
            guard view.isUserInteractionEnabled,
                  !sequence(first: view, next: \.superview).contains(where: { $0.isHidden || $0.alpha <= 0.01 }) else { return nil }
            let centre = view.frameInWindow.center
            let covered = sequence(first: view.superview, next: { $0?.superview }).contains { ancestor in
                guard let ancestor, let index = elementIndex[ObjectIdentifier(ancestor)] else { return false }
                return tree.elements[index].frame.contains(centre)
            }
            var facts = TapTargetFacts(className: view.displayClassName, actions: view.tapGestureActions, element: elementIndex[ObjectIdentifier(view)],
                                  isCoveredByAncestorElement: covered, isPresentedByUIKit: view is Control || view is TableViewCell || view is CollectionViewCell || view is TableView || view is CollectionView,
                                  isRootView: view.viewController?.viewIfLoaded === view, location: location(of: view))
            facts.containsElements = tree.elements.contains { element in
                guard let inner = tree.object(for: element.id).flatMap(LiveQueries.view(of:)) else { return false }
                return inner !== view && inner.isDescendant(of: view)
            }
            return facts
        }
    }

    // MARK: Unreachable elements

    private func unreachableFacts(tree: DerivedTree, window: Window) -> [UnreachableFacts] {
        guard !tree.unreachable.isEmpty else { return [] }
        let objects = LiveQueries.objectsByID(in: window)
        return tree.unreachable.map { unreachable in
            let object = objects[unreachable.element.id]
            var covered = false
            if unreachable.reason == .hiddenByModalSibling, let object, let view = LiveQueries.view(of: object) {
                covered = isCoveredByModal(view, frame: unreachable.element.frame)
            }
            return UnreachableFacts(element: unreachable.element, reason: unreachable.reason, isLegitimatelyCovered: covered,
                                    location: object.flatMap { location(of: $0) })
        }
    }

    /// Whether the modal sibling that hides `view` (of it or of an ancestor) is a presentation, or
    /// visibly covers the element's frame.
    private func isCoveredByModal(_ view: View, frame: Rect) -> Bool {
        var current: View? = view
        while let child = current, let parent = child.superview {
            let modal = parent.subviews.last { $0 !== child && $0.accessibilityViewIsModal && LiveQueries.isShown($0) }
            if let modal {
                if modal.displayClassName == "UITransitionView" { return true }
                return modal.frameInWindow.contains(frame.center)
            }
            current = parent
        }
        return false
    }

    // MARK: The screen

    private func screenFacts(window: Window, tree: DerivedTree, elements: [ElementFacts]) -> ScreenFacts {
        let front = window.presentationStack.last
        var facts = ScreenFacts(presentationDepth: window.presentationStack.count, presentationStyle: front?.style,
                                isAlert: front?.presented is AlertController)
        let controller = window.contentViewController
        facts.controllerName = controller.map(\.screenDescription) ?? "the screen"
        facts.controllerLocation = controller.flatMap { location(of: $0) }
        let onScreen = window.onScreenViewControllers()
        if let navigation = onScreen.last(where: { $0 is NavigationController }) as? NavigationController,
           front == nil || navigation.rootAncestor === front?.presented {
            facts.navigationDepth = navigation.viewControllers.count
            facts.isNavigationBarHidden = navigation.isNavigationBarHidden
        }
        if let tabs = onScreen.compactMap({ $0 as? TabBarController }).first(where: \.hasMoreTab) {
            facts.tabCount = tabs.viewControllers.count
        }
        facts.overlay = presentationOverlay(front, tree: tree, elements: elements) ?? customOverlay(in: window, tree: tree)
        facts.bars = window.allViews().compactMap { view in
            let kind: ScreenBar.Kind
            switch view {
            case is NavigationBar: kind = .navigationBar
            case is Toolbar: kind = .toolbar
            case is TabBar: kind = .tabBar
            default: return nil
            }
            return LiveQueries.isShown(view) ? ScreenBar(kind: kind, frame: view.frameInWindow) : nil
        }
        facts.controllers = shownControllers(window: window, tree: tree)
        return facts
    }

    /// The content controllers VoiceOver reads (containers and alerts left out), each with the number
    /// of the screen's elements inside its view or its docked input accessory view (docs/voiceover.md,
    /// "A first responder's input accessory view").
    private func shownControllers(window: Window, tree: DerivedTree) -> [ShownController] {
        let views = tree.elements.map { tree.object(for: $0.id).flatMap(LiveQueries.view(of:)) }
        return window.frontViewControllers().compactMap { controller in
            guard !(controller is NavigationController || controller is TabBarController || controller is SplitViewController
                    || controller is AlertController) else { return nil }
            let docked = controller.inputAccessoryView.flatMap { $0.superview is InputAccessoryHostView ? $0 : nil }
            let roots = [controller.viewIfLoaded, docked].compactMap(\.self)
            let count = views.count { view in roots.contains { view?.isDescendant(of: $0) ?? false } }
            return ShownController(className: controller.customClassName ?? controller.className, elements: count,
                                   location: location(of: controller))
        }
    }

    /// An over-style presentation whose root view is not modal, with the elements behind it.
    private func presentationOverlay(_ front: Presentation?, tree: DerivedTree, elements: [ElementFacts]) -> OverlayFact? {
        guard let front, !front.hidesContentBelowFromVoiceOver else { return nil }
        let covered = elements.indices.filter { elements[$0].isBehindPresentation }
        guard !covered.isEmpty else { return nil }
        return OverlayFact(description: "\(front.style.rawValue) presentation of \(front.presented.screenDescription)",
                           coveredElements: covered, location: location(of: front.presented))
    }

    /// A view that covers most of the window with a background, is not modal, and has siblings behind
    /// it whose elements VoiceOver still reads.
    private func customOverlay(in window: Window, tree: DerivedTree) -> OverlayFact? {
        let windowArea = window.bounds.width * window.bounds.height
        guard windowArea > 0 else { return nil }
        for parent in window.allViews() where parent !== window && parent.subviews.count > 1 {
            for (position, overlay) in parent.subviews.enumerated() where position > 0 {
                guard !overlay.accessibilityViewIsModal, LiveQueries.isShown(overlay),
                      let color = overlay.backgroundColor, color.alpha >= Self.overlayOpacity else { continue }
                let frame = overlay.frameInWindow
                guard let visible = frame.intersection(window.bounds),
                      visible.width * visible.height >= Self.overlayCoverage * windowArea else { continue }
                let behind = parent.subviews[..<position]
                let covered = tree.elements.indices.filter { index in
                    guard let object = tree.object(for: tree.elements[index].id), let view = LiveQueries.view(of: object),
                          tree.elements[index].frame.intersects(frame) else { return false }
                    return behind.contains { view.isDescendant(of: $0) }
                }
                if !covered.isEmpty {
                    return OverlayFact(description: "overlay \(overlay.displayClassName)", coveredElements: covered,
                                       location: location(of: overlay))
                }
            }
        }
        return nil
    }
}
