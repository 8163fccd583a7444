import Foundation
import Testing
@testable import SceneLoader
import AccessibilityTree

@Suite("Every scene opens on its own, the way the app shows it")
@MainActor
struct SceneEntryTests {
    static let fixture = TestSupport.packageRoot.appendingPathComponent("Tests/SceneLoaderTests/Fixtures/entries.storyboard")

    static func prepared() throws -> PreparedScene {
        try SceneLoader.prepare(contentsOf: fixture)
    }

    /// The scene named `name`, opened as its entry.
    static func open(_ name: String) throws -> LoadedScene {
        let prepared = try prepared()
        return try prepared.makeScene(opening: try prepared.scene(named: name))
    }

    @Test("A scene a cell's segue shows opens from the cell's scene, pushed onto its navigation stack")
    func cellSegue() throws {
        let prepared = try SceneLoader.prepare(contentsOf: TestSupport.examples.appendingPathComponent("storyboards/settings.storyboard"))
        let downloads = try prepared.scene(named: "Downloads")
        #expect(downloads.opening == "Settings › ⟨show segue⟩")
        let loaded = try prepared.makeScene(opening: downloads)
        #expect(loaded.scenesOnScreen == [downloads.id])
        let navigation = try #require(loaded.window.rootViewController as? NavigationController)
        #expect(navigation.viewControllers.count == 2, "Settings under Downloads, so the back button is there")
    }

    @Test("The catalog lists every content controller with how it opens")
    func openings() throws {
        let scenes = try Self.prepared().scenes
        let openings = Dictionary(uniqueKeysWithValues: scenes.map { ($0.className, $0.opening) })
        #expect(scenes.count == 11, "the view controllers of the file, not its navigation, tab bar or split view controllers")
        #expect(openings["MasterViewController"] == "Master")
        #expect(openings["PushedViewController"] == "Master › ⟨app performs segue \"showDetail\"⟩")
        #expect(openings["ModalViewController"] == "Master › ⟨app performs segue \"showModal\"⟩")
        #expect(openings["SettingsViewController"] == "⟨storyboard ID \"Settings\"⟩")
        #expect(openings["FirstViewController"] == "⟨storyboard ID \"Tabs\"⟩")
        #expect(openings["SecondViewController"] == "⟨storyboard ID \"Tabs\"⟩ › ⟨tab \"Second\"⟩")
        #expect(openings["OrphanViewController"] == "⟨scene \"Orphan\"⟩")
        #expect(openings["ReaderViewController"] == "⟨storyboard ID \"Split\"⟩ › ⟨detail \"Reader\"⟩")
        #expect(scenes.filter(\.isInitial).map(\.className) == ["MasterViewController"])
        #expect(scenes.filter { !$0.isLedTo }.map(\.className) == ["SettingsViewController"],
                "the tabs, the orphan and the split columns are led to by their containers")
    }

    @Test("A scene a show segue performed from code leads to is pushed onto its source's navigation controller")
    func appPerformedPush() throws {
        let scene = try Self.open("Pushed")
        #expect(TestSupport.phrases(scene).prefix(2) == ["Master, back button", "Pushed, heading"])
        #expect(scene.scenesOnScreen == ["PSH-vc"])
    }

    @Test("A scene a presentation segue performed from code leads to is presented with the segue's style")
    func appPerformedPresentation() throws {
        let scene = try Self.open("ModalViewController")
        #expect(scene.window.presentationStack.last?.presented.modalPresentationStyle == .formSheet)
        #expect(TestSupport.phrases(scene) == ["Presented by the app"])
    }

    @Test("A scene inside a container opens inside it: the tab selected, the split view's detail shown")
    func insideContainers() throws {
        let second = try Self.open("SecondViewController")
        #expect(TestSupport.phrases(second).contains("Second tab"))
        #expect(TestSupport.phrases(second).contains { $0.hasPrefix("Selected, Second, tab") })
        let reader = try Self.open("Reader")
        #expect(TestSupport.phrases(reader).contains("An article"))
        #expect(reader.scenesOnScreen == ["RDR-vc"])
    }

    @Test("A navigation controller's root that a segue performed from code also leads back to opens inside its navigation controller, and what it pushes has a back button")
    func containerBeforeCodeSegue() throws {
        // Chats (in the ChatsNav navigation controller, opened by storyboard ID) pushes Archive from
        // code, and Archive performs a segue back to Chats: a cycle that must not open outside ChatsNav.
        func scene(_ id: String, _ title: String, segue: (String, String)) -> String {
            """
            <scene sceneID="s-\(id)"><objects><viewController id="\(id)" customClass="\(title)ViewController" sceneMemberID="viewController">
                <view key="view" id="v-\(id)"><rect key="frame" x="0" y="0" width="390" height="844"/><subviews>
                    <label text="\(title) list" id="l-\(id)"><rect key="frame" x="20" y="120" width="300" height="21"/></label>
                </subviews></view>
                <navigationItem key="navigationItem" title="\(title)" id="ni-\(id)"/>
                <connections><segue destination="\(segue.1)" kind="show" identifier="\(segue.0)" id="sg-\(id)"/></connections>
            </viewController></objects></scene>
            """
        }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="LGN">
                <scenes>
                    <scene sceneID="s-LGN"><objects><viewController id="LGN" customClass="LoginViewController" sceneMemberID="viewController">
                        <view key="view" id="v-LGN"><rect key="frame" x="0" y="0" width="390" height="844"/><subviews>
                            <label text="Sign in" id="l-LGN"><rect key="frame" x="20" y="120" width="300" height="21"/></label>
                        </subviews></view>
                    </viewController></objects></scene>
                    <scene sceneID="s-NAV"><objects><navigationController storyboardIdentifier="ChatsNav" id="NAV" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" id="nb-NAV"><rect key="frame" x="0" y="47" width="390" height="44"/></navigationBar>
                        <connections><segue destination="CHT" kind="relationship" relationship="rootViewController" id="r-NAV"/></connections>
                    </navigationController></objects></scene>
                    \(scene("CHT", "Chats", segue: ("Chats2Archive", "ARC")))
                    \(scene("ARC", "Archive", segue: ("Archive2Chats", "CHT")))
                </scenes>
            </document>
            """
        let prepared = try SceneLoader.prepare(contentsOf: TestSupport.temporaryFile("Chats.storyboard", xml))
        #expect(try prepared.scene(named: "Chats").opening == "⟨storyboard ID \"ChatsNav\"⟩")
        let archive = try prepared.scene(named: "Archive")
        #expect(archive.opening == "⟨storyboard ID \"ChatsNav\"⟩ › ⟨app performs segue \"Chats2Archive\"⟩")
        let loaded = try prepared.makeScene(opening: archive)
        #expect(TestSupport.phrases(loaded).prefix(2) == ["Chats, back button", "Archive, heading"])
    }

    @Test("A scene nothing leads to is the root of a window, inside its navigation controller when it has one")
    func ownWindow() throws {
        let orphan = try Self.open("Orphan")
        #expect(TestSupport.phrases(orphan).prefix(2) == ["Orphan, heading", "Nothing leads here"])
        #expect(orphan.window.rootViewController is NavigationController)
        let settings = try Self.open("Settings")
        #expect(TestSupport.phrases(settings).first == "Settings")
        #expect(settings.window.rootViewController?.storyboardIdentifier == "Settings")
    }

    @Test("The initial screen lists the segues its app performs from code; performing one shows its scene")
    func appSegues() throws {
        let scene = try Self.prepared().makeScene()
        #expect(scene.appSegues.map(\.identifier) == ["showDetail", "showModal"])
        #expect(scene.appSegues.first?.description == "⟨app performs segue \"showDetail\"⟩")
        #expect(scene.performAppSegue(scene.appSegues[0]))
        #expect(TestSupport.phrases(scene).first == "Master, back button")
        #expect(scene.appSegues.isEmpty, "Pushed performs no segue; Master is no longer on screen")
    }

    @Test("A scene is named by id, storyboard ID, class or title; an unknown or ambiguous name lists the candidates")
    func names() throws {
        let prepared = try Self.prepared()
        #expect(try prepared.scene(named: "ACC-vc").className == "AccountViewController")
        #expect(try prepared.scene(named: "Settings").id == "SET-vc")
        #expect(try prepared.scene(named: "OrphanViewController").id == "ORP-vc")
        #expect(try prepared.scene(named: "Detail").id == "DET-vc")
        let unknown = #expect(throws: SceneLoadError.self) { try prepared.scene(named: "Nowhere") }
        #expect(unknown?.message.contains("no scene is named 'Nowhere'") == true)
        #expect(unknown?.message.contains("Account") == true, "the candidates are listed")
        let twoScenes = try TestSupport.temporaryFile("two.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="a">
                <scenes><scene sceneID="s"><objects>
                    <viewController id="a" title="Same" sceneMemberID="viewController"/>
                    <viewController id="b" title="Same" sceneMemberID="viewController"/>
                </objects></scene></scenes>
            </document>
            """)
        let ambiguous = #expect(throws: SceneLoadError.self) { try SceneLoader.prepare(contentsOf: twoScenes).scene(named: "Same") }
        #expect(ambiguous?.message.contains("'Same' names 2 scenes") == true)
        #expect(ambiguous?.message.contains("id a") == true && ambiguous?.message.contains("id b") == true)
    }

    @Test("A scene file's controllers are scenes too: one nothing shows opens as the root of a window")
    func sceneFile() throws {
        let url = try TestSupport.temporaryFile("a.yaml", """
            root: main
            controllers:
              main:
                title: Main
                view: {subviews: [{type: label, text: Hello, frame: [20, 100, 200, 21]}]}
              extra:
                title: Extra
                view: {subviews: [{type: label, text: Elsewhere, frame: [20, 100, 200, 21]}]}
            """)
        let prepared = try SceneLoader.prepare(contentsOf: url)
        #expect(prepared.scenes.map(\.opening) == ["Main", "⟨scene \"Extra\"⟩"])
        let extra = try prepared.makeScene(opening: try prepared.scene(named: "extra"))
        #expect(TestSupport.phrases(extra).contains("Elsewhere"))
    }
}
