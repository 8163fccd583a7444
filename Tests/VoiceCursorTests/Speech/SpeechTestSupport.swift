import Foundation
import Synchronization
@testable import VoiceCursor

/// Lines written by a text output, collected for assertions.
final class SpeechLineRecorder: Sendable {
    private let storage = Mutex<[String]>([])

    var lines: [String] { storage.withLock { $0 } }

    /// A text output that records here.
    var output: TextSpeechOutput {
        TextSpeechOutput { line in self.storage.withLock { $0.append(line) } }
    }
}

/// A fresh directory under the temporary directory, for files a test writes.
func makeSpeechTestDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("a11ysim-speech-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Deletes a directory made by ``makeSpeechTestDirectory()``.
func removeSpeechTestDirectory(_ url: URL) {
    try? FileManager.default.removeItem(at: url)
}

/// The header fields and sample bytes of a 16-bit mono WAV file.
struct ParsedSpeechWAV {
    let riff: String
    let riffSize: Int
    let wave: String
    let format: Int
    let channels: Int
    let sampleRate: Int
    let bitsPerSample: Int
    let dataSize: Int
    let fileSize: Int
    let samples: [Int16]

    init(contentsOf url: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: url))
        func text(_ offset: Int) -> String { String(decoding: bytes[offset..<offset + 4], as: UTF8.self) }
        func integer(_ offset: Int, _ size: Int) -> Int {
            (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        riff = text(0)
        riffSize = integer(4, 4)
        wave = text(8)
        format = integer(20, 2)
        channels = integer(22, 2)
        sampleRate = integer(24, 4)
        bitsPerSample = integer(34, 2)
        dataSize = integer(40, 4)
        fileSize = bytes.count
        samples = stride(from: 44, to: bytes.count - 1, by: 2).map {
            Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
        }
    }
}

/// Speech of `words` words at 180 words per minute (1/3 s a word), without audio.
func estimatedSpeechUtterance(_ text: String, kind: Utterance.Kind = .elementPhrase) -> Utterance {
    Utterance(text, kind: kind, speech: EstimatedSynthesizer().synthesize(text, language: nil))
}
