import SwiftInterpreter
import Testing

/// Where each app of a folder of apps ends, from their app delegates (docs/code.md, "One app of a
/// folder of apps").
@Suite("App boundaries")
struct AppBoundariesTests {
    static let apps = AppBoundaries(delegateFiles: [
        "/c/apps/GitHawk/Classes/Systems/AppDelegate.swift",
        "/c/apps/tinode/Tinodios/AppDelegate.swift",
        "/c/apps/Covid/Wallet/Logic/AppDelegate.swift",
    ])

    @Test("Each app's root is the outermost folder holding its delegate and no other's")
    func roots() {
        #expect(Self.apps.roots == ["/c/apps/GitHawk", "/c/apps/tinode", "/c/apps/Covid"])
        #expect(Self.apps.root(of: "/c/apps/GitHawk/Classes/Issues/IssuesViewController.swift") == "/c/apps/GitHawk")
        #expect(Self.apps.root(of: "/c/apps/Shared/Strings.swift") == nil)
        // One delegate (or two in one folder) is one app: no boundaries.
        #expect(AppBoundaries(delegateFiles: ["/a/AppDelegate.swift"]).roots.isEmpty)
        #expect(AppBoundaries(delegateFiles: ["/a/AppDelegate.swift", "/a/OtherDelegate.swift"]).roots.isEmpty)
    }

    @Test("A name resolves to its own app's declaration, else to shared code, never to another app's")
    func visible() {
        let declarations = ["/c/apps/tinode/Tinodios/MessageViewController.swift", "/c/apps/Shared/Message.swift"]
        let fromGitHawk = Self.apps.visible(declarations, from: "/c/apps/GitHawk/Classes/Issues/IssuesViewController.swift") { $0 }
        #expect(fromGitHawk == ["/c/apps/Shared/Message.swift"])
        let fromTinode = Self.apps.visible(declarations, from: "/c/apps/tinode/Tinodios/Chat.swift") { $0 }
        #expect(fromTinode == ["/c/apps/tinode/Tinodios/MessageViewController.swift"])
        #expect(Self.apps.visible(declarations, from: "/c/apps/Shared/X.swift") { $0 } == declarations)
    }
}
