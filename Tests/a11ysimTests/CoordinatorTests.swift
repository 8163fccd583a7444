import Foundation
import Testing

/// Issue 29 item 2: a controller made by a coordinator the screen reaches through a property the
/// interpreter does not hold (Fixtures/CoordinatorApp: `var coordinator: SceneCoordinator!`, set by
/// someone else; `present(scene:from:transition:)` maps an enum of scenes to controllers and shows
/// them as the transition says).
@Suite("Controllers shown by a coordinator")
struct CoordinatorTests {
    static let app = "Tests/a11ysimTests/Fixtures/CoordinatorApp"

    @Test("The coordinator's method runs: each scene it makes opens from the screen whose action asks for it, shown or presented")
    func scenesOpenFromTheirScreen() throws {
        let scenes = try CommandRunner.run(["tree", Self.app + "/LaunchScreen.storyboard", "--code", Self.app, "--scenes"])
        #expect(scenes.status == 0, "\(scenes.stderr)")
        #expect(scenes.stdout.contains("Profile (ProfileViewController, id code:ProfileViewController)  SceneCoordinator.swift:66  opens as ⟨scene \"Home\"⟩ › ⟨show segue⟩"), "\(scenes.stdout)")
        #expect(scenes.stdout.contains("SettingsViewController (id code:SettingsViewController)  SceneCoordinator.swift:76  opens as ⟨scene \"Home\"⟩ › ⟨present segue⟩"), "\(scenes.stdout)")
        let explain = try CommandRunner.run(["tree", Self.app + "/LaunchScreen.storyboard", "--code", Self.app, "--explain-code"])
        #expect(explain.stderr.contains("HomeViewController.openProfile — shows ProfileViewController, SceneCoordinator.swift:57"), "\(explain.stderr)")
        #expect(explain.stderr.contains("HomeViewController.openSettings — presents SettingsViewController, SceneCoordinator.swift:61"), "\(explain.stderr)")
    }
}
