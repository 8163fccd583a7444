import AccessibilityTree

extension SubjectReport {
    /// Names what the code of each screen shown with no elements shows that a11ysim does not model
    /// (a web view, SwiftUI, a library's class outside the app's code), from `declared`, the app's
    /// view controllers: in the coverage's reasons (``SceneCoverage/nameNotModelledContent(_:)``) and
    /// in the `no-accessibility-elements` findings of controllers declared at the line the finding
    /// points at, so that every report format says it for that screen.
    public mutating func nameNotModelledContent(_ declared: [CodeController]) {
        coverage?.nameNotModelledContent(declared)
        let ruleID = NoElementsRule().descriptor.id
        guard findings.contains(where: { $0.ruleID == ruleID }) else { return }
        var byLine: [SourceLocation: CodeController] = [:]
        for controller in declared where !controller.notModelledContent.isEmpty {
            byLine[SourceLocation(file: controller.location.file, line: controller.location.line)] = controller
        }
        for index in findings.indices where findings[index].ruleID == ruleID {
            guard let location = findings[index].location,
                  let controller = byLine[SourceLocation(file: location.file, line: location.line)] else { continue }
            findings[index].message = NoElementsRule.message(className: controller.className, naming: controller.notModelledContent)
        }
    }
}
