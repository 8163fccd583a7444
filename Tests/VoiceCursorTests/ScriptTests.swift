import AccessibilityTree
import Testing
import VoiceCursor

@MainActor
@Suite("Scripts and transcripts")
struct ScriptTests {
    @Test("Commands separated by semicolons keep their columns and quoted arguments")
    func parsesCommandLine() throws {
        let commands = try ScriptParser.parse(#"next; focus "Check One"; expect "Play, button""#, file: "-c", semicolons: true)
        #expect(commands.map(\.action) == [.gesture(.next), .focus("Check One"), .expect(.phrase("Play, button"))])
        #expect(commands.map(\.location.column) == [1, 7, 26])
        #expect(commands[1].text == #"focus "Check One""#)
    }

    @Test("Comments and blank lines are skipped and lines are counted")
    func comments() throws {
        let commands = try ScriptParser.parse("# walk\n\nnext # first\nscroll up\nwait 250\n", file: "walk.txt")
        #expect(commands.map(\.action) == [.gesture(.next), .gesture(.scroll(.up)), .wait(.milliseconds(250))])
        #expect(commands.map(\.location.line) == [3, 4, 5])
    }

    @Test("An unknown command is an error at its file, line and column")
    func unknownCommand() {
        #expect {
            try ScriptParser.parse("next\n  jump", file: "walk.txt")
        } throws: { error in
            guard let error = error as? ScriptError else { return false }
            return error.location == SourceLocation(file: "walk.txt", line: 2, column: 3)
                && error.message.hasPrefix("unknown command 'jump'")
        }
    }

    @Test("Bad arguments say what was expected", arguments: [
        ("touch 10", "'touch' takes two numbers"),
        ("scroll sideways", "unknown scroll direction 'sideways'"),
        ("wait -5", "'wait' takes a whole number of milliseconds"),
        ("expect \"unterminated", "unterminated quoted string"),
        ("next now", "'next' takes no arguments"),
        ("post shout", "'post' takes a notification"),
    ])
    func badArguments(line: String, message: String) {
        #expect {
            try ScriptParser.parse(line, file: "s")
        } throws: { error in
            (error as? ScriptError)?.message.hasPrefix(message) ?? false
        }
    }

    @Test("A script run reports a failed expectation with what was expected and what happened")
    func failedExpectation() throws {
        let root = ScreenController(title: "Root") { view in
            view.addSubview(button("Play", row: 0))
            view.addSubview(button("Stop", row: 1))
        }
        let runner = ScriptRunner(voiceOver: VoiceOver(application: makeApp(root)))
        let commands = try ScriptParser.parse("next\nexpect \"Play, button\"\nexpect-focus Stop", file: "t")
        let entries = commands.flatMap { runner.run($0) }
        let results = entries.compactMap { entry -> ExpectationResult? in
            if case .expectation(let result) = entry.content { return result }
            return nil
        }
        #expect(results.map(\.passed) == [false, true])
        #expect(results[0].actual == "Stop, button")
        let text = entries.flatMap(TextTranscript.lines(for:))
        #expect(text.contains("t:2:1: expectation failed: expect \"Play, button\""))
        #expect(text.contains("> next"))
    }

    @Test("The text transcript shows sounds, hints and who handled escape")
    func textTranscript() throws {
        let navigation = NavigationController(rootViewController: ScreenController(title: "Root") { $0.addSubview(label("Home", row: 1)) })
        let slider = Slider(value: 0.5, frame: Rect(x: 20, y: 200, width: 300, height: 44))
        slider.accessibilityLabel = "Volume"
        let runner = ScriptRunner(voiceOver: VoiceOver(application: makeApp(navigation)))
        navigation.pushViewController(ScreenController(title: "Detail") { $0.addSubview(slider) })
        let commands = try ScriptParser.parse("last\nescape\nescape", file: "t")
        let lines = commands.flatMap { runner.run($0) }.flatMap(TextTranscript.lines(for:))
        #expect(lines.contains("Volume, 50%, adjustable"))
        #expect(lines.contains("hint: Swipe up or down with one finger to adjust the value."))
        #expect(lines.contains("(escape handled by UINavigationController: pops)"))
        #expect(lines.contains("[screen changed]"))
        #expect(lines.contains("(escape unhandled)"))
        #expect(lines.contains("[boundary]"))
    }

    @Test("JSON lines start with step, command and type, and a speech's text is the phrase")
    func jsonTranscript() throws {
        let root = ScreenController(title: "Root") { view in
            view.addSubview(button("Play", row: 0))
            view.addSubview(label("Say \"hi\"", row: 1))
        }
        let runner = ScriptRunner(voiceOver: VoiceOver(application: makeApp(root)))
        let lines = try ScriptParser.parse("next", file: "t").flatMap { runner.run($0) }.flatMap(JSONTranscript.lines(for:))
        #expect(lines.contains { $0.hasPrefix(#"{"step":0,"command":null,"type":"speech","text":"Play, button""#) })
        #expect(lines.contains { $0.hasPrefix(#"{"step":1,"command":"next","type":"command""#) })
        #expect(lines.contains { $0.hasPrefix(#"{"step":1,"command":"next","type":"speech","text":"Say \"hi\"""#) })
    }
}
