import AccessibilityTree

/// Frames for the views made in code inside a section's header or footer view (a table's, or a
/// collection's supplementary view) that constraints made in code place (docs/code.md, "Tables and
/// collections"): each such view is laid out on its own, as wide as the screen and as tall as its
/// own frame says, else (a table's) as tall as its constraints make it (docs/layout.md, "Self-sizing
/// rows"), else a section header's 38 pt, by the solver that lays out a screen
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
                    // A view without a frame of its own sizes itself when its constraints give it a
                    // height, unless the delegate or the table fixes it (docs/layout.md, "Section header
                    // and footer heights"): then it is laid out at that height.
                    let header = table.sections[s].headerView, footer = table.sections[s].footerView
                    let fixedHeader = table.sections[s].headerHeight ?? table.sectionHeaderHeight
                    let fixedFooter = table.sections[s].footerHeight ?? table.sectionFooterHeight
                    if fixedHeader == nil, let height = fittingLayOut(&table.sections[s].headerView, on: device, summary: &summary) {
                        table.sections[s].headerViewHeight = height
                        table.sections[s].unsizedHeaderView = header
                    } else {
                        warnings += layOut(&table.sections[s].headerView, height: fixedHeader, on: device, summary: &summary)
                    }
                    if fixedFooter == nil, let height = fittingLayOut(&table.sections[s].footerView, on: device, summary: &summary) {
                        table.sections[s].footerViewHeight = height
                        table.sections[s].unsizedFooterView = footer
                    } else {
                        warnings += layOut(&table.sections[s].footerView, height: fixedFooter, on: device, summary: &summary)
                    }
                }
                view.kind = .table(table)
            case .collection(var collection):
                // At the height the flow layout fixes (its reference size), else as the view's frame says.
                for number in collection.headers.keys.sorted() {
                    warnings += layOut(&collection.headers[number], height: collection.headerHeight, on: device, summary: &summary)
                }
                for number in collection.footers.keys.sorted() {
                    warnings += layOut(&collection.footers[number], height: collection.footerHeight, on: device, summary: &summary)
                }
                view.kind = .collection(collection)
            default:
                break
            }
            return warnings
        }
    }

    /// Solves anew, on the device `source` names and at its text size `category`, every table's
    /// section header and footer view made in code that sized itself on the designed device
    /// (docs/layout.md, "Self-sizing rows"), from the view as the code made it. One its constraints
    /// give no height there keeps the height and frames it had.
    static func resizeSectionViews(_ source: inout DocumentSource, at category: ContentSizeCategory) {
        forEachView(in: &source) { view, device in
            guard case .table(var table) = view.kind else { return [] }
            for s in table.sections.indices {
                resize(&table.sections[s], \.headerView, \.headerViewHeight, from: \.unsizedHeaderView, at: category, on: device)
                resize(&table.sections[s], \.footerView, \.footerViewHeight, from: \.unsizedFooterView, at: category, on: device)
            }
            view.kind = .table(table)
            return []
        }
    }

    /// Sizes a section's header or footer view anew from its view as the code made it, at `category`.
    private static func resize(_ section: inout SectionSpec, _ view: WritableKeyPath<SectionSpec, ViewSpec?>,
                               _ height: WritableKeyPath<SectionSpec, Double?>, from unsized: KeyPath<SectionSpec, ViewSpec?>,
                               at category: ContentSizeCategory, on device: Device) {
        var resized = section[keyPath: unsized].map { ContentSizeLayout.scaledTree($0, to: category) }
        var summary = Summary()
        guard let fitted = fittingLayOut(&resized, on: device, summary: &summary) else { return }
        section[keyPath: view] = resized
        section[keyPath: height] = fitted
    }

    /// Lays out one section view holding constraints made in code, `height` high when the table
    /// fixes it, else as its frame says: its views placed by the solver take their frames inside
    /// it, and it takes its size.
    private static func layOut(_ sectionView: inout ViewSpec?, height: Double? = nil, on device: Device, summary: inout Summary) -> [SceneDiagnostic] {
        guard var spec = sectionView, holdsCodeConstraints(spec) else { return [] }
        let size = Size(width: device.screenSize.width, height: height ?? spec.frame?.size.height ?? Metrics.tableSectionHeaderHeight)
        spec.frame = Rect(origin: .zero, size: size)
        let warnings = layOut(&spec, in: environment(size, on: device), summary: &summary)
        sectionView = spec
        return warnings
    }

    /// Lays out a table's section view (or an input accessory view, CodeLayout+InputAccessory)
    /// without a frame of its own as tall as its constraints make it at the screen's width, UIKit's
    /// `automaticDimension` (docs/layout.md, "Self-sizing rows"): its height, or nil (and the view left
    /// as it was) when a view in it is not placed by constraints or they give it no height.
    static func fittingLayOut(_ sectionView: inout ViewSpec?, on device: Device, summary: inout Summary) -> Double? {
        guard var spec = sectionView, spec.frame == nil, holdsCodeConstraints(spec) else { return nil }
        var trial = summary
        var environment = environment(Size(width: device.screenSize.width, height: 0), on: device)
        environment.fitsHeight = true
        spec.frame = Rect(origin: .zero, size: environment.size)
        guard layOut(&spec, in: environment, summary: &trial).isEmpty, let height = spec.frame?.height, height >= 1 else { return nil }
        sectionView = spec
        summary = trial
        return height
    }

    /// A section view's own layout: `size`, no safe area.
    private static func environment(_ size: Size, on device: Device) -> LayoutEnvironment {
        var environment = LayoutEnvironment(device: device, size: size)
        environment.safeAreaInsets = .zero
        return environment
    }
}
