import UIKit
import WebKit

/// The app's base class for its web pages.
class WebViewController: UIViewController {
    private let webView = WKWebView(frame: .zero)
    private let page: String

    init(page: String) {
        self.page = page
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(webView)
        webView.loadHTMLString(page, baseURL: nil)
    }
}

/// The imprint is one of the app's web pages: its content is the base class's web view.
final class ImprintViewController: WebViewController {
    init() {
        super.init(page: "<h1>Imprint</h1>")
        title = "Imprint"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
