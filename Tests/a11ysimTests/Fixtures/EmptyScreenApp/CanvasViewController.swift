import UIKit

/// Its whole content is drawn in code, which a11ysim does not model: the storyboard's view is empty.
final class CanvasViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(CanvasView(frame: view.bounds))
    }
}

final class CanvasView: UIView {}
