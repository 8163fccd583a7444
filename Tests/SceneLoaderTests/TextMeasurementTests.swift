import Testing
@testable import SceneLoader
import AccessibilityTree

/// Text measured by shaping it in Inter with the system font's tracking, against widths UIKit gives
/// (docs/layout.md, "Text measurement").
@Suite("Text is measured as wide as UIKit draws it in the system font")
struct TextMeasurementTests {
    static var shaper: TextShaper? { try? TextShaper.shared.get() }

    @Test("Interface Builder's default label and button are as wide as UIKit makes them, within half a point",
          .enabled(if: Self.shaper != nil, "HarfBuzz or fonts-inter is not installed (scripts/setup.sh installs them)"))
    func defaultsMatchUIKit() throws {
        let shaper = try #require(Self.shaper)
        // A new label in Interface Builder: "Label", 17 pt system font, saved 41.333 pt wide on 3x
        // screens (the width rounded up to the pixel): UIKit's width lies in (41, 41.333].
        #expect(abs(shaper.width(of: "Label", in: .system(17)) - 41.2) <= 0.5)
        // A new system button: "Button", 15 pt, 46 pt wide.
        #expect(abs(shaper.width(of: "Button", in: .system(15)) - 45.7) <= 0.5)
    }

    @Test("Wider text measures wider, bold wider than regular, and the tracking follows the size",
          .enabled(if: Self.shaper != nil, "HarfBuzz or fonts-inter is not installed (scripts/setup.sh installs them)"))
    func ordering() throws {
        let shaper = try #require(Self.shaper)
        #expect(shaper.width(of: "WWW", in: .system(17)) > shaper.width(of: "iii", in: .system(17)) * 2)
        #expect(shaper.width(of: "Settings", in: Font(pointSize: 17, isBold: true)) > shaper.width(of: "Settings", in: .system(17)))
        #expect(shaper.width(of: "", in: .system(17)) == 0)
        #expect(SystemFontTracking.tracking(at: 12) == 0)
        #expect(SystemFontTracking.tracking(at: 17) == -0.41)
        #expect(abs(SystemFontTracking.tracking(at: 14) - -0.16) < 1e-9)
        #expect(SystemFontTracking.tracking(at: 8) == 0.07)
        #expect(SystemFontTracking.tracking(at: 60) == 0.24)
        // Apple's published SF Pro Display values: +11/1000 em at 34 pt, +5 at 56, none from 80.
        #expect(SystemFontTracking.tracking(at: 34) == 0.37)
        #expect(SystemFontTracking.tracking(at: 56) == 0.28)
        #expect(SystemFontTracking.tracking(at: 96) == 0)
    }

    @Test("A missing library or font is an error that says what to install")
    func errorsSayWhatToInstall() {
        #expect(TextMeasurementError.libraryUnavailable("libharfbuzz.so.0: cannot open").description.contains("install libharfbuzz0b"))
        #expect(TextMeasurementError.fontUnavailable(path: "/x/Inter-Regular.otf").description.contains("install fonts-inter"))
    }
}
