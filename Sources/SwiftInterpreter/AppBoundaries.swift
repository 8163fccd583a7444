/// Where each app of a folder of apps ends (docs/code.md, "One app of a folder of apps"): a folder
/// given with several apps side by side (each with its own app delegate) must not lend one app a class,
/// function or constant only another app declares — a library class one app imports (GitHawk's
/// `MessageViewController`, a CocoaPod) is not another app's class of that name.
///
/// An app's root is the outermost folder holding its app delegate (a class adopting
/// `UIApplicationDelegate`, or marked `@main`/`@UIApplicationMain`) and no other app's: with one app
/// delegate or none, the folder is one app and nothing changes. A file under no app's root (a shared
/// folder beside the apps) belongs to every app.
public struct AppBoundaries: Sendable, Codable, Hashable {
    /// The root folder of each app, when the folder read holds several.
    public private(set) var roots: [String] = []

    public init() {}

    /// The boundaries of the apps whose app delegates are declared in `delegateFiles`.
    public init(delegateFiles: [String]) {
        let files = Array(Set(delegateFiles)).sorted()
        guard files.count > 1 else { return }
        let split = files.map { $0.split(separator: "/", omittingEmptySubsequences: false).dropLast() }
        var roots: Set<String> = []
        for (position, folders) in split.enumerated() {
            // The longest prefix shared with any other app's delegate, plus one folder.
            let shared = split.indices.filter { $0 != position }.map { other in
                zip(folders, split[other]).prefix { $0 == $1 }.count
            }.max() ?? 0
            // Two app delegates in one folder: that folder is one app holding both.
            guard shared < folders.count else { continue }
            roots.insert(folders.prefix(shared + 1).joined(separator: "/"))
        }
        self.roots = roots.sorted()
    }

    /// The root of the app holding `path`; nil for a file under no app's root.
    public func root(of path: String) -> String? {
        roots.first { path == $0 || path.hasPrefix($0 + "/") }
    }

    /// `candidates` that `path` may use: those of its own app, else those under no app's root; all of
    /// them when `path` is under no app's root.
    public func visible<T>(_ candidates: [T], from path: String, path of: (T) -> String) -> [T] {
        guard !roots.isEmpty, let app = root(of: path) else { return candidates }
        let own = candidates.filter { root(of: of($0)) == app }
        return own.isEmpty ? candidates.filter { root(of: of($0)) == nil } : own
    }
}
