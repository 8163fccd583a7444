import Testing

/// Issue 29 item 5, issue 30 items 2 and 5: constraints made in code are solved with Interface
/// Builder's solver, and VoiceOver reads by the solved frames. Each fixture (Fixtures/ConstraintApps)
/// adds its views in another order than the layout's, so the order read is the frames'. Expected
/// frames worked out by hand on the 390×844 phone (safe area 47 pt above and 34 below, margins 16 pt;
/// a label of 17 pt is 20.5 pt high, a system button 30 pt).
@Suite("Constraints made in code, solved")
struct CodeConstraintsLayoutTests {
    static func tree(_ app: String) throws -> CommandRunner.Output {
        try CommandRunner.run(["tree", "Tests/a11ysimTests/Fixtures/ConstraintApps/\(app)"])
    }

    static func lines(_ output: CommandRunner.Output) -> [String] {
        output.stdout.split(separator: "\n").map(String.init).filter { $0.first?.isNumber == true }
    }

    @Test("Anchors with isActive: the title 20 pt below the safe area in the margins, the field 12 pt below, the button centred at half the width")
    func anchors() throws {
        let output = try Self.tree("Anchors")
        #expect(output.stderr.isEmpty, "\(output.stderr)")
        #expect(Self.lines(output) == [
            "1. Sign up  {(16, 67), 358×20.5}  [staticText]",
            "2. Name, text field  {(16, 99.5), 358×44}  [textEntry]",
            "3. Save, button  {(97.5, 167.5), 195×30}  [button]",
        ], "\(output.stdout)")
    }

    @Test("NSLayoutConstraint.activate: a stack view's arranged views at their intrinsic heights, a button at a priority; a label left free keeps its estimate, with a warning naming it")
    func activate() throws {
        let output = try Self.tree("Activate")
        let lines = Self.lines(output)
        #expect(Array(lines.dropFirst()) == [
            "2. Privacy  {(20, 63), 350×20.5}  [staticText]",
            "3. Share analytics, switch button, off  {(20, 83.5), 350×31}  [button, switchButton]",
            "4. Shared with nobody  {(20, 114.5), 350×20.5}  [staticText]",
            "5. Done, button  {(135, 760), 120×30}  [button]",
        ], "\(output.stdout)")
        #expect(output.stderr.contains("SettingsViewController.swift:36:9: Auto Layout cannot place the label 'vc1/code25' made in code: its constraints do not decide its x; it keeps the place a11ysim estimates"), "\(output.stderr)")
    }

    @Test("NSLayoutConstraint(item:…) added with addConstraints: a square avatar, a name centred beside it")
    func itemConstraints() throws {
        let output = try Self.tree("ItemConstraints")
        #expect(output.stderr.isEmpty, "\(output.stderr)")
        #expect(Self.lines(output) == [
            "1. Avatar, image  {(16, 57), 60×60}  [image]",
            "2. Grace Hopper  {(88, 76.75), 286×20.5}  [staticText]",
        ], "\(output.stdout)")
    }

    @Test("The visual format: 20 pt to the superview's edges, a metric between two equal widths, fixed heights and a vertical chain")
    func visualFormat() throws {
        let output = try Self.tree("VisualFormat")
        #expect(output.stderr.isEmpty, "\(output.stderr)")
        #expect(Self.lines(output) == [
            "1. User, text field  {(20, 100), 350×44}  [textEntry]",
            "2. Password, text field  {(20, 152), 350×44}  [textEntry]",
            "3. Cancel, button  {(20, 216), 169×30}  [button]",
            "4. Log in, button  {(201, 216), 169×30}  [button]",
        ], "\(output.stdout)")
    }

    @Test("SnapKit: a header on the safe area, its title and button centred in it, read left to right; a footnote 8 pt below")
    func snapKit() throws {
        let output = try Self.tree("SnapKit")
        #expect(output.stderr.isEmpty, "\(output.stderr)")
        let lines = Self.lines(output)
        #expect(lines.count == 3, "\(output.stdout)")
        // The title's width is its measured text; its place and height are the constraints'.
        #expect(lines.first?.hasPrefix("1. Today  {(16, 64.75), ") == true && lines.first?.hasSuffix("×20.5}  [staticText]") == true, "\(output.stdout)")
        #expect(Array(lines.dropFirst()) == [
            "2. More, button  {(314, 60), 60×30}  [button]",
            "3. Updated just now  {(16, 111), 358×20.5}  [staticText]",
        ], "\(output.stdout)")
    }
}
