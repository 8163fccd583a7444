import AccessibilityTree

/// Lays every screen of a document out by Auto Layout at the default text size and at another, and
/// lists what the other size breaks (docs/layout.md, "Dynamic Type"): text cut off (labels, button
/// titles, text fields, text views that do not scroll), views that come to
/// overlap, controls pushed out of the screen or their superview; and the same inside table cells
/// (ContentSizeCheck+Cells).
///
/// Only what is worse than at the default size counts, each size laid out by the same solver, so
/// that where the solver differs from Interface Builder it differs at both sizes alike. A screen
/// any of whose views the constraints leave free or contradict at either size is not checked (it is
/// listed in ``ContentSizeReport/unchecked``).
enum ContentSizeCheck {
    /// Two frames overlap when they share more than this many points each way (less is a hairline
    /// of rounding, or views that only touch).
    static let overlapTolerance = 2.0
    /// A control is outside its container when it passes the container's edge by more than this.
    static let edgeTolerance = 1.0

    /// What `category` breaks on each screen of `source` on `device`.
    static func report(_ source: DocumentSource, on device: Device, at category: ContentSizeCategory) -> ContentSizeReport {
        var report = ContentSizeReport()
        guard category != .default else { return report }
        let document = source.document
        let designed = document.device ?? .phone
        for controller in document.controllers {
            guard let root = controller.content.rootView else { continue }
            let fills = root.frame.map { $0.size == designed.screenSize } ?? true
            let environment = DesignedLayout.environment(for: controller, in: document, device: device,
                                                         rootSize: fills ? device.screenSize : root.frame?.size)
            // The views inside its tables' cells, each cell on its own (ContentSizeCheck+Cells).
            checkCells(in: root, on: device, widening: device.screenSize.width - designed.screenSize.width, at: category, into: &report)
            var scaled = root
            scaled.mutateViews { view in view = ContentSizeLayout.scaledConstants(ContentSizeLayout.scaled(view, to: category), to: category) }
            guard let before = Screen(root, environment: environment), let after = Screen(scaled, environment: environment) else {
                report.unchecked.append(controller.id)
                continue
            }
            // A root saved at a size of its own (a xib's free-standing view) is sized where it is
            // used: what passes its edge is not judged, as it may grow.
            let (found, complete) = problems(before: before, after: after, category: category, judgesRootEdges: fills)
            for problem in found {
                report.problems[problem.location, default: []].append(problem)
            }
            if !complete { report.overlapsCut.append(controller.id) }
            for view in after.views.indices where !after.isHidden(view) && hasRuntimeText(after.views[view].spec) {
                let name = describe(after.views[view].spec)
                if !report.unmeasuredViews.contains(name) { report.unmeasuredViews.append(name) }
            }
        }
        return report
    }

    /// A view tree laid out, each view with its frame in the root view's coordinates.
    struct Screen {
        struct View {
            var spec: ViewSpec
            var parent: Int?
            var frame: Rect
            /// A scroll view's content size, when its constraints decide it.
            var contentSize: Size?
            /// Whether the constraints decide its frame (else it keeps the frame saved for it and
            /// its autoresizing mask, which the app may change: its edges are not judged).
            var isSolved: Bool
        }
        var views: [View] = []

        /// Nil when Auto Layout does not place every view, or gives a root that sizes itself
        /// (``LayoutEnvironment/fitsHeight``, a table cell's content view) no height.
        init?(_ root: ViewSpec, environment: LayoutEnvironment) {
            let layout = ConstraintLayout.solve(root, in: environment)
            guard !layout.views.contains(where: { $0.outcome == .ambiguous || $0.outcome == .unsatisfiable }) else { return nil }
            var size = environment.size
            if environment.fitsHeight {
                guard let fitted = layout.views.first?.frame.height, fitted >= 1 else { return nil }
                size.height = fitted
            }
            var byPath: [[Int]: Int] = [:]
            for result in layout.views {
                let spec = Self.view(at: result.path[...], in: root)
                let parent = result.path.isEmpty ? nil : byPath[Array(result.path.dropLast())]
                var frame = result.path.isEmpty ? Rect(x: 0, y: 0, width: size.width, height: size.height) : result.frame
                if let parent {
                    frame.origin.x += views[parent].frame.origin.x
                    frame.origin.y += views[parent].frame.origin.y
                }
                byPath[result.path] = views.count
                views.append(View(spec: spec, parent: parent, frame: frame, contentSize: result.contentSize,
                                  isSolved: result.outcome == .solved || result.outcome == .root))
            }
        }

        /// The view at `path` (subview indices from `view` down); one step per level of the tree,
        /// which the loader bounds at 200 levels of XML nesting (docs/cli.md, "Limits on inputs").
        private static func view(at path: ArraySlice<Int>, in view: ViewSpec) -> ViewSpec {
            guard let first = path.first else { return view }
            return Self.view(at: path.dropFirst(), in: view.subviews[first])
        }

        /// Whether the view at `index` or one it is in is hidden or transparent.
        func isHidden(_ index: Int) -> Bool {
            var current: Int? = index
            while let view = current {
                if views[view].spec.hidden || views[view].spec.alpha <= 0.01 { return true }
                current = views[view].parent
            }
            return false
        }

        /// Whether the view at `ancestor` holds the view at `index`.
        func contains(_ ancestor: Int, _ index: Int) -> Bool {
            var current = views[index].parent
            while let view = current {
                if view == ancestor { return true }
                current = views[view].parent
            }
            return false
        }
    }

    /// The problems `after` has that `before` (the same tree at the default size) does not, and
    /// whether every pair of views was compared (``ContentSizeReport/maximumOverlapPairs``); views
    /// past the root's edges only when `judgesRootEdges` (the root is the screen).
    static func problems(before: Screen, after: Screen, category: ContentSizeCategory,
                         judgesRootEdges: Bool = true) -> (problems: [ContentSizeProblem], complete: Bool) {
        var problems: [ContentSizeProblem] = []
        // Text known only when the app runs is not measured, nor its view judged (docs/layout.md,
        // "Text known only when the app runs").
        let shown = after.views.indices.filter {
            !after.isHidden($0) && after.views[$0].spec.mark.location != nil && !hasRuntimeText(after.views[$0].spec)
        }
        for index in shown {
            let view = after.views[index]
            guard let location = view.spec.mark.location else { continue }
            if case .label(let label) = view.spec.kind, let after = truncation(label, frame: view.frame),
               truncation(labelBefore(before.views[index].spec) ?? label, frame: before.views[index].frame) == nil {
                problems.append(ContentSizeProblem(location: location, kind: .truncated(lines: after.lines, shown: after.shown),
                                                   category: category, text: label.text, font: label.font))
            }
            if let clipped = controlClipping(view.spec, frame: view.frame),
               controlClipping(before.views[index].spec, frame: before.views[index].frame) == nil {
                problems.append(ContentSizeProblem(location: location, kind: clipped.kind, category: category, text: clipped.text, font: clipped.font))
            }
            if draws(view.spec), let container = outside(index, in: after), container != 0 || judgesRootEdges,
               outside(index, in: before) == nil {
                let kind: ContentSizeProblem.Kind
                if case .scroll = after.views[container].spec.kind {
                    kind = .beyondScrollContent(scrollView: describe(after.views[container].spec))
                } else {
                    kind = .outside(container: container == 0 ? nil : describe(after.views[container].spec))
                }
                problems.append(ContentSizeProblem(location: location, kind: kind, category: category))
            }
        }
        // Views that draw, by their top edge, so that each is compared only with those that start
        // above its bottom.
        let drawing = shown.filter { draws(after.views[$0].spec) }.sorted { after.views[$0].frame.origin.y < after.views[$1].frame.origin.y }
        var pairs = 0
        for (position, first) in drawing.enumerated() {
            let frame = after.views[first].frame
            for second in drawing[(position + 1)...] {
                let other = after.views[second].frame
                if other.origin.y >= frame.origin.y + frame.size.height { break }
                pairs += 1
                if pairs > ContentSizeReport.maximumOverlapPairs { return (problems, false) }
                guard overlaps(frame, other), !overlaps(before.views[first].frame, before.views[second].frame),
                      !after.contains(first, second), !after.contains(second, first),
                      let location = after.views[second].spec.mark.location else { continue }
                problems.append(ContentSizeProblem(location: location, kind: .overlaps(other: describe(after.views[first].spec),
                                                                                        otherLocation: after.views[first].spec.mark.location),
                                                   category: category))
            }
        }
        return (problems, true)
    }

    private static func labelBefore(_ spec: ViewSpec) -> LabelSpec? {
        if case .label(let label) = spec.kind { return label }
        return nil
    }

    /// The lines `label`'s text needs at `frame`'s width and the lines it shows, when it needs more;
    /// nil for a label that fits, shrinks its text to fit, or has no text or known font.
    static func truncation(_ label: LabelSpec, frame: Rect) -> (lines: Int, shown: Int)? {
        guard let text = label.text, !text.isEmpty, let font = label.font, !label.adjustsFontSizeToFitWidth, !label.fontSetInCode, !label.fitSetInCode,
              frame.size.width > 0 else { return nil }
        let lines = TextLines.count(of: text, in: font, width: frame.size.width)
        // A line's height unrounded, as the layout sizes a label of several lines.
        let lineHeight = font.pointSize * (IntrinsicContentSize.ascender + IntrinsicContentSize.descender)
        let fitting = max(1, Int(((frame.size.height + edgeTolerance) / lineHeight).rounded(.down)))
        let shown = label.numberOfLines == 0 ? fitting : min(label.numberOfLines, fitting)
        if label.numberOfLines == 1 {
            return TextLines.width(of: text, in: font) > frame.size.width + edgeTolerance ? (lines: max(2, lines), shown: 1) : nil
        }
        return lines > shown ? (lines, shown) : nil
    }

    /// The view (by index; 0 the root, the screen) whose bounds the view at `index` passes
    /// beyond, up to the nearest scroll view — the scroll view itself when its content size, where
    /// the constraints decide it, does not reach that far; nil when it is inside them all, or when
    /// a view it is in keeps a saved frame (the app may size it).
    static func outside(_ index: Int, in screen: Screen) -> Int? {
        let frame = screen.views[index].frame
        var current = screen.views[index].parent
        while let container = current {
            guard screen.views[container].isSolved else { return nil }
            if case .table = screen.views[container].spec.kind { return nil }
            if case .collection = screen.views[container].spec.kind { return nil }
            var bounds = screen.views[container].frame
            if case .scroll = screen.views[container].spec.kind {
                guard let content = screen.views[container].contentSize else { return nil }
                // Scrolled to the top, the content starts at the scroll view's own origin.
                bounds.size = Size(width: max(bounds.size.width, content.width), height: max(bounds.size.height, content.height))
                let reaches = frame.origin.y + frame.size.height <= bounds.origin.y + bounds.size.height + edgeTolerance
                    && frame.origin.x + frame.size.width <= bounds.origin.x + bounds.size.width + edgeTolerance
                return reaches ? nil : container
            }
            if frame.origin.x < bounds.origin.x - edgeTolerance || frame.origin.y < bounds.origin.y - edgeTolerance
                || frame.origin.x + frame.size.width > bounds.origin.x + bounds.size.width + edgeTolerance
                || frame.origin.y + frame.size.height > bounds.origin.y + bounds.size.height + edgeTolerance {
                return container
            }
            current = screen.views[container].parent
        }
        return nil
    }

    private static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        let width = min(a.origin.x + a.size.width, b.origin.x + b.size.width) - max(a.origin.x, b.origin.x)
        let height = min(a.origin.y + a.size.height, b.origin.y + b.size.height) - max(a.origin.y, b.origin.y)
        return width > overlapTolerance && height > overlapTolerance
    }

    /// Whether the user acts on it.
    static func isControl(_ spec: ViewSpec) -> Bool {
        switch spec.kind {
        case .button, .switch, .slider, .stepper, .segmented, .textField, .textView, .pageControl, .datePicker: return true
        default: return false
        }
    }

    /// Whether its text (a label's, a button's title, a text field's text or placeholder, a text
    /// view's) has a part known only when the app runs (`⟨…⟩`): its width and lines are not known.
    static func hasRuntimeText(_ spec: ViewSpec) -> Bool {
        switch spec.kind {
        case .label(let label): return label.text?.isKnownOnlyAtRuntime ?? false
        case .button(let button): return button.title?.isKnownOnlyAtRuntime ?? false
        case .textField(let field): return (field.text ?? field.placeholder)?.isKnownOnlyAtRuntime ?? false
        case .textView(let textView): return textView.text?.isKnownOnlyAtRuntime ?? false
        default: return false
        }
    }

    /// Whether it draws text or a control (not a container, whose background may lie under anything).
    static func draws(_ spec: ViewSpec) -> Bool {
        if case .label(let label) = spec.kind { return !(label.text ?? "").isEmpty }
        return isControl(spec)
    }

    /// How a message names the view: its class and its text or id.
    static func describe(_ spec: ViewSpec) -> String {
        let type = spec.className ?? spec.kind.typeName
        switch spec.kind {
        case .label(let label) where label.text != nil: return "the \(type) \"\(label.text ?? "")\""
        case .button(let button) where button.title != nil: return "the \(type) \"\(button.title ?? "")\""
        default: return "the \(type)" + (spec.id.map { " '\($0)'" } ?? "")
        }
    }
}
