import UIKit

/// The fixed gallery: the card and the photo are elements with the button trait.
final class GalleryViewController: UIViewController {
    @IBOutlet weak var photoView: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        photoView.isAccessibilityElement = true
        photoView.accessibilityLabel = "Photo"
        photoView.accessibilityTraits = .button
        photoView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openPhoto)))
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard)))
    }

    @IBAction func openCard(_ sender: UITapGestureRecognizer) {}
    @IBAction func shareTwice(_ sender: UITapGestureRecognizer) {}
    @objc func openPhoto() {}
    @objc func dismissKeyboard() { view.endEditing(true) }
}
