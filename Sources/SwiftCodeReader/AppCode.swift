import Foundation
import SwiftInterpreter

/// What a folder's Swift code does to its storyboards' screens: every class read, the files that did
/// not parse, and how long reading took.
public struct AppCode: Sendable, Codable {
    /// The classes read, by name; a name declared in several files (apps side by side in one
    /// folder) has one entry per declaration, each with the extensions nearest to it.
    public var classes: [String: [ClassCode]] = [:]
    /// Every view controller class the app declares, in file and line order: the screens the app
    /// may show, whether Interface Builder names them or not (docs/code.md, "View controllers the app
    /// declares").
    public var viewControllers: [DeclaredViewController] = []
    /// The classes the app declares that descend from one of UIKit's views: a xib whose File's Owner
    /// is one of them is a view, not one of the app's view controllers (docs/code.md, "View
    /// controllers the app declares").
    public var viewClasses: Set<String> = []
    /// The storyboards under the folder, by path: a view controller made in code is a scene of the
    /// one nearest to its Swift file (docs/code.md, "View controllers built in code").
    public var storyboards: [String] = []
    /// The xibs under the folder, by path: a nib the code registers for a table's cells is the one of
    /// that name nearest to the Swift file registering it (docs/code.md, "Tables and collections").
    public var xibs: [String] = []
    /// What the folder's `Info.plist` files say about its storyboards: the main one, the launch screen.
    public var infoPlist = InfoPlist()
    /// Where each app ends in a folder of several apps: a class is looked up in the app of the file
    /// that names it (docs/code.md, "One app of a folder of apps").
    public var apps = AppBoundaries()
    /// The Swift files that stand for the apps with no storyboard but launch screens: each such app's
    /// app (else scene) delegate's file, an input of its own (``CodeInput``).
    public var codeInputs: [String] = []
    /// The files declaring an app delegate, and those declaring a scene delegate, sorted.
    public var appDelegateFiles: [String] = [], sceneDelegateFiles: [String] = []
    /// The storyboards and xibs naming each custom class, by path: in a folder of apps, a class only
    /// another app's file names is still made in code in this one (``isNamedByInterfaceBuilder(_:from:)``).
    public var interfaceBuilderFiles: [String: [String]] = [:]
    /// Files that do not parse, at their first error; they are left out.
    public var warnings: [CodeNote] = []
    /// The folder read, as given; locations are under it.
    public var folder = ""
    /// How many `.swift` files were read.
    public var fileCount = 0
    /// How long parsing and reading took, in seconds (the benchmark reports it).
    public var readSeconds = 0.0

    public init() {}

    /// The accessibility getters a view class may override, each a setup entry of its class's code
    /// (`accessibilityLabel`…): they apply to every view of that class, made in code or not.
    public static let accessibilityGetters = ClassReader.accessibilityGetters

    /// `location` with its file relative to the folder read, for transcripts and explanations.
    public func display(_ location: CodeLocation) -> String {
        "\(relativePath(location.file)):\(location.line)"
    }

    /// `file` relative to the folder read, when it is inside it.
    public func relativePath(_ file: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return !folder.isEmpty && file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
    }

    /// The xib called `name` (`name.xib`) nearest to `path`, the Swift file that names it.
    public func xib(_ name: String, near path: String) -> String? {
        let candidates = xibs.filter { ($0 as NSString).lastPathComponent == name + ".xib" }
        return PathNearness.nearest(apps.visible(candidates, from: path) { $0 }, to: path) { $0 }
    }

    /// Whether a storyboard or xib of the app holding `path` (or one under no app's root) names the
    /// custom class `name`: a class of the same name another app's file names is not this app's
    /// (docs/code.md, "One app of a folder of apps").
    public func isNamedByInterfaceBuilder(_ name: String, from path: String) -> Bool {
        guard let files = interfaceBuilderFiles[name] else { return false }
        return !apps.visible(files, from: path) { $0 }.isEmpty
    }

    /// The class `name` nearest to `path` (the file that names it): of several declarations, the one
    /// sharing the longest folder prefix with `path`.
    public func classCode(_ name: String, near path: String) -> ClassCode? {
        guard let candidates = classes[name] else { return nil }
        return PathNearness.nearest(apps.visible(candidates, from: path) { $0.files.first ?? "" }, to: path) { $0.files.first ?? "" }
    }
}
