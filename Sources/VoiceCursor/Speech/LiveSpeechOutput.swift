import Foundation
import Synchronization

/// Speech played on the sound device through an ``AudioPlayer``, without blocking the caller.
///
/// Each utterance that starts (or resumes) is written to a temporary WAV file and handed to
/// the player, which runs beside the session; an interruption or pause terminates it. A new
/// utterance stops any audio still playing. If a player exits with an error, the next
/// `receive` or `finish` throws ``SpeechError/deviceFailed(player:reason:)``, and a
/// ``Speaker`` then falls back to text.
public final class LiveSpeechOutput: SpeechOutput {
    /// The program that plays the audio.
    public let player: AudioPlayer
    private let state = Mutex<PlayerState>(PlayerState())

    /// The player process last started (playing, or ended and not yet checked) and its file.
    private struct PlayerState {
        var playing: (process: Process, file: TemporaryWAV)?
    }

    public init(player: AudioPlayer) {
        self.player = player
    }

    /// Whether a player is playing now.
    public var isPlaying: Bool {
        state.withLock { state in state.playing?.process.isRunning == true }
    }

    public func receive(_ events: [SpeechEvent]) throws(SpeechError) {
        try state.withLock { state throws(SpeechError) in
            try checkFinishedPlayer(&state)
            for event in events {
                switch event {
                case .started(let utterance, _):
                    try play(utterance, from: .zero, &state)
                case .resumed(let utterance, _, let progress):
                    try play(utterance, from: progress.elapsed, &state)
                case .paused, .interrupted:
                    stop(&state)
                case .finished, .cancelled:
                    break
                }
            }
        }
    }

    /// Waits for the audio playing now to end.
    public func finish() throws(SpeechError) {
        if let process = state.withLock({ $0.playing?.process }) {
            process.waitUntilExit()
        }
        try state.withLock { state throws(SpeechError) in try checkFinishedPlayer(&state) }
    }

    /// Stops what is playing and starts `utterance`'s audio from `offset`.
    private func play(_ utterance: Utterance, from offset: Duration, _ state: inout PlayerState) throws(SpeechError) {
        stop(&state)
        guard let audio = utterance.speech?.audio else { return }
        let file = try TemporaryWAV(
            samples: audio.samples(from: offset, to: audio.duration), sampleRate: audio.sampleRate)
        do {
            state.playing = (try player.start(playing: file.path), file)
        } catch {
            file.remove()
            throw error
        }
    }

    /// Terminates the player, if one is playing, and deletes its file.
    private func stop(_ state: inout PlayerState) {
        guard let (process, file) = state.playing else { return }
        state.playing = nil
        if process.isRunning { process.terminate() }
        file.remove()
    }

    /// Throws if the last player has ended with an error; forgets it once it has ended.
    private func checkFinishedPlayer(_ state: inout PlayerState) throws(SpeechError) {
        guard let (process, file) = state.playing, !process.isRunning else { return }
        state.playing = nil
        file.remove()
        if let failure = AudioPlayer.failure(of: process) {
            throw .deviceFailed(player: player.executable, reason: failure)
        }
    }
}
