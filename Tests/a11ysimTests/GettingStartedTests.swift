import Foundation
import Testing

/// The Getting Started article's `Package.swift` is examples/FocusTests' (which scripts/test.sh builds
/// and runs), but for the line that names a11ysim: so the snippet builds as a team copies it.
@Suite("The Getting Started package")
struct GettingStartedTests {
    /// The lines of Swift code in `text`: comments and blank lines left out, spaces trimmed.
    static func code(_ text: Substring) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("//") }
    }

    @Test("The snippet is examples/FocusTests/Package.swift, the a11ysim dependency apart, and excludes the snapshots")
    func snippetIsTheExamplePackage() throws {
        let root = CommandRunner.packageRoot
        let article = try String(contentsOf: root.appendingPathComponent("Sources/VoiceOverTesting/Documentation.docc/GettingStarted.md"), encoding: .utf8)
        let section = try #require(article.range(of: "## Add the package").map { article[$0.upperBound...] })
        let start = try #require(section.range(of: "```swift\n"))
        let end = try #require(section[start.upperBound...].range(of: "```"))
        let snippet = Self.code(section[start.upperBound..<end.lowerBound])
        let example = Self.code(try String(contentsOf: root.appendingPathComponent("examples/FocusTests/Package.swift"), encoding: .utf8)[...])

        let url = #/^\.package\(url: "https://[^"]+/a11ysim(\.git)?", (from: "[0-9.]+"|branch: "[^"]+")\),$/#
        #expect(snippet.contains { $0.wholeMatch(of: url) != nil }, "the snippet names a11ysim by a git URL and a version or branch")
        #expect(example.contains(#".package(name: "a11ysim", path: "../.."),"#))
        #expect(snippet.filter { $0.wholeMatch(of: url) == nil } == example.filter { $0 != #".package(name: "a11ysim", path: "../.."),"# })
        #expect(snippet.contains(#"exclude: ["__Snapshots__"]"#))
    }
}
