import A11yAudit
import AccessibilityTree
import Testing

@MainActor
@Suite("Rules: presentations, focus and navigation")
struct ScreenRuleTests {
    /// A root screen whose "Show" button presents `presented()` in `style`.
    static func presenting(_ style: ModalPresentationStyle, _ presented: @escaping @MainActor () -> ViewController) -> @MainActor () -> ViewController {
        {
            ScreenController(title: "Root") { controller in
                controller.view.addSubview(heading("Root"))
                controller.view.addSubview(button("Show", row: 1) {
                    let shown = presented()
                    shown.modalPresentationStyle = style
                    controller.present(shown)
                })
            }
        }
    }

    @Test("no-accessibility-elements: a controller whose view has no element fails, naming it; one with a label passes")
    func noElements() {
        let bad = ruleFindings("no-accessibility-elements") { NavigationController(rootViewController: screen("Canvas") { [View(frame: Rect(x: 0, y: 0, width: 390, height: 400))] }) }
        #expect(bad.map(\.message) == ["UIViewController has no accessibility elements: its content may be built in a way not modelled "
                                       + "(views made in code, SwiftUI, web or drawn content), so nothing of it was audited. Check it with VoiceOver on a device."],
                "the navigation bar's title is outside the controller's view: it does not count")
        #expect(bad.first?.severity == .warning)
        #expect(ruleFindings("no-accessibility-elements") { NavigationController(rootViewController: screen("Canvas") { [heading("Sketch 1")] }) }.isEmpty)
    }

    @Test("overlay-not-modal: an overFullScreen presentation without accessibilityViewIsModal fails; a modal one passes")
    func overPresentation() {
        let bad = ruleFindings("overlay-not-modal", Self.presenting(.overFullScreen) { screen("Menu") { [heading("Menu")] } })
        #expect(bad.count == 1)
        #expect(bad.first?.message.contains("overFullScreen presentation of \"Menu\"") == true)
        #expect(ruleFindings("overlay-not-modal", Self.presenting(.overFullScreen) {
            let menu = screen("Menu") { [heading("Menu")] }
            menu.view.accessibilityViewIsModal = true
            return menu
        }).isEmpty)
    }

    @Test("overlay-not-modal: a dimming overlay view over a button fails; a modal overlay passes")
    func customOverlay() {
        func overlaid(modal: Bool) -> ViewController {
            page {
                let dim = backdrop(Color(red: 0, green: 0, blue: 0, alpha: 0.5))
                dim.addSubview(label("Loading", row: 5))
                dim.accessibilityViewIsModal = modal
                return [button("Buy", row: 1), dim]
            }
        }
        #expect(ruleFindings("overlay-not-modal") { overlaid(modal: false) }.count == 1)
        #expect(ruleFindings("overlay-not-modal") { overlaid(modal: true) }.isEmpty)
    }

    @Test("presentation-trap: a full-screen presentation with no way out fails; one with an escape handler passes")
    func trap() {
        let bad = ruleFindings("presentation-trap", Self.presenting(.fullScreen) { screen("Cover") { [heading("Cover")] } })
        #expect(bad.count == 1)
        #expect(bad.first?.screen.contains("(fullScreen) Cover") == true)
        let good = ruleFindings("presentation-trap", Self.presenting(.fullScreen) {
            let cover = screen("Cover") { [heading("Cover")] }
            cover.escapeHandler = { [weak cover] in cover?.dismiss(); return true }
            return cover
        })
        #expect(good.isEmpty)
    }

    @Test("escape-not-handled: a Close button but no escape fails; escape handled passes")
    func escapeNotHandled() {
        func cover(escape: Bool) -> ViewController {
            let cover = ScreenController(title: "Cover") { controller in
                controller.view.addSubview(heading("Cover"))
                controller.view.addSubview(button("Close", row: 1) { controller.dismiss() })
            }
            if escape { cover.escapeHandler = { [weak cover] in cover?.dismiss(); return true } }
            return cover
        }
        let bad = ruleFindings("escape-not-handled", Self.presenting(.fullScreen) { cover(escape: false) })
        #expect(bad.count == 1)
        #expect(bad.first?.message.contains("only \"Close, button\" leaves it") == true)
        #expect(ruleFindings("presentation-trap", Self.presenting(.fullScreen) { cover(escape: false) }).isEmpty)
        #expect(ruleFindings("escape-not-handled", Self.presenting(.fullScreen) { cover(escape: true) }).isEmpty)
    }

    @Test("focus-after-transition: screenChanged on a hidden element fails; on a visible one passes")
    func focusAfterTransition() {
        func app(hidden: Bool) -> @MainActor () -> ViewController {
            {
                var navigation: NavigationController!
                let root = page {
                    [button("Next", row: 1) {
                        let target = label("Welcome", row: 2)
                        target.isHidden = hidden
                        let next = screen("Next") { [heading("Next"), target] }
                        next.onDidAppear = { _ in Accessibility.post(notification: .screenChanged, argument: target) }
                        navigation.pushViewController(next)
                    }]
                }
                navigation = NavigationController(rootViewController: root)
                return navigation
            }
        }
        let bad = ruleFindings("focus-after-transition", app(hidden: true))
        #expect(bad.count == 1)
        #expect(bad.first?.message.contains("the hidden element \"Welcome\"") == true)
        #expect(bad.first?.path == "Page › activate \"Next\"")
        #expect(ruleFindings("focus-after-transition", app(hidden: false)).isEmpty)
    }

    @Test("focus-after-transition: a presented screen whose only label is empty fails; one with no views, or only plain or hidden views (filled in code or in a file not audited), passes")
    func focusOnEmptyScreen() {
        func app(_ views: @escaping @MainActor @Sendable () -> [View]) -> @MainActor () -> ViewController {
            {
                ScreenController(title: "Root") { controller in
                    controller.view.addSubview(heading("Root"))
                    controller.view.addSubview(button("Open", row: 1) { controller.present(screen(nil, views)) })
                }
            }
        }
        let blank = ruleFindings("focus-after-transition", app { [label("", row: 1)] })
        #expect(blank.count == 1)
        #expect(blank.first?.message.contains("no accessibility elements") == true)
        #expect(ruleFindings("focus-after-transition", app { [] }).isEmpty)
        #expect(ruleFindings("focus-after-transition", app { [View(frame: Rect(x: 0, y: 0, width: 390, height: 400))] }).isEmpty)
        #expect(ruleFindings("focus-after-transition", app {
            let hidden = label("Welcome", row: 1)
            hidden.isHidden = true
            return [hidden]
        }).isEmpty)
    }

    @Test("hidden-navigation-bar: a pushed screen hiding the bar with no way back fails; a Back button passes")
    func hiddenBar() {
        func app(backButton: Bool, title: String = "Back", pops: Bool = true) -> @MainActor () -> ViewController {
            {
                var navigation: NavigationController!
                let root = page {
                    [button("Photo", row: 1) {
                        let photo = ScreenController(title: "Photo") { controller in
                            controller.navigationController?.isNavigationBarHidden = true
                            controller.view.addSubview(heading("Photo"))
                            if backButton {
                                controller.view.addSubview(button(title, row: 1) { if pops { navigation.popViewController() } })
                            }
                        }
                        navigation.pushViewController(photo)
                    }]
                }
                navigation = NavigationController(rootViewController: root)
                return navigation
            }
        }
        #expect(ruleFindings("hidden-navigation-bar", app(backButton: false)).count == 1)
        #expect(ruleFindings("hidden-navigation-bar", app(backButton: true)).isEmpty)
        // A button that says it goes back counts, though its action is code the audit cannot run.
        #expect(ruleFindings("hidden-navigation-bar", app(backButton: true, title: "EXIT", pops: false)).isEmpty)
        #expect(ruleFindings("hidden-navigation-bar", app(backButton: true, title: "Share", pops: false)).count == 1)
    }

    @Test("missing-heading: ten elements without a heading fail; a navigation title, or a short screen, passes; alerts are exempt")
    func missingHeading() {
        let tenButtons: @MainActor @Sendable () -> [View] = { (0..<10).map { button("Item \($0)", row: $0) } }
        #expect(ruleFindings("missing-heading") { screen("Home", tenButtons) }.count == 1)
        #expect(ruleFindings("missing-heading") { screen { (0..<9).map { button("Item \($0)", row: $0) } } }.isEmpty)
        #expect(ruleFindings("missing-heading") { NavigationController(rootViewController: screen("Inbox", tenButtons)) }.isEmpty)
        let alerting = ruleFindings("missing-heading") {
            NavigationController(rootViewController: ScreenController(title: "Inbox") { controller in
                controller.view.addSubview(button("Warn", row: 1) {
                    let alert = AlertController(title: nil, message: "Sure?")
                    alert.addAction(AlertAction(title: "OK"))
                    controller.present(alert)
                })
            })
        }
        #expect(alerting.isEmpty)
    }

    @Test("more-tab: six tabs fail as a note; five pass")
    func moreTab() {
        func tabs(_ count: Int) -> @MainActor () -> ViewController {
            {
                TabBarController(viewControllers: (1...count).map { index in
                    let tab = screen("Tab \(index)") { [heading("Tab \(index)")] }
                    tab.tabBarItem = TabBarItem(title: "Tab \(index)")
                    return tab
                })
            }
        }
        let bad = ruleFindings("more-tab", tabs(6))
        #expect(bad.count == 1)
        #expect(bad.first?.severity == .note)
        #expect(bad.first?.element?.label == "More")
        #expect(ruleFindings("more-tab", tabs(5)).isEmpty)
    }

    @Test("announcement-interrupted: an announcement cut off by a push fails; one heard to the end passes")
    func announcement() {
        func app(pushes: Bool) -> @MainActor () -> ViewController {
            {
                var navigation: NavigationController!
                let root = page {
                    [button("Save", row: 1) {
                        Accessibility.post(notification: .announcement, argument: "Saved")
                        if pushes { navigation.pushViewController(screen("Done") { [heading("Done")] }) }
                    }]
                }
                navigation = NavigationController(rootViewController: root)
                return navigation
            }
        }
        let bad = ruleFindings("announcement-interrupted", app(pushes: true))
        #expect(bad.count == 1)
        #expect(bad.first?.message.contains("\"Saved\"") == true)
        #expect(ruleFindings("announcement-interrupted", app(pushes: false)).isEmpty)
    }

    @Test("status-not-announced: an error a button shows silently fails; one it announces, or moves focus to, passes")
    func statusNotAnnounced() {
        func app(_ tell: AccessibilityNotification?) -> @MainActor () -> ViewController {
            {
                page {
                    let error = label("", row: 3)
                    error.isHidden = true
                    return [
                        button("Sign In", row: 1) {
                            error.text = "Wrong password"
                            error.isHidden = false
                            if let tell { Accessibility.post(notification: tell, argument: tell == .announcement ? "Wrong password" as Any : error as Any) }
                        },
                        error,
                    ]
                }
            }
        }
        let bad = ruleFindings("status-not-announced", app(nil))
        #expect(bad.count == 1)
        #expect(bad.first?.severity == .warning)
        #expect(bad.first?.element?.label == "Wrong password")
        #expect(bad.first?.message.contains("After activate \"Sign In\", the screen shows \"Wrong password\"") == true)
        #expect(ruleFindings("status-not-announced", app(.announcement)).isEmpty)
        #expect(ruleFindings("status-not-announced", app(.layoutChanged)).isEmpty)
    }

    @Test("scroll-no-status: a custom scroll without pageScrolled fails; one that posts it passes")
    func scrollStatus() {
        func app(posts: Bool) -> @MainActor () -> ViewController {
            {
                page {
                    let book = View(frame: Rect(x: 0, y: 120, width: 390, height: 600))
                    book.addSubview(label("Once upon a time", row: 1))
                    book.accessibilityScrollBlock = { _ in
                        if posts { Accessibility.post(notification: .pageScrolled, argument: "Page 2 of 3") }
                        return true
                    }
                    return [book]
                }
            }
        }
        let bad = ruleFindings("scroll-no-status", app(posts: false))
        #expect(bad.count == 1)
        #expect(bad.first?.element?.label == "Once upon a time")
        #expect(ruleFindings("scroll-no-status", app(posts: true)).isEmpty)
    }
}
