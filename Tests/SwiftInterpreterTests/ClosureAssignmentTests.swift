import Testing
@testable import SwiftInterpreter

/// Which object a closure kept for later is given to (docs/code.md, "Coordinators and factories"):
/// the code around `x.onSelect = { … }` must make or declare `x` as the class whose `onSelect?()` runs it.
@Suite("Closures given to another object's property")
struct ClosureAssignmentTests {
    @Test("A name made or declared as the class, as a whole word; not a longer name, nor another class")
    func declares() {
        #expect(DeclarationIndex.declares("list", as: "ListViewController", in: "let list = ListViewController()"))
        #expect(DeclarationIndex.declares("list", as: "ListViewController", in: "self.list = ListViewController.init(style: .plain)"))
        #expect(DeclarationIndex.declares("onboarding", as: "OnboardingViewController", in: "private let onboarding: OnboardingViewController"))
        #expect(DeclarationIndex.declares("list", as: "ListViewController", in: "var list: ListViewController?"))
        #expect(!DeclarationIndex.declares("list", as: "ListViewController", in: "let otherlist = ListViewController()"), "a longer name")
        #expect(!DeclarationIndex.declares("list", as: "ListViewController", in: "let list: ListViewControllerFactory"), "a longer type")
        #expect(!DeclarationIndex.declares("list", as: "ListViewController", in: "let list = DetailViewController()"), "another class")
    }
}
