import Testing
@testable import SceneLoader

@Suite("Controllers are found by id, then by storyboard ID")
struct ControllerLookupTests {
    /// Three templates: `a` has storyboard ID `b`, `b` has none, and `c` repeats `a`'s storyboard ID.
    static let document: SceneDocument = {
        var a = ControllerSpec(id: "a", content: .view(nil))
        a.storyboardID = "b"
        var c = ControllerSpec(id: "c", content: .view(nil))
        c.storyboardID = "b"
        var document = SceneDocument(root: "a")
        document.controllers = [a, ControllerSpec(id: "b", content: .view(nil)), c]
        return document
    }()

    @Test("The index answers as a search of the templates would", arguments: ["a", "b", "c", "missing"])
    func sameAsSearching(name: String) {
        let positions = SceneDocument.ControllerPositions(Self.document)
        let found = positions.position(of: name).map { Self.document.controllers[$0].id }
        #expect(found == Self.document.resolveController(name)?.id)
        #expect(positions.position(ofID: name).map { Self.document.controllers[$0].id } == Self.document.controller(name)?.id)
    }

    @Test("An id wins over another template's storyboard ID; the first of equal storyboard IDs wins")
    func precedence() {
        let positions = SceneDocument.ControllerPositions(Self.document)
        #expect(positions.position(of: "b") == 1)
        var document = Self.document
        document.controllers.remove(at: 1)
        #expect(SceneDocument.ControllerPositions(document).position(of: "b") == 0)
        #expect(SceneDocument.ControllerPositions(document).position(ofID: "b") == nil)
    }
}
