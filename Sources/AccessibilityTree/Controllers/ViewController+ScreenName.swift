/// How a screen is named: one title, read the same way everywhere, and the three forms the tools
/// print it in. Which controller is the screen is ``ViewController/contentViewController``.
extension ViewController {
    /// The title a user sees for this controller's screen: its navigation item's title, else its own
    /// title; nil when neither is set or both are empty.
    public var screenTitle: String? {
        if let title = navigationItem.title, !title.isEmpty { return title }
        if let title, !title.isEmpty { return title }
        return nil
    }

    /// The name in a screen path (`Tab: Clock › World Clock`): the title, else the storyboard ID, else
    /// (for a navigation controller) its top controller's name, else the class.
    public var screenPathName: String {
        if let screenTitle { return screenTitle }
        if let id = storyboardIdentifier, !id.isEmpty { return id }
        if let navigation = self as? NavigationController, let top = navigation.topViewController {
            return top.screenPathName
        }
        return screenClassName
    }

    /// The name in audit messages: `"Settings" (SettingsViewController)`, or the class when there is no
    /// title.
    public var screenDescription: String {
        screenTitle.map { "\"\($0)\" (\(screenClassName))" } ?? screenClassName
    }

    /// The name in transcripts, which developers read against their code: the custom class, else the
    /// title, else the stand-in's class, else UIKit's class.
    public var screenCodeName: String {
        customClassName ?? screenTitle ?? standInClassName ?? className
    }

    /// The class a screen is named after: the custom class, else a stand-in's
    /// (``ViewController/standInClassName``), else UIKit's class.
    var screenClassName: String {
        customClassName ?? standInClassName ?? className
    }
}
