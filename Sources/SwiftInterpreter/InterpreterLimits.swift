/// The bounds of the interpreter, so that no app's code can make it recurse without end, loop for
/// ever or grow without bound (docs/fuzzing.md, "Limits"; docs/code.md). Past a bound the
/// interpreter stops following and says so; it never fails.
package enum InterpreterLimits {
    /// The deepest nesting of expressions and statements evaluated (a deeper one is an unknown value).
    package static let maximumDepth = 200
    /// The most calls of the app's own functions in progress at once; a deeper call is left alone.
    package static let maximumCallDepth = 8
    /// The most turns of one loop over a known collection (the rest are not run).
    package static let maximumLoopTurns = 32
    /// The most statements run for one entry point (`viewDidLoad`, an action…): exploring both arms
    /// of unknown conditions cannot grow past it.
    package static let maximumStatements = 20_000
    /// The most expressions evaluated for one entry point.
    package static let maximumEvaluations = 200_000
    /// The most rows of one table or collection whose cells a data source makes, over all its
    /// sections: the cell method runs once per row of a known count, and the rest are not made.
    package static let maximumTableRows = 64
    /// The most sections of one table or collection a data source's count makes.
    package static let maximumTableSections = 16
    /// The most places of one data table declared in Swift whose cell element is asked for
    /// (`accessibilityDataTableCellElement(forRow:column:)`, row by row); the rest are not asked.
    package static let maximumDataTableCells = 64
    /// The most elements of one container asked for with `accessibilityElement(at:)`, from index 0;
    /// the rest are not asked.
    package static let maximumContainerElements = 64
    /// The longest visual format read (`constraints(withVisualFormat:…)`): a longer one is left alone.
    package static let maximumVisualFormatLength = 2_000
    /// How deep submenus are read inside a menu (`UIMenu` among a `UIMenu`'s children): a deeper
    /// submenu is an item whose own items are not modelled.
    package static let maximumMenuDepth = 8
    /// The most distinct sets of user-defined runtime attributes naming one class's properties whose
    /// setup is run again with them; objects with further sets get the class's setup without them.
    package static let maximumAttributedSetups = 32
}
