import Foundation

/// A program that plays a WAV file on the sound device: `paplay FILE` or `aplay -q FILE`.
///
/// a11ysim plays live speech by handing each utterance's audio, as a temporary WAV file, to
/// such a program: it runs beside the session (never blocking it) and is stopped by
/// terminating it. espeak-ng's own playback mode is not used, because it would put the one
/// process-wide engine in playback mode and lose the samples the cache, the WAV outputs and
/// the virtual clock need.
public struct AudioPlayer: Sendable, Hashable {
    /// The players a11ysim looks for on PATH, most preferred first: PulseAudio or PipeWire's
    /// paplay, then ALSA's aplay.
    private static let knownPlayers: [(name: String, arguments: [String])] = [
        ("paplay", []), ("aplay", ["-q"]),
    ]

    /// The program's absolute path.
    public let executable: String
    /// Arguments before the WAV file's path.
    public let arguments: [String]

    public init(executable: String, arguments: [String] = []) {
        self.executable = executable
        self.arguments = arguments
    }

    /// The first known player on PATH that can play a short silence, i.e. a working device.
    ///
    /// Blocks while it tries each player found, at most 3 s each.
    public static func detect() throws(SpeechError) -> AudioPlayer {
        var failures: [String] = []
        for known in knownPlayers {
            guard let executable = findOnPath(known.name) else { continue }
            let player = AudioPlayer(executable: executable, arguments: known.arguments)
            guard let failure = player.probeFailure() else { return player }
            failures.append("\(executable) \(failure)")
        }
        let tried = knownPlayers.map(\.name).joined(separator: " or ")
        throw .noSoundDevice(reason: failures.isEmpty ? "no \(tried) on PATH" : failures.joined(separator: "; "))
    }

    /// Starts playing the WAV file at `path` and returns at once.
    func start(playing path: String) throws(SpeechError) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments + [path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .deviceFailed(player: executable, reason: "cannot start it: \(error)")
        }
        return process
    }

    /// Why a finished player failed, or nil if it played to the end or was terminated.
    static func failure(of process: Process) -> String? {
        guard process.terminationReason == .exit, process.terminationStatus != 0 else { return nil }
        return "exited with status \(process.terminationStatus)"
    }

    /// Plays 50 ms of silence, waiting up to 3 s: nil if the player succeeds, else why not.
    private func probeFailure() -> String? {
        let file: TemporaryWAV
        let process: Process
        do {
            file = try TemporaryWAV(samples: repeatElement(Int16(0), count: 1103), sampleRate: 22050)
        } catch {
            return "could not be tried: \(error)"
        }
        defer { file.remove() }
        do {
            process = try start(playing: file.path)
        } catch {
            return "could not start: \(error)"
        }
        let deadline = ContinuousClock.now + .seconds(3)
        while process.isRunning && ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        if process.isRunning {
            process.terminate()
            return "did not finish playing 50 ms within 3 s"
        }
        return Self.failure(of: process)
    }

    /// The absolute path of executable `name` on PATH, if any.
    private static func findOnPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").lazy
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name).path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
