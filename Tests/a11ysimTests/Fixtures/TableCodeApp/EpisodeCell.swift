import UIKit

struct Episode {
    let title: String
    let duration: String
}

/// An episode's row: the data source fills its title; the cell its duration and play button.
final class EpisodeCell: UITableViewCell {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var durationLabel: UILabel!
    @IBOutlet weak var playButton: UIButton!

    func configure(with episode: Episode) {
        durationLabel.text = episode.duration
        playButton.accessibilityLabel = "Play \(episode.title)"
    }
}
