import Foundation
import Synchronization

/// One WAV file for the whole session, on the virtual clock: sample n is at n / sampleRate
/// seconds, the time between utterances (and while paused) is silence, and an interrupted
/// utterance is cut where it stopped. The file ends where the last utterance heard ends.
///
/// An utterance without audio (estimated) is written as silence of its length. The file is an
/// ``AtomicFile``: it replaces an earlier one at ``finish()``, and a session that ends without
/// finishing leaves the earlier one as it was.
public final class ContinuousWAVOutput: SpeechOutput {
    /// The longest session written, in seconds (docs/fuzzing.md): at 22,050 Hz, about 160 MB.
    public static let maximumDuration = 3600

    /// The file written.
    public let path: String
    /// Samples per second; every synthesized utterance must have this rate.
    public let sampleRate: Int
    private let state: Mutex<RecordingState>

    /// The open file, and the part of an utterance sounding since its last start or resume.
    private struct RecordingState {
        var file: AtomicFile?
        var samplesWritten = 0
        var sounding: (utterance: Utterance, from: Duration, at: Duration)?
    }

    /// Starts the file that replaces the one at `path` when finished; `sampleRate` is espeak-ng's
    /// 22050 Hz by default. Throws when `path` is one of `readFiles`.
    public init(path: String, sampleRate: Int = 22050, protecting readFiles: ReadFiles = ReadFiles()) throws(SpeechError) {
        self.path = path
        self.sampleRate = sampleRate
        let file: AtomicFile
        do {
            file = try AtomicFile(path: path, protecting: readFiles)
            try file.write(WAVEncoding.header(sampleCount: 0, sampleRate: sampleRate))
        } catch {
            throw .fileWriteFailed(path: path, reason: error.reason)
        }
        state = Mutex(RecordingState(file: file))
    }

    public func receive(_ events: [SpeechEvent]) throws(SpeechError) {
        try state.withLock { state throws(SpeechError) in
            for event in events {
                switch event {
                case .started(let utterance, let time):
                    state.sounding = (utterance, .zero, time)
                case .resumed(let utterance, let time, let progress):
                    state.sounding = (utterance, progress.elapsed, time)
                case .paused(_, _, let progress), .interrupted(_, _, let progress):
                    try writeSounding(upTo: progress.elapsed, &state)
                case .finished(let utterance, _):
                    try writeSounding(upTo: utterance.speech?.duration ?? .zero, &state)
                case .cancelled:
                    break
                }
            }
        }
    }

    /// Writes the sizes into the header and puts the file in place.
    public func finish() throws(SpeechError) {
        try state.withLock { state throws(SpeechError) in
            guard let file = state.file else { return }
            state.file = nil
            let header = WAVEncoding.header(sampleCount: state.samplesWritten, sampleRate: sampleRate)
            try attempt { () throws(FileWriteError) in
                try file.write(header, atOffset: 0)
                try file.commit()
            }
        }
    }

    /// Writes silence up to the sounding part's start, then the part up to `end` (audio time).
    private func writeSounding(upTo end: Duration, _ state: inout RecordingState) throws(SpeechError) {
        guard let (utterance, from, time) = state.sounding, let file = state.file else { return }
        state.sounding = nil
        let silence = max(PCMAudio.sampleCount(in: time, at: sampleRate) - state.samplesWritten, 0)
        // Checked before the bytes are made: a `wait` of a day would otherwise be gigabytes of silence.
        let coming = silence + max(PCMAudio.sampleCount(in: end, at: sampleRate) - PCMAudio.sampleCount(in: from, at: sampleRate), 0)
        guard state.samplesWritten + coming <= Self.maximumDuration * sampleRate else {
            throw .fileWriteFailed(path: path, reason: "the session's audio would pass \(Self.maximumDuration / 3600) hour, the limit of one WAV file")
        }
        var bytes = WAVEncoding.bytes(of: repeatElement(Int16(0), count: silence))
        if let audio = utterance.speech?.audio {
            guard audio.sampleRate == sampleRate else {
                throw .sampleRateMismatch(expected: sampleRate, actual: audio.sampleRate)
            }
            bytes += WAVEncoding.bytes(of: audio.samples(from: from, to: end))
        } else {
            let count = PCMAudio.sampleCount(in: end, at: sampleRate) - PCMAudio.sampleCount(in: from, at: sampleRate)
            bytes += WAVEncoding.bytes(of: repeatElement(Int16(0), count: max(count, 0)))
        }
        try attempt { () throws(FileWriteError) in try file.write(bytes) }
        state.samplesWritten += bytes.count / 2
    }

    /// Runs file operations, reporting any failure as ``SpeechError/fileWriteFailed(path:reason:)``.
    private func attempt(_ body: () throws(FileWriteError) -> Void) throws(SpeechError) {
        do {
            try body()
        } catch {
            throw .fileWriteFailed(path: path, reason: error.reason)
        }
    }
}
