import AccessibilityTree
import SwiftInterpreter

/// Tab bar and split view controllers of the app that fill themselves in code (`viewControllers =
/// [a, b]`, `setViewControllers`, `setViewController(_:for:)`, in their initializer or `viewDidLoad`)
/// are containers of the document holding those children, which then open inside them: a tab, a
/// column (docs/code.md, "View controllers built in code").
extension CodeApplier {
    /// The containers made in code that `source` stands for, holding the scenes `scenes` (made in
    /// code) and the document's; a child already held by a container (one of these, or the
    /// storyboard's) is left to it, since a scene is one controller instance with one place.
    func codeContainers(for source: DocumentSource, holding scenes: [ControllerSpec]) -> [ControllerSpec] {
        let named = Set(source.document.controllers.compactMap(\.className))
        let candidates = source.document.controllers + scenes
        var held = Set(source.document.controllers.flatMap(\.containedControllers))
        var containers: [ControllerSpec] = []
        for declared in code.viewControllers where ["UITabBarController", "UISplitViewController"].contains(declared.uiKitClass)
            && !named.contains(declared.name) && !code.isNamedByInterfaceBuilder(declared.name, from: declared.location.file)
            && hosts(declared.location.file, source) {
            guard let classCode = code.classCode(declared.name, near: declared.location.file) else { continue }
            func id(_ name: String) -> String? {
                candidates.first { $0.className == name && SceneCatalog.contentKinds.contains($0.kind) }.map(\.id).flatMap { held.contains($0) ? nil : $0 }
            }
            var list: [String] = []
            var columns: [String: String] = [:]
            var navigated: Set<String> = []
            for step in classCode.initializer + classCode.setup {
                switch step.action {
                case .set(.this, .viewControllers(let names)): list = names.compactMap(id)
                case .set(.this, .column(let column, let name)): columns[column] = id(name)
                case .set(.this, .inNavigationControllers(let names)): navigated.formUnion(names)
                default: continue
                }
            }
            let mark = SourceMark(SourceLocation(file: declared.location.file, line: declared.location.line, column: declared.location.column))
            let content: ControllerContent
            var navigations: [ControllerSpec] = []
            if declared.uiKitClass == "UITabBarController" {
                var seen: Set<String> = []
                let tabs = list.filter { seen.insert($0).inserted }
                guard !tabs.isEmpty else { continue }
                content = .tabs(TabsSpec(tabs: tabs))
            } else {
                let primary = columns["primary"] ?? list.first
                let secondary = columns["secondary"] ?? (list.count > 1 ? list.last : nil)
                let supplementary = columns["supplementary"] ?? (list.count > 2 ? list[1] : nil)
                guard primary != nil || secondary != nil, Set([primary, supplementary, secondary].compactMap { $0 }).count == [primary, supplementary, secondary].compactMap({ $0 }).count else { continue }
                // A column a navigation controller made in code holds shows its navigation bar.
                func column(_ child: String?) -> String? {
                    guard let child, let name = candidates.first(where: { $0.id == child })?.className, navigated.contains(name) else { return child }
                    var navigation = ControllerSpec(id: "code:\(declared.name):navigation:\(name)", content: .navigation(NavigationSpec(stack: [child])), mark: mark)
                    navigation.className = "UINavigationController"
                    navigations.append(navigation)
                    return navigation.id
                }
                content = .split(SplitSpec(primary: column(primary), supplementary: column(supplementary), secondary: column(secondary)))
            }
            var container = ControllerSpec(id: "code:\(declared.name)", content: content, mark: mark)
            container.className = declared.name
            held.formUnion(container.containedControllers)
            held.formUnion(navigations.flatMap(\.containedControllers))
            containers.append(container)
            containers += navigations
        }
        return containers
    }

    /// The tab bar item of each tab of a tab bar controller made in code that has neither an item nor
    /// a title (UIKit names a tab by its controller's title): the app names it in code the interpreter
    /// does not follow onto the item (`tabBarItem = UITabBarItem(…)`, a configuring method), so its
    /// title is unknown (`⟨ProfileViewController.tabBarItem⟩`) — a name only the running app knows;
    /// the tab is not reported unlabelled. A navigation item's title does not name the tab (UIKit's
    /// tab reads the controller's `title`), so one the code sets does not count.
    static func giveCodeTabsTheirItems(in document: inout SceneDocument) {
        let tabs = Set(document.controllers.flatMap { container -> [String] in
            guard container.id.hasPrefix("code:"), case .tabs(let tabs) = container.content else { return [] }
            return tabs.tabs
        })
        for index in document.controllers.indices where tabs.contains(document.controllers[index].id) && document.controllers[index].tabBarItem == nil
            && document.controllers[index].title == nil {
            let name = document.controllers[index].className ?? document.controllers[index].id
            document.controllers[index].tabBarItem = TabBarItemSpec(title: "⟨\(name).tabBarItem⟩", mark: document.controllers[index].mark)
        }
    }

    /// Adds UIKit's own tab bar or split view controller that an app or scene delegate made in code
    /// and filled (`let tabs = UITabBarController(); tabs.viewControllers = [...]`) to the document,
    /// holding the scenes of those controllers not already held by another container, each tab
    /// titled as the code titles it; gives its id, or nil when it holds none of this input's scenes.
    func addUIKitContainer(_ container: CodeContainer, at location: CodeLocation, to source: inout DocumentSource) -> String? {
        let held = Set(source.document.controllers.flatMap(\.containedControllers))
        var ids: [String] = []
        var titles: [String: String] = [:]
        for (name, title) in zip(container.controllers, container.tabTitles) {
            guard let id = source.document.controllers.first(where: { $0.className == name && SceneCatalog.contentKinds.contains($0.kind) })?.id,
                  !held.contains(id), !ids.contains(id) else { continue }
            ids.append(id)
            titles[id] = title
        }
        guard !ids.isEmpty else { return nil }
        let mark = SourceMark(SourceLocation(file: location.file, line: location.line, column: location.column))
        let content: ControllerContent = container.uiKitClass == "UITabBarController" ? .tabs(TabsSpec(tabs: ids))
            : .split(SplitSpec(primary: ids.first, supplementary: ids.count > 2 ? ids[1] : nil, secondary: ids.count > 1 ? ids.last : nil))
        var spec = ControllerSpec(id: "code:\(container.uiKitClass):\(location.line)", content: content, mark: mark)
        spec.className = container.uiKitClass
        source.document.controllers.append(spec)
        for index in source.document.controllers.indices {
            guard let title = titles[source.document.controllers[index].id], source.document.controllers[index].tabBarItem == nil else { continue }
            source.document.controllers[index].tabBarItem = TabBarItemSpec(title: title, mark: mark)
        }
        return spec.id
    }
}
