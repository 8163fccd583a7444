import A11yAudit
import AccessibilityTree

/// The app the golden report files describe: a navigation stack whose first screen has an image
/// button labelled by its file name and a button that pushes a detail screen with a small control;
/// a Settings scene only code shows (opened by its storyboard ID, with a labelled switch); and a
/// Legacy scene that cannot be opened, so reports show a scene not audited.
/// Objects with identifiers have source lines in a pretend storyboard, so reports show locations.
@MainActor
func goldenSubject() -> CodeSubject {
    let file = "Fixtures/Golden.storyboard"
    let lines = ["home": 10, "play": 14, "details": 18, "detail": 30, "tiny": 34, "settings": 40, "toggle": 44]
    func location(_ id: String) -> SourceLocation? { lines[id].map { SourceLocation(file: file, line: $0, column: 9) } }
    let scenes = [
        AuditScene(id: "home", className: "HomeViewController", location: location("home"), opening: "Home"),
        AuditScene(id: "detail", className: "DetailViewController", location: location("detail"), opening: "⟨scene \"Detail\"⟩"),
        AuditScene(id: "settings", className: "SettingsViewController", location: location("settings"),
                   opening: "⟨storyboard ID \"Settings\"⟩", isLedTo: false),
        AuditScene(id: "legacy", className: "LegacyViewController", location: SourceLocation(file: file, line: 50, column: 9),
                   opening: "⟨scene \"Legacy\"⟩", isLedTo: false),
    ]
    return CodeSubject(name: "Golden.storyboard", path: file, build: {
        var navigation: NavigationController!
        let home = ScreenController(title: "Home") { controller in
            controller.view.accessibilityIdentifier = "home"
            let play = button(nil, row: 1, imageName: "ic_play_24")
            play.accessibilityIdentifier = "play"
            let details = button("Details", row: 2) {
                let detail = ScreenController(title: "Detail") { detail in
                    detail.view.accessibilityIdentifier = "detail"
                    let tiny = Button(title: "i", frame: Rect(x: 20, y: 200, width: 24, height: 24))
                    tiny.accessibilityIdentifier = "tiny"
                    detail.view.addSubview(tiny)
                }
                navigation.pushViewController(detail)
            }
            details.accessibilityIdentifier = "details"
            controller.view.addSubview(play)
            controller.view.addSubview(details)
        }
        navigation = NavigationController(rootViewController: home)
        let application = Application()
        let window = Window()
        window.rootViewController = navigation
        application.makeKeyAndVisible(window)
        return application
    }, locate: { object in
        let identifier = (object as? View)?.accessibilityIdentifier ?? (object as? ViewController)?.viewIfLoaded?.accessibilityIdentifier
        return identifier.flatMap(location)
    }, scenes: scenes, open: { scene in
        guard scene.id == "settings" else { throw CodeSubjectError.noOpening }
        let settings = ScreenController(title: "Settings") { controller in
            controller.view.accessibilityIdentifier = "settings"
            let toggle = Switch(frame: Rect(x: 20, y: 120, width: 51, height: 31))
            toggle.accessibilityIdentifier = "toggle"
            toggle.accessibilityLabel = "Sync"
            controller.view.addSubview(toggle)
        }
        let application = Application()
        let window = Window()
        window.rootViewController = NavigationController(rootViewController: settings)
        application.makeKeyAndVisible(window)
        return application
    }, sceneID: { $0.viewIfLoaded?.accessibilityIdentifier })
}
