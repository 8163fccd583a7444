import Foundation

/// Texts declared once, as apps do.
enum UserText {
    static let continueLabel = NSLocalizedString("login.continue", value: "Continue", comment: "")
}
