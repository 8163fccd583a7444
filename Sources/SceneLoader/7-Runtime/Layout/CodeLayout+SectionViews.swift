import AccessibilityTree

/// Frames for the views made in code inside a section's header or footer view (a table's, or a
/// collection's supplementary view) that constraints made in code place (docs/code.md, "Tables and
/// collections"): each such view is laid out on its own, as wide as the screen and as tall as its
/// own frame says, else a section header's 38 pt, by the solver that lays out a screen
/// (``CodeLayout/layOut(_:in:summary:)``), with no safe area, as a table's cells are (CodeLayout+Cells).
extension CodeLayout {
    /// Lays out the section views of every controller's tables and collections whose views
    /// constraints made in code place; the warnings for the views that keep their estimate are added to `source`.
    static func applyToSectionViews(_ source: inout DocumentSource, summary: inout Summary) {
        forEachView(in: &source) { view, device in
            var warnings: [SceneDiagnostic] = []
            switch view.kind {
            case .table(var table):
                for s in table.sections.indices {
                    warnings += layOut(&table.sections[s].headerView, on: device, summary: &summary)
                    warnings += layOut(&table.sections[s].footerView, on: device, summary: &summary)
                }
                view.kind = .table(table)
            case .collection(var collection):
                for number in collection.headers.keys.sorted() { warnings += layOut(&collection.headers[number], on: device, summary: &summary) }
                for number in collection.footers.keys.sorted() { warnings += layOut(&collection.footers[number], on: device, summary: &summary) }
                view.kind = .collection(collection)
            default:
                break
            }
            return warnings
        }
    }

    /// Lays out one section view holding constraints made in code: its views placed by the solver
    /// take their frames inside it, and it takes its size.
    private static func layOut(_ sectionView: inout ViewSpec?, on device: Device, summary: inout Summary) -> [SceneDiagnostic] {
        guard var spec = sectionView, holdsCodeConstraints(spec) else { return [] }
        let size = Size(width: device.screenSize.width, height: spec.frame?.size.height ?? Metrics.tableSectionHeaderHeight)
        spec.frame = Rect(origin: .zero, size: size)
        var environment = LayoutEnvironment(device: device, size: size)
        environment.safeAreaInsets = .zero
        let warnings = layOut(&spec, in: environment, summary: &summary)
        sectionView = spec
        return warnings
    }
}
