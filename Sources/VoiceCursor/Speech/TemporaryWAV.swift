import Foundation

/// A WAV file in the temporary directory, written for an audio player to read.
struct TemporaryWAV: Sendable {
    let path: String

    /// Writes `samples` to a new, uniquely named file.
    init<Samples: Collection<Int16>>(samples: Samples, sampleRate: Int) throws(SpeechError) {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("a11ysim-speech-\(UUID().uuidString).wav").path
        let bytes = WAVEncoding.file(samples: samples, sampleRate: sampleRate)
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw .fileWriteFailed(path: path, reason: error.reason)
        }
    }

    /// Deletes the file (a player that has it open keeps reading it).
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
