import Foundation
import AccessibilityTree
import SwiftCodeReader
import SwiftInterpreter

/// View controllers built in code: a view controller the app declares that no storyboard or xib of
/// the folder names is a scene of its own, its root view an empty view that its `loadView`,
/// `viewDidLoad` and the initializer code calls fill (docs/code.md, "View controllers built in code").
extension CodeApplier {
    /// The scenes of the view controllers made in code that `source` stands for: those whose nearest
    /// storyboard (by shared folders; the main one first; a launch screen only when there is no other)
    /// is one of its files.
    func codeScenes(for source: DocumentSource) -> [ControllerSpec] {
        let named = Set(source.document.controllers.compactMap(\.className))
        var seen: Set<String> = []
        var scenes: [ControllerSpec] = []
        for declared in code.viewControllers where !declared.hostsSwiftUI && !declared.isOnlySubclassed && !named.contains(declared.name)
            && !code.isNamedByInterfaceBuilder(declared.name, from: declared.location.file) {
            guard hosts(declared.location.file, source),
                  seen.insert(declared.name).inserted,
                  let scene = Self.scene(declared) else { continue }
            scenes.append(scene)
        }
        return scenes
    }

    /// Whether the Swift file `file` belongs to `source`: the storyboard nearest to it (by shared
    /// folders; the main one first; a launch screen only when there is no other) is one of the files
    /// `source` stands for.
    func hosts(_ file: String, _ source: DocumentSource) -> Bool {
        // A storyboard of another app of the folder never hosts this app's controllers.
        guard let host = storyboardHosts.nearest(to: file), code.apps.root(of: file).map({ code.apps.root(of: host) == $0 }) ?? true else { return false }
        let hostPath = URL(fileURLWithPath: host).standardizedFileURL.path
        return source.sceneFiles.contains { URL(fileURLWithPath: $0).standardizedFileURL.path == hostPath }
    }

    /// Makes the controller an app or scene delegate of `source` sets as the window's root
    /// (`window.rootViewController = …`) the document's first screen, in a navigation controller
    /// when the code puts it in one; the first such statement counts. Nothing changes without one.
    /// Gives the explanation's line.
    func applyFirstScreen(to source: inout DocumentSource) -> String? {
        for owner in code.classes.keys.sorted().flatMap({ code.classes[$0] ?? [] }) {
            for step in owner.setup {
                if case .showContainer(let container, .root) = step.action, hosts(owner.files.first ?? "", source),
                   let root = addUIKitContainer(container, at: step.location, to: &source) {
                    source.document.root = root
                    source.document.presented = []
                    return "\(code.display(step.location)): \(owner.name).\(step.route) makes a \(container.uiKitClass) holding \(container.controllers.joined(separator: ", ")) the app's first screen"
                }
                guard case .showController(let name, let kind) = step.action, kind == .root || kind == .rootInNavigation,
                      hosts(owner.files.first ?? "", source),
                      let target = source.document.controllers.first(where: { $0.className == name }) else { continue }
                var root = target.id
                if kind == .rootInNavigation {
                    var navigation = ControllerSpec(id: "code:navigation:\(name)", content: .navigation(NavigationSpec(stack: [target.id])),
                                                    mark: SourceMark(SourceLocation(file: step.location.file, line: step.location.line, column: step.location.column)))
                    navigation.className = "UINavigationController"
                    source.document.controllers.append(navigation)
                    root = navigation.id
                }
                source.document.root = root
                source.document.presented = []
                return "\(code.display(step.location)): \(owner.name).\(step.route) makes \(name) the app's first screen\(kind == .rootInNavigation ? " (in a navigation controller)" : "")"
            }
        }
        return nil
    }

    /// `storyboards` in the order they are preferred as a controller's host among equally near ones.
    static func inHostOrder(_ storyboards: [String], infoPlist: InfoPlist) -> [String] {
        storyboards.map { (hostRank($0, infoPlist: infoPlist), $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// A storyboard's rank as a host: the one Info.plist names for the first screen, else a `…Main`
    /// one, first; a launch screen last; then by path.
    private static func hostRank(_ path: String, infoPlist: InfoPlist) -> (Int, String) {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent.lowercased()
        let main = infoPlist.mainStoryboards.isEmpty ? name.hasSuffix("main") : infoPlist.isMain(path)
        return (main ? 0 : infoPlist.isLaunchScreen(path) ? 2 : 1, path)
    }

    /// The scene of a controller made in code: an empty root view of the kind its UIKit class has;
    /// nil for containers (navigation, tab bar, split controllers) and alerts, which are not scenes of
    /// their own.
    private static func scene(_ declared: DeclaredViewController) -> ControllerSpec? {
        let mark = SourceMark(SourceLocation(file: declared.location.file, line: declared.location.line, column: declared.location.column))
        let id = "code:\(declared.name)"
        let content: ControllerContent
        switch declared.uiKitClass {
        // The app's own page view controller: its view holds its first page (docs/code.md, "Page view controllers").
        case "UIViewController", "UIPageViewController": content = .view(ViewSpec(kind: .view, id: id + ":view", mark: mark))
        case "UITableViewController": content = .table(ViewSpec(kind: .table(TableSpec()), id: id + ":view", mark: mark))
        case "UICollectionViewController": content = .collection(ViewSpec(kind: .collection(CollectionSpec()), id: id + ":view", mark: mark))
        default: return nil
        }
        var controller = ControllerSpec(id: id, content: content, mark: mark)
        controller.className = declared.name
        return controller
    }
}
