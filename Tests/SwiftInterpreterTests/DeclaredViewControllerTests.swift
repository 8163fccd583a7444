import Testing
import SwiftCodeReader
import SwiftInterpreter

/// The view controllers an app declares in Swift: the screens it may show, named in Interface
/// Builder or not.
@Suite("View controllers the app declares")
struct DeclaredViewControllerTests {
    @Test("Subclasses of UIKit's controllers, directly or through the app's own classes, are listed with their line; other classes are not")
    func listed() {
        let code = TestApp.read([
            "Screens.swift": """
                import UIKit
                import SwiftUI

                class BaseViewController: UIViewController {}
                final class ComposeViewController: BaseViewController {}
                final class InboxTableViewController: UITableViewController {}
                final class SettingsHost: UIHostingController<SettingsView> {}
                final class Model: NSObject {}
                final class Badge: UIView {}
                class Loop: Knot {}
                class Knot: Loop {}
                """,
            "Tabs.swift": "final class MainTabs: UITabBarController {}\n",
        ])
        #expect(code.viewControllers.map(\.name) == [
            "BaseViewController", "ComposeViewController", "InboxTableViewController", "SettingsHost", "MainTabs",
        ])
        #expect(code.viewControllers.map { "\($0.location)" } == [
            "/app/Screens.swift:4", "/app/Screens.swift:5", "/app/Screens.swift:6", "/app/Screens.swift:7", "/app/Tabs.swift:1",
        ])
        #expect(code.viewControllers.map(\.uiKitClass) == [
            "UIViewController", "UIViewController", "UITableViewController", "UIHostingController", "UITabBarController",
        ])
        #expect(code.viewControllers.filter(\.hostsSwiftUI).map(\.name) == ["SettingsHost"])
    }
}
