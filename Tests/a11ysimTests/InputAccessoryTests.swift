import Foundation
import Testing

/// Issue 28: a first responder's input accessory view, docked at the bottom of the window and read
/// after the screen's content (docs/voiceover.md, "A first responder's input accessory view"). The
/// fixture (Fixtures/ComposerApp) is a chat whose composer bar is the controller's
/// `inputAccessoryView` with `canBecomeFirstResponder` true (as tinode's `MessageViewController`), a
/// search screen that becomes first responder in `viewDidAppear` when the app lets it, a thread whose
/// reply bar loads its content from its xib, and a note whose text field has an accessory view of its own
/// (KeyboardToolbarTests has what it does).
@Suite("A first responder's input accessory view: docked at the bottom of the window, read last")
struct InputAccessoryTests {
    static let app = "Tests/a11ysimTests/Fixtures/ComposerApp"

    @Test("The chat's composer is docked above the home indicator (844 − 34 pt) and read after the messages: attach, message field, send")
    func composerDockedAndReadLast() throws {
        let output = try CommandRunner.run(["tree", Self.app])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == """
            screen: Chat
            1. Chat, heading  {(100, 47), 190×44}  [staticText, header]
            2. No messages yet  {(16, 99), 358×21}  [staticText]
            3. Details, button  {(16, 128), 79×44}  [button]
            4. Attach, button  {(0, 758), 130×44}  [button]
            5. Message, text field  {(130, 758), 130×44}  [textEntry]
            6. Send, button  {(260, 758), 130×44}  [button]

            """, "\(output.stdout)")
    }

    @Test("A pushed controller that is not first responder shows no composer; back on the chat, the composer is there again, last")
    func composerFollowsTheController() throws {
        let script = #"focus "Details"; activate; next; next; next; escape; focus "Send"; previous; previous; previous"#
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c", script])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("[screen changed]\nChat, back button\n> next\nDetails, heading\n> next\n2 members\n> next\n[boundary]\n"), "\(output.stdout)")
        #expect(output.stdout.contains("> focus \"Send\"\nSend, button\n> previous\nMessage, text field\nhint: Double tap to edit.\n> previous\nAttach, button\n> previous\nDetails, button\n"),
                "\(output.stdout)")
    }

    @Test("Double tap on the composer's message field: the keyboard comes up and the composer rides on it (844 − 336 − 52 pt, the bar as tall as before), still read last")
    func composerRidesOnTheKeyboard() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c", #"focus "Message"; activate; tree"#])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("""
            4. Attach, button  {(0, 456), 130×44}  [button]
            5. Message, text field, is editing  {(130, 456), 130×44}  [textEntry, isEditing]
            6. Send, button  {(260, 456), 130×44}  [button]
            """), "\(output.stdout)")
    }

    @Test("A controller whose canBecomeFirstResponder the app's state decides and whose viewDidAppear calls becomeFirstResponder() docks its search bar")
    func becomesFirstResponderInViewDidAppear() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--scene", "SearchViewController"])
        #expect(output.stdout == "screen: Search\n1. Search, search field  {(8, 774), 374×28}  [searchField]\n", "\(output.stdout)")
    }

    @Test("An accessory view whose class loads its content from its xib as the nib's owner (UINib.instantiate(withOwner:), as tinode's SendMessageBar) is docked with the xib's views, once")
    func accessoryLoadedFromItsNib() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--scene", "ThreadViewController"])
        #expect(output.stdout == """
            screen: Thread
            1. First post  {(16, 55), 358×21}  [staticText]
            2. Write a reply, text field  {(8, 760), 330×44}  [textEntry]
            3. Reply, button  {(346, 760), 60×44}  [button]

            """, "\(output.stdout)")
    }

    @Test("Every screen is audited with its elements, the docked composer's counted for its controller; a text field's own accessory view is kept for its editing")
    func auditedWithTheAccessory() throws {
        let output = try CommandRunner.run(["audit", Self.app])
        #expect(output.stdout.contains("SceneDelegate.swift: 5 screens explored, 5 of 5 scenes audited, 7 findings"), "\(output.stdout)")
        #expect(output.stdout.contains("warning[placeholder-only-label] \"Message, text field\" (element 5)"), "\(output.stdout)")
        #expect(output.stdout.contains("audited 5 of 5 screens\n"), "\(output.stdout)")
        let explained = try CommandRunner.run(["tree", Self.app, "--scene", "NoteViewController", "--explain-code"]).stderr
        #expect(explained.contains("ChatViewController.inputAccessoryView adds view #3, a ComposerBar made in code (ChatViewController.swift:7), as the input accessory view docked at the bottom of the window"),
                "\(explained)")
        #expect(explained.contains("NoteViewController.viewDidLoad adds view #2, a UIToolbar made in code (ChatViewController.swift:76), as the input accessory view of view #1 made in code, shown above the keyboard while it is editing"),
                "\(explained)")
    }
}
