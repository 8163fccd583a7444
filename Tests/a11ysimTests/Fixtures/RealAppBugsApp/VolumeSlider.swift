import UIKit

/// A slider that steps through the levels the player reports: its range is set when the player is known.
final class VolumeSlider: UISlider {
    private var level = 0

    override func accessibilityIncrement() {
        level += 1
        player.setVolume(level)
    }

    override func accessibilityDecrement() {
        level -= 1
        player.setVolume(level)
    }
}
