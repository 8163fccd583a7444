import AccessibilityTree

/// A document laid out by its Auto Layout constraints on another device than the one it was designed
/// on (`--device`, `--landscape`; docs/layout.md, "On another device"), or at another text size
/// (`--content-size`; docs/layout.md, "Dynamic Type").
///
/// Each controller's view tree whose constraints solve — no view left free or named by a
/// contradicted constraint — takes the solved frames; a tree that does not solve keeps the frames
/// saved for the designed device, with a warning naming the controller. A root view saved at the
/// designed screen's size fills the new screen; one saved at a size of its own keeps it.
enum DeviceLayout {
    /// `source` with the frames of every view tree that solves on `device`, and a warning for each
    /// tree that does not; its document then names `device` as its own, so laying it out again on
    /// the same device changes nothing. On the designed device (same size and orientation) `source`
    /// as it is.
    static func relayout(_ source: DocumentSource, on device: Device) -> DocumentSource {
        let designed = source.document.device ?? .phone
        // Another text size than the designed one changes labels' intrinsic sizes: lay out anew too.
        let resized = designed.preferredContentSizeCategory != device.preferredContentSizeCategory
        guard designed.screenSize != device.screenSize || designed.idiom != device.idiom || resized else { return source }
        let document = ContentSizeLayout.scaled(source, to: device.preferredContentSizeCategory).document
        var result = source
        result.document = document
        result.document.device = device
        if case .failure(let error) = TextShaper.shared {
            result.warnings.append(SceneDiagnostic(location: document.mark.location, message: error.description))
        }
        for (position, controller) in document.controllers.enumerated() {
            guard let root = controller.content.rootView, Self.hasConstraints(root) else { continue }
            let fills = root.frame.map { $0.size == designed.screenSize } ?? true
            let environment = DesignedLayout.environment(for: controller, in: document, device: device,
                                                         rootSize: fills ? device.screenSize : root.frame?.size)
            let layout = ConstraintLayout.solve(root, in: environment)
            let unplaced = layout.views.filter { $0.outcome == .ambiguous || $0.outcome == .unsatisfiable }
            guard unplaced.isEmpty else {
                let names = unplaced.prefix(3).map { $0.id.map { "'\($0)'" } ?? "a view" }.joined(separator: ", ")
                result.warnings.append(SceneDiagnostic(location: root.mark.location, message: "the screen of '\(controller.id)' keeps the frames saved for the designed device: Auto Layout does not place \(unplaced.count) of its views (\(names)\(unplaced.count > 3 ? ", …" : ""))"))
                continue
            }
            var laidOut = root
            for view in layout.views {
                Self.setFrame(view.path.isEmpty ? Rect(origin: Point(x: 0, y: 0), size: environment.size) : view.frame, at: view.path[...], in: &laidOut)
            }
            switch controller.content {
            case .view: result.document.controllers[position].content = .view(laidOut)
            case .table: result.document.controllers[position].content = .table(laidOut)
            case .collection: result.document.controllers[position].content = .collection(laidOut)
            default: break
            }
        }
        // Rows and section views that size themselves are solved anew at the device's width and text
        // size: Interface Builder's cells (CellSelfSizing), and those made in code (CodeLayout+Cells, +SectionViews).
        CellSelfSizing.apply(to: &result, widening: device.screenSize.width - designed.screenSize.width)
        CodeLayout.resizeCells(&result, at: device.preferredContentSizeCategory)
        CodeLayout.resizeSectionViews(&result, at: device.preferredContentSizeCategory)
        return result
    }

    /// Whether any view of the tree holds a constraint (else there is nothing to solve).
    private static func hasConstraints(_ root: ViewSpec) -> Bool {
        var pending = [root]
        while let view = pending.popLast() {
            if !view.layout.constraints.isEmpty { return true }
            pending += view.subviews
        }
        return false
    }

    /// Sets the frame of the view at `path` (subview indices from `view` down). It recurses once per
    /// level of the view tree, which the loader bounds at 200 levels of XML nesting (docs/cli.md,
    /// "Limits on inputs").
    static func setFrame(_ frame: Rect, at path: ArraySlice<Int>, in view: inout ViewSpec) {
        guard let first = path.first else {
            view.frame = frame
            return
        }
        setFrame(frame, at: path.dropFirst(), in: &view.subviews[first])
    }
}
