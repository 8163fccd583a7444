import Foundation
import Testing
import VoiceCursor
import VoiceOverTesting

/// The package root, whatever the current directory.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let settingsStoryboard = packageRoot.appendingPathComponent("examples/storyboards/settings.storyboard").path

@MainActor @Suite("VoiceOverSession: one call, gestures, assertions")
struct SessionTests {
    @Test("A push lands on the back button and escape returns to the row that was opened")
    func pushAndEscape() throws {
        let vo = try VoiceOverSession(settingsStoryboard)
        #expect(vo.focused?.phrase == "Settings, heading")
        vo.focus("Downloads")
        vo.activate()
        #expect(vo.expectFocus("Settings, back button"))
        #expect(vo.expectScreen("Downloads"))
        let escape = vo.escape()
        #expect(escape.handler.description == "UINavigationController (UIKit default: pops)")
        #expect(vo.expectFocus("Downloads, 1.2 GB, button"))
        #expect(vo.lastSpokenPhrase == "Downloads, 1.2 GB, button")
        #expect(vo.spokenPhraseLog.suffix(2) == ["Settings, back button", "Downloads, 1.2 GB, button"])
    }

    @Test("A failed expectFocus shows the transcript: the gestures, who handled them, what was said")
    func focusFailureShowsTheTranscript() throws {
        let vo = try VoiceOverSession(settingsStoryboard)
        vo.focus("Downloads")
        vo.activate()
        withKnownIssue {
            vo.expectFocus("Remove All Downloads, button")
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("  expected: Remove All Downloads, button")
                && message.contains("  actual:   Settings, back button")
                && message.contains("  > activate\n")
                && message.contains("  (activate handled by UITableViewCell \"Downloads, 1.2 GB\": selects row 1)")
                && message.contains("  (push DownloadsViewController)")
        }
    }

    @Test("A failed expectSwipeOrder shows the difference line by line")
    func swipeOrderDiff() throws {
        let vo = try VoiceOverSession(settingsStoryboard)
        vo.focus("Downloads")
        vo.activate()
        withKnownIssue {
            vo.expectSwipeOrder(["Settings, back button", "Downloads, heading", "12 albums", "Storage used, 40%",
                                 "Remove All Downloads, button"])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("""
                swipe order (- expected, + actual):
                    1. Settings, back button
                    2. Downloads, heading
                  - 3. 12 albums
                  + 3. 12 albums, 1.2 GB
                    4. Storage used, 40%
                    5. Remove All Downloads, button
                """)
        }
        #expect(vo.expectSwipeOrder(["Settings, back button", "Downloads, heading", "12 albums, 1.2 GB", "Storage used, 40%",
                                     "Remove All Downloads, button"]))
    }

    @Test("expectSpoken reads what was said since the last command, and fails naming it")
    func spoken() throws {
        let vo = try VoiceOverSession(settingsStoryboard)
        vo.next()
        #expect(vo.expectSpoken("Playback, heading"))
        withKnownIssue {
            vo.expectSpoken("Settings, heading")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("  actual:   \"Playback, heading\"")
        }
    }

    @Test("Focusing a missing element fails with the screen's swipe order")
    func missingFocusTarget() throws {
        let vo = try VoiceOverSession(settingsStoryboard)
        withKnownIssue {
            vo.focus("Nowhere")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("swipe order on this screen:\n  1. Settings, heading")
        }
    }

    @Test("A bad file throws the loader's error with its location")
    func badFile() {
        #expect(throws: (any Error).self) { try VoiceOverSession(packageRoot.appendingPathComponent("README.md").path) }
    }
}

@MainActor @Suite("VoiceOverSession: device language")
struct LanguageTests {
    @Test("A German session speaks VoiceOver's own words in German; the app's labels stay")
    func german() throws {
        let vo = try VoiceOverSession(settingsStoryboard, language: .german)
        #expect(vo.focused?.phrase == "Settings, Überschrift")
        #expect(vo.audit().findings(atLeast: .error).isEmpty)
    }

    @Test("The language is the device's from the start: the scene is built on a German device, and UIKit's back title is German")
    func decidedBeforeTheSceneIsBuilt() throws {
        let vo = try VoiceOverSession(packageRoot.appendingPathComponent("Tests/VoiceOverTestingTests/Fixtures/untitled-stack.yaml").path,
                                      language: .german)
        #expect(vo.scene.window.device.language == .german)
        #expect(vo.focused?.phrase == "Weiter, Taste")
        vo.activate()
        #expect(vo.expectFocus("Zurück Taste"))
    }
}

@MainActor @Suite("VoiceOverSession: a scene as the entry")
struct SceneEntryTests {
    @Test("A scene opens the way the app shows it, and its audit explores from it")
    func downloadsScene() throws {
        let vo = try VoiceOverSession(settingsStoryboard, scene: "Downloads")
        #expect(vo.expectScreen("Downloads"))
        #expect(vo.swipeOrder().contains("Remove All Downloads, button"))
        let report = vo.audit()
        #expect(report.screens.first?.name == vo.screenName)
        #expect(report.findings(atLeast: .error).isEmpty)
    }

    @Test("An unknown scene throws, listing the scenes")
    func unknownScene() {
        #expect(throws: (any Error).self) { try VoiceOverSession(settingsStoryboard, scene: "Nowhere") }
    }
}
