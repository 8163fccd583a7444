import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree
import SwiftCodeReader

/// Views that constraints made in code place have their solved frames, not an estimate, so the
/// rules that skip estimated frames judge them (docs/layout.md, "Constraints made in code").
@Suite("Constraints made in code: solved frames are not estimates")
@MainActor
struct CodeLayoutTests {
    @Test("The stack view's arranged views are solved; the label its constraints leave free is still estimated")
    func estimatedOnlyWhereUnsolved() throws {
        let app = TestSupport.packageRoot.appendingPathComponent("Tests/a11ysimTests/Fixtures/ConstraintApps/Activate")
        let prepared = try SceneLoader.prepare(contentsOf: app.appendingPathComponent("Main.storyboard"), code: CodeReading.read(folder: app))
        let scene = prepared.makeScene()
        let views = try #require(scene.window.rootViewController?.view).allViews()
        let privacy = try #require(views.first { ($0 as? Label)?.text == "Privacy" })
        let note = try #require(views.first { ($0 as? Label)?.text == "Note" })
        let done = try #require(views.first { ($0 as? Button)?.title == "Done" })
        #expect(!privacy.frameIsEstimated && !done.frameIsEstimated)
        #expect(note.frameIsEstimated)
        #expect(done.frame == Rect(x: 135, y: 760, width: 120, height: 30))
        #expect(scene.warnings.count { $0.message.contains("Auto Layout cannot place") } == 1, "\(scene.warnings)")
    }

    @Test("Without the code, the same storyboard has no views made in code and nothing to solve")
    func summary() throws {
        let app = TestSupport.packageRoot.appendingPathComponent("Tests/a11ysimTests/Fixtures/ConstraintApps/Anchors")
        var source = try DocumentLoader.load(app.appendingPathComponent("Main.storyboard"))
        var applier = CodeApplier(code: CodeReading.read(folder: app))
        applier.apply(to: &source)
        #expect(CodeLayout.apply(to: &source) == CodeLayout.Summary(constrained: 3, solved: 3))
        var bare = try DocumentLoader.load(app.appendingPathComponent("Main.storyboard"))
        #expect(CodeLayout.apply(to: &bare) == CodeLayout.Summary(constrained: 0, solved: 0))
    }

    @Test("A constant made with UIFontMetrics.scaledValue(for:) grows with the text size: 20 pt below the safe area is 62.35 at AX5")
    func scaledValueConstant() throws {
        let app = TestSupport.packageRoot.appendingPathComponent("Tests/a11ysimTests/Fixtures/ConstraintApps/Anchors")
        let swift = try String(contentsOf: app.appendingPathComponent("FormViewController.swift"), encoding: .utf8)
            .replacingOccurrences(of: "constant: 20).isActive = true", with: "constant: UIFontMetrics.default.scaledValue(for: 20)).isActive = true")
        #expect(swift.contains("scaledValue"))
        let prepared = try SceneLoader.prepare(contentsOf: app.appendingPathComponent("Main.storyboard"),
                                               code: AppCodeReader.read(sources: [(path: "/app/FormViewController.swift", text: swift)], strings: []))
        func titleTop(_ scene: LoadedScene) throws -> Double {
            let views = try #require(scene.window.rootViewController?.view).allViews()
            return try #require(views.first { ($0 as? Label)?.text == "Sign up" }).frame.minY
        }
        var largest = prepared.designedDevice
        largest.preferredContentSizeCategory = .largest
        let atDefault = try titleTop(prepared.makeScene())
        let atLargest = try titleTop(prepared.laidOut(on: largest).makeScene(device: largest))
        // Body is 17 pt at the default size and 53 at AX5: 20 × 53 / 17 = 62.35, 42.35 lower.
        #expect(abs(atLargest - atDefault - (20 * 53 / 17 - 20)) < 0.01)
    }
}
