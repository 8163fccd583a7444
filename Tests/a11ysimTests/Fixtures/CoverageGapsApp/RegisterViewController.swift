import UIKit
import SwiftUI

struct RegisterForm: View {
    @State private var name = ""

    var body: some View {
        Form { TextField("Name", text: $name) }
    }
}

/// The registration form is SwiftUI, hosted in a UIKit controller.
final class RegisterViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: RegisterForm())
        addChild(host)
        view.addSubview(host.view)
        host.didMove(toParent: self)
    }
}
