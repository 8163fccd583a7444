import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

@Suite("The examples' behaviours do what their apps do")
@MainActor
struct ExampleBehaviourTests {
    @Test("Nav pushes a fresh second-level controller for each row")
    func navPushes() throws {
        let scene = try TestSupport.load("nav.yaml")
        TestSupport.tap(scene, "Disclosure Buttons")
        let phrases = TestSupport.phrases(scene)
        #expect(Array(phrases.prefix(4)) == ["First Level, back button", "Disclosure Buttons, heading", "Toy Story, button", "More info, button"])
        TestSupport.tap(scene, "First Level, back button")
        TestSupport.tap(scene, "Disclosure Buttons")
        let navigation = try #require(scene.window.rootViewController as? NavigationController)
        #expect(navigation.viewControllers.count == 2)
    }

    @Test("A disclosure button pushes the detail with the movie's message; the row shows an alert")
    func navDisclosure() throws {
        let scene = try TestSupport.load("nav.yaml")
        TestSupport.tap(scene, "Disclosure Buttons")
        TestSupport.tap(scene, "More info")
        #expect(TestSupport.phrases(scene) == ["Disclosure Buttons, back button", "Toy Story, heading", "You pressed the disclosure button for Toy Story."])
        TestSupport.tap(scene, "Disclosure Buttons, back button")
        TestSupport.tap(scene, "Toy Story")
        #expect(TestSupport.phrases(scene) == ["Hey, do you see the disclosure button?", "If you're trying to drill down, touch that instead.", "Won't happen again, button"])
        TestSupport.tap(scene, "Won't happen again")
        #expect(scene.window.presentationStack.isEmpty)
    }

    @Test("Check One keeps a single checkmark")
    func navCheckList() throws {
        let scene = try TestSupport.load("nav.yaml")
        TestSupport.tap(scene, "Check One")
        TestSupport.tap(scene, "Who Hash")
        #expect(TestSupport.phrases(scene).contains("Selected, Who Hash"))
        TestSupport.tap(scene, "Hard Tack")
        let phrases = TestSupport.phrases(scene)
        #expect(phrases.contains("Selected, Hard Tack"))
        #expect(phrases.contains("Who Hash"))
    }

    @Test("Row Controls' Tap buttons send buttonTapped: and show an alert naming the row")
    func navRowControls() throws {
        let scene = try TestSupport.load("nav.yaml")
        TestSupport.tap(scene, "Row Controls")
        #expect(Array(TestSupport.phrases(scene).prefix(4)) == ["First Level, back button", "Row Controls, heading", "R2-D2", "Tap, button"])
        let outcome = TestSupport.tap(scene, "Tap")
        #expect(outcome == .handled(description: "taps Tap", actions: ["sends buttonTapped: to RowControlsController"]))
        #expect(TestSupport.phrases(scene) == ["You tapped the button", "You tapped the button for R2-D2.", "OK, button"])
    }

    @Test("Move Me toggles editing and its button's title")
    func navMoveMe() throws {
        let scene = try TestSupport.load("nav.yaml")
        TestSupport.tap(scene, "Move Me")
        TestSupport.tap(scene, "Move, button")
        let phrases = TestSupport.phrases(scene)
        #expect(phrases.contains("Done, button"))
        #expect(phrases.contains("Reorder Eeny, button, Actions available"))
        TestSupport.tap(scene, "Done, button")
        #expect(TestSupport.phrases(scene).contains("Move, button"))
    }

    @Test("Delete Me shows delete controls that remove rows")
    func navDeleteMe() throws {
        let scene = try TestSupport.load("nav.yaml")
        TestSupport.tap(scene, "Delete Me")
        TestSupport.tap(scene, "Delete, button")
        TestSupport.tap(scene, "Delete Apple II")
        #expect(!TestSupport.phrases(scene).contains { $0.contains("Apple II") })
    }

    @Test("Detail Edit opens an editable president with Cancel and Save")
    func navPresidents() throws {
        let scene = try TestSupport.load("nav.yaml")
        TestSupport.tap(scene, "Detail Edit")
        TestSupport.tap(scene, "Abraham Lincoln")
        let phrases = TestSupport.phrases(scene)
        #expect(Array(phrases.prefix(3)) == ["Cancel, button", "Abraham Lincoln, heading", "Save, button"])
        #expect(phrases.contains("Name, Abraham Lincoln, text field"))
        #expect(phrases.contains("Party, Republican, text field"))
        let outcome = TestSupport.tap(scene, "Save, button")
        #expect(outcome == .handled(description: "taps Save", actions: ["sends save: to PresidentDetailController"]))
        #expect(TestSupport.phrases(scene).contains("Detail Edit, heading"))
    }

    @Test("Recipes' Add presents a modal navigation controller that Cancel and escape dismiss")
    func recipesModal() throws {
        let scene = try TestSupport.load("recipes.yaml")
        TestSupport.tap(scene, "Add, button")
        #expect(Array(TestSupport.phrases(scene).prefix(3)) == ["Cancel, button", "Add Recipe, heading", "Done, button"])
        TestSupport.tap(scene, "Cancel, button")
        #expect(scene.window.presentationStack.isEmpty)
        TestSupport.tap(scene, "Add, button")
        let add = try #require(scene.window.presentationStack.last?.presented as? NavigationController)
        #expect(add.topViewController?.handleEscape() == true)
        #expect(scene.window.presentationStack.isEmpty)
    }

    @Test("Clock's stopwatch starts and stops with the magic tap")
    func clockMagicTap() throws {
        let scene = try TestSupport.load("clock.yaml")
        let listener = RecordingListener()
        scene.application.addEventListener(listener)
        TestSupport.tap(scene, "Stopwatch")
        let stopwatch = try #require((scene.window.rootViewController as? TabBarController)?.selectedViewController)
        #expect(stopwatch.handleMagicTap())
        #expect(TestSupport.phrases(scene).contains("Stop, button"))
        #expect(stopwatch.handleMagicTap())
        #expect(TestSupport.phrases(scene).contains("Lap, dimmed, button"))
        #expect(listener.announcements == ["Started", "Stopped"])
    }

    @Test("Clock's timer presents a full-screen controller that handles escape itself")
    func clockTimer() throws {
        let scene = try TestSupport.load("clock.yaml")
        TestSupport.tap(scene, "Timer")
        TestSupport.tap(scene, "Start")
        #expect(TestSupport.phrases(scene) == ["Timer Done, heading", "Stop, button"])
        #expect(scene.window.presentationStack.last?.presented.handleEscape() == true)
        #expect(scene.window.presentationStack.isEmpty)
    }

    @Test("Contacts presents a modal over a modal; each dismiss goes back one level, as in UIKit")
    func contactsModalChain() throws {
        let scene = try TestSupport.load("contacts.yaml")
        TestSupport.tap(scene, "Add, button")
        TestSupport.tap(scene, "Add Photo")
        #expect(scene.window.presentationStack.count == 2)
        #expect(TestSupport.phrases(scene).prefix(2) == ["Photos, heading", "Cancel, button"])
        let newContact = try #require((scene.window.presentationStack.first?.presented as? NavigationController)?.topViewController)
        #expect(newContact.handleEscape())
        #expect(scene.window.presentationStack.count == 1)
        #expect(newContact.handleEscape())
        #expect(scene.window.presentationStack.isEmpty)
        #expect(!newContact.handleEscape(), "with nothing left to dismiss the escape is not handled")
    }

    @Test("The book reader turns pages with three-finger scrolls and reads on after each announcement")
    func bookReader() throws {
        let scene = try TestSupport.load("book-reader.yaml")
        let listener = RecordingListener()
        scene.application.addEventListener(listener)
        let book = try #require(scene.window.rootViewController as? PageViewController)
        #expect(book.handleScroll(.next))
        #expect(book.currentIndex == 1)
        #expect(listener.posts.last?.0 == .pageScrolled && listener.posts.last?.1 == "Page 2 of 4")
        #expect(book.handleMagicTap())
        #expect(listener.announcements.last?.hasPrefix("At the top she wiped") == true)
        scene.application.notificationCenter.post(.announcementDidFinish(stringValue: "At the top", wasSuccessful: true))
        #expect(book.currentIndex == 2)
        #expect(listener.announcements.last?.hasPrefix("Some nights a ship") == true)
        scene.application.notificationCenter.post(.announcementDidFinish(stringValue: "Some nights", wasSuccessful: false))
        #expect(book.currentIndex == 2)
        #expect(book.handleScroll(.next))
        #expect(!book.handleScroll(.next), "the last page cannot turn further")
    }

    @Test("The phone call is answered and ended by the app delegate's magic tap")
    func phoneCall() throws {
        let scene = try TestSupport.load("phone-call.yaml")
        let listener = RecordingListener()
        scene.application.addEventListener(listener)
        let delegate = try #require(scene.application.delegate)
        #expect(delegate.displayClassName == "PhoneAppDelegate")
        #expect(delegate.handleMagicTap())
        #expect(TestSupport.phrases(scene) == ["Alex Rivera, heading", "00:00", "End Call, button"])
        #expect(delegate.handleMagicTap())
        #expect(TestSupport.phrases(scene) == ["Alex Rivera, heading", "Call ended"])
        #expect(listener.announcements == ["Call connected", "Call ended"])
    }

    @Test("The split view shows the chosen note in the secondary column")
    func split() throws {
        let scene = try TestSupport.load("split.yaml")
        TestSupport.tap(scene, "Trip ideas")
        let phrases = TestSupport.phrases(scene)
        #expect(phrases.contains("Trip ideas, heading"))
        #expect(phrases.contains("Coastal path, the glass museum, the night market., text field"))
        #expect(!phrases.contains("No Note Selected, heading"))
    }

    @Test("The popover shows its options and VoiceOver's Dismiss popup button")
    func popover() throws {
        let scene = try TestSupport.load("popover.yaml")
        TestSupport.tap(scene, "Filter, button")
        #expect(scene.window.presentationStack.last?.style == .popover)
        let phrases = TestSupport.phrases(scene)
        #expect(phrases.contains("Selected, All"))
        #expect(phrases.last == "Dismiss popup, button")
    }

    @Test("The alert's destructive action clears the draft and announces it")
    func alert() throws {
        let scene = try TestSupport.load("alert.yaml")
        let listener = RecordingListener()
        scene.application.addEventListener(listener)
        TestSupport.tap(scene, "Discard, button")
        #expect(scene.window.presentationStack.isEmpty)
        #expect(listener.announcements == ["Draft discarded"])
        #expect(TestSupport.phrases(scene).contains("text field"))
    }

    @Test("A storyboard IBAction is reported as the message it sends, and the overlay gives it an effect")
    func playerOverlayAction() throws {
        let scene = try TestSupport.load("player-overlay.yaml")
        guard case .handled(_, let actions) = TestSupport.tap(scene, "Play, button") else {
            Issue.record("the play button did not respond")
            return
        }
        #expect(actions == ["sends didTapPlay: to PlayerViewController"])
        #expect(TestSupport.phrases(scene).contains("Pause, button"))
        let player = try #require((scene.window.rootViewController as? NavigationController)?.topViewController)
        #expect(player.handleMagicTap())
        #expect(TestSupport.phrases(scene).contains("Play, button"))
    }

    @Test("The overlay fills the prototype table, and its rows unwind to the player")
    func playerOverlayQueue() throws {
        let scene = try TestSupport.load("player-overlay.yaml")
        TestSupport.tap(scene, "Queue")
        #expect(scene.window.presentationStack.count == 1)
        let phrases = TestSupport.phrases(scene)
        #expect(phrases.contains("Night Ferry, Vera Sound, button"))
        #expect(phrases.contains("The Long Window, Aurora Lane, button"))
        TestSupport.tap(scene, "Salt Road")
        #expect(scene.window.presentationStack.isEmpty)
    }

    @Test("A storyboard reference shows a scene of another storyboard in the same folder")
    func settingsReference() throws {
        let scene = try TestSupport.load("storyboards/settings.storyboard")
        let outcome = TestSupport.tap(scene, "Now Playing")
        #expect(outcome == .handled(description: "selects row 2", actions: ["performs segue 'showPlayer' show to NowPlaying"]))
        #expect(Array(TestSupport.phrases(scene).prefix(3)) == ["Settings, back button", "Now Playing, heading", "Queue, button"])
        #expect(scene.files.map(\.lastPathComponent) == ["settings.storyboard", "player.storyboard"])
    }

    @Test("The shop's checkout is a form sheet closed by an unwind segue")
    func shopCheckout() throws {
        let scene = try TestSupport.load("storyboards/shop.storyboard")
        TestSupport.tap(scene, "Cart")
        #expect(TestSupport.phrases(scene).contains("Checkout, button"))
        TestSupport.tap(scene, "Checkout")
        #expect(TestSupport.phrases(scene).prefix(3) == ["Cancel, button", "Checkout, heading", "Place Order, button"])
        TestSupport.tap(scene, "Cancel, button")
        #expect(scene.window.presentationStack.isEmpty)
    }

    @Test("The shop's account tab embeds a child table controller")
    func shopEmbed() throws {
        let scene = try TestSupport.load("storyboards/shop.storyboard")
        TestSupport.tap(scene, "Account")
        let phrases = TestSupport.phrases(scene)
        #expect(phrases.contains("Orders, heading"))
        #expect(phrases.contains("Order 1042, Delivered, button"))
        let account = try #require((scene.window.rootViewController as? TabBarController)?.selectedViewController)
        #expect(account.children.first?.displayClassName == "OrdersTableViewController")
    }
}
