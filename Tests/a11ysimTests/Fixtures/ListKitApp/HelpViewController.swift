import UIKit
import WebKit

/// The help page is a web page: its content is the page's, which a11ysim does not model.
final class HelpViewController: UIViewController {
    private let webView = WKWebView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(webView)
        webView.load(URLRequest(url: URL(string: "https://example.com/help")!))
    }
}
