import AccessibilityTree

extension PreparedScene {
    /// What the text size `category` breaks on the input's screens on `device` (nil: the designed
    /// one), against the default size (docs/layout.md, "Dynamic Type"). Read from the input as given,
    /// before any ``laidOut(on:)``.
    public func contentSizeReport(on device: Device?, at category: ContentSizeCategory) -> ContentSizeReport {
        ContentSizeCheck.report(source, on: device ?? designedDevice, at: category)
    }
}
