import A11yAudit
import Foundation
import Testing

/// The HTML report as a reviewer's browser shows it: headless Chromium (Debian's `chromium`, which
/// scripts/render-html-report.sh installs when it is missing) loads the golden report with JavaScript
/// on; the test reads the DOM after load and the screenshot. Skipped, saying why, only where Chromium
/// cannot be installed.
@MainActor
@Suite("HTML in a browser")
struct HTMLBrowserTests {
    /// What the browser rendered: the DOM after load and the screenshot's ink, or why there is none.
    struct Rendering: Sendable {
        var dom: String
        var ink: Double
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
            let ink = script.output.split(separator: "\n").last { $0.hasPrefix("ink ") }.flatMap { Double($0.dropFirst(4)) } ?? 0
            return .success(Rendering(dom: dom, ink: ink))
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
        #expect(dom.components(separatedBy: "<svg ").count - 1 == FormatTests.goldenResult().subjects[0].screens.count)
        #expect(dom.contains("<text class=\"label\""), "boxes carry a short label")
        #expect(dom.contains("Navigation bar</text>"), "the navigation bar is drawn")
        #expect(dom.contains("<h3>Entry: Home</h3>"))
        // Every link inside the page leads somewhere on it.
        let targets = dom.components(separatedBy: "href=\"#").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
        #expect(!targets.isEmpty)
        for target in targets { #expect(dom.contains("id=\"\(target)\""), "no element with id \(target)") }
    }

    @Test("The screenshot is not blank", .enabled(if: !browserMissing, "Chromium is not installed and could not be installed"))
    func screenshot() throws {
        let ink = try Self.rendering.get().ink
        #expect(ink > 0.02, "only \(ink) of the screenshot differs from the background")
    }
}
