import UIKit

/// A button drawn over a blur, as media viewers make their close buttons: the button is added to
/// the visual effect views' `contentView`s, which UIKit shows (and VoiceOver reads) inside them.
/// Both initializers build it; UIKit calls `init(coder:)` only for one a nib makes, so one made in
/// code has one button.
final class BlurButton: UIView {
    let background = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial)))
    let button = UIButton(type: .system)

    init(title: String) {
        super.init(frame: .zero)
        button.setTitle(title, for: .normal)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        addSubview(background)
        background.contentView.addSubview(vibrancyView)
        vibrancyView.contentView.addSubview(button)
    }
}

/// The viewer's close button, over a blur.
final class ViewerViewController: UIViewController {
    private let closeButton = BlurButton(title: "Close viewer")

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Viewer"
        view.addSubview(closeButton)
    }
}
