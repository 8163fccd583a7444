import Foundation

/// Measures the inputs whose cost once grew with the square of their size, at 1,000 and 10,000 units,
/// and prints the cost per unit of each, the process's start taken off: flat from one size to the
/// other when the cost is linear.
///
/// Each row runs the `a11ysim` executable built beside this benchmark (or `A11YSIM_BINARY`) on a file
/// written to a temporary folder: an audit of a table of N rows of one kind; an audit of a storyboard
/// of N scenes (every scene an entry, built from one prepared input); a storyboard with one
/// element of N attributes (refused before parsing) and one with N attributes spread over elements of
/// 200 (parsed); a script file whose one line is N `next; ` (refused at 1:1); and `run -c` with N
/// commands. Each figure is the median of three runs.
func runLimitsBenchmark() {
    let tool = auditExecutable()
    guard FileManager.default.isExecutableFile(atPath: tool.path) else {
        print("Limits: skipped — needs \(tool.path) (swift build -c release --product a11ysim)")
        return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-limits-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func file(_ name: String, _ text: String) -> String {
        let url = folder.appendingPathComponent(name)
        try? Data(text.utf8).write(to: url)
        return url.path
    }
    let storyboardHead = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">\n<scenes>"
    func attributes(_ range: Range<Int>) -> String { range.map { "a\($0)=\"v\"" }.joined(separator: " ") }
    let cases: [(name: String, unit: String, arguments: (Int) -> [String])] = [
        ("audit of a table of N rows", "row", { count in
            ["audit", file("rows\(count).yaml", "version: 1\nroot: list\ncontrollers:\n  list:\n    kind: table\n    title: Rows\n    view:\n      rows: [{repeat: \(count), text: \"Row {n}\"}]\n"),
             "--format", "json", "--output", "/dev/null"]
        }),
        ("audit of a storyboard of N scenes, each a label", "scene", { count in
            let scenes = (0..<count).map { index in
                "<scene sceneID=\"s\(index)\"><objects><viewController id=\"vc\(index)\" sceneMemberID=\"viewController\"><view key=\"view\" id=\"v\(index)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"390\" height=\"844\"/><subviews><label text=\"Label \(index)\" id=\"l\(index)\"><rect key=\"frame\" x=\"20\" y=\"100\" width=\"200\" height=\"21\"/></label></subviews></view></viewController></objects></scene>\n"
            }
            return ["audit", file("scenes\(count).storyboard", storyboardHead + scenes.joined() + "</scenes></document>\n"),
                    "--format", "json", "--output", "/dev/null", "--jobs", "1"]
        }),
        ("one XML element of N attributes (refused)", "attribute", { count in
            ["tree", file("one\(count).storyboard", storyboardHead + "<view " + attributes(0..<count) + "/></scenes></document>\n")]
        }),
        ("N attributes, 200 to an element (parsed)", "attribute", { count in
            let elements = stride(from: 0, to: count, by: 200).map { "<view " + attributes($0..<min(count, $0 + 200)) + "/>\n" }
            return ["tree", file("spread\(count).storyboard", storyboardHead + elements.joined() + "</scenes></document>\n")]
        }),
        ("a script line of N `next; ` (refused at 1:1)", "command", { count in
            ["run", file("list\(count).yaml", "version: 1\nroot: list\ncontrollers:\n  list:\n    kind: table\n    rows: [A, B]\n"),
             "--script", file("line\(count).txt", String(repeating: "next; ", count: count))]
        }),
        ("`run -c` with N commands", "command", { count in
            ["run", file("list.yaml", "version: 1\nroot: list\ncontrollers:\n  list:\n    kind: table\n    rows: [A, B]\n"),
             "-c", String(repeating: "next; ", count: count)]
        }),
    ]
    let start = medianMilliseconds(tool, ["--version"], runs: 7)
    print("Limits: ms per run at 1,000 and 10,000 units (median of 3), and µs per unit once the process start (\(String(format: "%.1f", start)) ms, --version) is taken off")
    print("| input | unit | 1,000: ms | per unit µs | 10,000: ms | per unit µs |")
    print("|---|---|---|---|---|---|")
    for (name, unit, arguments) in cases {
        let small = medianMilliseconds(tool, arguments(1_000)), large = medianMilliseconds(tool, arguments(10_000))
        let figures = [small, max(0, small - start), large, max(0, large - start) / 10].map { String(format: "%.1f", $0) }
        print("| \(name) | \(unit) | " + figures.joined(separator: " | ") + " |")
    }
}
