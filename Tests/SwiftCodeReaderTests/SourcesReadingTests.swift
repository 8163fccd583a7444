import Foundation
import SwiftCodeReader
import SwiftInterpreter
import Testing

/// `AppCodeReader.read(sources:strings:)` on small sources written here, and which declaration of a
/// class an Interface Builder file gets when several apps in one folder declare it (docs/code.md).
@Suite("Sources are read into classes, each resolved to its nearest declaration")
struct SourcesReadingTests {
    /// A view controller whose `viewDidLoad` sets its view's label to `label`.
    static func controller(_ name: String, label: String) -> String {
        "class \(name): UIViewController {\n    override func viewDidLoad() {\n        view.accessibilityLabel = \"\(label)\"\n    }\n}\n"
    }

    /// The labels a class's setup gives its view.
    static func labels(_ code: ClassCode?) -> [String] {
        code?.setup.compactMap { step -> String? in
            guard case .set(_, .label(let label)) = step.action else { return nil }
            return label
        } ?? []
    }

    @Test("Classes, their IBActions and strings tables are read from sources given as text")
    func smallSources() throws {
        let code = AppCodeReader.read(sources: [
            (path: "/app/Login.swift", text: """
                class LoginViewController: UIViewController {
                    @IBOutlet var signIn: UIButton!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        signIn.accessibilityLabel = NSLocalizedString("login.signIn", comment: "")
                    }
                    @IBAction func signInTapped(_ sender: Any) {
                        UIAccessibility.post(notification: .announcement, argument: "Signing in")
                    }
                }
                """),
            (path: "/app/Broken.swift", text: "class Broken {\n"),
        ], strings: [(folder: "/app", table: StringsTable(values: ["login.signIn": "Sign in"]))])
        #expect(code.fileCount == 2)
        #expect(code.classes.keys.sorted() == ["LoginViewController"])
        let login = try #require(code.classes["LoginViewController"]?.first)
        #expect(login.files == ["/app/Login.swift"])
        #expect(login.setup.map(\.action) == [.set(.outlet("signIn"), .label("Sign in"))])
        #expect(login.setup.first?.location == CodeLocation(file: "/app/Login.swift", line: 5, column: 9))
        let action = try #require(login.methods["signInTapped:"])
        #expect(action.steps.map(\.action) == [.post(.announcement, .text("Signing in"))])
        // The `}` missing after the class's `{`, at the end of its first line.
        #expect(code.warnings.map { "\($0.location.line):\($0.location.column): \($0.reason)" } == ["1:15: this Swift file does not parse here; its code is left out"])
        #expect(code.warnings.map(\.location.file) == ["/app/Broken.swift"])
    }

    @Test("No sources: no classes, no warnings")
    func noSources() {
        let code = AppCodeReader.read(sources: [], strings: [])
        #expect(code.classes.isEmpty)
        #expect(code.warnings.isEmpty)
        #expect(code.fileCount == 0)
    }

    /// Two apps side by side, each declaring `SettingsViewController` and extending it in another file.
    static let twoApps = AppCodeReader.read(sources: [
        (path: "/apps/One/Settings.swift", text: controller("SettingsViewController", label: "One")),
        (path: "/apps/One/Settings+Help.swift", text: "extension SettingsViewController {\n    @IBAction func help(_ sender: Any) { dismiss(animated: true) }\n}\n"),
        (path: "/apps/Two/Screens/Settings.swift", text: controller("SettingsViewController", label: "Two")),
        (path: "/apps/Two/Screens/Settings+Help.swift", text: "extension SettingsViewController {\n    @IBAction func help(_ sender: Any) { navigationController?.popViewController(animated: true) }\n}\n"),
    ], strings: [])

    @Test("A class declared in several folders is read once per declaration, each with the extensions nearest to it")
    func declarationsWithTheirExtensions() throws {
        let declarations = try #require(Self.twoApps.classes["SettingsViewController"])
        #expect(declarations.map(\.files).sorted { $0[0] < $1[0] } == [
            ["/apps/One/Settings.swift", "/apps/One/Settings+Help.swift"],
            ["/apps/Two/Screens/Settings.swift", "/apps/Two/Screens/Settings+Help.swift"],
        ])
    }

    @Test("An Interface Builder file gets the declaration sharing the most folders with it",
          arguments: [
            ("/apps/One/Base.lproj/Main.storyboard", "One", CodeAction.dismiss),
            ("/apps/Two/Base.lproj/Main.storyboard", "Two", CodeAction.pop),
            ("/apps/Two/Screens/Settings.xib", "Two", CodeAction.pop),
          ])
    func nearestDeclaration(file: String, label: String, action: CodeAction) throws {
        let settings = try #require(Self.twoApps.classCode("SettingsViewController", near: file))
        #expect(Self.labels(settings) == [label])
        #expect(settings.methods["help:"]?.steps.map(\.action) == [action])
    }

    @Test("A class no source declares has no code")
    func undeclaredClass() {
        #expect(Self.twoApps.classCode("ProfileViewController", near: "/apps/One/Main.storyboard") == nil)
    }

    @Test("Locations are shown relative to the folder read")
    func display() {
        var code = AppCode()
        code.folder = "/apps/One"
        #expect(code.display(CodeLocation(file: "/apps/One/Settings.swift", line: 3, column: 9)) == "Settings.swift:3")
        #expect(code.display(CodeLocation(file: "/elsewhere/Other.swift", line: 1, column: 1)) == "/elsewhere/Other.swift:1")
    }
}
