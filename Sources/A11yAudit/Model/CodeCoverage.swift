import AccessibilityTree
import Foundation

/// The view controllers the app declares in Swift that no scene names, as the run audited them: a
/// controller counts as audited when a screen state of the subject nearest to its file showed a
/// controller of its class (so a controller that becomes a scene, or that a screen shows, leaves the
/// list with no change here); one named by a scene is counted with the scenes (``SceneCoverage``).
public struct CodeCoverage: Hashable, Sendable {
    /// What became of one declared controller.
    public enum Status: String, Hashable, Sendable {
        /// A scene has its class: counted with the scenes, not here.
        case scene
        /// A screen state showed it with elements in its view.
        case audited
        /// Screen states showed it, never with an element in its view.
        case noElements = "no elements"
        /// No screen state showed it.
        case notReached = "not reached"
        /// A container or system controller, not counted.
        case notCounted = "not counted"
    }

    /// One declared controller, what became of it and, unless audited or not counted, why.
    public struct Entry: Hashable, Sendable {
        public var controller: CodeController
        public var status: Status
        public var reason: String?

        init(controller: CodeController, status: Status, reason: String? = nil) {
            self.controller = controller
            self.status = status
            self.reason = reason
        }
    }

    /// Every declared controller in file and line order.
    public var controllers: [Entry]

    /// The reason a declared screen no scene names was not audited.
    public static let notBuiltReason = "declared in code; no screen the audit explored showed it"
    /// The reason a SwiftUI host was not audited, or was shown with no elements.
    public static let swiftUIReason = "hosts SwiftUI, which a11ysim does not model"

    /// The coverage of `declared` by the screens and scenes of `subjects`.
    public init(declared: [CodeController], subjects: [SubjectReport]) {
        var sceneClasses: Set<Int> = []
        var shown: [Int: Bool] = [:]
        let byName = Dictionary(grouping: declared.indices, by: { declared[$0].className })
        /// The declaration of `name` nearest to the subject at `path`: most leading folders shared.
        func nearest(_ name: String, to path: String) -> Int? {
            let target = Self.components(path)
            return byName[name]?.max { Self.shared(declared[$0].location.file, target) < Self.shared(declared[$1].location.file, target) }
        }
        for subject in subjects where subject.error == nil {
            for file in subject.coverage?.files ?? [] {
                for name in file.classes { nearest(name, to: subject.path).map { _ = sceneClasses.insert($0) } }
            }
            for screen in subject.screens {
                for controller in screen.controllers {
                    guard let index = nearest(controller.className, to: subject.path) else { continue }
                    shown[index] = (shown[index] ?? false) || controller.elements > 0
                }
            }
        }
        controllers = declared.indices.map { index in
            let controller = declared[index]
            let swiftUI = controller.kind == .swiftUIHost
            if controller.kind == .other { return Entry(controller: controller, status: .notCounted) }
            if sceneClasses.contains(index) { return Entry(controller: controller, status: .scene) }
            switch shown[index] {
            case true?: return Entry(controller: controller, status: .audited)
            case false?: return Entry(controller: controller, status: .noElements,
                                      reason: swiftUI ? Self.swiftUIReason : SceneCoverage.noElementsReason(naming: controller.notModelledContent))
            case nil: return Entry(controller: controller, status: .notReached, reason: swiftUI ? Self.swiftUIReason : Self.notBuiltReason)
            }
        }
    }

    /// The declared controllers counted here: screens and SwiftUI hosts no scene names.
    public var found: Int { controllers.count { $0.status != .scene && $0.status != .notCounted } }
    /// Those a screen state showed (with elements or not).
    public var audited: Int { controllers.count { $0.status == .audited || $0.status == .noElements } }
    /// Those shown only with no element in their view.
    public var withoutElements: [(controller: CodeController, reason: String)] { listed(.noElements) }
    /// Those no screen state showed.
    public var notReached: [(controller: CodeController, reason: String)] { listed(.notReached) }

    private func listed(_ status: Status) -> [(controller: CodeController, reason: String)] {
        controllers.compactMap { $0.status == status ? ($0.controller, $0.reason ?? "") : nil }
    }

    /// The standardized absolute path's components, so that `../app/A.swift` and `/w/app/A.swift` compare.
    static func components(_ path: String) -> [Substring] {
        URL(fileURLWithPath: path).standardizedFileURL.path.split(separator: "/")
    }

    static func shared(_ path: String, _ target: [Substring]) -> Int {
        zip(components(path), target).prefix { $0 == $1 }.count
    }
}

extension CodeController {
    /// `ComposeViewController at Compose/ComposeViewController.swift:12`, as the reports name it.
    public var summary: String { "\(className) at \(location)" }
}
