import UIKit

/// A card and a photo opened by tap gesture recognizers VoiceOver does not present as buttons; a
/// button with its own recognizer, and the root view's keyboard-dismissal tap, which are fine.
final class GalleryViewController: UIViewController {
    @IBOutlet weak var photoView: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        photoView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openPhoto)))
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard)))
    }

    @IBAction func openCard(_ sender: UITapGestureRecognizer) {}
    @IBAction func shareTwice(_ sender: UITapGestureRecognizer) {}
    @objc func openPhoto() {}
    @objc func dismissKeyboard() { view.endEditing(true) }
}
