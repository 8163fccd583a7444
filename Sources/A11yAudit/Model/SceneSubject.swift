import AccessibilityTree
import Foundation
import SceneLoader

/// Reads one audit input into the subject to audit, with the warnings its loading gave (`AuditRun`
/// in AuditRunner takes one; ``SceneSubject/loader(language:code:)`` is the command's).
public typealias AuditSubjectLoader = @MainActor (AuditInput) throws -> (subject: any AuditSubject, warnings: [String])

/// A scene file, storyboard, xib or folder of storyboards as an audit subject: the input is read and
/// validated once, every application is a fresh build of it on one device in one language, and source
/// locations come from the build that made the current application. This is how `a11ysim audit` reads
/// its inputs, and what `AuditRun` uses when it is given no loader of its own.
///
/// Every scene of the input is an entry, as the command has it; given one entry scene instead, every
/// application opens that scene and the audit explores from it alone.
@MainActor
public final class SceneSubject: AuditSubject {
    public let name: String
    public let path: String
    /// The loader's warnings, as `file:line:column: warning: …`.
    public private(set) var loadWarnings: [String]
    public let scenes: [AuditScene]
    private let prepared: PreparedScene
    /// The device, or nil for the input's own (the one a storyboard was designed on).
    private let device: Device?
    /// The one scene every application opens, or nil to start on the initial screen.
    private let entry: SceneEntry?
    /// The input's scenes, by id (none when ``entry`` is set).
    private let entries: [String: SceneEntry]
    private var current: LoadedScene?
    /// What the text size checked breaks, by the location of the view it breaks.
    private let contentSizes: ContentSizeReport

    /// Reads and validates `path` once, so that load errors surface before exploring, with the Swift
    /// code `code` gives it.
    /// `device` changes each input's designed device (nil: its own).
    public convenience init(path: String, device: DeviceRequest? = nil, language: VoiceOverLanguage? = nil,
                            code: CodeReading = CodeReading()) throws(SceneLoadError) {
        let prepared = try SceneLoader.prepare(contentsOf: URL(fileURLWithPath: path), code: code.code(for: path))
        self.init(prepared: prepared, path: path, request: device, language: language, explain: code.explain)
    }

    /// An input read already, on the device `device` asks for; with `explain`, the warnings list what
    /// was understood of its code.
    convenience init(prepared: PreparedScene, path: String, request device: DeviceRequest?, language: VoiceOverLanguage?, explain: Bool) {
        let resolved = device.flatMap { $0.changesDevice ? $0.resolve(designed: prepared.designedDevice) : nil }
        self.init(prepared: prepared, path: path, device: resolved, language: language)
        if explain { loadWarnings += prepared.codeExplanation?.lines ?? [] }
    }

    /// An input read already, on `device` (nil: its own) in `language` (nil: English); with `entry`,
    /// every application opens that scene.
    public init(prepared: PreparedScene, path: String, device: Device? = nil, language: VoiceOverLanguage? = nil,
                entry: SceneEntry? = nil) {
        let resolved = prepared.device(device, language: language)
        // The text size asked for, else the largest (docs/audit-rules.md, "Dynamic Type"), against the
        // default, from the input as given.
        let checked = Self.checkedContentSize(on: resolved)
        contentSizes = prepared.contentSizeReport(on: resolved, at: checked)
        // Laid out on the device once, not again for every application the exploration builds.
        let prepared = resolved.map { prepared.laidOut(on: $0) } ?? prepared
        self.prepared = prepared
        self.path = path
        self.device = resolved
        self.entry = entry
        name = (path as NSString).lastPathComponent
        loadWarnings = (prepared.warnings + contentSizes.warnings(at: checked)).map(\.description)
        let all = entry == nil ? prepared.scenes : []
        entries = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        scenes = all.map { AuditScene(id: $0.id, className: $0.className, location: $0.location, opening: $0.opening, isLedTo: $0.isLedTo,
                                  isViewController: $0.isViewController) }
    }

    /// Reads audit inputs (``AuditSubjectLoader``), with the loader's warnings, on a device in
    /// `language` (nil: English), with the Swift code `code` says; `device` changes each input's
    /// designed device (nil: its own). An input with an `audit --devices` entry
    /// (``AuditInput/device``) is shown on that device instead, with `device`'s direction and text size.
    ///
    /// `audit --devices` gives an input's devices one after another: the input is read once for them
    /// all (the last one read is kept, and laid out anew on each device).
    public static func loader(device: DeviceRequest? = nil, language: VoiceOverLanguage?, code: CodeReading = CodeReading()) -> AuditSubjectLoader {
        let last = LastPrepared()
        return { input in
            var request = device
            if let entry = input.device {
                var matrix = try DeviceRequest(entry: entry)
                matrix.rightToLeft = device?.rightToLeft ?? false
                matrix.contentSize = device?.contentSize
                request = matrix
            }
            let prepared: PreparedScene
            if let kept = last.scene, last.path == input.path {
                prepared = kept
            } else {
                prepared = try SceneLoader.prepare(contentsOf: URL(fileURLWithPath: input.path), code: code.code(for: input.path))
                // Only inputs audited on several devices are read again; keeping any other would hold its memory for nothing.
                (last.path, last.scene) = input.device == nil ? (nil, nil) : (input.path, prepared)
            }
            let subject = SceneSubject(prepared: prepared, path: input.path, request: request, language: language, explain: code.explain)
            return (subject, subject.loadWarnings)
        }
    }

    /// The input a loader read last, for the next device of `audit --devices`.
    private final class LastPrepared {
        var path: String?
        var scene: PreparedScene?
    }

    public func makeApplication() throws -> Application {
        try show(entry.map { entry throws(SceneLoadError) in try prepared.makeScene(device: device, opening: entry) }
                 ?? prepared.makeScene(device: device))
    }

    public func makeApplication(opening scene: AuditScene) throws -> Application {
        guard let entry = entries[scene.id] else { throw AuditInputError("\(path) has no scene '\(scene.id)'") }
        return show(try prepared.makeScene(device: device, opening: entry))
    }

    private func show(_ scene: LoadedScene) -> Application {
        current = scene
        return scene.application
    }

    public func sourceLocation(of object: AnyObject) -> SourceLocation? {
        current?.sourceLocation(of: object)
    }

    /// The text size the audit checks on `device`: its own when it is not the default, else the
    /// largest accessibility size.
    public static func checkedContentSize(on device: Device?) -> ContentSizeCategory {
        let category = device?.preferredContentSizeCategory ?? .default
        return category == .default ? .largest : category
    }

    public func contentSizeProblems(of object: AnyObject) -> [ContentSizeProblem] {
        guard let current else { return [] }
        // A problem of a view inside a table cell is this cell's only in this table: the same views
        // (a class or a xib registered in several tables) may be laid out otherwise in another.
        let cell = (object as? View).flatMap { view in sequence(first: view, next: \.superview).first { $0 is TableViewCell } }
        let cellLocation = cell.flatMap { current.sourceLocation(of: $0) }
        let tableLocation = (cell?.superview as? TableView).flatMap { current.sourceLocation(of: $0) }
        func isHere(_ problem: ContentSizeProblem) -> Bool {
            problem.cell == nil || cell != nil && problem.cellLocation == cellLocation && problem.tableLocation == tableLocation
        }
        var found = (current.sourceLocation(of: object).flatMap { contentSizes.problems[$0] } ?? []).filter(isHere)
        // VoiceOver reads a table cell as one element: the problems of the views inside it are the
        // cell's, each naming its view (docs/audit-rules.md, "Dynamic Type").
        if let cell = object as? TableViewCell {
            var pending = cell.subviews
            var next = 0
            while next < pending.count {
                let view = pending[next]
                next += 1
                if let location = current.sourceLocation(of: view) {
                    found += (contentSizes.problems[location] ?? []).filter { $0.cell != nil && isHere($0) && !found.contains($0) }
                }
                pending += view.subviews
            }
        }
        return found
    }

    public func scenesOnScreen() -> [String] {
        current?.scenesOnScreen ?? []
    }

    public func appSegues() -> [AuditAppSegue] {
        current?.appSegues.map { AuditAppSegue(source: $0.source, identifier: $0.identifier) } ?? []
    }

    public func performAppSegue(_ segue: AuditAppSegue) -> Bool {
        guard let current, let found = current.appSegues.first(where: { $0.source == segue.source && $0.identifier == segue.identifier }) else { return false }
        return current.performAppSegue(found)
    }
}
