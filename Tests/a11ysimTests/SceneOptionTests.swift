import Foundation
import Testing

@Suite("Any scene can be scripted, listed and audited")
struct SceneOptionTests {
    static let fixture = "Tests/SceneLoaderTests/Fixtures/entries.storyboard"

    @Test("run --scene opens a scene the app pushes from code onto its source's navigation controller")
    func run() throws {
        let output = try CommandRunner.run(["run", Self.fixture, "--scene", "Pushed", "--speech", "off",
                                            "-c", "first; expect \"Master, back button\"; escape"])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("(escape handled by UINavigationController: pops)"))
    }

    @Test("tree --scene shows a tab inside its tab bar controller; an unknown name lists the candidates")
    func tree() throws {
        let second = try CommandRunner.run(["tree", Self.fixture, "--scene", "SecondViewController"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("Second tab"))
        #expect(second.stdout.contains("Selected, Second, tab, 2 of 2"))
        let unknown = try CommandRunner.run(["tree", Self.fixture, "--scene", "Nowhere"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no scene is named 'Nowhere'"))
        #expect(unknown.stderr.contains("Orphan (OrphanViewController, id ORP-vc)"))
    }

    @Test("session --scene opens a scene nothing leads to inside its navigation controller")
    func session() throws {
        let output = try CommandRunner.run(["session", Self.fixture, "--scene", "ORP-vc", "--speech", "off"],
                                           input: "expect-focus \"Orphan\"\nnext\n")
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("Nothing leads here"))
    }

    @Test("--scene opens a scene a cell's segue leads to pushed on that navigation stack, with its back button")
    func cellSegue() throws {
        let output = try CommandRunner.run(["run", "examples/storyboards/settings.storyboard", "--scene", "Downloads",
                                            "-c", "expect-screen Downloads; escape; expect-screen Settings"])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.hasPrefix("Settings, back button\n"), "\(output.stdout)")
        #expect(output.stdout.contains("(escape handled by UINavigationController: pops)"))
        let list = try CommandRunner.run(["tree", "--scenes", "examples/storyboards/settings.storyboard"])
        #expect(list.stdout.contains("Downloads (DownloadsViewController, id sDl-Vc-001)  settings.storyboard:166  opens as Settings › ⟨show segue⟩"))
    }

    @Test("An unknown --scene is the option's error: one error:, naming no file")
    func unknownSceneNamesTheOption() throws {
        let output = try CommandRunner.run(["run", "examples/storyboards/player.storyboard", "--scene", "Nope"])
        #expect(output.status == 2)
        let first = output.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first == "error: --scene Nope: no scene is named 'Nope' (by id, storyboard ID, class or title); the scenes are:")
        #expect(output.stderr.components(separatedBy: "error:").count == 2, "\(output.stderr)")
    }

    @Test("tree --scenes lists every scene with how it is reached")
    func list() throws {
        let output = try CommandRunner.run(["tree", "--scenes", Self.fixture])
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count == 11)
        #expect(lines.first == "Master (MasterViewController, id MST-vc)  entries.storyboard:17  initial screen")
        #expect(lines.contains("Pushed (PushedViewController, id PSH-vc)  entries.storyboard:39  opens as Master › ⟨app performs segue \"showDetail\"⟩"))
    }

    @Test("The audit reaches every scene: gestures, segues the app performs, and entries, each path saying how")
    func audit() throws {
        let output = try CommandRunner.run(["audit", Self.fixture, "--format", "html"])
        let paths = output.stdout.split(separator: "\n").filter { $0.hasPrefix("<p class=\"path\">") }.map {
            $0.dropFirst("<p class=\"path\">".count).dropLast("</p>".count).replacingOccurrences(of: "&quot;", with: "\"")
        }
        #expect(paths == [
            "Master", "Master › activate \"Open\"", "Master › ⟨app performs segue \"showDetail\"⟩",
            "Master › ⟨app performs segue \"showModal\"⟩", "⟨storyboard ID \"Settings\"⟩",
            "⟨storyboard ID \"Settings\"⟩ › activate \"Account\"", "⟨storyboard ID \"Tabs\"⟩",
            "⟨storyboard ID \"Tabs\"⟩ › activate \"Second\"", "⟨scene \"Orphan\"⟩", "⟨storyboard ID \"Split\"⟩",
            "⟨storyboard ID \"Split\"⟩ › ⟨detail \"Reader\"⟩",
        ])
        let text = try CommandRunner.run(["audit", Self.fixture])
        #expect(text.stdout.hasSuffix("audited 11 of 11 scenes\n"))
    }
}
