import Foundation
import Testing

/// Issue 28, item 2: bar button items made in code are placed in the navigation bar
/// (Fixtures/BarItemsApp: a system Add item, an image-only Share item, a Done item set with
/// `setLeftBarButton(_:animated:)`).
@Suite("Bar button items made in code")
struct BarItemsCodeTests {
    static let app = "Tests/a11ysimTests/Fixtures/BarItemsApp"

    @Test("The items are read with UIKit's system name and their titles; activating Add runs its method")
    func spoken() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c", #"focus "Add"; expect "Add, button"; activate; focus "Done"; expect "Done, button""#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains(#"(ItemsViewController.addTapped — announces "Item added""#), "\(output.stdout)")
        #expect(output.stdout.contains("(app posted announcement: Item added)"), "\(output.stdout)")
    }

    @Test("The image-only item is reported: its label is only its image's name")
    func imageOnly() throws {
        let output = try CommandRunner.run(["audit", Self.app])
        #expect(output.stdout.contains(#"error[image-name-label] "ic_share, button""#), "\(output.stdout)")
        #expect(output.stdout.contains("ItemsViewController.swift:8:9"), "the finding points at the Swift that places it: \(output.stdout)")
    }
}
