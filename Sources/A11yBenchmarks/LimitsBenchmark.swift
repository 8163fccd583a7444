import Foundation

/// Measures the inputs whose cost once grew faster than their size, at one size and ten times it
/// (1,000 and 10,000 units unless the row says), and prints the cost per unit of each, the process's
/// start taken off: flat from one size to the other when the cost is linear.
///
/// Each row runs the `a11ysim` executable built beside this benchmark (or `A11YSIM_BINARY`) on a file
/// written to a temporary folder: an audit of a table of N rows of one kind; an audit of a storyboard
/// of N scenes (every scene an entry, built from one prepared input); a storyboard with one
/// element of N attributes (refused before parsing) and one with N attributes spread over elements of
/// 200 (parsed); a script file whose one line is N `next; ` (refused at 1:1); `run -c` with N
/// commands; and `tree` of a folder with one storyboard and Swift code: N nested `[` (3 and 30; past
/// 12 refused before parsing), a string interpolation nested N deep (refused), and N apps side by side
/// (100 and 1,000), each with `class V {}` and `extension V {}` in two files. Each figure is the
/// median of three runs.
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
    /// A folder holding a storyboard of one screen and `swift` (path in the folder → text), for `tree`.
    func app(_ name: String, _ swift: [String: String]) -> [String] {
        let root = folder.appendingPathComponent(name)
        for (path, text) in swift {
            let url = root.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
        }
        try? Data((storyboardHead + "<scene sceneID=\"s\"><objects><viewController id=\"vc\" customClass=\"V\" sceneMemberID=\"viewController\"><view key=\"view\" id=\"v\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"390\" height=\"844\"/></view></viewController></objects></scene></scenes></document>\n").utf8)
            .write(to: root.appendingPathComponent("Main.storyboard"))
        return ["tree", root.path]
    }
    func interpolation(_ depth: Int) -> String {
        var text = "x"
        for _ in 0..<depth { text = "\"\\(" + text + ")\"" }
        return text
    }
    let cases: [(name: String, unit: String, sizes: (Int, Int), arguments: (Int) -> [String])] = [
        ("audit of a table of N rows", "row", (1_000, 10_000), { count in
            ["audit", file("rows\(count).yaml", "version: 1\nroot: list\ncontrollers:\n  list:\n    kind: table\n    title: Rows\n    view:\n      rows: [{repeat: \(count), text: \"Row {n}\"}]\n"),
             "--format", "json", "--output", "/dev/null"]
        }),
        ("audit of a storyboard of N scenes, each a label", "scene", (1_000, 10_000), { count in
            let scenes = (0..<count).map { index in
                "<scene sceneID=\"s\(index)\"><objects><viewController id=\"vc\(index)\" sceneMemberID=\"viewController\"><view key=\"view\" id=\"v\(index)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"390\" height=\"844\"/><subviews><label text=\"Label \(index)\" id=\"l\(index)\"><rect key=\"frame\" x=\"20\" y=\"100\" width=\"200\" height=\"21\"/></label></subviews></view></viewController></objects></scene>\n"
            }
            return ["audit", file("scenes\(count).storyboard", storyboardHead + scenes.joined() + "</scenes></document>\n"),
                    "--format", "json", "--output", "/dev/null", "--jobs", "1"]
        }),
        ("one XML element of N attributes (refused)", "attribute", (1_000, 10_000), { count in
            ["tree", file("one\(count).storyboard", storyboardHead + "<view " + attributes(0..<count) + "/></scenes></document>\n")]
        }),
        ("N attributes, 200 to an element (parsed)", "attribute", (1_000, 10_000), { count in
            let elements = stride(from: 0, to: count, by: 200).map { "<view " + attributes($0..<min(count, $0 + 200)) + "/>\n" }
            return ["tree", file("spread\(count).storyboard", storyboardHead + elements.joined() + "</scenes></document>\n")]
        }),
        ("a script line of N `next; ` (refused at 1:1)", "command", (1_000, 10_000), { count in
            ["run", file("list\(count).yaml", "version: 1\nroot: list\ncontrollers:\n  list:\n    kind: table\n    rows: [A, B]\n"),
             "--script", file("line\(count).txt", String(repeating: "next; ", count: count))]
        }),
        ("`run -c` with N commands", "command", (1_000, 10_000), { count in
            ["run", file("list.yaml", "version: 1\nroot: list\ncontrollers:\n  list:\n    kind: table\n    rows: [A, B]\n"),
             "-c", String(repeating: "next; ", count: count)]
        }),
        ("Swift: `let a = ` N nested `[` (refused past 12)", "level", (3, 30), { count in
            app("square\(count)", ["V.swift": "let a = " + String(repeating: "[", count: count) + "1" + String(repeating: "]", count: count) + "\n"])
        }),
        ("Swift: a string interpolation N deep (refused)", "level", (1_000, 10_000), { count in
            app("interpolation\(count)", ["V.swift": "let a = " + interpolation(count) + "\n"])
        }),
        ("Swift: N apps, each `class V {}` and `extension V {}`", "app", (100, 1_000), { count in
            var files: [String: String] = [:]
            for index in 0..<count {
                files["App\(index)/V.swift"] = "class V {}\n"
                files["App\(index)/V+Extension.swift"] = "extension V {}\n"
            }
            return app("apps\(count)", files)
        }),
    ]
    let start = medianMilliseconds(tool, ["--version"], runs: 7)
    print("Limits: ms per run at N and 10 × N units (median of 3), and µs per unit once the process start (\(String(format: "%.1f", start)) ms, --version) is taken off")
    print("| input | unit | N | N: ms | per unit µs | 10 × N: ms | per unit µs |")
    print("|---|---|---|---|---|---|---|")
    for (name, unit, sizes, arguments) in cases {
        let small = medianMilliseconds(tool, arguments(sizes.0)), large = medianMilliseconds(tool, arguments(sizes.1))
        let figures = [small, max(0, small - start) * 1_000 / Double(sizes.0), large, max(0, large - start) * 1_000 / Double(sizes.1)]
        print("| \(name) | \(unit) | \(sizes.0) | " + figures.map { String(format: "%.1f", $0) }.joined(separator: " | ") + " |")
    }
}
