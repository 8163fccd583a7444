import Foundation

/// Checks that an espeak-ng data directory holds what synthesis needs.
enum EspeakData {
    /// The file every espeak-ng data directory has; without it nothing can be spoken.
    static let requiredFile = "phontab"

    /// Throws ``SpeechError/dataNotFound(path:)`` unless `directory` contains ``requiredFile``.
    static func validate(directory: String) throws(SpeechError) {
        let file = URL(fileURLWithPath: directory).appendingPathComponent(requiredFile).path
        guard FileManager.default.fileExists(atPath: file) else {
            throw .dataNotFound(path: directory.isEmpty ? "(no path reported)" : directory)
        }
    }
}
