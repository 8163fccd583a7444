import Foundation
import AccessibilityTree

/// An input read, decoded and validated once, ready to build as many fresh applications as a caller
/// needs — the audit replays a gesture path on a new application for every screen it reaches, and
/// reading the storyboard again each time would cost more than the exploration itself.
///
/// The document is an immutable value, so every ``makeScene(device:)`` starts from the same state:
/// two scenes made from one prepared input share nothing live.
public struct PreparedScene: Sendable {
    let source: DocumentSource
    let catalog: SceneCatalog
    /// Each template's position in the document, made once for every scene built from it: an index
    /// made per build would make auditing a storyboard of many scenes quadratic (docs/fuzzing.md).
    let positions: SceneDocument.ControllerPositions
    /// Each catalog entry's position by its template's id.
    private let entryPositions: [String: Int]
    /// What reading the app's Swift code gave; nil when no code was read.
    public let codeExplanation: CodeExplanation?

    init(source: DocumentSource, codeExplanation: CodeExplanation? = nil) {
        self.source = source
        self.codeExplanation = codeExplanation
        catalog = SceneCatalog(source)
        positions = SceneDocument.ControllerPositions(source.document)
        var entryPositions: [String: Int] = [:]
        for position in catalog.entries.indices where entryPositions[catalog.entries[position].template.id] == nil {
            entryPositions[catalog.entries[position].template.id] = position
        }
        self.entryPositions = entryPositions
    }

    /// What the loader could not represent exactly and how it worked around it.
    public var warnings: [SceneDiagnostic] { source.warnings }
    /// Every file read, the loaded file first.
    public var files: [URL] { source.files }

    /// The device the input asks for: the one a storyboard or xib was designed on, a scene file's
    /// `device`, else an iPhone in portrait.
    public var designedDevice: Device { source.document.device ?? .phone }

    /// The device to build the input on: `device` (nil: the designed one) in `language` (nil: the
    /// device's own). The language is decided here, before the scene is built, so that UIKit's
    /// defaults are worded in it from the start; nil when both are nil (the designed device as is).
    public func device(_ device: Device?, language: VoiceOverLanguage?) -> Device? {
        guard let language else { return device }
        var result = device ?? designedDevice
        result.language = language
        return result
    }

    /// The input laid out by its Auto Layout constraints on `device` once (docs/layout.md, "On another
    /// device"), for building many applications on that device; with a warning for each screen that
    /// keeps its saved frames. The input as it is on its designed device.
    public func laidOut(on device: Device) -> PreparedScene {
        PreparedScene(source: DeviceLayout.relayout(source, on: device), codeExplanation: codeExplanation)
    }

    /// A fresh application of the input with its window made key; see ``SceneLoader/load(contentsOf:device:)``.
    @MainActor
    public func makeScene(device: Device? = nil) -> LoadedScene {
        SceneBuilder.build(source, positions: positions, device: device)
    }

    /// Every scene of the input's own files (a folder's storyboards, the file given — not the files
    /// its references load), in definition order.
    public var scenes: [SceneEntry] {
        catalog.entries.filter(\.isOwn).map { Self.entry($0, isViewController: !source.notViewControllerIDs.contains($0.template.id)) }
    }

    /// The scene `name` names: an Interface Builder id (with or without the storyboard prefix), else
    /// a storyboard ID, else a custom class name, else a title. Throws, listing the candidates, when
    /// no scene or more than one has that name (an error of the name, so at no place in a file).
    public func scene(named name: String) throws(SceneLoadError) -> SceneEntry {
        let all = scenes
        for kind in SceneEntry.NameKind.allCases {
            let matches = all.filter { $0.isNamed(name, by: kind) }
            if matches.count == 1 { return matches[0] }
            if matches.count > 1 {
                throw SceneLoadError("'\(name)' names \(matches.count) scenes; name one by its id:\n" + Self.list(matches), at: nil)
            }
        }
        throw SceneLoadError("no scene is named '\(name)' (by id, storyboard ID, class or title); the scenes are:\n" + Self.list(all), at: nil)
    }

    /// A fresh application with `scene` opened the way the app most plausibly shows it — exactly as
    /// the audit opens it as an entry (see ``SceneEntry/opening``). Throws when a step of the opening
    /// finds its controller missing from the screen.
    @MainActor
    public func makeScene(device: Device? = nil, opening scene: SceneEntry) throws(SceneLoadError) -> LoadedScene {
        guard let position = entryPositions[scene.id] else {
            throw SceneLoadError("the input has no scene with the id '\(scene.id)'", at: source.document.mark.location)
        }
        let loaded = SceneBuilder.build(source, positions: positions, device: device, opening: catalog.entries[position].opening)
        guard loaded.openedAsPlanned else {
            throw SceneLoadError("\(scene.opening) did not open \(scene): a controller it goes through was not on screen", at: scene.location)
        }
        return loaded
    }

    private static func entry(_ entry: SceneCatalog.Entry, isViewController: Bool) -> SceneEntry {
        let template = entry.template
        return SceneEntry(id: template.id, className: template.className ?? template.standInClassName ?? template.kind.uiKitClassName,
                          storyboardID: template.storyboardID,
                          title: template.navigationItem?.title ?? template.title ?? template.tabBarItem?.title,
                          location: template.mark.location, isInitial: entry.isInitial, isLedTo: entry.isLedTo,
                          opening: entry.opening.description, isViewController: isViewController)
    }

    private static func list(_ scenes: [SceneEntry]) -> String {
        scenes.map { "  \($0)" + ($0.location.map { " at \($0)" } ?? "") }.joined(separator: "\n")
    }
}
