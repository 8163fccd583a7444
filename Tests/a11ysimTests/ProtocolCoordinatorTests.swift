import Foundation
import Testing

/// Issue 29 item 2: a coordinator the screens know only by a protocol, whose `start()` sets the
/// window's root, and a closure it keeps in the screen's property that the screen calls later
/// (Fixtures/ProtocolCoordinatorApp: `weak var coordinator: Coordinating?`, `var onSelect: (() ->
/// Void)?` set in `AppCoordinator.start()`, called as `onSelect?()`; docs/code.md, "Coordinators and
/// factories").
@Suite("Coordinators through protocols, start() and stored closures")
struct ProtocolCoordinatorTests {
    static let app = "Tests/a11ysimTests/Fixtures/ProtocolCoordinatorApp"

    @Test("start() makes the list the first screen; its closure pushes the trip, its protocol-typed coordinator presents the settings")
    func scenes() throws {
        let scenes = try CommandRunner.run(["tree", Self.app, "--scenes"])
        #expect(scenes.stdout == """
            Trips (ListViewController, id code:ListViewController)  Screens.swift:5  initial screen
            Trip (DetailViewController, id code:DetailViewController)  Screens.swift:32  opens as Trips › ⟨push segue⟩
            Settings (SettingsViewController, id code:SettingsViewController)  Screens.swift:43  opens as Trips › ⟨present segue⟩

            """, "\(scenes.stdout)\(scenes.stderr)")
        let explain = try CommandRunner.run(["tree", Self.app, "--explain-code"])
        #expect(explain.stderr.contains("AppCoordinator.swift:24: AppDelegate.application → start() makes ListViewController the app's first screen (in a navigation controller)"), "\(explain.stderr)")
        #expect(explain.stderr.contains("ListViewController.openTrip — pushes DetailViewController, Screens.swift:22"), "\(explain.stderr)")
        #expect(explain.stderr.contains("ListViewController.openSettings — presents SettingsViewController, Screens.swift:26"), "\(explain.stderr)")
        #expect(!explain.stderr.contains("warning:"), "no fallback first screen: \(explain.stderr)")
    }

    @Test("run: activating each button opens the screen the coordinator shows")
    func run() throws {
        let output = try CommandRunner.run(["run", Self.app, "-c", "expect-screen Trips; first; next; activate; expect-screen Trip; escape; expect-screen Trips; first; next; next; activate; expect-screen Settings"])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("(push DetailViewController)") && output.stdout.contains("(present SettingsViewController)"), "\(output.stdout)")
    }

    @Test("The audit reaches both screens from the first, by their buttons")
    func audit() throws {
        let output = try CommandRunner.run(["audit", Self.app, "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], "\(output.stderr)")
        let files = report["files"] as? [[String: Any]] ?? []
        let screens = (files.first { ($0["path"] as? String)?.hasSuffix("AppDelegate.swift") == true }?["screens"] as? [[String: Any]]) ?? []
        let paths = screens.compactMap { $0["path"] as? String }
        #expect(paths.contains("Trips › activate \"Open trip\""), "\(paths)")
        #expect(paths.contains("Trips › activate \"Settings\""), "\(paths)")
    }
}
