/// Context menus, which a11ysim leaves alone (docs/voiceover.md, "Menus"; docs/code.md, "Actions
/// and menus"): the sources the project could check do not establish what VoiceOver says of one.
extension UIKitAPI {
    /// What of a context menu is not modelled, in the reason of every statement or method left alone for one.
    static let contextMenuNotModelled = "a context menu is not modelled: VoiceOver's double-tap-and-hold that opens it, "
        + "the menu with its items' titles, and any Actions rotor entry for it; the element is read without it"

    /// The table and collection delegate methods that give a row's or item's context menu, by
    /// selector: UIKit calls them on a long press, which a11ysim does not model.
    package static let contextMenuDelegateMethods: Set<String> = [
        "tableView(_:contextMenuConfigurationForRowAt:point:)",
        "collectionView(_:contextMenuConfigurationForItemAt:point:)",
        "collectionView(_:contextMenuConfigurationForItemsAt:point:)",
    ]

    /// Why a context menu's delegate method is left alone.
    package static func contextMenuMethodLeftAlone(_ selector: String) -> String {
        "\(selector): left alone — \(contextMenuNotModelled)"
    }
}
