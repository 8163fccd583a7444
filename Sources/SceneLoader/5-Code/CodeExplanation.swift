/// What reading an input's Swift code gave: the facts applied, the statements left alone, the facts
/// that found nothing to apply to, and the classes the storyboards name that the code lacks
/// (`--explain-code` prints it; docs/code.md).
public struct CodeExplanation: Sendable, Hashable {
    /// `File.swift:12: LoginViewController.viewDidLoad sets accessibilityLabel of loginButton`.
    public var understood: [String] = []
    /// Statements of the methods read that were left alone, with where they are.
    public var skipped: [String] = []
    /// Understood statements that found nothing to act on (an outlet not connected, a segue the
    /// storyboard does not have).
    public var notApplied: [String] = []
    /// Custom classes the storyboards name that no Swift file of the folder declares.
    public var missingClasses: [String] = []
    /// The custom classes read from code.
    public var classesRead: [String] = []
    /// Statements run that were understood with nothing to act on.
    public var nothingToActOn = 0
    /// Views made in code that constraints made in code place, and how many of them take their
    /// solved frames (docs/layout.md, "Constraints made in code").
    public var constrainedViews = 0
    public var solvedViews = 0

    /// One line of totals.
    public var summary: String {
        "code: \(classesRead.count) classes read, \(missingClasses.count) named but not found; "
            + "\(understood.count) statements applied, \(notApplied.count) not applicable, \(skipped.count) left alone, "
            + "\(nothingToActOn) understood with nothing to act on"
    }

    /// Every line, for `--explain-code`.
    public var lines: [String] {
        understood.map { "code: applied \($0)" } + notApplied.map { "code: not applicable \($0)" }
            + skipped.map { "code: left alone \($0)" }
            + (missingClasses.isEmpty ? [] : ["code: classes not found in the code: " + missingClasses.joined(separator: ", ")])
            + (constrainedViews == 0 ? [] : ["code: Auto Layout places \(solvedViews) of the \(constrainedViews) views made in code that constraints made in code place; the others keep the place a11ysim estimates"])
            + [summary]
    }
}
