import Foundation
import Testing

/// `a11ysim audit --devices` through the command (issue 30 item 3; docs/audit.md, "Devices"): each
/// input laid out and audited on each device, the matrix in every format, a finding on several devices
/// reported once with its devices.
@Suite("audit --devices")
struct AuditDevicesTests {
    static let devices = "iPhone SE (3rd generation),iPhone 15 Pro Max,iPad Pro (12.9-inch):landscape"
    static let names = ["iPhone SE (3rd generation)", "iPhone 15 Pro Max", "iPad Pro (12.9-inch):landscape"]

    /// `audit examples/split.yaml --devices …` in `format` (and `extra` options): the notes app, a split
    /// view that collapses on a phone and shows both columns on a pad.
    static func audit(_ format: String, _ extra: [String] = [], devices: String = devices) throws -> CommandRunner.Output {
        try CommandRunner.run(["audit", "examples/split.yaml", "--devices", devices, "--format", format] + extra)
    }

    @Test("Text: a section per device, each finding once with the devices it is on, a summary row per device")
    func text() throws {
        let output = try Self.audit("text")
        #expect(output.status == 1, "\(output.stderr)")
        let text = output.stdout
        for name in Self.names { #expect(text.contains("examples/split.yaml on \(name): "), "\(name)'s section") }
        // The phones collapse the split view alike: their four unlabelled text views are listed once, under the first.
        #expect(text.components(separatedBy: "      on: iPhone SE (3rd generation), iPhone 15 Pro Max\n").count - 1 == 4)
        #expect(text.contains("examples/split.yaml on iPhone 15 Pro Max: 6 screens explored, 3 of 3 scenes audited, 4 findings\n  4 more findings on this device, listed under an earlier device\n"))
        // The pad shows both columns: the same text views, on other screens, found there alone.
        #expect(text.contains("  Notes › Groceries\n    error[missing-label]"))
        #expect(text.components(separatedBy: "      on: iPad Pro (12.9-inch):landscape\n").count - 1 == 4)
        #expect(text.contains("iPhone SE (3rd generation): 4 errors, 0 warnings, 0 notes on 6 screens\n"))
        #expect(text.contains("iPad Pro (12.9-inch):landscape: 4 errors, 0 warnings, 0 notes on 5 screens\n"))
        #expect(text.contains("8 errors, 0 warnings, 0 notes in 1 file on 3 devices — audit failed"))
        // The coverage counts each of the three scenes once, not once per device (it said 9 of 9).
        #expect(text.hasSuffix("audited 3 of 3 scenes\n"), "\(text.suffix(200))")
    }

    @Test("JSON: a file report per device laid out at its size, findings with their devices, a summary row per device")
    func json() throws {
        let output = try Self.audit("json")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let files = try #require(root["files"] as? [[String: Any]])
        #expect(files.map { $0["device"] as? String } == Self.names)
        let sizes = files.map { (($0["screens"] as? [[String: Any]])?.first?["size"] as? [Double]) ?? [] }
        #expect(sizes == [[375, 667], [430, 932], [1366, 1024]], "each device's window, the pad in landscape")
        let phoneFindings = try #require(files[0]["findings"] as? [[String: Any]])
        #expect(phoneFindings.count == 4)
        let listed = phoneFindings.map { ($0["devices"] as? [[String: Any]])?.compactMap { $0["device"] as? String } ?? [] }
        #expect(listed.allSatisfy { $0 == Array(Self.names.prefix(2)) })
        #expect((files[1]["findings"] as? [Any])?.isEmpty == true, "reported once, under the first phone")
        let summary = try #require(root["summary"] as? [String: Any])
        #expect(summary["files"] as? Int == 1 && summary["errors"] as? Int == 8)
        #expect(summary["scenes"] as? Int == 3 && summary["scenesAudited"] as? Int == 3 && summary["screensAuditedWithElements"] as? Int == 3)
        let rows = try #require(summary["devices"] as? [[String: Any]])
        #expect(rows.map { $0["device"] as? String } == Self.names)
        #expect(rows.map { $0["errors"] as? Int } == [4, 4, 4])
        #expect(rows.map { $0["screens"] as? Int } == [6, 6, 5])
    }

    @Test("JUnit: a suite per device, whose test cases are its screens × rules and fail on its own findings")
    func junit() throws {
        let xml = try Self.audit("junit").stdout
        for name in Self.names {
            #expect(xml.contains("<testsuite name=\"examples/split.yaml on \(name)\""), "\(name)'s suite")
        }
        #expect(xml.components(separatedBy: "<failure ").count - 1 == 12, "four failing test cases on each device")
        #expect(xml.contains("· on iPhone 15 Pro Max\">\n      <failure message=\"This UITextView has no label"),
                "the findings listed once elsewhere still fail the second phone's test cases")
        #expect(xml.contains("missing-label · No Note Selected · on iPad Pro (12.9-inch):landscape\"/>"), "a clean rule × screen × device passes")
    }

    @Test("SARIF: one run listing the devices; one result per finding, with the devices it was found on")
    func sarif() throws {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(try Self.audit("sarif").stdout.utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        #expect((run["properties"] as? [String: Any])?["devices"] as? [String] == Self.names)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 8)
        let devices = results.map { ($0["properties"] as? [String: Any])?["devices"] as? [String] ?? [] }
        #expect(devices.filter { $0 == Array(Self.names.prefix(2)) }.count == 4)
        #expect(devices.filter { $0 == [Self.names[2]] }.count == 4)
    }

    @Test("HTML: each device's screens drawn at its size")
    func html() throws {
        let html = try Self.audit("html").stdout
        for name in Self.names { #expect(html.contains("<h2>examples/split.yaml on \(name)</h2>")) }
        #expect(html.components(separatedBy: "<div class=\"screen\"").count - 1 == 17, "6 + 6 + 5 screens")
        #expect(html.contains("<table class=\"rules devices\">"))
    }

    @Test("Shards merge into the report without shards, and workers give it too")
    func shardsAndJobs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputs = ["examples/split.yaml", "examples/clock.yaml", "examples/nav.yaml"]
        let devices = ["--devices", "phone,pad:landscape"]
        let whole = try CommandRunner.run(["audit"] + inputs + devices + ["--format", "json"])
        #expect(whole.stdout.contains("\"device\": \"pad:landscape\""))
        var shards: [String] = []
        for index in 1...2 {
            let path = folder.appendingPathComponent("shard\(index).json").path
            _ = try CommandRunner.run(["audit"] + inputs + devices + ["--format", "json", "--shard", "\(index)/2", "--output", path])
            shards.append(path)
        }
        let merged = try CommandRunner.run(["merge"] + shards + ["--format", "json"])
        #expect(merged.stdout == whole.stdout, "\(merged.stderr)")
        let other = folder.appendingPathComponent("other.json").path
        _ = try CommandRunner.run(["audit"] + inputs + ["--devices", "phone", "--format", "json", "--shard", "2/2", "--output", other])
        let mixed = try CommandRunner.run(["merge", shards[0], other])
        #expect(mixed.status == 2 && mixed.stderr.contains("different options (devices [\"phone\"] ≠ [\"phone\", \"pad:landscape\"])"),
                "shards of another device list are refused: \(mixed.stderr)")
        let jobs = try CommandRunner.run(["audit"] + inputs + devices + ["--format", "json", "--jobs", "2"])
        #expect(jobs.stdout == whole.stdout)
    }

    @Test("A baseline written with --devices accepts each finding once, on every device")
    func baseline() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11ysim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let baseline = folder.appendingPathComponent("baseline.json").path
        let written = try Self.audit("text", ["--write-baseline", baseline])
        #expect(written.status == 0, "\(written.stderr)")
        let accepted = try Self.audit("text", ["--baseline", baseline])
        #expect(accepted.status == 0, "\(accepted.stdout)")
        #expect(accepted.stdout.contains("0 errors, 0 warnings, 0 notes in 1 file on 3 devices (8 accepted by the baseline) — audit passed"))
        #expect(accepted.stdout.contains("iPhone 15 Pro Max: 0 errors, 0 warnings, 0 notes on 6 screens\n"))
    }

    @Test("A device a11ysim does not know is refused, listing those it knows; --device with --devices, or a device twice, too")
    func refused() throws {
        let unknown = try Self.audit("text", devices: "iPhone SE (3rd generation),iPad Pro 13-inch")
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--devices takes phone, pad, a model (iPhone 4s, "))
        #expect(unknown.stderr.contains("iPad Pro (12.9-inch)), an Interface Builder device id (") && unknown.stderr.contains("not 'iPad Pro 13-inch'"))
        #expect(unknown.stdout.isEmpty)
        let both = try Self.audit("text", ["--device", "pad"])
        #expect(both.status == 2 && both.stderr.contains("--device and --devices contradict each other; give one"))
        let twice = try Self.audit("text", devices: "pad,phone,PAD")
        #expect(twice.status == 2 && twice.stderr.contains("--devices lists 'pad' twice"))
    }
}
