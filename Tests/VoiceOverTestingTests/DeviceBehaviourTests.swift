import Foundation
import Testing
import VoiceCursor
import VoiceOverTesting

/// A scene of Tests/VoiceOverTestingTests/Fixtures.
private func fixture(_ name: String) -> String {
    packageRoot.appendingPathComponent("Tests/VoiceOverTestingTests/Fixtures/\(name).yaml").path
}

/// Four walks where a first simulation disagreed with the device (issue #31): what the user hears,
/// where focus lands and who handled the gesture.
@MainActor @Suite("VoiceOverSession: escape, focus after a pop, context words and data tables as on a device")
struct DeviceBehaviourTests {
    /// docs/voiceover.md §5, escape's defaults ("a navigation controller with more than one controller pops"), and
    /// §6: walking up from the focused element the chain reaches the navigation controller, which
    /// pops; only escape on the sheet's root dismisses it (docs/voiceover.md, "Defaults in chain order").
    @Test("Escape inside a presented navigation stack pops first; escape on the sheet's root dismisses it")
    func escapeInAPresentedStack() throws {
        let vo = try VoiceOverSession(fixture("presented-navigation"))
        vo.focus("Settings")
        vo.activate()
        #expect(vo.expectScreen("Settings"))
        vo.focus("Privacy")
        vo.activate()
        #expect(vo.expectFocus("Settings, back button"))

        let pop = vo.escape()
        #expect(pop.handler.description == "UINavigationController (UIKit default: pops)")
        #expect(vo.expectScreen("Settings"), "the sheet stays presented")
        #expect(vo.expectFocus("Privacy, button"))

        let dismissal = vo.escape()
        #expect(dismissal.handler.description == "UINavigationController (UIKit default: dismisses the sheet)")
        #expect(vo.expectScreen("Home"))
        #expect(vo.expectFocus("Settings, button"))
    }

    /// docs/voiceover.md §7, focus after transitions: "pop → the element that was focused on that screen before
    /// the push" — also when the navigation controller is embedded in the app's own container
    /// (docs/voiceover.md, "Transitions").
    @Test("After a pop inside an app's container that embeds a navigation controller, focus returns to the row that pushed")
    func popInsideACustomContainer() throws {
        let vo = try VoiceOverSession(fixture("container-navigation"))
        #expect(vo.expectFocus("Albums, heading"))
        vo.focus("Kind of Blue")
        vo.activate()
        #expect(vo.expectFocus("Albums, back button"))
        vo.next()
        #expect(vo.expectFocus("Kind of Blue, heading"))

        let pop = vo.escape()
        #expect(pop.handler.description == "UINavigationController (UIKit default: pops)")
        #expect(vo.expectFocus("Kind of Blue, button"))
        #expect(vo.lastSpokenPhrase == "Kind of Blue, button")
    }

    /// docs/voiceover.md §4, step 5 ("landmarks: 'landmark' on entering, 'end' on leaving") and "Spoken on
    /// entering/leaving, not fixed to the first/last element"; lists say "list start" on entering and
    /// "list end" on their last element, in either direction (docs/voiceover.md, "Context on entering
    /// and leaving").
    @Test("A landmark says \"end\" only when leaving forwards; a list's words in both directions")
    func landmarkAndListWords() throws {
        let vo = try VoiceOverSession(fixture("landmarks"))
        #expect(vo.expectSwipeOrder(["Headline, heading", "Like, button, landmark", "Share, button, end",
                                     "First comment, list start", "Second comment, list end", "Reply, button"]))
        vo.last()
        #expect(vo.previous().focused?.phrase == "Second comment, list start, list end")
        #expect(vo.previous().focused?.phrase == "First comment")
        #expect(vo.previous().focused?.phrase == "Share, button, landmark")
        #expect(vo.lastSpokenPhrase == "Share, button, landmark")
        #expect(vo.previous().focused?.phrase == "Like, button")
        #expect(vo.next().focused?.phrase == "Share, button, end")
    }

    /// docs/voiceover.md §4, "Data tables": "header texts first, then 'Row R' when focus enters a new row, 'Column
    /// C'; a cell spanning rows/columns adds 'Spans N rows'/'Spans N columns'" — from a scene file's
    /// `dataTableCell` and `dataTable` (docs/scene-format.md, "Data tables").
    @Test("A scene file's data table reads its headers, Row R, Column C and spans")
    func dataTableFromAScene() throws {
        let vo = try VoiceOverSession(fixture("data-table"))
        #expect(vo.expectSwipeOrder([
            "Zoo census, heading",
            "Animal, Row 1, Column 1", "Count, Column 2",
            "Animal, Lions, Row 2, Column 1", "Lions, Count, 12, Column 2",
            "Animal, Zebras, Row 3, Column 1", "Zebras, Count, 30, Column 2",
            "Animal, Counted in May, Row 4, Column 1, Spans 2 columns",
        ]))
        vo.last()
        #expect(vo.previous().focused?.phrase == "Zebras, Count, 30, Row 3, Column 2")
        #expect(vo.previous().focused?.phrase == "Animal, Zebras, Column 1")
    }
}
