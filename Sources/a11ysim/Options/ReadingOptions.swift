import AccessibilityTree
import ArgumentParser
import SceneLoader
import Foundation

/// The options `run`, `tree`, `session` and `audit` share, each declared once with one help text:
/// the device (its size, orientation, direction, text size and language), and whether the Swift code of a folder
/// given is read and explained.
struct ReadingOptions: ParsableArguments {
    @Option(help: "The device: phone, pad, a model or an Interface Builder device id from docs/storyboards.md's table (\"iPhone SE (3rd generation)\", retina6_12, ipad10_9rounded, …), or WIDTHxHEIGHT in points (a phone unless WIDTH ≥ 600); default: the file's own, else an iPhone 390×844. On another device than the file's, screens whose Auto Layout constraints solve are laid out anew.")
    var device: String?

    @Flag(help: "Landscape (on the file's own device unless --device names another).")
    var landscape = false

    @Flag(help: "Right-to-left layout (reading order runs right to left), on the file's own device unless --device names another.")
    var rtl = false

    @Option(name: .customLong("content-size"), help: ArgumentHelp("The text size the user chose (UIKit's content size categories, default large): text styles that adjust take Apple's size for it, and screens whose Auto Layout constraints solve are laid out anew (docs/layout.md, \"Dynamic Type\"). The audit checks the default and accessibilityExtraExtraExtraLarge unless given one.", valueName: "category"))
    var contentSize: ContentSizeCategory?

    @Option(help: "The device's language: VoiceOver's own words, number formats and voice in en, de or ru (default en). The app's labels stay as given.")
    var language: String?

    @Flag(name: .customLong("no-code"), help: "Don't read the Swift code of a folder given (docs/code.md).")
    var noCode = false

    @Option(name: .customLong("code"), help: ArgumentHelp("Read the Swift code of this folder with a storyboard or xib given on its own, as the audit of the folder reads it (docs/code.md).", valueName: "folder"))
    var code: String?

    @Flag(name: .customLong("explain-code"), help: "List what was understood in a folder's Swift code and what was left alone (on standard error; in an audit, with each input's warnings).")
    var explainCode = false

    func validate() throws {
        do {
            _ = try deviceRequest
        } catch {
            throw ValidationError(error.description)
        }
        if let code {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: code, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--code takes a folder of the app's Swift code; \(code) is not a folder")
            }
            guard !noCode else { throw ValidationError("--code and --no-code contradict each other; give one") }
        }
        if let language, VoiceOverLanguage(code: language) == nil {
            throw ValidationError("--language takes \(VoiceOverLanguage.allCases.map(\.rawValue).joined(separator: ", ")) (the languages with a verified word list), not '\(language)'")
        }
    }

    /// The language `--language` names (checked by ``validate()``), or nil when not given.
    var resolvedLanguage: VoiceOverLanguage? { language.flatMap(VoiceOverLanguage.init(code:)) }

    /// The device `--device`, `--landscape`, `--rtl` and `--content-size` ask for (checked by ``validate()``).
    var deviceRequest: DeviceRequest {
        get throws(DeviceRequestError) {
            var request = try DeviceRequest(name: device, landscape: landscape, rightToLeft: rtl)
            request.contentSize = contentSize
            return request
        }
    }
}

/// `--content-size` takes UIKit's category names (`large`, `accessibilityExtraExtraExtraLarge`).
extension ContentSizeCategory: ExpressibleByArgument {}
