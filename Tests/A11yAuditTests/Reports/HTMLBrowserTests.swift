import A11yAudit
import Foundation
import Testing

/// The HTML report as a reviewer's browser shows it: headless Chromium (Debian's `chromium`, which
/// scripts/render-html-report.sh installs when it is missing) loads the golden report with JavaScript
/// on in a 1280 × 800 window; the test reads the DOM after load, the layout the script measured and
/// the screenshot of the first screenful. Skipped, saying why, only where Chromium cannot be installed.
@MainActor
@Suite("HTML in a browser")
struct HTMLBrowserTests {
    /// What the browser rendered: the DOM after load, where things landed and the screenshot's ink,
    /// or why there is none.
    struct Rendering: Sendable {
        var dom: String
        var layout: Layout
        var ink: Double
    }

    /// Where the script measured things, in CSS pixels from the top of the window.
    struct Layout: Decodable, Sendable {
        struct Box: Decodable, Sendable {
            var top: Double
            var bottom: Double
        }
        struct Picture: Decodable, Sendable {
            var height: Double
            var emptyBelow: Double
        }
        var viewport: Double
        var verdict: Box?
        var table: Box?
        var findings: Box?
        var firstPicture: Box?
        var pictures: [Picture]
    }

    nonisolated static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The golden report rendered once by the script, or why it could not be (exit 77: no Chromium).
    nonisolated static let rendering: Result<Rendering, RenderingError> = render()

    struct RenderingError: Error, CustomStringConvertible {
        var description: String
    }

    nonisolated static func render() -> Result<Rendering, RenderingError> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-html-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let report = folder.appendingPathComponent("report.html")
            try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Tests/A11yAuditTests/Golden/report.html"), to: report)
            let script = try runTool(packageRoot.appendingPathComponent("scripts/render-html-report.sh").path,
                                     [report.path, folder.appendingPathComponent("out").path])
            guard script.status == 0 else {
                return .failure(RenderingError(description: "render-html-report.sh exited \(script.status): \(script.errors)"))
            }
            let dom = try String(contentsOf: folder.appendingPathComponent("out/dom.html"), encoding: .utf8)
            let layout = try JSONDecoder().decode(Layout.self, from: Data(contentsOf: folder.appendingPathComponent("out/layout.json")))
            let ink = script.output.split(separator: "\n").last { $0.hasPrefix("ink ") }.flatMap { Double($0.dropFirst(4)) } ?? 0
            return .success(Rendering(dom: dom, layout: layout, ink: ink))
        } catch {
            return .failure(RenderingError(description: "\(error)"))
        }
    }

    /// Whether the browser could not be had at all (exit 77): the only case the tests are skipped.
    nonisolated static var browserMissing: Bool {
        if case .failure(let error) = rendering { return error.description.contains("exited 77") }
        return false
    }

    @Test("The page loads in Chromium: summary table linking to the screens, legend, pictures with numbered, labelled boxes and bars",
          .enabled(if: !browserMissing, "Chromium is not installed and could not be installed"))
    func rendered() throws {
        let dom = try Self.rendering.get().dom
        #expect(dom.contains("<table class=\"rules\">"))
        #expect(dom.contains("<td><code>image-name-label</code></td><td>error</td><td class=\"count\">1</td><td><a href=\"#file-0-screen-0\">Home</a></td>"))
        #expect(dom.contains("<ul class=\"legend\" aria-label=\"Legend\">"))
        #expect(dom.components(separatedBy: "<svg ").count - 1 == 2 * FormatTests.goldenResult().subjects[0].screens.count, "VoiceOver's picture and Show names per screen")
        #expect(dom.contains("<text class=\"label\""), "boxes carry a short label")
        #expect(dom.contains("Navigation bar</text>"), "the navigation bar is drawn")
        #expect(dom.contains("<h3>Entry: Home</h3>"))
        // Every link inside the page leads somewhere on it.
        let targets = dom.components(separatedBy: "href=\"#").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
        #expect(!targets.isEmpty)
        for target in targets { #expect(dom.contains("id=\"\(target)\""), "no element with id \(target)") }
    }

    @Test("The first screenful shows the verdict, the summary table and the finding list, before any picture",
          .enabled(if: !browserMissing, "Chromium is not installed and could not be installed"))
    func firstScreenful() throws {
        let layout = try Self.rendering.get().layout
        let verdict = try #require(layout.verdict), table = try #require(layout.table)
        let findings = try #require(layout.findings), picture = try #require(layout.firstPicture)
        #expect(verdict.bottom <= layout.viewport, "the verdict ends at \(verdict.bottom), below the first screenful")
        #expect(table.bottom <= layout.viewport, "the summary table ends at \(table.bottom)")
        #expect(findings.top < layout.viewport, "the findings start at \(findings.top)")
        #expect(findings.bottom <= picture.top, "a picture (at \(picture.top)) comes before the findings end (\(findings.bottom))")
    }

    @Test("Every picture is as tall as what it shows: no empty frame below the lowest box",
          .enabled(if: !browserMissing, "Chromium is not installed and could not be installed"))
    func picturesFitTheirContent() throws {
        let layout = try Self.rendering.get().layout
        #expect(layout.pictures.count == 2 * FormatTests.goldenResult().subjects[0].screens.count)
        // The margin below the lowest box: 8 pt at 300/390 px a point, and a pixel for rounding.
        for picture in layout.pictures {
            #expect(picture.emptyBelow <= 8 * 300 / 390 + 1, "\(picture.emptyBelow) px empty below the lowest box")
        }
        // A phone's whole screen would be 649 px high at this width; the Detail screen holds a bar and a button.
        #expect(layout.pictures.contains { $0.height < 300 }, "\(layout.pictures.map(\.height))")
    }

    @Test("The screenshot is not blank", .enabled(if: !browserMissing, "Chromium is not installed and could not be installed"))
    func screenshot() throws {
        let ink = try Self.rendering.get().ink
        #expect(ink > 0.02, "only \(ink) of the screenshot differs from the background")
    }
}
