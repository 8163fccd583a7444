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
        #expect(report.error == "Broken: broken on purpose")
    }
}
