import A11yAudit
import AccessibilityTree
import Testing

@MainActor
@Suite("Every scene is an entry")
struct EntryTests {
    /// Home (pushes Detail) is the first screen; Settings (presents Account) is shown only from code;
    /// Broken cannot be opened; Alias opens a screen exactly like Home. Scenes are named by title.
    static func app() -> CodeSubject {
        func home() -> ViewController {
            var navigation: NavigationController!
            let root = screen("Home") {
                [heading("Home"), button("Open Detail", row: 1) { navigation.pushViewController(screen("Detail") { [heading("Detail")] }) }]
            }
            navigation = NavigationController(rootViewController: root)
            return navigation
        }
        func window(_ root: ViewController) -> Application {
            let application = Application()
            let window = Window(device: .phone)
            window.rootViewController = root
            application.makeKeyAndVisible(window)
            return application
        }
        let scenes = [
            AuditScene(id: "Home", className: "HomeViewController", location: nil, opening: "Home"),
            AuditScene(id: "Detail", className: "DetailViewController", location: nil, opening: "⟨scene \"Detail\"⟩"),
            AuditScene(id: "Settings", className: "SettingsViewController", location: SourceLocation(file: "App.storyboard", line: 40, column: 5),
                       opening: "⟨storyboard ID \"Settings\"⟩", isLedTo: false),
            AuditScene(id: "Account", className: "AccountViewController", location: nil, opening: "⟨scene \"Account\"⟩"),
            AuditScene(id: "Broken", className: "BrokenViewController", location: SourceLocation(file: "App.storyboard", line: 90, column: 5),
                       opening: "⟨scene \"Broken\"⟩", isLedTo: false),
            AuditScene(id: "Alias", className: "AliasViewController", location: nil, opening: "⟨scene \"Alias\"⟩", isLedTo: false),
        ]
        return CodeSubject(name: "App", path: "App.storyboard", build: { window(home()) }, scenes: scenes, open: { scene in
            switch scene.id {
            case "Detail": return window(NavigationController(rootViewController: screen("Detail") { [heading("Detail")] }))
            case "Account": return window(screen("Account") { [heading("Account")] })
            case "Settings":
                var settings: ScreenController!
                settings = screen("Settings") {
                    [heading("Settings"), button("Account", row: 1) { settings.present(screen("Account") { [heading("Account")] }) }]
                }
                return window(settings)
            case "Alias": return window(home())
            default: throw CodeSubjectError.noOpening
            }
        }, sceneID: { ($0 as? ScreenController)?.title })
    }

    @Test("A scene exploration does not reach opens as an entry, and exploration goes on from it")
    func entries() throws {
        let report = audit(Self.app())
        #expect(report.screens.map(\.path) == [
            "Home", "Home › activate \"Open Detail\"",
            "⟨storyboard ID \"Settings\"⟩", "⟨storyboard ID \"Settings\"⟩ › activate \"Account\"",
        ], "Detail keeps its gesture path; Account is reached from the Settings entry; Alias's screen is Home's")
        let coverage = try #require(report.coverage)
        #expect((coverage.found, coverage.audited) == (6, 4))
        #expect(coverage.notAudited.map(\.id) == ["Broken", "Alias"])
        #expect(coverage.notAudited.first?.reason == "its entry ⟨scene \"Broken\"⟩ could not be opened: the subject has no way to open a scene on its own")
        #expect(coverage.notAudited.first?.location?.line == 90)
        #expect(coverage.notAudited.last?.reason == "its entry ⟨scene \"Alias\"⟩ shows Home, already explored, without it")
    }

    @Test("--max-states bounds exploration beyond the entries: every scene's entry is audited whatever the bound")
    func boundLeavesEntries() throws {
        let report = audit(Self.app(), options: AuditOptions(maxStates: 1))
        #expect(report.screens.map(\.path) == ["Home", "⟨storyboard ID \"Settings\"⟩", "⟨scene \"Detail\"⟩", "⟨scene \"Account\"⟩"])
        #expect(report.exploration.truncation != nil)
        #expect(report.coverage?.audited == 4)
    }

    @Test("A finding on a screen reached from an entry carries the entry in its path")
    func findingPaths() {
        let report = audit(Self.app())
        let paths = Set(report.findings.map(\.path))
        #expect(paths.isSubset(of: Set(report.screens.map(\.path))))
        #expect(report.findings.allSatisfy { !$0.path.hasPrefix("Home › ⟨") })
    }

    @Test("A subject that lists no scenes reports no coverage")
    func noScenes() {
        #expect(audit(ExplorationTests.navigationApp()).coverage == nil)
    }
}
