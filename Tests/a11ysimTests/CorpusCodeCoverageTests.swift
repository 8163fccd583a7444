import Foundation
import Testing

/// Whole apps of the corpus (../shared/corpus/apps-whole): how many of each app's view controllers —
/// its scenes and the controllers its Swift declares, SwiftUI hosts left out — the audit saw with at
/// least one element, with every other one and why (#29 item 6).
@Suite("The audit covers the view controllers of whole apps")
struct CorpusCodeCoverageTests {
    static let folder = CommandRunner.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/apps-whole")
    static let isPresent = FileManager.default.fileExists(atPath: folder.path)
    static let missing: Comment = "needs ../shared/corpus/apps-whole beside the repository (real apps, not part of it)"

    /// One app's view controllers as its audit's JSON report counts them.
    struct AppCoverage {
        var name: String
        /// Scenes and declared controllers no scene names, SwiftUI hosts left out.
        var controllers = 0
        /// Those audited with at least one element.
        var withElements = 0
        /// The others: `Class at file:line: why`.
        var rest: [String] = []
        /// Launch screens: the system shows them before the app runs; not one of the app's view
        /// controllers (docs/code.md, "View controllers built in code"), so not counted.
        var launchScreens: [String] = []

        var share: Double { controllers == 0 ? 0 : Double(withElements) / Double(controllers) }
    }

    /// Reads `report` (an audit's JSON) into the app's coverage.
    static func coverage(of report: [String: Any], name: String) -> AppCoverage {
        var app = AppCoverage(name: name)
        for file in report["files"] as? [[String: Any]] ?? [] {
            guard let coverage = file["coverage"] as? [String: Any] else {
                app.rest.append("\(file["path"] as? String ?? "?"): not audited: \(file["error"] as? String ?? "no coverage")")
                continue
            }
            for scenes in coverage["files"] as? [[String: Any]] ?? [] {
                // Named as InfoPlist names a launch screen without an Info.plist (the corpus keeps none).
                let file = URL(fileURLWithPath: scenes["file"] as? String ?? "").deletingPathExtension().lastPathComponent
                if file.lowercased().contains("launch") {
                    app.launchScreens.append(file)
                    continue
                }
                let notAudited = scenes["notAudited"] as? [[String: Any]] ?? [], empty = scenes["withoutElements"] as? [[String: Any]] ?? []
                app.controllers += scenes["scenes"] as? Int ?? 0
                app.withElements += (scenes["audited"] as? Int ?? 0) - empty.count
                for scene in notAudited + empty {
                    app.rest.append("scene \(scene["className"] as? String ?? "?") (id \(scene["id"] as? String ?? "?")): \(scene["reason"] as? String ?? "?")")
                }
            }
        }
        for declared in report["declaredControllers"] as? [[String: Any]] ?? [] {
            let status = declared["status"] as? String ?? "?"
            guard declared["kind"] as? String == "screen", status != "scene", status != "not counted" else { continue }
            app.controllers += 1
            if status == "audited" {
                app.withElements += 1
            } else {
                let location = declared["location"] as? [String: Any]
                let file = ((location?["file"] as? String) ?? "?").replacingOccurrences(of: folder.path + "/", with: "")
                app.rest.append("\(declared["className"] as? String ?? "?") at \(file):\(location?["line"] as? Int ?? 0): \(declared["reason"] as? String ?? "?")")
            }
        }
        return app
    }

    @Test("Each app's share of view controllers audited with an element is printed with the rest and why, and is at least 85% over the folder",
          .enabled(if: isPresent, missing))
    func wholeApps() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { name in
            var isFolder: ObjCBool = false
            return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }.sorted()
        #expect(!names.isEmpty)
        var apps: [AppCoverage] = []
        for name in names {
            let output = try CommandRunner.run(["audit", Self.folder.appendingPathComponent(name).path, "--format", "json", "--jobs", "2"], timeout: 900)
            #expect([0, 1, 2].contains(output.status), "\(name): \(output.stderr)")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], "\(name): \(output.stderr)")
            let app = Self.coverage(of: report, name: name)
            print("\(name): \(app.withElements) of \(app.controllers) view controllers audited with elements (\(Int((app.share * 100).rounded()))%)"
                  + " (launch screens, not counted: \(app.launchScreens.joined(separator: ", "))); the rest:\n  " + app.rest.joined(separator: "\n  "))
            // What holds today: every app declares view controllers, each one is audited or listed with why.
            #expect(app.controllers > 0, "\(name) has no view controllers")
            #expect(app.withElements + app.rest.count >= app.controllers, "\(name): a view controller is neither audited nor listed")
            apps.append(app)
        }
        let controllers = apps.reduce(0) { $0 + $1.controllers }, withElements = apps.reduce(0) { $0 + $1.withElements }
        print("apps-whole: \(withElements) of \(controllers) view controllers audited with elements")
        // Every controller is opened (a scene, embedded, a tab or a column), cells registered in code are made,
        // IGListKit's adapters fill their collections, a page view controller shows its first page, and xibs whose
        // File's Owner is a view are not counted, tables bound through RxDataSources are filled, cells made without
        // dequeuing and cell classes nested in the controller are rows, and a view model an initializer keeps fills
        // its table, type names nested in the controller are found, screens are told apart by the controller on top
        // and a first responder's input accessory view is docked, and what the code adds to a visual effect view's
        // contentView is read (≥ 85 %); what keeps the rest empty is content not modelled (web views, media players and
        // SwiftUI, named in the reasons), screens empty on a device too, libraries' pagers and views outside the export
        // (named in the reasons), and a store's routing (docs/code.md, "Screens audited with no elements, by cause").
        #expect(Double(withElements) >= 0.85 * Double(controllers), "\(withElements) of \(controllers) audited with elements")
    }
}
