import Foundation
import Testing

/// Issue 28, item 2: handlers that views and cells of the app's classes register run when the app
/// posts their name, like a controller's (docs/code.md, "Notifications"). In Fixtures/CartApp the
/// shop's Add to cart posts "CartChanged"; each row's `CartItemCell` observes it with a selector
/// (`awakeFromNib`), the storyboard's `CartSummaryView` through `publisher(for:)`, and the
/// `CartBannerView` the shop makes in code with a closure in its initializer. The shop observes nothing.
@Suite("Notification handlers of views and cells")
struct ViewNotificationHandlerTests {
    static let app = "Tests/a11ysimTests/Fixtures/CartApp"

    @Test("Before the post every row reads its storyboard badge and the summary its storyboard text: no handler runs at setup")
    func beforePost() throws {
        let output = try CommandRunner.run(["tree", Self.app])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Cart is empty"), "\(output.stdout)")
        #expect(output.stdout.contains("Tea, Not in cart"), "\(output.stdout)")
        #expect(output.stdout.contains("Cups, Not in cart"), "\(output.stdout)")
        #expect(output.stdout.contains("Free delivery"), "\(output.stdout)")
    }

    @Test("Double tap on Add to cart: both rows' badges read In cart, the summary view's text changes and its announcement is heard")
    func afterPost() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c",
                                            #"focus "Add to cart"; activate; next; next; focus "1 item in cart"; focus "Delivery included""#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains("(ShopViewController.addTapped — sets text of view #2 made in code, then posts CartChanged, ShopViewController.swift:14)"), "\(output.stdout)")
        #expect(output.stdout.contains("(app posted announcement: Cart updated)"), "\(output.stdout)")
        #expect(output.stdout.contains("Tea, In cart"), "\(output.stdout)")
        #expect(output.stdout.contains("Cups, In cart"), "\(output.stdout)")
        #expect(!output.stdout.contains("Not in cart"), "\(output.stdout)")
        // The focus commands fail (status 11) unless the summary and the banner made in code read the new texts.
        #expect(output.stdout.contains("\n1 item in cart\n"), "\(output.stdout)")
        #expect(output.stdout.contains("\nDelivery included"), "\(output.stdout)")
    }

    @Test("Double tap on a row whose selection posts: the selected row runs its own handler too, like the other row")
    func selectedRowHandler() throws {
        let output = try CommandRunner.run(["run", Self.app, "--speech", "off", "-c",
                                            #"focus "Tea, Not in cart"; activate; focus "Tea, In cart"; focus "Cups, In cart""#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains("(app posted announcement: Cart updated)"), "\(output.stdout)")
    }

    @Test("--explain-code names each view's and cell's handler and when it runs")
    func explained() throws {
        let output = try CommandRunner.run(["tree", Self.app, "--explain-code"])
        let explanation = output.stdout + output.stderr
        #expect(explanation.contains("CartItemCell.CartChanged handler — sets text of badgeLabel, CartItemCell.swift:4 (when another object posts CartChanged)"), "\(explanation)")
        #expect(explanation.contains("CartSummaryView.CartChanged handler — sets text of summaryLabel, then announces \"Cart updated\", CartSummaryView.swift:5 (when another object posts CartChanged)"), "\(explanation)")
        #expect(explanation.contains("1 left alone"), "\(explanation)")
    }
}

/// Issue 28, item 2: context menus are not modelled, and say so (docs/voiceover.md, "Menus"). The
/// shop's rows have a context menu (`tableView(_:contextMenuConfigurationForRowAt:point:)`).
@Suite("Context menus left alone")
struct ContextMenuDecisionTests {
    @Test("A row with a context menu reads without it, and --explain-code names what is not modelled")
    func rowContextMenu() throws {
        let output = try CommandRunner.run(["tree", ViewNotificationHandlerTests.app, "--explain-code"])
        let explanation = output.stdout + output.stderr
        #expect(output.stdout.contains("4. Tea, Not in cart  {"), "\(output.stdout)")
        #expect(!output.stdout.contains("Actions available"), "\(output.stdout)")
        #expect(explanation.contains("ShopViewController.swift:34: ShopViewController.tableView(_:contextMenuConfigurationForRowAt:point:): left alone — a context menu is not modelled: "
            + "VoiceOver's double-tap-and-hold that opens it, the menu with its items' titles, and any Actions rotor entry for it; the element is read without it"), "\(explanation)")
    }
}

/// Whose code posts decides whose handlers ran already (docs/code.md, "Notifications"). In
/// Fixtures/FavoriteApp the star view's `accessibilityActivate()` posts `favoritesChanged`, which the
/// star observes itself (it announces), its controller observes (it sets the count label and
/// announces) and so does the badge view below (it announces).
@Suite("A view's own post")
struct ViewOwnPostTests {
    @Test("Activating the star: its own handler runs once, where its code posts; then its controller's and the badge view's, in the order made")
    func viewPosts() throws {
        let output = try CommandRunner.run(["run", "Tests/a11ysimTests/Fixtures/FavoriteApp", "--speech", "off", "-c",
                                            #"focus "Favourite"; activate; focus "1 favourite""#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains(#"(activate handled by FavoriteStarView.accessibilityActivate — announces "Added to favourites", then posts favoritesChanged, FavoriteStarView.swift:13)"#), "\(output.stdout)")
        #expect(output.stdout.components(separatedBy: "(app posted announcement: Added to favourites)").count == 2, "\(output.stdout)")
        // Then the other observers, in the order made: the controller, then the badge view of its screen.
        let posted = output.stdout.split(separator: "\n").filter { $0.hasPrefix("(app posted announcement: ") }
        #expect(posted == ["(app posted announcement: Added to favourites)", "(app posted announcement: Song updated)",
                           "(app posted announcement: Badge updated)"], "\(output.stdout)")
    }
}

/// Cells from a nib registered in code observe like a storyboard's (Fixtures/NibAlertsApp:
/// `AlertCell.xib`'s class registers a closure in `awakeFromNib`; Mute all posts `alertsMuted`).
@Suite("Notification handlers of nib cells")
struct NibCellNotificationTests {
    @Test("Before Mute all each row reads Sound on; after double tap each reads Muted")
    func nibCells() throws {
        let app = "Tests/a11ysimTests/Fixtures/NibAlertsApp"
        let output = try CommandRunner.run(["run", app, "--speech", "off", "-c",
                                            #"expect-focus "Mute all"; next; expect "News, Sound on"; focus "Mute all"; activate; next; expect "News, Muted"; next; expect "Sports, Muted""#])
        #expect(output.status == 0, "\(output.stderr)\n\(output.stdout)")
        #expect(output.stdout.contains("(AlertsViewController.muteTapped — posts alertsMuted, AlertsViewController.swift:18)"), "\(output.stdout)")
    }
}
