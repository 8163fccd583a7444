import AccessibilityTree

/// Which scenes of a subject the audit looked at, file by file: a scene is audited when a screen
/// state the audit captured shows it.
public struct SceneCoverage: Hashable, Codable, Sendable {
    /// The subject's files with scenes, in the order their first scene is defined.
    public var files: [FileCoverage]

    public init(files: [FileCoverage]) {
        self.files = files
    }

    /// Groups `scenes` that are view controllers (``AuditScene/isViewController``) by file, each counted audited when `audited` holds its id, else listed with
    /// its reason in `reasons` (a default when none was recorded); an audited scene that
    /// `withElements` does not hold (nil: every one) is listed as shown with no elements.
    public init(scenes: [AuditScene], audited: Set<String>, reasons: [String: String], subjectPath: String,
                withElements: Set<String>? = nil) {
        var files: [FileCoverage] = []
        var positions: [String: Int] = [:]
        // A view's xib (File's Owner a view, or no class) is audited, not counted as a screen.
        for scene in scenes where scene.isViewController {
            let file = scene.location?.file ?? subjectPath
            let position = positions[file] ?? {
                files.append(FileCoverage(file: file))
                positions[file] = files.count - 1
                return files.count - 1
            }()
            files[position].found += 1
            if !files[position].classes.contains(scene.className) { files[position].classes.append(scene.className) }
            if audited.contains(scene.id) {
                files[position].audited += 1
                if let withElements, !withElements.contains(scene.id) {
                    files[position].withoutElements.append(UnauditedScene(
                        id: scene.id, className: scene.className, location: scene.location, reason: Self.noElementsReason))
                }
            } else {
                files[position].notAudited.append(UnauditedScene(
                    id: scene.id, className: scene.className, location: scene.location,
                    reason: reasons[scene.id] ?? "no screen state showed it"))
            }
        }
        for index in files.indices { files[index].classes.sort() }
        self.files = files
    }

    /// Why a scene or controller shown with no element is not audited clean.
    public static let noElementsReason = "no accessibility elements: its content may be built in a way not modelled"

    /// Why a scene or controller shown with no element is not audited clean, naming what its class's
    /// code shows that a11ysim does not model (`a web view (WKWebView)`) when there is any.
    public static func noElementsReason(naming content: [String]) -> String {
        content.isEmpty ? noElementsReason : "no accessibility elements: its code shows \(content.joined(separator: ", ")), which a11ysim does not model"
    }

    /// Names, in the reason of each scene shown with no elements, what its class's code shows that
    /// a11ysim does not model: the `notModelledContent` of the controller of `declared` with its class
    /// name declared nearest to the scene (most leading folders shared), so that in a folder of apps
    /// two apps' classes of one name each give their own.
    public mutating func nameNotModelledContent(_ declared: [CodeController]) {
        let byName = Dictionary(grouping: declared, by: \.className)
        for file in files.indices {
            for scene in files[file].withoutElements.indices {
                let target = CodeCoverage.components(files[file].withoutElements[scene].location?.file ?? files[file].file)
                guard let nearest = byName[files[file].withoutElements[scene].className]?
                        .max(by: { CodeCoverage.shared($0.location.file, target) < CodeCoverage.shared($1.location.file, target) }),
                      !nearest.notModelledContent.isEmpty else { continue }
                files[file].withoutElements[scene].reason = Self.noElementsReason(naming: nearest.notModelledContent)
            }
        }
    }

    /// The scenes found in every file.
    public var found: Int { files.reduce(0) { $0 + $1.found } }
    /// The scenes audited in every file.
    public var audited: Int { files.reduce(0) { $0 + $1.audited } }
    /// The scenes not audited, file by file.
    public var notAudited: [UnauditedScene] { files.flatMap(\.notAudited) }
    /// The scenes audited that no screen state showed with an element in their view, file by file.
    public var withoutElements: [UnauditedScene] { files.flatMap(\.withoutElements) }
}

/// The scenes of one file: how many were found and audited, and those that were not.
public struct FileCoverage: Hashable, Codable, Sendable {
    public var file: String
    public var found: Int
    public var audited: Int
    public var notAudited: [UnauditedScene]
    /// The scenes audited (counted in ``audited``) that no screen state showed with an element in
    /// their view: not audited clean.
    public var withoutElements: [UnauditedScene]
    /// The classes of the file's scenes, sorted: what tells a view controller declared in code that
    /// a scene names it (``CodeCoverage``).
    public var classes: [String]

    /// The report's names (`found` is `scenes`), in its order.
    enum CodingKeys: String, CodingKey { case file, found = "scenes", audited, notAudited, withoutElements, classes }

    public init(file: String, found: Int = 0, audited: Int = 0, notAudited: [UnauditedScene] = [],
                withoutElements: [UnauditedScene] = [], classes: [String] = []) {
        self.file = file
        self.found = found
        self.audited = audited
        self.notAudited = notAudited
        self.withoutElements = withoutElements
        self.classes = classes
    }
}

/// A scene the audit did not look at, or saw no element of, and why.
public struct UnauditedScene: Hashable, Codable, Sendable {
    /// The controller's id in the input.
    public var id: String
    /// The custom class, else the UIKit class.
    public var className: String
    /// Where the controller is defined.
    public var location: SourceLocation?
    public var reason: String

    public init(id: String, className: String, location: SourceLocation?, reason: String) {
        self.id = id
        self.className = className
        self.location = location
        self.reason = reason
    }
}
