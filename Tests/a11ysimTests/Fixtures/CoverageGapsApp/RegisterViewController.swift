import UIKit
import SwiftUI

struct RegisterForm: View {
    @State private var name = ""

    var body: some View {
        Form { TextField("Name", text: $name) }
    }
}

/// The registration form is SwiftUI, hosted in a UIKit controller (in an extension of its class).
final class RegisterViewController: UIViewController {
}

extension RegisterViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: RegisterForm())
        addChild(host)
        view.addSubview(host.view)
        host.didMove(toParent: self)
    }
}
