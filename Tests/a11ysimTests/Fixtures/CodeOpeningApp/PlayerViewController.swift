import UIKit

/// Embeds two controllers made in code: `addChild` and `addSubview(child.view)`.
final class PlayerViewController: UIViewController {
    private let controls = PlaybackControlsViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Player"
        let heading = UILabel()
        heading.text = "Now playing"
        view.addSubview(heading)
        addChild(controls)
        view.addSubview(controls.view)
        controls.didMove(toParent: self)
        let queue = QueueViewController()
        addChild(queue)
        view.addSubview(queue.view)
        queue.didMove(toParent: self)
        // A second instance of a class already embedded: one scene is one instance, so it is left out.
        let more = PlaybackControlsViewController()
        addChild(more)
        view.addSubview(more.view)
    }
}

/// Embedded in the player.
final class PlaybackControlsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let play = UIButton(type: .system)
        play.setTitle("Play", for: .normal)
        view.addSubview(play)
    }
}

/// Embedded in the player; embeds the player back on some path, which no app can show: left out.
final class QueueViewController: UIViewController {
    var showsPlayer = false

    override func viewDidLoad() {
        super.viewDidLoad()
        let next = UILabel()
        next.text = "Up next"
        view.addSubview(next)
        if showsPlayer {
            let player = PlayerViewController()
            addChild(player)
            view.addSubview(player.view)
        }
    }
}
