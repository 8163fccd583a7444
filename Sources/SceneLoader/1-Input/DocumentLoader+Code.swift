import AccessibilityTree
import Foundation
import SwiftCodeReader

/// An input made of an app's code alone (``CodeInput``; docs/code.md, "An app without a storyboard"):
/// its app or scene delegate's Swift file, whose document starts empty and is filled by the code —
/// its view controllers made in code are its scenes, its first screen the window's root the delegate sets.
extension DocumentLoader {
    /// Whether `url` is a Swift file: an input made of its app's code.
    static func isCode(_ url: URL) -> Bool {
        url.pathExtension.lowercased() == "swift"
    }

    /// The empty document the code of the app `url` stands for fills; refused when no code is read
    /// with it, or when the code read does not make it an app's code input.
    static func loadCode(_ url: URL, code: AppCode?) throws(SceneLoadError) -> DocumentSource {
        let location = SourceLocation(file: url.path, line: 1, column: 1)
        guard let code else {
            throw SceneLoadError("a Swift file is read as its app's code: give the app's folder, or this file with --code FOLDER naming the folder whose code to read", at: location)
        }
        let path = url.standardizedFileURL.path
        guard code.codeInputs.contains(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == path }) else {
            let inputs = code.codeInputs.map(code.relativePath)
            throw SceneLoadError("this Swift file does not stand for an app's code: only the app or scene delegate of an app with no storyboard but its launch screen does"
                                 + (inputs.isEmpty ? " (the code read has none)" : " (in the code of \(code.folder): \(inputs.joined(separator: ", ")))"), at: location)
        }
        return DocumentSource(document: SceneDocument(root: ""), warnings: [], files: [url], sceneFiles: [url.path])
    }

    /// Gives a code input's document, once its code is applied, its first screen: the one the
    /// delegate set (``CodeApplier``), else the first view controller made in code, saying so in a
    /// warning; refused when the app makes no view controller in code.
    static func chooseFirstScreen(_ source: inout DocumentSource, url: URL) throws(SceneLoadError) {
        guard source.document.root.isEmpty else { return }
        guard let first = source.document.controllers.first else {
            throw SceneLoadError("the app's code declares no view controller a11ysim can show (a view, table or collection view controller no Interface Builder file names); nothing to audit", at: SourceLocation(file: url.path, line: 1, column: 1))
        }
        source.document.root = first.id
        source.warnings.append(SceneDiagnostic(location: first.mark.location ?? SourceLocation(file: url.path, line: 1, column: 1),
                                               message: "no app or scene delegate sets the window's rootViewController in a way a11ysim follows; the first screen is \(first.className ?? first.id), the first view controller declared, and the others open as windows of their own"))
    }
}
