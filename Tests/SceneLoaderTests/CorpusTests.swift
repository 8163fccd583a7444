import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

@Suite("The storyboards and xibs of real apps load")
@MainActor
struct CorpusTests {
    @Test("Every corpus file loads, or is an archive refused with a clear message", .enabled(if: TestSupport.corpusIsPresent, TestSupport.corpusMissing))
    func everyFileLoads() throws {
        var loaded = 0
        for url in TestSupport.corpusFiles {
            do {
                let scene = try SceneLoader.load(contentsOf: url)
                loaded += 1
                let elements = scene.window.deriveAccessibilityTree().elements
                if Self.showsVisibleControls(scene.window) {
                    #expect(!elements.isEmpty, "\(url.lastPathComponent) shows controls but no elements")
                }
            } catch {
                #expect(error.message.contains("pre-2013 Interface Builder archive"), "\(url.lastPathComponent): \(error)")
                #expect(error.location?.line == 2)
            }
        }
        #expect(loaded >= TestSupport.corpusFiles.count - 1)
    }

    @Test("The corpus folder loads as one app", .enabled(if: TestSupport.corpusIsPresent, TestSupport.corpusMissing))
    func folderLoads() throws {
        let scene = try SceneLoader.load(contentsOf: TestSupport.corpus)
        #expect(scene.files.count >= 40)
        #expect(!scene.warnings.isEmpty)
    }

    @Test("A storyboard reference to a missing file is a warning, not an error", .enabled(if: TestSupport.corpusIsPresent, TestSupport.corpusMissing))
    func missingReference() throws {
        let url = TestSupport.corpus.appendingPathComponent("bryceco__GoMap__src__iOS__Base.lproj__MainStoryboard.storyboard")
        let scene = try SceneLoader.load(contentsOf: url)
        let warning = try #require(scene.warnings.first { $0.message.contains("'Display'") })
        #expect(warning.location?.file == url.path)
        #expect(warning.description.hasPrefix("\(url.path):"))
    }

    @Test("References between storyboards of one project resolve", .enabled(if: TestSupport.corpusIsPresent, TestSupport.corpusMissing))
    func flattenedReference() throws {
        let url = TestSupport.corpus.appendingPathComponent("bryceco__GoMap__src__iOS__Base.lproj__MainStoryboard.storyboard")
        let scene = try SceneLoader.load(contentsOf: url)
        #expect(scene.files.contains { $0.lastPathComponent.hasSuffix("__Settings.storyboard") })
    }

    /// Whether a visible label with text or a control lies inside the window.
    static func showsVisibleControls(_ window: Window) -> Bool {
        window.allViews().contains { view in
            guard view is Control || !((view as? Label)?.text ?? "").isEmpty else { return false }
            var current: View? = view
            while let ancestor = current {
                if ancestor.isHidden || ancestor.alpha <= 0.01 || ancestor.accessibilityElementsHidden { return false }
                current = ancestor.superview
            }
            let frame = view.frameInWindow
            return !frame.isEmpty && frame.intersects(window.bounds)
        }
    }
}
