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
    public private(set) var roots: Set<String> = []

    public init() {}

    /// The boundaries of the apps whose app delegates are declared in `delegateFiles`.
    public init(delegateFiles: [String]) {
        let files = Array(Set(delegateFiles))
        guard files.count > 1 else { return }
        // In the order of their folders, the longest prefix one file shares with any other is the
        // longer of those it shares with its neighbours: linear after the sort, however many apps.
        let split = files.map { Array($0.split(separator: "/", omittingEmptySubsequences: false).dropLast()) }
            .sorted { $0.lexicographicallyPrecedes($1) }
        func shared(_ first: [Substring], _ second: [Substring]) -> Int { zip(first, second).prefix { $0 == $1 }.count }
        var roots: Set<String> = []
        for (position, folders) in split.enumerated() {
            let before = position > 0 ? shared(folders, split[position - 1]) : 0
            let after = position + 1 < split.count ? shared(folders, split[position + 1]) : 0
            let common = max(before, after)
            // Two app delegates in one folder: that folder is one app holding both.
            guard common < folders.count else { continue }
            roots.insert(folders.prefix(common + 1).joined(separator: "/"))
        }
        self.roots = roots
    }

    /// The root of the app holding `path` (the nearest, should one app's folder hold another's); nil
    /// for a file under no app's root. One lookup per folder of the path.
    public func root(of path: String) -> String? {
        guard !roots.isEmpty else { return nil }
        var prefix = Substring(path)
        while true {
            if roots.contains(String(prefix)) { return String(prefix) }
            guard let slash = prefix.lastIndex(of: "/") else { return nil }
            prefix = prefix[..<slash]
        }
    }

    /// `candidates` that `path` may use: those of its own app, else those under no app's root; all of
    /// them when `path` is under no app's root.
    public func visible<T>(_ candidates: [T], from path: String, path of: (T) -> String) -> [T] {
        visible(candidates, from: path, path: of, root: root(of:))
    }

    /// ``visible(_:from:path:)`` with each path's root found by `root` (``root(of:)`` or a table of
    /// it made once for the files of a ``DeclarationIndex``).
    package func visible<T>(_ candidates: [T], from path: String, path of: (T) -> String, root: (String) -> String?) -> [T] {
        // Most names the interpreter looks up have no candidate at all: no root to find.
        guard !candidates.isEmpty, !roots.isEmpty, let app = root(path) else { return candidates }
        let own = candidates.filter { root(of($0)) == app }
        return own.isEmpty ? candidates.filter { root(of($0)) == nil } : own
    }
}
