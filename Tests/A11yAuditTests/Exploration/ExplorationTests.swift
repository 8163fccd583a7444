import A11yAudit
import AccessibilityTree
import Testing

@MainActor
@Suite("Exploration")
struct ExplorationTests {
    /// Root › push "Detail" › present a sheet from there: three screens, each reached by its path.
    static func navigationApp() -> CodeSubject {
        subject("Nav") {
            var navigation: NavigationController!
            let sheet = screen("Sheet") { [heading("Sheet"), label("In the sheet", row: 1)] }
            let detail = ScreenController(title: "Detail") { controller in
                controller.view.addSubview(button("Show Sheet", row: 1) { controller.present(sheet) })
            }
            let root = screen("Root") { [button("Open Detail", row: 1) { navigation.pushViewController(detail) }] }
            navigation = NavigationController(rootViewController: root)
            return navigation
        }
    }

    @Test("Every screen reachable by activation is explored, each with the path that reaches it")
    func reachesEveryScreen() {
        let report = audit(Self.navigationApp())
        #expect(report.error == nil)
        #expect(report.screens.map(\.name) == ["Root", "Detail", "Detail › (pageSheet) Sheet"])
        #expect(report.screens.map(\.path) == [
            "Root", "Root › activate \"Open Detail\"", "Root › activate \"Open Detail\" › activate \"Show Sheet\"",
        ])
        #expect(report.exploration.truncation == nil)
    }

    @Test("A child screen is reached by going on from the kept app, not by replaying its path on a fresh one")
    func childrenAreReachedWithoutReplaying() {
        // Root's probes end back on Root (the push is undone), Detail is reached from there, and the
        // sheet from Detail: no fresh application is needed after the first.
        let report = audit(Self.navigationApp())
        #expect(report.screens.count == 3)
        #expect(report.exploration.replays == 0)
    }

    @Test("A sibling screen, or a screen whose text a probe changed, is reached by going back up the way down, not by replaying")
    func siblingsAreReachedByGoingBack() {
        // Two full-screen sheets that escape does not close, so probing one leaves the app on it; the
        // second is reached by dismissing the first. A counter on each changes what the screen reads
        // (its value, so not the screen's structure), so the sheet's next probe needs it as it first
        // was: dismissed and presented again.
        let report = audit(subject {
            let root = ScreenController(title: "Root")
            @MainActor func sheet(_ name: String) -> ScreenController {
                let sheet = ScreenController(title: name) { controller in
                    var taps = 0
                    let count = button("Count", row: 1)
                    count.accessibilityValue = "0"
                    count.addTarget(TargetAction(selector: "count:", targetClassName: "Fixture") {
                        taps += 1
                        count.accessibilityValue = "\(taps)"
                    })
                    controller.view.addSubview(heading(name))
                    controller.view.addSubview(count)
                    controller.view.addSubview(button("Other", row: 2))
                }
                sheet.modalPresentationStyle = .fullScreen
                return sheet
            }
            root.view.addSubview(heading("Root"))
            root.view.addSubview(button("First", row: 1) { root.present(sheet("First")) })
            root.view.addSubview(button("Second", row: 2) { root.present(sheet("Second")) })
            return root
        })
        #expect(report.screens.map(\.name) == ["Root", "Root › (fullScreen) First", "Root › (fullScreen) Second"])
        #expect(report.exploration.replays == 0)
        #expect(report.exploration.warnings.isEmpty)
    }

    @Test("Exploration is deterministic: two runs give the same report")
    func deterministic() {
        #expect(audit(Self.navigationApp()) == audit(Self.navigationApp()))
    }

    @Test("The state bound cuts exploration and says so")
    func boundCutsExploration() {
        let report = audit(Self.navigationApp(), options: AuditOptions(maxStates: 2))
        #expect(report.screens.count == 2)
        #expect(report.exploration.truncation?.contains("--max-states") == true)
    }

    @Test("A toggled switch is the same screen, so n switches do not make 2ⁿ states")
    func switchesDoNotMultiplyStates() {
        let report = audit(subject {
            screen { [heading()] + (0..<6).map { row in
                let toggle = Switch(frame: Rect(x: 300, y: 120 + Double(row) * 60, width: 51, height: 31))
                toggle.accessibilityLabel = "Option \(row)"
                return toggle
            } }
        })
        #expect(report.screens.count == 1)
    }

    @Test("A toggled switch or a moved slider is put back by the opposite gesture, not by replaying on a fresh app")
    func valueChangesAreTakenBack() {
        let report = audit(subject {
            screen { [heading()] + (0..<3).map { row in
                let toggle = Switch(frame: Rect(x: 300, y: 120 + Double(row) * 60, width: 51, height: 31))
                toggle.isOn = row == 1
                return toggle
            } + [Slider(value: 0.5, frame: Rect(x: 20, y: 320, width: 300, height: 31))] }
        })
        #expect(report.screens.count == 1)
        #expect(report.exploration.replays == 0)
    }

    @Test("Tabs, alerts and escape are explored")
    func tabsAlertsEscape() {
        let report = audit(subject {
            let first = ScreenController(title: "First") { controller in
                controller.view.addSubview(heading("First"))
                controller.view.addSubview(button("Warn", row: 1) {
                    let alert = AlertController(title: "Careful", message: nil)
                    alert.addAction(AlertAction(title: "OK", style: .cancel))
                    controller.present(alert)
                })
            }
            let second = screen("Second") { [heading("Second")] }
            first.tabBarItem = TabBarItem(title: "First")
            second.tabBarItem = TabBarItem(title: "Second")
            return TabBarController(viewControllers: [first, second])
        })
        let names = report.screens.map(\.name)
        #expect(names.contains("Tab: First › First"))
        #expect(names.contains("Tab: Second › Second"))
        #expect(names.contains { $0.contains("(alert)") })
    }

    @Test("A subject that cannot start is reported as an error")
    func subjectError() {
        struct Broken: Error, CustomStringConvertible { var description: String { "broken on purpose" } }
        let report = audit(CodeSubject(name: "Broken") { throw Broken() })
        #expect(report.error == "broken on purpose")
        let line = ReportFormat.text.render(AuditResult(subjects: [report], rules: [])).split(separator: "\n").first
        #expect(line == "Broken: error: broken on purpose", "the report names the subject once, with one error:")
    }

    /// A split view on a pad: three notes that show a detail, and a row that pushes more notes onto
    /// the primary column's own stack (which is not reused: its outcome depends on that column).
    static func splitApp() -> CodeSubject {
        subject("Split", device: .pad) {
            var split: SplitViewController!
            var list: NavigationController!
            @MainActor func note(_ title: String) -> ViewController {
                NavigationController(rootViewController: screen(title) { [heading(title), button("Share", row: 1), button("Share", row: 2)] })
            }
            let more = screen("More Notes") { [button("Archive", row: 1) { split.showDetailViewController(note("Archive")) }] }
            let notes = screen("Notes") {
                ["Groceries", "Trip", "Books"].enumerated().map { row, title in
                    button(title, row: row) { split.showDetailViewController(note(title)) }
                } + [button("More", row: 3) { list.pushViewController(more) }]
            }
            list = NavigationController(rootViewController: notes)
            split = SplitViewController(primary: list, secondary: NavigationController(rootViewController: screen("Empty") { [heading("Empty")] }))
            return split
        }
    }

    /// Three tabs; the first pushes a detail onto its own stack.
    static func tabApp() -> CodeSubject {
        subject("Tabs") {
            var navigation: NavigationController!
            let detail = screen("Detail") { [heading("Detail")] }
            let first = screen("First") { [heading("First"), button("Open", row: 1) { navigation.pushViewController(detail) }] }
            navigation = NavigationController(rootViewController: first)
            navigation.tabBarItem = TabBarItem(title: "First")
            let tabs = ["Second", "Third"].map { title in
                let controller = screen(title) { [heading(title)] }
                controller.tabBarItem = TabBarItem(title: title)
                return controller
            }
            return TabBarController(viewControllers: [navigation] + tabs)
        }
    }

    @Test("A split view's primary column and a tab bar are probed once, with the same report as probing every state",
          arguments: [("split", splitApp), ("tabs", tabApp)])
    func persistentControlsAreReused(name: String, app: @MainActor () -> CodeSubject) {
        let reused = audit(app())
        let exhaustive = audit(app(), options: AuditOptions(reusesProbeOutcomes: false))
        #expect(reused.exploration.reused > 0)
        #expect(exhaustive.exploration.reused == 0)
        #expect(reused.exploration.gestures < exhaustive.exploration.gestures)
        #expect(reused.screens == exhaustive.screens)
        #expect(reused.findings == exhaustive.findings)
    }

    @Test("Every detail is reached from the primary column, and the pushed column is explored with each detail")
    func splitStatesAreAllFound() {
        // The first screen's short name is the front-most title: the empty detail's.
        #expect(audit(Self.splitApp()).screens.map(\.path) == [
            "Empty", "Empty › activate \"Groceries\"", "Empty › activate \"Trip\"", "Empty › activate \"Books\"",
            "Empty › activate \"More\"", "Empty › activate \"Groceries\" › activate \"More\"",
            "Empty › activate \"Trip\" › activate \"More\"", "Empty › activate \"Books\" › activate \"More\"",
            "Empty › activate \"More\" › activate \"Archive\"", "Empty › activate \"More\" › activate \"Archive\" › activate \"Notes\"",
        ])
    }
}
