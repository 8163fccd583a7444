import SwiftUI
import UIKit

/// Built in code: no storyboard names these.
final class ComposeViewController: UIViewController {
    override func loadView() {
        view = UIView()
    }
}

final class InboxTableViewController: UITableViewController {}

final class SettingsHost: UIHostingController<SettingsView> {}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}

/// A container: not a screen of its own, not counted.
final class MainTabs: UITabBarController {}
