/// Why text cannot be measured by shaping it: the layout then falls back to ``TextWidthEstimate``
/// with a warning carrying this message (docs/layout.md, "Text measurement").
public enum TextMeasurementError: Error, Hashable, Sendable, CustomStringConvertible {
    /// libharfbuzz could not be opened, or lacks a function a11ysim calls (the loader's message).
    case libraryUnavailable(String)
    /// The font file is missing or not a font HarfBuzz reads.
    case fontUnavailable(path: String)

    public var description: String {
        switch self {
        case .libraryUnavailable(let reason):
            return "text is not measured (HarfBuzz could not be loaded: \(reason)); install libharfbuzz0b (scripts/setup.sh does), until then text widths are estimated"
        case .fontUnavailable(let path):
            return "text is not measured (no font at \(path)); install fonts-inter (scripts/setup.sh does), until then text widths are estimated"
        }
    }
}
