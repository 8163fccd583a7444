/// The sizes the loader accepts, so that a hostile or corrupted file is refused quickly instead of
/// exhausting memory, time or the stack.
enum Limits {
    /// The largest input file, in bytes.
    static let maximumFileSize = 16 * 1024 * 1024
    /// The deepest nesting of mappings, sequences or XML elements.
    static let maximumDepth = 200
    /// The most nodes a YAML or JSON document may expand to (aliases count every time they are used).
    static let maximumNodes = 500_000
    /// The most XML elements in one storyboard or xib.
    static let maximumElements = 400_000
    /// The most attributes of one XML element (libxml2's time grows with the square of their number).
    static let maximumAttributes = 256
    /// The longest attribute value, comment, CDATA section or processing instruction of a storyboard or
    /// xib, in bytes: libxml2's own limit, checked before parsing so that the message names it.
    static let maximumParsedValueBytes = 10_000_000
    /// The longest XML name, in bytes: libxml2's own limit, checked before parsing likewise.
    static let maximumNameBytes = 50_000
    /// The most text content, in UTF-8 bytes, in one storyboard or xib.
    static let maximumTextBytes = 8 * 1024 * 1024
    /// The most views in one document (rows and repeated items included).
    static let maximumViews = 200_000
    /// The most rows of one table, after `repeat` is expanded.
    static let maximumRows = 10_000
    /// The largest absolute coordinate or size, in points.
    static let maximumCoordinate = 1_000_000.0
    /// The smallest and largest screen side, in points.
    static let screenSides = 100.0...10_000.0
    /// The most storyboard files read for one app (references included).
    static let maximumFiles = 200
}
