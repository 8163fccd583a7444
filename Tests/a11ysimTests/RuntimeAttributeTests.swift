import Foundation
import Testing

/// Issue 28, item 2: user-defined runtime attributes run the app's code as UIKit runs it. Interface
/// Builder sets each `<userDefinedRuntimeAttribute>` by key-value coding after `init(coder:)`, so an
/// `@IBInspectable` property's `didSet` or setter runs with the attribute's value, per object
/// (Fixtures/InspectableApp: three `SearchFieldView`s, two with a placeholder attribute, one without;
/// a `StarsView` with a number, a text set through a computed setter and a colour; a `BadgeView`
/// labelled by UIKit's own `accessibilityLabel` attribute; the screen's `setValue(_:forKey:)`), and on
/// a view controller and on cells from xibs the code registers (Fixtures/InspectableCellsApp: an
/// `InboxViewController` whose own attributes its outlet's `didSet` reads, a `MessageCell.xib` row
/// and an `InboxHeader.xib` section header whose attributes label their image-only buttons, a
/// `FolderCell.xib` item labelled by its own).
@Suite("User-defined runtime attributes and setValue(_:forKey:)")
struct RuntimeAttributeTests {
    static let app = "Tests/a11ysimTests/Fixtures/InspectableApp"
    static let cellsApp = "Tests/a11ysimTests/Fixtures/InspectableCellsApp"

    @Test("Each search field reads the placeholder its own runtime attribute gave it; the boolean sets its value")
    func placeholders() throws {
        let output = try CommandRunner.run(["tree", Self.app])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("1. Search recipes, Required, text field"), "\(output.stdout)")
        #expect(output.stdout.contains("2. Search people, text field"), "\(output.stdout)")
        // The third has no attribute: its observer never runs, as in UIKit.
        #expect(output.stdout.contains("3. text field"), "\(output.stdout)")
    }

    @Test("A number runs the observer, a text runs a computed property's setter, UIKit's own key paths still apply")
    func numbersSettersAndUIKitKeyPaths() throws {
        let output = try CommandRunner.run(["tree", Self.app])
        #expect(output.stdout.contains("4. Rating, 4 of 5"), "\(output.stdout)")
        #expect(output.stdout.contains("5. New recipes"), "\(output.stdout)")
    }

    @Test("setValue(_:forKey:) with a literal key runs the property's observer like an assignment")
    func setValueForKey() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c", #"focus "3 saved searches""#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains("3 saved searches"), "\(output.stdout)")
    }

    @Test("Only the field without a placeholder attribute is reported unlabelled, at its Swift line")
    func audit() throws {
        let output = try CommandRunner.run(["audit", Self.app])
        #expect(output.stdout.contains(#"error[missing-label] "text field" (element 3)"#), "\(output.stdout)")
        #expect(!output.stdout.contains(#"error[missing-label] "Search"#), "\(output.stdout)")
        #expect(output.stdout.contains("1 error,"), "\(output.stdout)")
    }

    @Test("--explain-code lists what each attribute ran, through the observer, with its Swift line")
    func explanation() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--explain-code"])
        #expect(output.stderr.contains("SearchFieldView.swift:26: SearchFieldView.placeholderText runtime attribute → placeholderText.didSet → updatePlaceholder() sets placeholder of view #1 made in code"), "\(output.stderr)")
        #expect(output.stderr.contains("StarsView.swift:17: StarsView.caption runtime attribute → caption.set sets text of view #1 made in code"), "\(output.stderr)")
    }

    @Test("A view controller's own attributes are set before its view loads: the outlet's didSet and viewDidLoad read them")
    func controller() throws {
        let output = try CommandRunner.run(["tree", Self.cellsApp])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("1. Inbox, 3 unread"), "\(output.stdout)")
    }

    @Test("Cells and headers from xibs registered in code run their xib's attributes: the collection's item, the header's and the row's buttons are labelled")
    func nibCells() throws {
        let output = try CommandRunner.run(["tree", Self.cellsApp])
        #expect(output.stdout.contains("2. Archive, button"), "\(output.stdout)")
        #expect(output.stdout.contains("3. Today"), "\(output.stdout)")
        #expect(output.stdout.contains("4. Mark All as Read, button"), "\(output.stdout)")
        #expect(output.stdout.contains("5. Flag, button"), "\(output.stdout)")
        #expect(!output.stdout.contains("flag.fill") && !output.stdout.contains("envelope"), "no button is read by its image's name: \(output.stdout)")
    }

    @Test("The audit reports no image-named button, and --explain-code lists what each cell's and header's attribute ran")
    func cellsAuditAndExplanation() throws {
        let audit = try CommandRunner.run(["audit", Self.cellsApp])
        #expect(audit.stdout.contains("0 errors"), "\(audit.stdout)")
        #expect(!audit.stdout.contains("image-name-label"), "\(audit.stdout)")
        let explained = try CommandRunner.run(["tree", Self.cellsApp, "--explain-code"])
        #expect(explained.stderr.contains("MessageCell.swift:11: MessageCell.flagName runtime attribute → flagName.didSet sets accessibilityLabel of flagButton"), "\(explained.stderr)")
        #expect(explained.stderr.contains("InboxHeaderView.swift:11: InboxHeaderView.actionName runtime attribute → actionName.didSet sets accessibilityLabel of markAllButton"), "\(explained.stderr)")
        #expect(explained.stderr.contains("FolderCell.swift:8: FolderCell.folderName runtime attribute → folderName.didSet sets accessibilityLabel of FolderCell"), "\(explained.stderr)")
    }
}
