extension Window {
    /// The controllers whose views the front of the window shows — the front-most presentation (else
    /// the root) and the children each shows — outermost first. Unlike ``onScreenViewControllers()``
    /// it leaves out a presenter still visible behind a sheet, whose elements VoiceOver does not read.
    public func frontViewControllers() -> [ViewController] {
        guard let front = presentationStack.last?.presented ?? rootViewController else { return [] }
        var result: [ViewController] = []
        func visit(_ controller: ViewController) {
            result.append(controller)
            for child in controller.visibleChildViewControllers { visit(child) }
        }
        visit(front)
        return result
    }
}
