import Synchronization

/// VoiceOver's voice: synthesizes utterances, runs them through a ``SpeechQueue`` on the
/// virtual clock, and hands the resulting events to the outputs.
///
/// The one object a VoiceOver session talks to about speech, as an app talks to
/// `AVSpeechSynthesizer`. Nothing here is fatal: a synthesis failure falls back to an
/// estimate and an output failure to text, each with one ``SpeechWarning``.
/// Safe to share between threads (its state is behind a lock).
public final class Speaker: Sendable {
    private let synthesizer: any SpeechSynthesizing
    private let estimator: EstimatedSynthesizer
    private let fallback: TextSpeechOutput
    private let state: Mutex<SpeakerState>
    /// Why `.auto` output found no working sound device and went to text, so that nothing is heard;
    /// nil when it plays, or when another output was chosen. (`.auto` does not warn through
    /// ``takeWarnings()``: a caller tells the user once, with its own way to write WAV files.)
    public let noSoundDevice: SpeechError?

    /// What the lock guards.
    private struct SpeakerState {
        var queue: SpeechQueue
        var outputs: [any SpeechOutput]
        /// Whether the text fallback has replaced a failed output.
        var fellBackToText = false
        var warnings: [SpeechWarning] = [] {
            didSet {
                for case .outputFellBackToText(let error) in warnings where error.isFileWrite && !failedWrites.contains(error) {
                    failedWrites.append(error)
                }
            }
        }
        /// The WAV files that could not be written (kept when the warnings are taken).
        var failedWrites: [SpeechError] = []
        /// Synthesis errors already warned about, so each is reported once.
        var synthesisErrors: Set<SpeechError> = []
    }

    /// A speaker that synthesizes with `synthesizer` and outputs to `outputs`.
    ///
    /// - Parameters:
    ///   - synthesizer: Turns utterances into speech.
    ///   - outputs: Where the speech goes.
    ///   - estimator: Times utterances when synthesis fails.
    ///   - fallback: Replaces an output that fails.
    public convenience init(
        synthesizer: any SpeechSynthesizing, outputs: [any SpeechOutput],
        estimator: EstimatedSynthesizer = EstimatedSynthesizer(),
        fallback: TextSpeechOutput = TextSpeechOutput()
    ) {
        self.init(synthesizer: synthesizer, outputs: outputs, estimator: estimator, fallback: fallback, warnings: [], noSoundDevice: nil)
    }

    /// The one designated initializer: the parts, the warnings so far and why `.auto` found no sound device.
    private init(synthesizer: any SpeechSynthesizing, outputs: [any SpeechOutput], estimator: EstimatedSynthesizer,
                 fallback: TextSpeechOutput, warnings: [SpeechWarning], noSoundDevice: SpeechError?) {
        self.synthesizer = synthesizer
        self.estimator = estimator
        self.fallback = fallback
        state = Mutex(SpeakerState(queue: SpeechQueue(estimator: estimator), outputs: outputs))
        // Set after, through `didSet`, so that a WAV file found unwritable on creation counts as a failed write.
        state.withLock { $0.warnings = warnings }
        self.noSoundDevice = noSoundDevice
    }

    /// A speaker built from `configuration`; whatever cannot be had falls back (espeak-ng to
    /// estimates, a sound device or WAV file to text) with a warning, except that `.auto`
    /// picks text without one when no sound device works.
    ///
    /// - Parameters:
    ///   - configuration: The synthesis, voice, rate and output asked for.
    ///   - text: The text output, when one is chosen or fallen back to.
    public convenience init(configuration: SpeechConfiguration, text: TextSpeechOutput = TextSpeechOutput()) {
        var warnings: [SpeechWarning] = []
        let range = SpeechParameters.rateRange
        let estimator = EstimatedSynthesizer(
            rate: min(max(configuration.parameters.rate, range.lowerBound), range.upperBound))
        let synthesizer: any SpeechSynthesizing
        switch configuration.synthesis {
        case .estimated:
            synthesizer = estimator
        case .espeak:
            do {
                synthesizer = try EspeakSynthesizer(
                    voice: configuration.voice, parameters: configuration.parameters,
                    cacheCapacity: configuration.cacheCapacity)
            } catch {
                warnings.append(.synthesisUnavailable(error))
                synthesizer = estimator
            }
        }
        let output: any SpeechOutput
        var noSoundDevice: SpeechError?
        do {
            output = try Self.makeOutput(configuration.output, sampleRate: synthesizer.sampleRate, text: text, readFiles: configuration.readFiles)
        } catch {
            if configuration.output == .auto { noSoundDevice = error } else { warnings.append(.outputFellBackToText(error)) }
            output = text
        }
        self.init(synthesizer: synthesizer, outputs: [output], estimator: estimator, fallback: text,
                  warnings: warnings, noSoundDevice: noSoundDevice)
    }

    /// Whether an utterance is sounding.
    public var isSpeaking: Bool { state.withLock { $0.queue.isSpeaking } }

    /// Whether speech is paused.
    public var isPaused: Bool { state.withLock { $0.queue.isPaused } }

    /// When everything queued will have been said (see ``SpeechQueue/busyUntil``).
    public var busyUntil: Duration { state.withLock { $0.queue.busyUntil } }

    /// The most characters of one utterance synthesized (docs/fuzzing.md): a label of 200,000 words
    /// would otherwise be hours of audio held in memory. The transcript keeps the whole text.
    public static let maximumSpokenCharacters = 4_000

    /// Synthesizes `utterance` (unless it carries speech; at most its first ``maximumSpokenCharacters``)
    /// and speaks it at `time`, interrupting or queueing per `mode`. Returns the events up to `time`;
    /// the outputs have received them.
    public func speak(_ utterance: Utterance, mode: SpeechQueue.Precedence, at time: Duration) -> [SpeechEvent] {
        var utterance = utterance
        var failure: SpeechError?
        if utterance.speech == nil {
            let spoken = String(utterance.text.prefix(Self.maximumSpokenCharacters))
            do {
                utterance.speech = try synthesizer.synthesize(spoken, language: utterance.language)
            } catch {
                failure = error
                utterance.speech = estimator.synthesize(spoken, language: utterance.language)
            }
        }
        return state.withLock { state in
            if let failure, state.synthesisErrors.insert(failure).inserted {
                state.warnings.append(.synthesisUnavailable(failure))
            }
            return deliver(state.queue.speak(utterance, mode: mode, at: time), &state)
        }
    }

    /// Moves the virtual clock to `time`; returns (and outputs) what happened.
    public func advance(to time: Duration) -> [SpeechEvent] {
        state.withLock { state in deliver(state.queue.advance(to: time), &state) }
    }

    /// Pauses speech at `time` (two-finger tap).
    public func pause(at time: Duration) -> [SpeechEvent] {
        state.withLock { state in deliver(state.queue.pause(at: time), &state) }
    }

    /// Resumes paused speech at `time` (two-finger tap again).
    public func resume(at time: Duration) -> [SpeechEvent] {
        state.withLock { state in deliver(state.queue.resume(at: time), &state) }
    }

    /// Says everything still queued (resuming if paused), then finishes the outputs: closes
    /// WAV files and waits for live audio. Call once, at the end of the session.
    public func finish() -> [SpeechEvent] {
        let (events, outputs) = state.withLock { state in
            let resumed = state.queue.resume(at: state.queue.now)
            let events = deliver(resumed + state.queue.advance(to: state.queue.busyUntil), &state)
            return (events, state.outputs)
        }
        var failures: [SpeechWarning] = []
        for output in outputs {
            do {
                try output.finish()
            } catch {
                failures.append(.outputFellBackToText(error))
            }
        }
        state.withLock { $0.warnings += failures }
        return events
    }

    /// Every WAV file write that failed in this session (each also a warning): a command that was
    /// asked for audio files and did not get them fails.
    public var failedWrites: [SpeechError] { state.withLock { $0.failedWrites } }

    /// The warnings raised since the last call (the synthesizer's included), each once.
    public func takeWarnings() -> [SpeechWarning] {
        let fromSynthesizer = synthesizer.takeWarnings()
        return state.withLock { state in
            defer { state.warnings.removeAll() }
            return state.warnings + fromSynthesizer
        }
    }

    /// Hands `events` to every output. An output that fails is dropped, with a warning, and
    /// the text fallback (once) takes its place and gets the same events. Returns `events`.
    private func deliver(_ events: [SpeechEvent], _ state: inout SpeakerState) -> [SpeechEvent] {
        guard !events.isEmpty else { return events }
        var working: [any SpeechOutput] = []
        for output in state.outputs {
            do {
                try output.receive(events)
                working.append(output)
            } catch {
                state.warnings.append(.outputFellBackToText(error))
                if !state.fellBackToText {
                    state.fellBackToText = true
                    fallback.receive(events)
                    working.append(fallback)
                }
            }
        }
        state.outputs = working
        return events
    }

    /// The output `choice` names; throws if it cannot be had.
    private static func makeOutput(
        _ choice: SpeechOutputChoice, sampleRate: Int?, text: TextSpeechOutput, readFiles: ReadFiles
    ) throws(SpeechError) -> any SpeechOutput {
        switch choice {
        case .auto, .live:
            LiveSpeechOutput(player: try AudioPlayer.detect())
        case .wavFiles(let directory):
            try WAVFileOutput(directory: directory, silenceSampleRate: sampleRate ?? 22050, protecting: readFiles)
        case .continuousWAV(let path):
            try ContinuousWAVOutput(path: path, sampleRate: sampleRate ?? 22050, protecting: readFiles)
        case .text:
            text
        }
    }
}
