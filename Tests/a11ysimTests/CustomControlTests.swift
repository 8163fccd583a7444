import Foundation
import Testing

/// Issue 28, item 2: the app's own `UIControl` subclasses (Fixtures/RatingControlApp). The screen
/// adds target-actions to them in code (a selector for `.valueChanged` and `.primaryActionTriggered`,
/// a `UIAction` for `.touchUpInside`); VoiceOver's double tap touches a control, which sends
/// `.touchUpInside`; the control's own overrides send the other events with `sendActions(for:)`. A
/// `ClearControl` the screen makes in code is a control too.
@Suite("Custom UIControl subclasses and their target-actions")
struct CustomControlTests {
    static let app = "Tests/a11ysimTests/Fixtures/RatingControlApp"

    @Test("Swiping up on the rating runs its increment, whose sendActions(for: .valueChanged) runs the screen's action")
    func increment() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c", #"focus "Rating"; increment"#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains("(app posted announcement: Rating saved)"), "\(output.stdout)")
    }

    @Test("Double tap on a control touches it: its own target for .touchUpInside runs, then the screen's UIAction")
    func touchUpInside() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c", #"focus "Follow"; activate"#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains("(activate handled by FollowControl \"Follow\": touches Follow)"), "\(output.stdout)")
        let touched = try #require(output.stdout.range(of: "(app posted announcement: Touched)"), "\(output.stdout)")
        let following = try #require(output.stdout.range(of: "(app posted announcement: Following)"), "\(output.stdout)")
        #expect(touched.lowerBound < following.lowerBound, "UIKit adds the control's own target in init(coder:), before viewDidLoad adds the screen's")
        #expect(!output.stdout.contains("nothing responds to a tap there"), "\(output.stdout)")
    }

    @Test("The control's accessibilityActivate sends .primaryActionTriggered to the screen's selector")
    func primaryAction() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c", #"focus "Share"; activate"#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains("(app posted announcement: Shared)"), "\(output.stdout)")
    }

    @Test("A control of the app's class made in code gets the screen's target-action too")
    func madeInCode() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c", #"focus "Clear"; activate"#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains("(activate handled by ClearControl \"Clear\": touches Clear)"), "\(output.stdout)")
        #expect(output.stdout.contains("(app posted announcement: Cleared)"), "\(output.stdout)")
    }

    @Test("Every target-action is applied; an Interface Builder <control> is read without a warning")
    func explanation() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--explain-code"])
        #expect(output.stderr.contains("ReviewViewController.viewDidLoad adds the action ratingChanged to ratingControl"), "\(output.stderr)")
        #expect(output.stderr.contains("ReviewViewController.viewDidLoad adds the action shareTapped to shareControl"), "\(output.stderr)")
        #expect(!output.stderr.contains("which is not a control"), "\(output.stderr)")
        #expect(!output.stderr.contains("calls sendActions"), "\(output.stderr)")
        #expect(!output.stderr.contains("unknown Interface Builder element <control>"), "\(output.stderr)")
    }
}
