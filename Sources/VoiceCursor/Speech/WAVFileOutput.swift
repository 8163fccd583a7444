import Foundation
import Synchronization

/// One WAV file per utterance heard, for CI: `0001-element.wav`, `0002-announcement.wav`, ….
///
/// A file holds what was heard: the whole utterance if it finished, its start if it was
/// interrupted (cancelled utterances were never heard and get no file). An utterance without
/// audio (estimated) is written as silence of its length.
public final class WAVFileOutput: SpeechOutput {
    /// The directory the files go in.
    public let directory: URL
    /// The sample rate of files for estimated utterances (synthesized ones keep their own).
    public let silenceSampleRate: Int
    /// The files read, which no WAV file may replace.
    private let readFiles: ReadFiles
    private let written = Mutex<[String]>([])

    /// Files in `directory`, created if missing; none may replace one of `readFiles`.
    public init(directory: String, silenceSampleRate: Int = 22050, protecting readFiles: ReadFiles = ReadFiles()) throws(SpeechError) {
        self.directory = URL(fileURLWithPath: directory, isDirectory: true)
        self.silenceSampleRate = silenceSampleRate
        self.readFiles = readFiles
        do {
            try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
        } catch {
            throw .fileWriteFailed(path: directory, reason: "\(error)")
        }
    }

    /// The paths written so far, in order.
    public var files: [String] { written.withLock { $0 } }

    public func receive(_ events: [SpeechEvent]) throws(SpeechError) {
        for event in events {
            switch event {
            case .finished(let utterance, _):
                try write(utterance, upTo: utterance.speech?.duration ?? .zero)
            case .interrupted(let utterance, _, let progress):
                try write(utterance, upTo: progress.elapsed)
            case .started, .paused, .resumed, .cancelled:
                break
            }
        }
    }

    public func finish() {}

    /// Writes the first `elapsed` of `utterance` to the next numbered file.
    private func write(_ utterance: Utterance, upTo elapsed: Duration) throws(SpeechError) {
        let bytes: [UInt8]
        if let audio = utterance.speech?.audio {
            bytes = WAVEncoding.file(samples: audio.samples(from: .zero, to: elapsed), sampleRate: audio.sampleRate)
        } else {
            let count = PCMAudio.sampleCount(in: elapsed, at: silenceSampleRate)
            bytes = WAVEncoding.file(samples: repeatElement(Int16(0), count: count), sampleRate: silenceSampleRate)
        }
        let path = written.withLock { files in
            let number = String(files.count + 1)
            let name = String(repeating: "0", count: max(0, 4 - number.count)) + number
                + "-\(Self.fileStem(utterance.kind)).wav"
            let path = directory.appendingPathComponent(name).path
            files.append(path)
            return path
        }
        do {
            try AtomicFile.write(bytes, to: path, protecting: readFiles)
        } catch {
            throw .fileWriteFailed(path: path, reason: error.reason)
        }
    }

    /// The file-name word for a kind of utterance.
    private static func fileStem(_ kind: Utterance.Kind) -> String {
        switch kind {
        case .elementPhrase: "element"
        case .hint: "hint"
        case .valueChange: "value"
        case .announcement: "announcement"
        case .pageStatus: "page-status"
        }
    }
}
