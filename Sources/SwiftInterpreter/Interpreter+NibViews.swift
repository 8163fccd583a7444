extension Interpreter {
    /// `UINib(nibName: "ComposerBar", bundle: nil).instantiate(withOwner: self, options: nil)`: the
    /// nib's top-level objects, of which the first view is made (``CodeView/nibName``); placing it
    /// places the xib's first top-level view (docs/code.md, "Views built in code"). The owner's
    /// outlets the nib connects are not followed. Nil when the call is not on a nib.
    func instantiateNib(_ call: Call) -> Value? {
        guard case .object(.nib(let name))? = call.base else { return nil }
        createdCount += 1
        var view = CodeView(id: createdCount, className: "UIView", uiKitClass: "UIView", location: location(of: call.syntax))
        view.nibName = name
        createdViews[createdCount] = view
        return .array([.object(.created("UIView", createdCount))])
    }
}
