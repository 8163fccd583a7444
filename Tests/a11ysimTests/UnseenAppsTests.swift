import Testing

/// Constructs found on public UIKit apps nobody here tuned a11ysim to (issue 28, "Trust comes from
/// apps you did not tune to"; docs/code.md, "Measured on apps outside ../shared"), each in a fixture
/// app of its own written from scratch.
@Suite("Constructs of apps outside the corpus")
struct UnseenAppsTests {
    static let reuseHelpers = "Tests/a11ysimTests/Fixtures/ReuseHelperApp"
    static let chosenIdentifier = "Tests/a11ysimTests/Fixtures/ChosenIdentifierApp"
    static let loadView = "Tests/a11ysimTests/Fixtures/LoadViewApp"
    static let standardSpacing = "Tests/a11ysimTests/Fixtures/StackViews/Main.storyboard"
    static let centeredStack = "Tests/a11ysimTests/Fixtures/StackViews/Centered.storyboard"
    static let unknownTextSize = "Tests/a11ysimTests/Fixtures/UnknownTextSizeApp"

    @Test("An app delegate's willFinishLaunchingWithOptions sets the first screen")
    func willFinishLaunching() throws {
        let scenes = try CommandRunner.run(["tree", Self.reuseHelpers, "--scenes"])
        #expect(scenes.status == 0, "\(scenes.stderr)")
        #expect(scenes.stdout.contains("Pantry (PantryViewController, id code:PantryViewController)  PantryViewController.swift:5  initial screen"), "\(scenes.stdout)")
        #expect(!scenes.stderr.contains("no app or scene delegate sets the window's rootViewController"), "\(scenes.stderr)")
    }

    @Test("Cells registered and dequeued through generic reuse helpers are the app's cells, filled as the data source fills them")
    func genericReuseHelpers() throws {
        let tree = try CommandRunner.run(["tree", Self.reuseHelpers])
        #expect(tree.status == 0, "\(tree.stderr)")
        for line in ["2. Lentils", "3. Rice", "4. Oats"] {
            #expect(tree.stdout.contains(line), "\(line) in \(tree.stdout)")
        }
        #expect(!tree.stdout.contains("unlabelled JarCell"), "\(tree.stdout)")
        let explain = try CommandRunner.run(["tree", Self.reuseHelpers, "--explain-code"])
        #expect(!explain.stderr.contains("reuse identifier not known statically"), "\(explain.stderr)")
        #expect(!explain.stderr.contains("sets contents of a cell"), "\(explain.stderr)")
    }

    @Test("A computed property of the enum declaring a case written bare is run: the row speaks the string its switch returns")
    func enumComputedProperty() throws {
        let tree = try CommandRunner.run(["tree", Self.reuseHelpers])
        #expect(tree.stdout.contains("2. Lentils  "), "\(tree.stdout)")
        #expect(!tree.stdout.contains("⟨"), "no unknown value in \(tree.stdout)")
    }

    @Test("A reuse identifier chosen by a condition dequeues each cell; the data source's texts replace the prototype's sample text")
    func identifierChosenByCondition() throws {
        let tree = try CommandRunner.run(["tree", Self.chosenIdentifier])
        #expect(tree.status == 0, "\(tree.stderr)")
        #expect(tree.stdout.contains("⟨parcels[indexPath.section].name: “Parcel name”⟩"), "\(tree.stdout)")
        #expect(!tree.stdout.contains(". Parcel name  "), "the sample text is not read as the app's: \(tree.stdout)")
        #expect(tree.stdout.contains("Parcels wait here until a courier collects them."), "\(tree.stdout)")
        let explain = try CommandRunner.run(["tree", Self.chosenIdentifier, "--explain-code"])
        #expect(!explain.stderr.contains("dequeues an identifier not known statically"), "\(explain.stderr)")
        #expect(explain.stderr.contains("sets text of cell.nameLabel, which is not a view of the prototype cell \"NoteCell\""), "\(explain.stderr)")
    }

    @Test("A string one of two on different paths, joined to another, reads as each joined, not as the statement")
    func joinedChoice() throws {
        let tree = try CommandRunner.run(["tree", Self.reuseHelpers, "--scene", "code:AboutViewController"])
        #expect(tree.stdout.contains("Version ⟨Bundle.main.object(…)⟩ (⟨Bundle.main.object(…)⟩)"), "\(tree.stdout)")
        #expect(!tree.stdout.contains("+="), "\(tree.stdout)")
    }

    @Test("A root view made in loadView (`view = UIView()`) is the view its subviews' anchors name: they are placed, without a warning")
    func rootViewMadeInLoadView() throws {
        let tree = try CommandRunner.run(["tree", Self.loadView])
        #expect(tree.status == 0, "\(tree.stderr)")
        #expect(tree.stdout.contains("1. 21 degrees  {(20, 120),"), "\(tree.stdout)")
        #expect(tree.stdout.contains("2. Open vents, button  {(20, 156.5),"), "\(tree.stdout)")
        #expect(!tree.stderr.contains("Auto Layout cannot place"), "\(tree.stderr)")
    }

    @Test("A stack view with Interface Builder's standard spacing puts 8 pt between its views, as the saved frames do")
    func standardStackSpacing() throws {
        let tree = try CommandRunner.run(["tree", Self.standardSpacing])
        #expect(tree.status == 0, "\(tree.stderr)")
        #expect(tree.stdout.contains("1. Email, text field  {(20, 20), 335×34}"), "\(tree.stdout)")
        #expect(tree.stdout.contains("2. Send code, button  {(20, 62), 335×30}"), "\(tree.stdout)")
    }

    @Test("Anchors of a scroll view's content and frame layout guides made in code place the view pinned to them")
    func scrollViewLayoutGuides() throws {
        let tree = try CommandRunner.run(["tree", Self.loadView, "--scene", "code:NoteViewController"])
        #expect(tree.stdout.contains("1. Water the tomatoes  {(24, 112), 342×20.5}"), "\(tree.stdout)")
        #expect(!tree.stderr.contains("Auto Layout cannot place the label 'code:NoteViewController"), "\(tree.stderr)")
    }

    @Test("A stack view aligned to the centre keeps each arranged view's own width, centred, as Interface Builder saves it")
    func centredStack() throws {
        let tree = try CommandRunner.run(["tree", Self.centeredStack])
        #expect(tree.status == 0, "\(tree.stderr)")
        // The field's width is the stack's by a constraint; the button keeps its own, centred.
        #expect(tree.stdout.contains("1. Recovery code, text field  {(20, 20), 335×34}"), "\(tree.stdout)")
        #expect(tree.stdout.contains("2. Forgot code?, button  {(144.5, 62), 86×30}"), "\(tree.stdout)")
        let audit = try CommandRunner.run(["audit", Self.centeredStack])
        #expect(audit.stdout.contains("\"Forgot code?, button\" is 86×30 pt"), "\(audit.stdout)")
    }

    @Test("A text field whose text is a value known only when the app runs (WireGuard's version row) is not sized by its marker and not judged at AX5; a known text beside it still is")
    func unknownTextSizesNothing() throws {
        let tree = try CommandRunner.run(["tree", Self.unknownTextSize])
        #expect(tree.status == 0, "\(tree.stderr)")
        // As wide as it is without text (its 14 pt of insets), not as its marker's 218.5 pt; the known one keeps its text's width.
        #expect(tree.stdout.contains("1. Version, ⟨Bundle.main.object(…)⟩, text field  {(16, 67), 14×34.5}"), "\(tree.stdout)")
        #expect(tree.stdout.contains("3. Build, Version 2.4.1 (build 1187), text field  {(16, 267), 201.5×34.5}"), "\(tree.stdout)")
        let audit = try CommandRunner.run(["audit", Self.unknownTextSize])
        let lines = audit.stdout.split(separator: "\n").map(String.init)
        let textSize = lines.filter { $0.contains("[text-size-") || $0.contains("[clipped-text]") }
        // The known text at AX5 grows over its button and past the screen's edge: still measured and reported.
        #expect(textSize.contains { $0.contains("warning[text-size-overlap] \"Copy build, button\"") }, "\(audit.stdout)")
        #expect(textSize.contains { $0.contains("warning[text-size-off-screen] \"Build, Version 2.4.1 (build 1187), text field\"") }, "\(audit.stdout)")
        // The unknown one is neither overlapping its button nor pushed off the screen, and the audit says it was not checked.
        #expect(!textSize.contains { $0.contains("Copy version") || $0.contains("⟨") }, "\(textSize)")
        #expect(audit.stdout.contains("is not checked for 1 view whose text is known only when the app runs (the textField 'code:AboutViewController/code1')"), "\(audit.stdout)")
    }
}
