import Foundation

extension Notification.Name {
    static let draftsChanged = Notification.Name("draftsChanged")
}

/// The app's model: saving a draft posts the notification the list observes.
final class DraftStore {
    static let shared = DraftStore()

    func save() {
        NotificationCenter.default.post(name: .draftsChanged, object: self)
    }
}
