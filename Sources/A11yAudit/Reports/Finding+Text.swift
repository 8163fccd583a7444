/// A finding as one text, for the formats that give each finding a single message.
extension Finding {
    /// The message, then the element and the gestures that reach it: `… Element: "i, button" #tiny.
    /// Reached by: Home › activate "Details".` (SARIF's `message.text`, GitHub's annotations, Xcode's lines).
    var fullMessage: String {
        var text = message
        if let element { text += " Element: \(element.summary)." }
        text += " Reached by: \(path)."
        // `audit --devices` only.
        if let devices { text += " On: \(devices.map(\.device).joined(separator: ", "))." }
        return text
    }
}
