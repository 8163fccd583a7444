import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

@Suite("Bad input gives a clear error with file:line:column, never a crash")
@MainActor
struct BadInputTests {
    /// Loads `text` as `name` and returns the error, checking it names the file, line and column.
    func error(_ name: String, _ text: String, line: Int? = nil, _ fragment: String) throws {
        let error = try #require(try TestSupport.loadError(name, text))
        #expect(error.message.contains(fragment), "message: \(error.message)")
        let location = try #require(error.location, "no location in: \(error)")
        #expect(location.file.hasSuffix(name))
        if let line { #expect(location.line == line, "\(error)") }
        #expect(error.description.hasPrefix("\(location.file):\(location.line):\(location.column): error: "))
    }

    @Test("An unknown key is an error listing the expected keys and the closest one")
    func unknownKey() throws {
        try error("a.yaml", """
        root: main
        controllers:
          main:
            view:
              subviews:
                - {type: label, txt: Hello}
        """, line: 6, "unknown key 'txt' in a view of type label (did you mean 'text'?); expected one of: type, id")
    }

    @Test("An unknown top-level key is an error")
    func unknownTopLevelKey() throws {
        try error("a.yaml", "root: main\ncontroller: {}\n", line: 2, "did you mean 'controllers'?")
    }

    @Test("A value of the wrong type says what was expected and what was found")
    func wrongType() throws {
        try error("a.yaml", "root: main\ncontrollers:\n  main:\n    view: {hidden: maybe}\n", line: 4, "expected true or false for 'hidden', found 'maybe'")
        try error("b.yaml", "root: main\ncontrollers:\n  main:\n    view: {subviews: {type: label}}\n", line: 4, "expected a list for 'subviews', found a mapping")
        try error("c.json", #"{"root": "main", "controllers": {"main": {"view": {"alpha": "1"}}}}"#, line: 1, "expected a number for 'alpha'")
    }

    @Test("Unknown names of kinds, types, traits and steps suggest the closest")
    func unknownNames() throws {
        try error("a.yaml", "root: main\ncontrollers:\n  main: {kind: navigaton}\n", line: 3, "expected one of view, table")
        try error("b.yaml", "root: main\ncontrollers:\n  main:\n    view: {subviews: [{type: lable}]}\n", line: 4, "did you mean 'label'?")
        try error("c.yaml", "root: main\ncontrollers:\n  main:\n    view: {accessibility: {traits: [buton]}}\n", line: 4, "unknown trait 'buton' (did you mean 'button'?)")
        try error("d.yaml", "root: main\ncontrollers:\n  main:\n    on: {viewDidAppear: [{pusj: main}]}\n", line: 4, "unknown step 'pusj' (did you mean 'push'?)")
    }

    @Test("Dangling references name what exists")
    func danglingReferences() throws {
        try error("a.yaml", "root: nav\ncontrollers:\n  nav: {kind: navigation, stack: [missing]}\n", line: 3, "contains 'missing', which is not defined; the controllers are: nav")
        try error("b.yaml", "root: nowhere\ncontrollers:\n  main: {}\n", "'root: nowhere' names no controller; the controllers are: main")
        try error("c.yaml", "root: main\ncontrollers:\n  main: {on: {viewDidLoad: [{push: ghost}]}}\n", line: 3, "no controller has the id or storyboard ID 'ghost'")
        try error("d.yaml", "root: main\ncontrollers:\n  main: {on: {viewDidLoad: [{setText: {target: ghost, text: x}}]}}\n", line: 3, "no element has the id 'ghost'")
        try error("e.yaml", "root: main\ncontrollers:\n  main:\n    view: {accessibility: {elements: [ghost]}}\n", line: 4, "'elements' names 'ghost'")
    }

    @Test("A controller that contains itself is an error showing the cycle")
    func cycles() throws {
        try error("a.yaml", "root: nav\ncontrollers:\n  nav: {kind: navigation, stack: [nav]}\n", "contains itself: nav → nav")
        try error("b.yaml", """
        root: tabs
        controllers:
          tabs: {kind: tabs, tabs: [page]}
          page: {view: {subviews: [{type: container, controller: tabs}]}}
        """, "contains itself: tabs → page → tabs")
    }

    @Test("A controller presented twice, or shown in two places at launch, is an error")
    func shownTwice() throws {
        try error("a.yaml", "root: main\npresented: [main]\ncontrollers:\n  main: {}\n", line: 2, "would be on screen twice at launch")
        try error("b.yaml", "root: tabs\ncontrollers:\n  tabs: {kind: tabs, tabs: [a, a]}\n  a: {}\n", "would be on screen twice at launch")
    }

    @Test("One id on two views (a view in two parents) is an error")
    func viewInTwoParents() throws {
        try error("a.yaml", """
        root: main
        controllers:
          main:
            view:
              subviews:
                - &shared {type: label, id: title, text: Hi}
                - {type: view, subviews: [*shared]}
        """, "the id 'title' is used twice in controller 'main'")
    }

    @Test("A repeated row needs {n} in its id, else the copies share it")
    func repeatedRowWithoutPlaceholder() throws {
        try error("a.yaml", "root: m\ncontrollers:\n  m: {kind: table, view: {rows: [{id: row, text: x, repeat: 3}]}}\n",
                  "the id 'row' is used twice in controller 'm'")
        let distinct = try TestSupport.temporaryFile("b.yaml", "root: m\ncontrollers:\n  m: {kind: table, view: {rows: [{id: row, text: x}, {id: \"row{n}\", text: y}]}}\n")
        #expect(throws: Never.self) { _ = try SceneLoader.load(contentsOf: distinct) }
    }

    @Test("Absurd sizes are errors: NaN, huge and negative frames, enormous row counts")
    func absurdSizes() throws {
        try error("a.yaml", "root: m\ncontrollers:\n  m: {view: {frame: [0, 0, nan, 10]}}\n", line: 3, "must be a finite number")
        try error("b.yaml", "root: m\ncontrollers:\n  m: {view: {frame: [0, 0, 1e300, 10]}}\n", line: 3, "must be a finite number from -1000000 to 1000000")
        try error("c.yaml", "root: m\ncontrollers:\n  m: {view: {frame: [0, 0, -5, 10]}}\n", line: 3, "negative width")
        try error("d.yaml", "root: m\ncontrollers:\n  m: {kind: table, view: {rows: [{text: x, repeat: 5000000}]}}\n", line: 3, "'repeat' must be from 1 to 10000")
        try error("e.yaml", "root: m\ncontrollers:\n  m: {kind: table, view: {rows: [{text: x, repeat: 6000}, {text: y, repeat: 6000}]}}\n", "at most 10000")
        try error("f.yaml", "device: {size: [1e9, 844]}\nroot: m\ncontrollers:\n  m: {}\n", line: 1, "the width of 'size' must be a finite number")
        try error("f2.yaml", "device: {size: [20, 844]}\nroot: m\ncontrollers:\n  m: {}\n", line: 1, "device size must be from 100 to 10000")
        try error("g.storyboard", Self.storyboard(view: #"<view key="view" id="v1"><rect key="frame" x="0" y="0" width="nan" height="10"/></view>"#), "expected a finite number")
        try error("h.storyboard", Self.storyboard(view: #"<view key="view" id="v1"><rect key="frame" x="0" y="0" width="-4" height="10"/></view>"#), "negative size")
    }

    @Test("Values out of their control's range are errors")
    func ranges() throws {
        try error("a.yaml", "root: m\ncontrollers:\n  m: {view: {subviews: [{type: slider, minimum: 5, maximum: 1}]}}\n", "greater than the maximum")
        try error("b.yaml", "root: m\ncontrollers:\n  m: {view: {subviews: [{type: segmented, segments: [A], selectedSegment: 3}]}}\n", "does not exist")
        try error("c.yaml", "root: t\ncontrollers:\n  t: {kind: tabs, tabs: [m], selected: 4}\n  m: {}\n", "selects tab 4 but has 1 tabs")
    }

    @Test("Malformed YAML and JSON point at the problem")
    func malformedText() throws {
        try error("a.yaml", "root: main\ncontrollers:\n  main:\n    view: {subviews: [\n", "YAML syntax error")
        try error("b.json", "{\n  \"root\": \"main\",\n  \"controllers\": {,}\n}\n", line: 3, "JSON syntax error: expected a quoted key")
        try error("c.json", "{\"root\": \"a\", \"root\": \"b\"}", line: 1, "the key 'root' appears twice")
        try error("d.yaml", "root: a\nroot: b\n", "appears twice")
        try error("e.yaml", "", "the file is empty")
    }

    @Test("Malformed XML is an error with its line")
    func malformedXML() throws {
        try error("a.storyboard", "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes><scene></scenes>\n", line: 3, "malformed XML")
        try error("d.storyboard", "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document/>\n", line: 1, "declares the encoding 'ISO-8859-1'")
        try error("b.storyboard", "<?xml version=\"1.0\"?>\n<html/>\n", line: 2, "not an Interface Builder document")
    }

    @Test("Bytes that are not UTF-8 are refused before the XML parser sees them")
    func invalidUTF8() throws {
        let url = try TestSupport.temporaryFile("a.storyboard", "")
        try Data(Array("<?xml version=\"1.0\"?>\n<document a".utf8) + [0xC4] + Array("b=\"1\"/>\n".utf8)).write(to: url)
        #expect {
            try SceneLoader.load(contentsOf: url)
        } throws: { error in
            guard let error = error as? SceneLoadError else { return false }
            return error.message.contains("not UTF-8") && error.location?.line == 2 && error.location?.column == 12
        }
    }

    @Test("A scene file that is not UTF-8 is refused at its invalid byte, not at its first non-ASCII one")
    func invalidUTF8SceneFile() throws {
        let url = try TestSupport.temporaryFile("a.yaml", "")
        // "é" (valid, two bytes) on line 2, then a lone continuation byte at line 3, column 8.
        try Data(Array("version: 1\n# café\nroot: a".utf8) + [0x80] + Array("\n".utf8)).write(to: url)
        #expect {
            try SceneLoader.load(contentsOf: url)
        } throws: { error in
            guard let error = error as? SceneLoadError else { return false }
            return error.message.contains("not UTF-8 text (invalid byte at offset 26)")
                && error.location?.line == 3 && error.location?.column == 8
        }
    }

    @Test("A billion-laughs or external-entity storyboard is refused quickly")
    func hostileXML() throws {
        let start = Date()
        var entities = "<!ENTITY lol \"lol\">"
        for level in 2...9 { entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 2 ? "" : String(level - 1));", count: 10) + "\">" }
        try error("a.storyboard", "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\(entities)]>\n<document><scenes>&lol9;</scenes></document>\n", line: 2, "DTD or entity declaration")
        try error("b.xib", "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n<document>&xxe;</document>\n", "DTD or entity declaration")
        try error("c.xib", "<!DOCTYPE d [<!ENTITY x \"y\">]><document/>", line: 1, "DTD or entity declaration")
        try error("d.xib", "<?xml version=\"1.0\"?>\n<!-- hi! -->\n<!-- bye! -->\n<!ENTITY x \"y\">\n<document/>", line: 4, "DTD or entity declaration")
        #expect(Date().timeIntervalSince(start) < 2)
    }

    @Test("A billion-laughs YAML document is refused quickly, as values or as keys")
    func hostileYAML() throws {
        var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 { lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]") }
        let start = Date()
        try error("a.yaml", lines.joined(separator: "\n") + "\nroot: x\ncontrollers: *a9\n", "expands to more than")
        try error("b.yaml", lines.joined(separator: "\n") + "\n*a9 : x\n", line: 11, "cannot be a mapping key")
        #expect(Date().timeIntervalSince(start) < 2)
    }

    @Test("Windows line endings load, and aliases used as keys are still found")
    func windowsLineEndings() throws {
        let nav = try String(contentsOf: TestSupport.example("nav.yaml"), encoding: .utf8).replacingOccurrences(of: "\n", with: "\r\n")
        let scene = try SceneLoader.load(contentsOf: TestSupport.temporaryFile("nav.yaml", nav))
        #expect(TestSupport.phrases(scene).first == "First Level, heading")
        try error("a.yaml", "a0: &a0 [lol, lol]\r\n# a comment\r\n*a0 : x\r\n", line: 3, "cannot be a mapping key")
    }

    @Test("Deeply nested documents are refused without exhausting the stack")
    func deepNesting() throws {
        try error("a.json", String(repeating: "[", count: 100_000), "nested deeper than")
        try error("b.yaml", "root: " + String(repeating: "[", count: 100_000), "nested deeper than")
        var xml = "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>"
        xml += String(repeating: "<view><subviews>", count: 5_000)
        try error("c.xib", xml, "nested deeper than")
    }

    @Test("A pre-2013 xib archive is refused with what to do")
    func archive() throws {
        try error("old.xib", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"><data/></archive>\n",
                  line: 2, "pre-2013 Interface Builder archive")
    }

    @Test("Missing files and unknown extensions are errors")
    func files() throws {
        let missing = TestSupport.examples.appendingPathComponent("no-such-scene.yaml")
        #expect(throws: SceneLoadError.self) { try SceneLoader.load(contentsOf: missing) }
        try error("scene.txt", "root: a", "unknown kind of file '.txt'")
        try error("overlay.yaml", "base: missing.storyboard\n", line: 1, "which does not exist")
    }

    @Test("An unknown Interface Builder element is kept as a plain view with a warning")
    func unknownElement() throws {
        let url = try TestSupport.temporaryFile("a.storyboard", Self.storyboard(view: """
            <view key="view" id="v1"><rect key="frame" x="0" y="0" width="390" height="844"/><subviews>
            <holographicDisplay id="h1"><rect key="frame" x="20" y="100" width="200" height="50"/><subviews>
            <label text="Still here" id="l1"><rect key="frame" x="0" y="0" width="200" height="21"/></label>
            </subviews></holographicDisplay></subviews></view>
            """))
        let scene = try SceneLoader.load(contentsOf: url)
        #expect(TestSupport.phrases(scene) == ["Still here"])
        let warning = try #require(scene.warnings.first)
        #expect(warning.message == "unknown Interface Builder element <holographicDisplay> kept as a plain view")
        #expect(warning.location?.line == 6)
    }

    @Test("Overlays that name nothing in their storyboard are errors listing what exists")
    func overlayMismatches() throws {
        let base = TestSupport.example("storyboards/player.storyboard").path
        try error("a.yaml", "base: \(base)\nextend:\n  controllers:\n    Nowhere: {title: X}\n", line: 4, "storyboard IDs in the base: NowPlaying, UpNext")
        try error("b.yaml", "base: \(base)\nactions:\n  \"fly:\": [pop]\n", line: 3, "no control or bar button item sends 'fly:'")
        try error("c.yaml", "base: \(base)\nextend:\n  elements:\n    ghost: {hidden: true}\n", line: 4, "no view or row has the accessibilityIdentifier or id 'ghost'")
    }

    /// A one-scene storyboard whose controller's view is `view`.
    static func storyboard(view: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="c1">
            <scenes><scene sceneID="s1"><objects>
                <viewController id="c1" sceneMemberID="viewController">
        \(view)
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }
}
