@testable import AuditRunner
@testable import A11yAudit
import AccessibilityTree
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Golden files: Tests/A11yAuditTests/Golden/report.*. Re-record them after a deliberate change
/// with `A11YSIM_RECORD=1 swift test --filter A11yAuditTests`, then review the diff.
@MainActor
@Suite("Report formats")
struct FormatTests {
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static func goldenResult() -> AuditResult {
        let options = AuditOptions()
        var result = AuditRun.result(subjects: [audit(goldenSubject(), options: options)], options: options)
        // As the app's Swift code would declare them: one a scene names, two no scene names (one
        // hosting SwiftUI), and a container, which coverage does not count.
        func declared(_ name: String, _ uiKitClass: String, line: Int, _ kind: CodeController.Kind) -> CodeController {
            CodeController(className: name, uiKitClass: uiKitClass, location: SourceLocation(file: "Fixtures/Screens.swift", line: line, column: 13),
                           kind: kind)
        }
        result.declaredControllers = [
            declared("HomeViewController", "UIViewController", line: 3, .screen),
            declared("ComposeViewController", "UIViewController", line: 8, .screen),
            declared("SettingsHost", "UIHostingController", line: 12, .swiftUIHost),
            declared("MainTabs", "UITabBarController", line: 14, .other),
        ]
        return result
    }

    /// Checks `format`'s rendering of `result` (by default ``goldenResult()``) against the golden `file`.
    static func check(_ format: ReportFormat, file: String, result: AuditResult = goldenResult()) throws {
        let rendered = format.render(result)
        // What the command writes: the same report, as bytes.
        #expect(format.renderUTF8(result) == Array(rendered.utf8), "\(format) bytes differ from its text")
        let url = goldenFolder.appendingPathComponent(file)
        if ProcessInfo.processInfo.environment["A11YSIM_RECORD"] == "1" {
            try rendered.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(rendered == expected, "\(file) differs from the golden file; re-record with A11YSIM_RECORD=1 if intended")
    }

    @Test("Every format matches its golden file", arguments: [
        (ReportFormat.text, "report.txt"), (.json, "report.json"), (.junit, "report.junit.xml"),
        (.sarif, "report.sarif"), (.html, "report.html"), (.xcode, "report.xcode.txt"), (.github, "report.github.txt"),
    ])
    func golden(_ format: ReportFormat, _ file: String) throws {
        try Self.check(format, file: file)
    }

    @Test("Text uses ANSI colour only when asked")
    func colours() {
        let result = Self.goldenResult()
        #expect(!ReportFormat.text.render(result).contains("\u{1B}["))
        #expect(ReportFormat.text.render(result, colors: true).contains("\u{1B}[31m"))
    }

    @Test("JSON parses and carries every finding with its path and location")
    func json() throws {
        let result = Self.goldenResult()
        let data = Data(ReportFormat.json.render(result).utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let files = try #require(root["files"] as? [[String: Any]])
        let findings = try #require(files.first?["findings"] as? [[String: Any]])
        #expect(findings.count == result.findings.count)
        #expect(findings.contains { ($0["path"] as? String) == "Home › activate \"Details\"" })
        #expect(findings.contains { (($0["location"] as? [String: Any])?["line"] as? Int) == 14 })
    }

    @Test("One report shape: the JSON report reads back into the result it was written from, and the worker pipe carries its files the same")
    func oneShape() throws {
        let result = Self.goldenResult()
        let json = ReportFormat.json.renderUTF8(result)
        var read = try AuditResult(jsonReport: Data(json), file: "report.json")
        #expect(read.subjects == result.subjects, "every file's report, as the model holds it")
        #expect(read.declaredControllers == result.declaredControllers)
        #expect(read.rules == result.rules && read.failOn == result.failOn && read.baselined == result.baselined)
        read.sourceRoot = result.sourceRoot
        #expect(ReportFormat.json.renderUTF8(read) == json, "rendering what was read gives the same bytes")
        for subject in result.subjects {
            let frame = ReportWire.frame(subject)
            #expect(try ReportWire.value(SubjectReport.self, from: Array(frame.dropFirst(ReportWire.headerSize))) == subject)
        }
        // A number JSON cannot express is written as null and reads back as NaN, on both paths.
        var subject = SubjectReport(name: "a", path: "a.yaml")
        subject.screens = [ScreenReport(id: 1, name: "A", path: "A", size: Size(width: .nan, height: 2), elements: [], location: nil)]
        let written = String(decoding: ReportFormat.json.renderUTF8(AuditRun.result(subjects: [subject], options: AuditOptions())), as: UTF8.self)
        #expect(written.contains(#""size": [null, 2]"#))
        let back = try AuditResult(jsonReport: Data(written.utf8), file: "report.json").subjects[0].screens[0].size
        #expect(back.width.isNaN && back.height == 2)
        let wire = ReportWire.frame(subject)
        let carried = try ReportWire.value(SubjectReport.self, from: Array(wire.dropFirst(ReportWire.headerSize))).screens[0].size
        #expect(carried.width.isNaN && carried.height == 2)
    }

    @Test("JSON and SARIF keep every character of a phrase: quotes, backslashes, control characters, emoji")
    func escapes() throws {
        let awkward = "Say \"hi\" \\ back\n\ttab \u{01}bell Café ☕ -12.5"
        let frame = Rect(x: -3, y: 0.5, width: 44, height: 44)
        let finding = Finding(ruleID: "missing-label", severity: .error, message: awkward, screenID: -7, screen: awkward,
                              path: awkward, element: FindingElement(number: 1, phrase: awkward, label: nil, identifier: nil,
                                                                     className: "UIButton", frame: frame),
                              location: nil)
        let screen = ScreenReport(id: -7, name: awkward, path: awkward, size: Size(width: 390, height: 844),
                                  elements: [ScreenElement(number: 1, phrase: awkward, identifier: awkward, frame: frame)],
                                  location: nil)
        let subject = SubjectReport(name: awkward, path: "a.yaml", screens: [screen], findings: [finding])
        let result = AuditRun.result(subjects: [subject], options: AuditOptions())
        for format in [ReportFormat.json, .sarif] {
            let text = format.render(result)
            let root = try JSONSerialization.jsonObject(with: Data(text.utf8))
            var strings: [String] = [], numbers: [Double] = []
            func collect(_ value: Any) {
                if let text = value as? String { strings.append(text) }
                if let number = value as? NSNumber, !(value is Bool) { numbers.append(number.doubleValue) }
                (value as? [Any])?.forEach(collect)
                (value as? [String: Any])?.values.forEach(collect)
            }
            collect(root)
            #expect(strings.contains(awkward), "\(format) lost or changed a character of the phrase")
            #expect(!text.contains("\u{01}"), "\(format) wrote a raw control character")
            if format == .json { #expect(numbers.contains(-3) && numbers.contains(0.5) && numbers.contains(-7)) }
        }
    }

    @Test("GitHub: %, CR and LF escaped in messages; also : and , in properties; no text starts a command of its own")
    func githubEscapes() throws {
        let awkward = "100% done,\r\nnext: ::error::fake"
        let location = SourceLocation(file: "odd: dir,1/100%.storyboard", line: 7, column: 3)
        let finding = Finding(ruleID: "missing-label", severity: .note, message: awkward, screenID: 0, screen: "S",
                              path: "S", element: nil, location: location)
        let warning = "line one\n::warning::injected"
        let subject = SubjectReport(name: "x", path: "x.yaml", screens: [], findings: [finding],
                                    exploration: ExplorationSummary(warnings: [warning]))
        let report = ReportFormat.github.render(AuditRun.result(subjects: [subject], options: AuditOptions()))
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("::notice file=odd%3A dir%2C1/100%25.storyboard,line=7,col=3,title=a11ysim%3A missing-label::"
                               + "100%25 done,%0D%0Anext: ::error::fake Reached by: S."))
        #expect(lines.contains("::warning file=x.yaml,title=a11ysim::line one%0A::warning::injected"))
        #expect(GitHubReport.escapeData("a%b\rc\nd:e,f") == "a%25b%0Dc%0Ad:e,f")
        #expect(GitHubReport.escapeProperty("a%b\rc\nd:e,f") == "a%25b%0Dc%0Ad%3Ae%2Cf")
        // Only the commands and the two closing lines: nothing from the input began a line.
        #expect(lines.filter { $0.hasPrefix("::") }.count == 2)
        #expect(lines.count == 5 && lines.last == "")
    }

    @Test("Xcode and GitHub put an input error at the line it names, else on the input")
    func inputErrorLines() {
        let subjects = [SubjectReport(name: "a", path: "a.storyboard", error: "a.storyboard:12:5: error: the XML is not well-formed"),
                        SubjectReport(name: "b", path: "b.yaml", error: "cannot read the file: permission denied")]
        let result = AuditRun.result(subjects: subjects, options: AuditOptions())
        let xcode = ReportFormat.xcode.render(result).split(separator: "\n").map(String.init)
        #expect(xcode.prefix(2) == ["a.storyboard:12:5: error: the XML is not well-formed", "b.yaml: error: cannot read the file: permission denied"])
        let github = ReportFormat.github.render(result).split(separator: "\n").map(String.init)
        #expect(github.prefix(2) == ["::error file=a.storyboard,line=12,col=5,title=a11ysim%3A input not audited::the XML is not well-formed",
                                     "::error file=b.yaml,title=a11ysim%3A input not audited::cannot read the file: permission denied"])
    }

    @Test("JUnit: a suite per file, a test case per finding or per clean rule × screen, a skipped one per scene not audited, failures for failing findings")
    func junit() {
        let result = Self.goldenResult()
        let xml = ReportFormat.junit.render(result)
        let cases = xml.components(separatedBy: "<testcase ").count - 1
        // The file's cases and the skipped scene, then one per declared controller no scene names.
        #expect(cases == result.rules.count * result.subjects[0].screens.count + 1 + 2)
        #expect(xml.contains("<testsuite name=\"Fixtures/Golden.storyboard\" tests=\"\(cases - 2)\" failures=\"1\" errors=\"0\" skipped=\"1\">"))
        #expect(xml.contains("<testcase classname=\"Golden.storyboard.scenes\" name=\"scene LegacyViewController (id legacy) at Fixtures/Golden.storyboard:50:9\">"))
        #expect(xml.contains("<skipped message=\"not audited: its entry ⟨scene &quot;Legacy&quot;⟩ could not be opened"))
        #expect(xml.components(separatedBy: "<failure ").count - 1 == result.failingFindings.count)
        #expect(xml.contains("<testsuite name=\"view controllers declared in code\" tests=\"2\" failures=\"0\" errors=\"0\" skipped=\"2\">"))
        #expect(xml.contains("<testcase classname=\"code.controllers\" name=\"ComposeViewController at Fixtures/Screens.swift:8:13\">\n"
                             + "      <skipped message=\"not audited: declared in code; no screen the audit explored showed it"))
        #expect(xml.contains("<skipped message=\"not audited: hosts SwiftUI, which a11ysim does not model\"/>"))
        #expect(xml.components(separatedBy: "<testsuite ").count - 1 == 2)
    }

    @Test("JUnit keeps what XML can carry: markup characters, newlines in attributes, emoji; other control characters become spaces")
    func junitEscapes() throws {
        let awkward = "Say \"hi\" <b> & 'bye'\nnext \u{01}bell Café ☕"
        let finding = Finding(ruleID: "missing-label", severity: .error, message: awkward, screenID: 0, screen: awkward,
                              path: awkward, element: nil, location: nil)
        let screen = ScreenReport(id: 0, name: awkward, path: awkward, size: Size(width: 390, height: 844), elements: [], location: nil)
        let subject = SubjectReport(name: awkward, path: "a.yaml", screens: [screen], findings: [finding])
        let xml = ReportFormat.junit.render(AuditRun.result(subjects: [subject], options: AuditOptions()))
        let reader = FailureMessages()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "the JUnit report is not well-formed XML")
        #expect(reader.messages == [awkward.replacingOccurrences(of: "\u{01}", with: " ")])
    }

    @Test("HTML: one self-contained page with two pictures per screen (VoiceOver's and Voice Control's Show names), findings highlighted")
    func html() {
        let result = Self.goldenResult()
        let html = ReportFormat.html.render(result)
        #expect(html.components(separatedBy: "<svg ").count - 1 == 2 * result.subjects[0].screens.count)
        #expect(!html.contains("<script") && !html.contains("<link") && !html.contains("src=") && !html.contains("@import"))
        #expect(html.contains("stroke=\"#d70015\""))
    }

    @Test("HTML's Show names picture tags each item Voice Control can act on with its primary name, and nothing else")
    func htmlShowNames() throws {
        let html = ReportFormat.html.render(Self.goldenResult())
        let start = try #require(html.range(of: "aria-label=\"Home, Show names\""))
        let picture = html[start.lowerBound...].components(separatedBy: "</svg>")[0]
        let tags = picture.components(separatedBy: "fill=\"#fff\">").dropFirst().map { $0.components(separatedBy: "<")[0] }
        // The heading "Home" is not actionable: no tag. The image button is named by its image, as VoiceOver reads it.
        #expect(tags == ["ic_play_24", "Details"])
        #expect(html.contains("<figcaption class=\"path\">Show names (Voice Control)</figcaption>"))
    }

    @Test("HTML pictures leave out the empty stretches of a screen and say how tall each was")
    func htmlPicturesLeaveOutEmptyStretches() {
        // A tab screen: a navigation bar, one row, 600 pt of nothing, a tab bar; and a frame from a hostile file.
        let screen = ScreenReport(id: 0, name: "Tab: Cart › Cart", path: "Cart", size: Size(width: 390, height: 844),
                                  elements: [ScreenElement(number: 1, phrase: "Item", identifier: nil, frame: Rect(x: 0, y: 100, width: 390, height: 44)),
                                             ScreenElement(number: 2, phrase: "Odd", identifier: nil, frame: Rect(x: 0, y: 150, width: 10, height: -20)),
                                             ScreenElement(number: 3, phrase: "Below", identifier: nil, frame: Rect(x: 0, y: 900, width: 10, height: 10))],
                                  location: nil,
                                  bars: [ScreenBar(kind: .navigationBar, frame: Rect(x: 0, y: 47, width: 390, height: 44)),
                                         ScreenBar(kind: .tabBar, frame: Rect(x: 0, y: 761, width: 390, height: 83))])
        let subject = SubjectReport(name: "x", path: "x.yaml", screens: [screen])
        let html = ReportFormat.html.render(AuditRun.result(subjects: [subject], options: AuditOptions()))
        // Drawn: 39–158 pt (the bar and rows, with 8 pt margins), a 24 pt marker, 753–844 pt (the tab bar): 234 pt, not 844.
        #expect(html.contains("viewBox=\"0 0 390 234\""), "\(html)")
        #expect(html.contains(">595 pt left out</text>"))
        #expect(html.contains("<g transform=\"translate(0 -39)\"><rect class=\"bar\""), "the navigation bar moves up to the top")
        #expect(html.contains("<g transform=\"translate(0 -610)\"><rect class=\"bar\""), "the tab bar moves up below the marker")
        #expect(!html.contains(">3</text>"), "an element below the screen is not drawn")
        #expect(html.contains("the stretches with nothing VoiceOver reads are left out"))
    }

    @Test("Every format says how many scenes were audited and which were not, with why")
    func coverage() throws {
        var result = Self.goldenResult()
        result.declaredControllers = []
        let text = ReportFormat.text.render(result)
        #expect(text.hasSuffix("audited 3 of 4 scenes (1 not audited: LegacyViewController (id legacy) at Fixtures/Golden.storyboard:50:9)\n"))
        #expect(text.contains("3 screens explored, 3 of 4 scenes audited"))

        let json = try #require(try JSONSerialization.jsonObject(with: Data(ReportFormat.json.render(result).utf8)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["scenes"] as? Int == 4 && summary["scenesAudited"] as? Int == 3)
        let file = try #require((json["files"] as? [[String: Any]])?.first)
        let coverage = try #require(file["coverage"] as? [String: Any])
        let files = try #require(coverage["files"] as? [[String: Any]])
        let missing = try #require(files.first?["notAudited"] as? [[String: Any]])
        #expect(missing.first?["className"] as? String == "LegacyViewController")
        #expect((missing.first?["location"] as? [String: Any])?["line"] as? Int == 50)
        let screens = try #require(file["screens"] as? [[String: Any]])
        #expect(screens.map { $0["path"] as? String } == ["Home", "Home › activate \"Details\"", "⟨storyboard ID \"Settings\"⟩"])

        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(ReportFormat.sarif.render(result).utf8)) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let properties = try #require(run["properties"] as? [String: Any])
        #expect(properties["scenes"] as? Int == 4 && properties["scenesAudited"] as? Int == 3)
        #expect((properties["scenesNotAudited"] as? [[String: Any]])?.first?["location"] as? String == "Fixtures/Golden.storyboard:50:9")

        let html = ReportFormat.html.render(result)
        #expect(html.contains("<p class=\"summary\">Audited 3 of 4 scenes.</p>"))
        #expect(html.contains("Not audited: LegacyViewController (id legacy) at Fixtures/Golden.storyboard:50:9 — its entry"))
    }

    @Test("A run whose subjects do not list their scenes says so instead of a count")
    func noCoverage() {
        let options = AuditOptions()
        let result = AuditRun.result(subjects: [audit(ExplorationTests.navigationApp(), options: options)], options: options)
        #expect(ReportFormat.text.render(result).hasSuffix("audited 0 of 0 scenes (the inputs do not list their scenes)\n"))
    }
}

/// Collects the `message` attribute of every `<failure>` in a JUnit report.
private final class FailureMessages: NSObject, XMLParserDelegate {
    var messages: [String] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if elementName == "failure", let message = attributes["message"] { messages.append(message) }
    }
}
