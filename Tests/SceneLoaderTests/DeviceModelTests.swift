import AccessibilityTree
import Foundation
@testable import SceneLoader
import Testing

/// The model names `--device` and `audit --devices` take, and how a `--devices` list reads
/// (docs/storyboards.md's device table; docs/audit.md, "Devices").
@Suite("Device models and --devices")
struct DeviceModelTests {
    /// docs/storyboards.md's device table: each row's ids and the models of its "designed on" column.
    static func documentedRows() throws -> [(ids: [String], models: [String])] {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/storyboards.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, cells[0].hasPrefix("`retina") || cells[0].hasPrefix("`ipad") else { return nil }
            let ids = cells[0].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "` ")) }
            return (ids, cells[1].components(separatedBy: ", "))
        }
    }

    @Test("The code's models are the table's, each with the size of its row's id")
    func modelsMatchTheDocs() throws {
        let rows = try Self.documentedRows()
        #expect(rows.count == 21)
        #expect(rows.flatMap(\.models) == IBDevice.models.map(\.name), "the same names, in the same order")
        for row in rows {
            for model in row.models {
                let id = try #require(IBDevice.model(named: model)?.id)
                #expect(row.ids.contains(id), "\(model) is \(id), not in its row \(row.ids)")
            }
        }
    }

    @Test("A model name gives its size, in any case")
    func modelNames() throws {
        let se = try DeviceRequest(name: "iphone se (3rd GENERATION)")
        #expect(se.device?.portraitSize == Size(width: 375, height: 667))
        #expect(se.device?.idiom == .phone)
        let pad = try DeviceRequest(name: "iPad Pro (12.9-inch)")
        #expect(pad.device?.portraitSize == Size(width: 1024, height: 1366))
        #expect(pad.device?.idiom == .pad)
    }

    @Test("--devices entries: canonical names, :landscape and :portrait, --landscape for the rest")
    func matrix() throws {
        #expect(try DeviceRequest.matrix("iphone se (3rd generation), iPhone 15 Pro Max ,iPad Pro (12.9-inch):landscape", landscape: false)
                == ["iPhone SE (3rd generation)", "iPhone 15 Pro Max", "iPad Pro (12.9-inch):landscape"])
        #expect(try DeviceRequest.matrix("pad,RETINA4_7:portrait,390x844", landscape: true) == ["pad:landscape", "retina4_7", "390x844:landscape"])
        #expect(try DeviceRequest.matrix("pad,pad:landscape", landscape: false) == ["pad", "pad:landscape"], "both orientations of one device")
        let entry = try DeviceRequest(entry: "iPad Pro (12.9-inch):landscape")
        #expect(entry.landscape && entry.device?.portraitSize == Size(width: 1024, height: 1366))
        #expect(try DeviceRequest(entry: "iPhone 15 Pro Max").landscape == false)
    }

    @Test("An unknown or repeated device is refused, naming the devices there are")
    func refused() {
        #expect {
            try DeviceRequest.matrix("iPhone SE (3rd generation),iPad Pro 13-inch", landscape: false)
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("--devices takes") && text.contains("iPad Pro (12.9-inch)") && text.contains("not 'iPad Pro 13-inch'")
        }
        #expect {
            try DeviceRequest.matrix("pad,,phone", landscape: false)
        } throws: { "\($0)".contains("not ''") }
        #expect {
            try DeviceRequest.matrix("iPhone 15, iphone 15", landscape: false)
        } throws: { "\($0)" == "--devices lists 'iPhone 15' twice; give each device (and orientation) once" }
    }
}
