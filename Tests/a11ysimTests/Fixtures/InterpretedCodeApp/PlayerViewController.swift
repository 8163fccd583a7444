import UIKit

/// A player whose image buttons are labelled only by code the interpreter runs: an outlet's didSet,
/// a property observer, a helper with a string made from data.
final class PlayerViewController: UIViewController {
    @IBOutlet weak var playButton: UIButton! {
        didSet { playButton.accessibilityLabel = "Play" }
    }
    @IBOutlet weak var downloadButton: UIButton!
    @IBOutlet weak var shareButton: UIButton!
    var episode: Episode!

    private var isPlaying = false {
        didSet { playButton.accessibilityLabel = isPlaying ? "Pause" : "Play" }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        configure()
        isPlaying = true
    }

    private func configure() {
        downloadButton.accessibilityLabel = "Download \(episode.title)"
        if episode.isShared {
            shareButton.accessibilityLabel = "Shared"
        }
    }
}

extension PlayerViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        shareButton.addTarget(self, action: #selector(shareTapped), for: .touchUpInside)
    }

    @objc private func shareTapped() {
        UIAccessibility.post(notification: .announcement, argument: "Link copied")
    }
}
