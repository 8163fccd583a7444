import Foundation
import AccessibilityTree
import SwiftCodeReader

/// Loads scene files (YAML or JSON), Interface Builder storyboards and xibs, or a folder of
/// storyboards, into the live model, and writes loaded scenes back as scene files.
@MainActor
public enum SceneLoader {
    /// The largest scene file, storyboard or xib read, in bytes (docs/cli.md, "Limits on inputs"): a
    /// larger one is refused before it is read.
    nonisolated public static let maximumFileSize = Limits.maximumFileSize

    /// Loads a scene file (.yaml/.yml/.json), a storyboard (.storyboard) or a xib (.xib) — or a folder
    /// of storyboards treated as one app — into a live model with the window made key.
    ///
    /// `device` overrides the device the file names (scene files) or was designed on (the `<device>`
    /// of a storyboard or xib); the default is an iPhone in portrait. Every problem is a ``SceneLoadError`` with
    /// the file, line and column and what to do; nothing in the input can make the loader trap.
    public static func load(contentsOf url: URL, device: Device? = nil) throws(SceneLoadError) -> LoadedScene {
        try prepare(contentsOf: url).makeScene(device: device)
    }

    /// Reads, decodes and validates `url` without building it; build it with
    /// ``PreparedScene/makeScene(device:)`` as often as needed. Throws what ``load(contentsOf:device:)``
    /// throws for the input itself.
    ///
    /// With `code` (the folder's Swift code, ``CodeReading/read(folder:)``), what the code does to
    /// the storyboards' screens is applied first (docs/code.md); ``PreparedScene/codeExplanation``
    /// says what was and was not. Code never fails the load of a storyboard, xib or scene file: should
    /// its facts not validate, they are left out with a warning. A Swift file is the input made of its
    /// app's code alone (``SwiftCodeReader/CodeInput``), which needs `code` and fails without views to show.
    public static func prepare(contentsOf url: URL, code: AppCode? = nil) throws(SceneLoadError) -> PreparedScene {
        // An app's code alone (its delegate's Swift file) starts from an empty document the code fills.
        let isCode = DocumentLoader.isCode(url)
        let source = isCode ? try DocumentLoader.loadCode(url, code: code) : try DocumentLoader.load(url)
        if !isCode {
            var validator = DocumentValidator(document: source.document)
            try validator.validate()
        }
        guard let code else {
            // Interface Builder's cells that size themselves take their heights (CellSelfSizing).
            var sized = source
            CellSelfSizing.apply(to: &sized)
            return PreparedScene(source: sized)
        }
        var withCode = source
        var applier = CodeApplier(code: code)
        applier.apply(to: &withCode)
        if isCode { try DocumentLoader.chooseFirstScreen(&withCode, url: url) }
        withCode.warnings += code.warnings.map { note in
            SceneDiagnostic(location: SourceLocation(file: note.location.file, line: note.location.line, column: note.location.column), message: note.reason)
        }
        var codeValidator = DocumentValidator(document: withCode.document)
        do throws(SceneLoadError) {
            try codeValidator.validate()
        } catch {
            // Controllers embedded in code are the facts most likely to break the document: without them first.
            var withoutEmbeddings = withCode
            if CodeApplier.leaveOutEmbeddings(in: &withoutEmbeddings.document) {
                var retry = DocumentValidator(document: withoutEmbeddings.document)
                if (try? retry.validate()) != nil {
                    withoutEmbeddings.warnings.append(SceneDiagnostic(location: error.location, message: "the controllers embedded in code were left out: \(error.message)"))
                    return PreparedScene(source: withoutEmbeddings, codeExplanation: applier.explanation)
                }
            }
            // Without its code's facts, an app's code has nothing to show.
            if isCode { throw error }
            var fallback = source
            fallback.warnings.append(SceneDiagnostic(location: error.location, message: "the facts read from the Swift code were left out: \(error.message)"))
            return PreparedScene(source: fallback, codeExplanation: applier.explanation)
        }
        // Views made in code that constraints made in code place take their solved frames.
        let layout = CodeLayout.apply(to: &withCode)
        CellSelfSizing.apply(to: &withCode)
        var explanation = applier.explanation
        explanation.constrainedViews = layout.constrained
        explanation.solvedViews = layout.solved
        return PreparedScene(source: withCode, codeExplanation: explanation)
    }

    /// The scene as a JSON scene file: storyboards come out converted, overlays merged with their
    /// base. Loading the result gives the same scene.
    public static func encodeScene(_ scene: LoadedScene) -> String {
        SceneEncoder.encode(scene.document)
    }
}
