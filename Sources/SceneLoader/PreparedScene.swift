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

    /// What the loader could not represent exactly and how it worked around it.
    public var warnings: [SceneDiagnostic] { source.warnings }
    /// Every file read, the loaded file first.
    public var files: [URL] { source.files }

    /// A fresh application of the input with its window made key; see ``SceneLoader/load(contentsOf:device:)``.
    @MainActor
    public func makeScene(device: Device? = nil) -> LoadedScene {
        SceneBuilder.build(source, device: device)
    }
}
