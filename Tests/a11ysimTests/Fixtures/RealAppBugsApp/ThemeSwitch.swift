import UIKit

/// The app's switch, tinted with the theme.
final class ThemeSwitch: UISwitch {}
