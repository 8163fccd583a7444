import UIKit

/// An episode screen whose texts come from the episode it is given.
final class EpisodeViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var actionButton: UIButton!
    @IBOutlet weak var shareButton: UIButton!
    @IBOutlet weak var followButton: UIButton!
    var episode: Episode!

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = episode.title
        actionButton.setTitle(episode.actionTitle, for: .normal)
        shareButton.accessibilityLabel = episode.shareName
        followButton.setTitle(episode.podcastName, for: .normal)
    }
}
