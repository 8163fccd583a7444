import UIKit
import SwiftUI

/// The draft's form is SwiftUI, hosted by a child controller the draft screen embeds: the draft
/// screen's content is that child's.
final class DraftViewController: UIViewController {
    private lazy var formViewController: DraftFormViewController = {
        let formViewController = DraftFormViewController()
        return formViewController
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Draft"
        addChild(formViewController)
        view.addSubview(formViewController.view)
        formViewController.didMove(toParent: self)
    }
}

/// Hosts the SwiftUI form.
final class DraftFormViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: Text("Draft"))
        addChild(host)
        view.addSubview(host.view)
        host.didMove(toParent: self)
    }
}
