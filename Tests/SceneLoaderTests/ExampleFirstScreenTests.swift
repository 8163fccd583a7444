import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

@Suite("Every example loads and shows its expected first screen")
@MainActor
struct ExampleFirstScreenTests {
    @Test("The Nav example shows First Level with its six second-level rows")
    func nav() throws {
        let scene = try TestSupport.load("nav.yaml")
        #expect(TestSupport.phrases(scene) == [
            "First Level, heading", "Disclosure Buttons, button", "Check One, button", "Row Controls, button",
            "Move Me, button", "Delete Me, button", "Detail Edit, button",
        ])
        #expect(scene.warnings.isEmpty)
    }

    @Test("Recipes shows the list with Edit and Add in its navigation bar")
    func recipes() throws {
        let scene = try TestSupport.load("recipes.yaml")
        #expect(TestSupport.phrases(scene) == [
            "Edit, button", "Recipes, heading", "Add, button",
            "Chocolate Cake, Dessert · 1 hour, button", "Mushroom Risotto, Main course · 45 minutes, button",
            "Tomato Soup, Starter · 30 minutes, button", "Lemon Tart, Dessert · 2 hours, button",
        ])
    }

    @Test("Clock shows World Clock in the first of four tabs")
    func clock() throws {
        let scene = try TestSupport.load("clock.yaml")
        #expect(TestSupport.phrases(scene) == [
            "Edit, button", "World Clock, heading", "Add, button",
            "Cupertino, 9:41 AM", "London, 5:41 PM", "Seoul, 1:41 AM",
            "Selected, World Clock, tab, 1 of 4", "Alarm, tab, 2 of 4", "Stopwatch, tab, 3 of 4", "Timer, tab, 4 of 4",
        ])
    }

    @Test("Contacts shows the list in sections with an Add button")
    func contacts() throws {
        let scene = try TestSupport.load("contacts.yaml")
        #expect(TestSupport.phrases(scene) == [
            "Contacts, heading", "Add, button", "A, heading", "Ana Almeida, button", "B, heading",
            "Ben Okafor, button", "Bora Kim, button", "C, heading", "Chloé Martin, button",
        ])
    }

    @Test("The iPod tab bar shows four tabs and More")
    func ipod() throws {
        let scene = try TestSupport.load("ipod.yaml")
        #expect(TestSupport.phrases(scene) == [
            "Playlists, heading", "Recently Added, button", "Top 25 Most Played, button", "Road Trip, button",
            "Selected, Playlists, tab, 1 of 5", "Artists, tab, 2 of 5", "Songs, tab, 3 of 5", "Videos, tab, 4 of 5",
            "More, tab, 5 of 5",
        ])
    }

    @Test("The book reader opens on the first page")
    func bookReader() throws {
        let scene = try TestSupport.load("book-reader.yaml")
        let phrases = TestSupport.phrases(scene)
        #expect(phrases.first == "Chapter 1: The Lamp Room, heading")
        #expect(phrases.last == "Page 1 of 4")
        #expect(phrases.count == 3)
    }

    @Test("The phone call shows the caller and Decline and Accept")
    func phoneCall() throws {
        let scene = try TestSupport.load("phone-call.yaml")
        #expect(TestSupport.phrases(scene) == ["Alex Rivera, heading", "mobile", "Decline, button", "Accept, button"])
    }

    @Test("The split view shows both columns on an iPad in landscape")
    func split() throws {
        let scene = try TestSupport.load("split.yaml")
        let phrases = TestSupport.phrases(scene)
        #expect(phrases.contains("Notes, heading"))
        #expect(phrases.contains("No Note Selected, heading"))
        #expect(phrases.contains("Groceries, Yesterday"))
        #expect(phrases.contains("Choose a note in the list."))
    }

    @Test("The split view shows only the list on a phone")
    func splitOnPhone() throws {
        let scene = try TestSupport.load("split.yaml", device: .phone)
        let phrases = TestSupport.phrases(scene)
        #expect(phrases.contains("Notes, heading"))
        #expect(!phrases.contains("No Note Selected, heading"))
    }

    @Test("Onboarding shows its first page with a page control")
    func onboarding() throws {
        let scene = try TestSupport.load("onboarding.yaml")
        #expect(TestSupport.phrases(scene) == [
            "Welcome to Trailhead, heading", "Find walks near you and save the ones you love.",
            "page 1 of 3, adjustable", "Next, button", "Skip, button",
        ])
    }

    @Test("The popover example shows the gallery with a Filter button")
    func popover() throws {
        let scene = try TestSupport.load("popover.yaml")
        let phrases = TestSupport.phrases(scene)
        #expect(Array(phrases.prefix(3)) == ["Gallery, heading", "Filter, button", "Painting 1, image"])
        #expect(phrases.count == 8)
    }

    @Test("The alert example opens with the alert, modal for VoiceOver")
    func alert() throws {
        let scene = try TestSupport.load("alert.yaml")
        #expect(TestSupport.phrases(scene) == ["Discard this draft?", "The text cannot be recovered.", "Cancel, button", "Discard, button"])
    }

    @Test("The action sheet example opens with the sheet's actions")
    func actionSheet() throws {
        let scene = try TestSupport.load("action-sheet.yaml")
        #expect(TestSupport.phrases(scene) == ["Save to Photos, button", "Copy, button", "Print, button", "Cancel, button"])
    }

    @Test("The player storyboard shows Now Playing with its controls")
    func playerStoryboard() throws {
        let scene = try TestSupport.load("storyboards/player.storyboard")
        #expect(TestSupport.phrases(scene) == [
            "Now Playing, heading", "Queue, button", "Album art: Low Tide, image", "Harbour Lights, heading",
            "Vera Sound — Low Tide", "Playback position, 30%, adjustable", "Previous Track, button", "Play, button",
            "Next Track, button", "Volume, 70%, adjustable",
        ])
        #expect(scene.warnings.isEmpty)
    }

    @Test("The settings storyboard shows its static table with switches, a stepper and segments")
    func settingsStoryboard() throws {
        let scene = try TestSupport.load("storyboards/settings.storyboard")
        #expect(TestSupport.phrases(scene) == [
            "Settings, heading", "Playback, heading", "Crossfade, switch button, on", "Crossfade seconds: 6",
            "Decrement, button", "Increment, button", "Low, button, 1 of 3", "Selected, Normal, button, 2 of 3",
            "High, button, 3 of 3", "Crossfade blends the end of one song into the next.", "Library, heading",
            "Downloads, 1.2 GB, button", "Now Playing, button",
        ])
        #expect(scene.warnings.isEmpty)
    }

    @Test("The shop storyboard shows the Browse tab with a sample product")
    func shopStoryboard() throws {
        let scene = try TestSupport.load("storyboards/shop.storyboard")
        #expect(TestSupport.phrases(scene) == [
            "Browse, heading", "Search, button", "Stoneware Mug, €18",
            "Selected, Browse, tab, 1 of 3", "Cart, 2, tab, 2 of 3", "Account, tab, 3 of 3",
        ])
    }

    @Test("The overlay shows the player storyboard with its hints")
    func playerOverlay() throws {
        let scene = try TestSupport.load("player-overlay.yaml")
        let tree = scene.window.deriveAccessibilityTree()
        #expect(tree.elements.map(\.phrase).contains("Play, button"))
        #expect(tree.elements.first { $0.phrase == "Play, button" }?.hint == "Plays or pauses the track.")
        #expect(scene.files.map(\.lastPathComponent) == ["player-overlay.yaml", "player.storyboard"])
    }

    @Test("Every scene file in examples loads without warnings")
    func everyExampleLoads() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: TestSupport.examples.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
        #expect(names.count >= 13)
        for name in names {
            let scene = try TestSupport.load(name)
            #expect(scene.warnings.isEmpty, "\(name): \(scene.warnings)")
            #expect(!TestSupport.phrases(scene).isEmpty, "\(name) shows nothing")
        }
    }
}
