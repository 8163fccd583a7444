import UIKit

extension LoginViewController {
    /// SwiftGen's wrapper for a segue the storyboard defines.
    @IBAction func skipTapped() {
        perform(segue: StoryboardSegue.Main.showDone)
    }
}
