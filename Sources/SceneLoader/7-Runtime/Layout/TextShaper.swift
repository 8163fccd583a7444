import AccessibilityTree
import CHarfBuzz

/// Measures text by shaping it with HarfBuzz in Inter, the open font whose metrics come closest to
/// Apple's system font (docs/layout.md, "Text measurement"); the one file that calls HarfBuzz.
///
/// As the system font switches from SF Pro Text to SF Pro Display at 20 pt, text under 20 pt is set
/// in Inter and larger text in Inter Display; semibold and heavier text in their Bold cuts; and the system font's tracking
/// at the size (``SystemFontTracking``) is added after every character.
final class TextShaper: @unchecked Sendable {
    // @unchecked: the fonts are made immutable before the shaper is shared and never change or are
    // freed after (it lives for the process); HarfBuzz shapes with an immutable font from any
    // thread, and each measurement creates and destroys its own buffer.

    /// The folder Debian's fonts-inter installs the font files into.
    static let fontFolder = "/usr/share/fonts/opentype/inter"
    /// The size from which the system font's display cut is used, in points.
    static let displaySize = 20.0

    /// The shaper, or why there is none; opened on first use.
    static let shared: Result<TextShaper, TextMeasurementError> = Result { () throws(TextMeasurementError) in try TextShaper() }

    private let functions: charfbuzz_functions
    /// Indexed by [display][bold]: Inter Regular, Bold, Display Regular, Display Bold.
    private let fonts: [OpaquePointer]
    private let unitsPerEm: [Double]

    private init() throws(TextMeasurementError) {
        var functions = charfbuzz_functions()
        if let error = charfbuzz_open(&functions) {
            throw .libraryUnavailable(String(cString: error))
        }
        var fonts: [OpaquePointer] = [], units: [Double] = []
        for name in ["Inter-Regular", "Inter-Bold", "InterDisplay-Regular", "InterDisplay-Bold"] {
            let path = "\(Self.fontFolder)/\(name).otf"
            guard let blob = functions.blobCreateFromFileOrFail(path) else { throw .fontUnavailable(path: path) }
            let face = functions.faceCreate(blob, 0)
            functions.blobDestroy(blob)
            let upem = functions.faceGetUpem(face)
            guard let font = functions.fontCreate(face), upem > 0 else { throw .fontUnavailable(path: path) }
            functions.faceDestroy(face)
            functions.fontMakeImmutable(font)
            fonts.append(font)
            units.append(Double(upem))
        }
        self.functions = functions
        self.fonts = fonts
        self.unitsPerEm = units
    }

    /// The width of `text` set on one line in `font`, in points: its shaped advances and the system
    /// font's tracking.
    func width(of text: String, in font: Font) -> Double {
        guard !text.isEmpty else { return 0 }
        let index = (font.pointSize >= Self.displaySize ? 2 : 0) + (font.isBold ? 1 : 0)
        guard let buffer = functions.bufferCreate() else { return 0 }
        defer { functions.bufferDestroy(buffer) }
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                functions.bufferAddUTF8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        functions.bufferGuessSegmentProperties(buffer)
        functions.shape(fonts[index], buffer, nil, 0)
        var count: UInt32 = 0
        guard let positions = functions.bufferGetGlyphPositions(buffer, &count) else { return 0 }
        var advance = 0
        for glyph in 0..<Int(count) { advance += Int(positions[glyph].x_advance) }
        return Double(advance) / unitsPerEm[index] * font.pointSize + SystemFontTracking.tracking(at: font.pointSize) * Double(text.count)
    }
}
