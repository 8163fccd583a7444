import SwiftUI
import UIKit

/// Built in code: no storyboard names these. Compose shows a label; the inbox's rows come from data.
final class ComposeViewController: UIViewController {
    override func loadView() {
        view = UIView()
        let draft = UILabel()
        draft.text = "Draft"
        view.addSubview(draft)
    }
}

final class InboxTableViewController: UITableViewController {}

final class SettingsHost: UIHostingController<SettingsView> {}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}

/// A container: not a screen of its own, not counted.
final class MainTabs: UITabBarController {}
