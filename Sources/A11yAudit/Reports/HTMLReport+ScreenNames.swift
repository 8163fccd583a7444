/// How the HTML report names a xib's screens.
extension HTMLReport {
    /// The name the other formats give a xib's screen when its File's Owner has no class: the loader
    /// stands a plain view controller in for the owner (docs/storyboards.md, "Files"), named by its
    /// UIKit class.
    static let plainControllerName = "UIViewController"

    /// `text` (a screen's name, path or entry) with a leading plain view controller of a xib named after
    /// the xib instead (`StatusCell.xib › activate "Retry"`), so that a report of many cell and view xibs
    /// does not title them all "UIViewController"; other names as they are. A xib whose File's Owner has a
    /// class is already named after it.
    static func shown(_ text: String, in subject: SubjectReport) -> String {
        guard subject.path.hasSuffix(".xib") else { return text }
        if text == plainControllerName { return subject.name }
        let prefix = plainControllerName + " › "
        return text.hasPrefix(prefix) ? subject.name + " › " + text.dropFirst(prefix.count) : text
    }

    /// Each screen's name as the page shows it, by screen id.
    static func shownNames(of subject: SubjectReport) -> [Int: String] {
        Dictionary(subject.screens.map { ($0.id, shown($0.name, in: subject)) }, uniquingKeysWith: { first, _ in first })
    }
}
