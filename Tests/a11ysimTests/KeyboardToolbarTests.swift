import Foundation
import Testing

/// Issue 28: a text field's own input accessory view (`field.inputAccessoryView = toolbar`), shown
/// above the keyboard while the field is editing and read after the screen's content
/// (docs/voiceover.md, "A text field's input accessory view"). The fixture
/// (Fixtures/KeyboardToolbarApp) is a storyboard form whose viewDidLoad gives the name field a
/// toolbar with "Next" (which makes the email field first responder) and the email field, through a
/// helper, one with "Done" (which saves and calls `view.endEditing(true)`); and a comments screen,
/// first responder, whose comment bar is laid out by its constraints made in code; and a birthday
/// field whose input view is a date picker.
@Suite("A text field's input accessory view: above the keyboard while the field is editing")
struct KeyboardToolbarTests {
    static let app = "Tests/a11ysimTests/Fixtures/KeyboardToolbarApp"

    @Test("No field is editing when the screen appears: no toolbar is shown")
    func hiddenUntilEditing() throws {
        let output = try CommandRunner.run(["tree", Self.app])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(!output.stdout.contains("Next") && !output.stdout.contains("Done"), "\(output.stdout)")
    }

    @Test("Double tap on the name field: focus stays on it ('is editing'); swiping right reaches the rest of the form, then the toolbar's Next above the keyboard (852 − 336 − 44 pt), last")
    func toolbarReadAfterTheContent() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c", #"focus "Name"; activate; next; next; next; next; next; tree"#])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("""
            > activate
            is editing
            (activate handled by UITextField "Name": is editing)
            > next
            Email, text field
            hint: Double tap to edit.
            > next
            Not saved
            > next
            Delete Account, button
            > next
            Next, button
            > next
            [boundary]
            """), "\(output.stdout)")
        #expect(output.stdout.contains("5. Next, button  {(0, 472), 393×44}  [button]\n"), "\(output.stdout)")
    }

    @Test("Double tap on Next runs the app's action: the email field becomes first responder, focus lands on it, and its own toolbar's Done replaces Next")
    func nextMovesToTheNextField() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c", #"focus "Name"; activate; focus "Next"; activate; next; next; next"#])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("""
            > activate
            (ProfileViewController.nextField — makes emailField first responder, ProfileViewController.swift:30)
            Email, text field, is editing
            hint: Use the rotor to access Misspelled Words
            (activate handled by UIBarButtonItem "Next": taps Next)
            > next
            Not saved
            > next
            Delete Account, button
            > next
            Done, button
            """), "\(output.stdout)")
    }

    @Test("Double tap on Done runs the app's action (the status reads Saved) and resigns the keyboard: the toolbar goes and focus returns to the email field")
    func doneSavesAndResigns() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c", #"focus "Email"; activate; focus "Done"; activate; next; next; next; next"#])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("""
            > activate
            (ProfileViewController.save — sets text of statusLabel, then ends editing in view, ProfileViewController.swift:34)
            Email, text field
            hint: Double tap to edit.
            (activate handled by UIBarButtonItem "Done": taps Done)
            > next
            Saved
            > next
            Delete Account, button
            > next
            [boundary]
            """), "\(output.stdout)")
    }

    @Test("--explain-code says where each toolbar goes and what the actions do")
    func explained() throws {
        let explained = try CommandRunner.run(["tree", Self.app, "--explain-code"]).stderr
        for line in [
            "ProfileViewController.viewDidLoad adds view #1, a UIToolbar made in code (ProfileViewController.swift:12), as the input accessory view of nameField, shown above the keyboard while it is editing",
            "ProfileViewController.viewDidLoad adds view #4, a UIToolbar made in code (ProfileViewController.swift:23), as the input accessory view of emailField, shown above the keyboard while it is editing",
            "ProfileViewController.viewDidLoad → doneToolbar() sets items of view #4 made in code",
        ] {
            #expect(explained.contains(line), "\(explained)")
        }
    }

    @Test("A controller's accessory view without a frame, laid out by its constraints made in code: 64 pt tall (12 + 40 + 12) at the screen's width, docked above the home indicator (852 − 34 − 64 pt), its field and button where the constraints put them")
    func accessoryLaidOutByItsConstraints() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--scene", "CommentViewController"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == """
            screen: Comments
            1. No comments yet  {(16, 67), 361×21}  [staticText]
            2. Add a comment, text field  {(16, 766), 293×40}  [textEntry]
            3. Post, button  {(317, 771), 60×30}  [button]

            """, "\(output.stdout)")
        let audit = try CommandRunner.run(["audit", Self.app])
        #expect(audit.stdout.contains("\"Post, button\" is 60×30 pt; touch targets should be at least 44×44 pt."), "\(audit.stdout)")
    }

    @Test("A field whose input view is a date picker: double tap, and the picker's wheels stand in place of the keyboard on the bottom safe area (852 − 34 − 216 pt), below its Done toolbar; swiping reaches Done, then the wheels; Done puts them away")
    func datePickerAsTheKeyboard() throws {
        let script = #"activate; tree; next; next; next; next; next; focus "Done"; activate; next"#
        let output = try CommandRunner.run(["run", Self.app, "--scene", "BirthdayViewController", "--speech", "off", "-c", script])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("""
            1. Birthday, text field, is editing  {(16, 67), 361×44}  [textEntry, isEditing]
            2. Done, button  {(0, 558), 393×44}  [button]
            3. January, adjustable  {(0, 602), 131×216}  [adjustable]
            4. 1, adjustable  {(131, 602), 131×216}  [adjustable]
            5. 2001, adjustable  {(262, 602), 131×216}  [adjustable]
            > next
            Done, button
            > next
            January, adjustable
            hint: Swipe up or down with one finger to adjust the value.
            """), "\(output.stdout)")
        #expect(output.stdout.contains("""
            > activate
            (BirthdayViewController.done — ends editing in view #1 made in code, BirthdayViewController.swift:20)
            Birthday, text field
            hint: Double tap to edit.
            (activate handled by UIBarButtonItem "Done": taps Done)
            > next
            [boundary]
            """), "\(output.stdout)")
    }
}
