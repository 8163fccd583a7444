import Foundation

/// What an app's `Info.plist` says about its storyboards: the one UIKit loads the first screen from
/// (`UIMainStoryboardFile`, or `UIApplicationSceneManifest`'s `UISceneStoryboardFile`) and the launch
/// screen (`UILaunchStoryboardName`), which is never the app's own interface (docs/code.md, "The
/// app's first screen").
public struct InfoPlist: Hashable, Sendable, Codable {
    /// The storyboards UIKit makes the first screen from, by name without extension (`Main`).
    public var mainStoryboards: [String] = []
    /// The launch screen storyboards, by name without extension (`LaunchScreen`).
    public var launchStoryboards: [String] = []

    public init(mainStoryboards: [String] = [], launchStoryboards: [String] = []) {
        self.mainStoryboards = mainStoryboards
        self.launchStoryboards = launchStoryboards
    }

    /// The largest `Info.plist` read; a larger one is left alone.
    public static let maximumFileSize = 1024 * 1024

    /// Reads the property list at `path`; nil when it cannot be read, is too large or is not a
    /// dictionary (a build setting like `$(MAIN_STORYBOARD)` is kept as written and matches nothing).
    public static func read(contentsOf path: String) -> InfoPlist? {
        guard FileKind.special(atPath: path) == nil,
              let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= maximumFileSize,
              let data = FileManager.default.contents(atPath: path),
              let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] else { return nil }
        var info = InfoPlist()
        for key in ["UIMainStoryboardFile", "UIMainStoryboardFile~ipad"] {
            if let name = plist[key] as? String { info.mainStoryboards.append(name) }
        }
        let manifest = plist["UIApplicationSceneManifest"] as? [String: Any]
        let configurations = manifest?["UISceneConfigurations"] as? [String: Any]
        for configuration in configurations?["UIWindowSceneSessionRoleApplication"] as? [[String: Any]] ?? [] {
            if let name = configuration["UISceneStoryboardFile"] as? String { info.mainStoryboards.append(name) }
        }
        if let name = plist["UILaunchStoryboardName"] as? String { info.launchStoryboards.append(name) }
        return info
    }

    /// The Info.plist files under `folder` (hidden folders skipped), read and put together.
    public static func read(under folder: String) -> InfoPlist {
        var info = InfoPlist()
        let walker = FileManager.default.enumerator(atPath: folder)
        while let relative = walker?.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") { walker?.skipDescendants(); continue }
            guard name == "Info.plist", let read = read(contentsOf: (folder as NSString).appendingPathComponent(relative)) else { continue }
            info.mainStoryboards += read.mainStoryboards
            info.launchStoryboards += read.launchStoryboards
        }
        return info
    }

    /// The Info.plist of a folder of storyboards: the one in `folder` or in its parent (an app's
    /// `Info.plist` beside its `Base.lproj`), not searched further.
    public static func beside(_ folder: String) -> InfoPlist {
        let parent = (folder as NSString).deletingLastPathComponent
        return [folder, parent].lazy.compactMap { read(contentsOf: ($0 as NSString).appendingPathComponent("Info.plist")) }.first ?? InfoPlist()
    }

    /// Whether the storyboard at `path` is a launch screen: `UILaunchStoryboardName` names it, or,
    /// without an Info.plist naming any, its name says so (`LaunchScreen`, `Launch Screen`).
    public func isLaunchScreen(_ path: String) -> Bool {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return launchStoryboards.isEmpty ? name.lowercased().contains("launch") : launchStoryboards.contains(name)
    }

    /// Whether the storyboard at `path` is the one UIKit makes the first screen from.
    public func isMain(_ path: String) -> Bool {
        mainStoryboards.contains(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
    }
}
