import Foundation
import Testing

/// Issue 28: what kept screens of ../shared/corpus/apps-whole unaudited or audited with no elements,
/// each in the shape the corpus shows it (docs/code.md, "Screens audited with no elements, by cause").
/// Fixtures/SharedNamesApps holds two apps whose settings controllers share a class name, one named
/// by its app's storyboard, the other made in code; Fixtures/CoverageCausesApp shows a library's
/// pager, a library's text view, a child controller hosting SwiftUI, a screen that is empty on a
/// device too, and a button inside visual effect views' content views.
@Suite("Screens not audited or audited with no elements: a class name another app's storyboard names, classes outside the app's code named, visual effect views' content")
struct CoverageCausesTests {
    static let apps = "Tests/a11ysimTests/Fixtures/SharedNamesApps"
    static let app = "Tests/a11ysimTests/Fixtures/CoverageCausesApp"

    @Test("A controller made in code is a scene of its own app even when another app's storyboard names a class of the same name: VoiceOver reads its button")
    func classNamedByAnotherAppsStoryboard() throws {
        let scenes = try CommandRunner.run(["tree", Self.apps + "/Notes/Resources/Main.storyboard", "--code", Self.apps, "--scenes"])
        #expect(scenes.stdout.contains("Settings (SettingsViewController, id code:SettingsViewController)  SettingsViewController.swift:5  opens as ⟨scene \"Settings\"⟩"),
                "\(scenes.stdout)")
        let tree = try CommandRunner.run(["tree", Self.apps + "/Notes/Resources/Main.storyboard", "--code", Self.apps, "--scene", "SettingsViewController"])
        #expect(tree.stdout.contains("1. Sign out, button"), "\(tree.stdout)\(tree.stderr)")
        // The app whose storyboard names the class keeps its scene, and gets no scene made in code.
        let tracker = try CommandRunner.run(["tree", Self.apps + "/Tracker/Resources/Main.storyboard", "--code", Self.apps, "--scenes"])
        #expect(tracker.stdout == "Tracker settings (SettingsViewController, id tr1)  Main.storyboard:6  initial screen\n", "\(tracker.stdout)")
        let audit = try CommandRunner.run(["audit", Self.apps])
        #expect(audit.stdout.contains("audited 3 of 3 screens\n"), "\(audit.stdout)")
        #expect(!audit.stdout.contains("not reached"), "\(audit.stdout)")
    }

    @Test("A screen whose content is a library's pager or text view, outside the app's code, or an embedded child hosting SwiftUI, names it in its coverage reason; an empty screen keeps the general reason")
    func outsideClassesNamed() throws {
        let output = try CommandRunner.run(["audit", Self.app])
        #expect(output.stdout.contains("no elements: ProfileViewController (id code:ProfileViewController) at \(Self.app)/ProfileViewController.swift:6:13: "
                                       + "no accessibility elements: its code shows TabBarPagerController (a class outside the app's code), which a11ysim does not model\n"),
                "\(output.stdout)")
        #expect(output.stdout.contains("no elements: EditNoteViewController (id code:EditNoteViewController) at \(Self.app)/EditNoteViewController.swift:5:13: "
                                       + "no accessibility elements: its code shows MessageTextView (a class outside the app's code), which a11ysim does not model\n"),
                "\(output.stdout)")
        // A child of the app's classes the screen embeds gives what it shows, named after it.
        #expect(output.stdout.contains("no elements: DraftViewController (id code:DraftViewController) at \(Self.app)/DraftViewController.swift:6:13: "
                                       + "no accessibility elements: its code shows SwiftUI (UIHostingController) in DraftFormViewController, which a11ysim does not model\n"),
                "\(output.stdout)")
        // UIKit's own image view is not a class outside the app's code.
        #expect(output.stdout.contains("no elements: SplashViewController (id code:SplashViewController) at \(Self.app)/SplashViewController.swift:4:13: "
                                       + "no accessibility elements: its content may be built in a way not modelled\n"), "\(output.stdout)")
        #expect(output.stdout.contains("audited 7 of 7 screens, 5 of them with no elements"), "\(output.stdout)")
        // The JSON report carries the same reason for the controller, and the screen's finding says it in every format.
        let json = try CommandRunner.run(["audit", Self.app, "--format", "json"])
        #expect(json.stdout.contains("its code shows TabBarPagerController (a class outside the app's code), which a11ysim does not model"), "\(json.stdout.prefix(400))")
        #expect(output.stdout.contains("ProfileViewController has no accessibility elements: its code shows TabBarPagerController (a class outside the app's code), "
                                       + "which a11ysim does not model, so nothing of it was audited. Check it with VoiceOver on a device."), "\(output.stdout)")
        let sarif = try CommandRunner.run(["audit", Self.app, "--format", "sarif"])
        #expect(sarif.stdout.contains("EditNoteViewController has no accessibility elements: its code shows MessageTextView (a class outside the app's code)"),
                "\(sarif.stdout.prefix(400))")
        // Without a named cause, the finding keeps the general wording.
        #expect(output.stdout.contains("SplashViewController has no accessibility elements: its content may be built in a way not modelled"), "\(output.stdout)")
    }

    @Test("A button the code adds to a visual effect view's contentView is read inside the effect view, once: init(coder:) does not run for a view made in code")
    func visualEffectContentView() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--scene", "ViewerViewController"])
        #expect(output.status == 0, "\(output.stderr)")
        let phrases = output.stdout.split(separator: "\n").map { $0.split(separator: "{").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? "" }
        #expect(phrases == ["screen: Viewer", "1. Close viewer, button"], "\(output.stdout)")
    }
}
