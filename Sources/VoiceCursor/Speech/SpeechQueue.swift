/// The speech queue of docs/voiceover.md §8: utterances one after another on a virtual clock.
///
/// Pure and deterministic: time passes only when the caller says so (`speak`, `advance`,
/// `pause`, `resume` each take the current virtual time), and every call returns the events
/// that happened up to that time, in order. A time earlier than one already given counts as
/// the latest time given.
///
/// - An utterance lasts as long as its speech: its synthesized audio, or an estimate at
///   180 words per minute (``EstimatedSynthesizer``) if it arrives unsynthesized.
/// - `.interrupt` (a focus change) stops the current utterance, reporting how far it got, and
///   cancels everything queued; then the new utterance starts.
/// - `.enqueue` (a queued announcement) waits until everything before it has finished.
/// - An utterance starts ``Utterance/preUtteranceDelay`` after the one before it ends.
/// - While paused nothing advances; resuming continues the utterance where it stopped.
public struct SpeechQueue: Sendable {
    /// What a new utterance does to the speech already under way.
    public enum Precedence: Sendable, Hashable {
        /// Stop what is being said, drop what is queued, say this now.
        case interrupt
        /// Say this after everything already queued.
        case enqueue
    }

    /// The utterance at the front: sounding, or waiting out its pre-utterance delay.
    private struct Current: Sendable {
        let utterance: Utterance
        let duration: Duration
        /// When it starts (or started) sounding; moved later by each pause.
        var start: Duration
        var hasStarted = false

        var end: Duration { start + duration }
    }

    private let estimator: EstimatedSynthesizer
    private var current: Current?
    private var pending: [Utterance] = []
    private var pausedAt: Duration?
    /// The latest virtual time the queue has been given.
    public private(set) var now: Duration = .zero

    /// An empty queue at time zero; `estimator` times utterances that arrive unsynthesized.
    public init(estimator: EstimatedSynthesizer = EstimatedSynthesizer()) {
        self.estimator = estimator
    }

    /// Whether an utterance is sounding now (not paused, not waiting out a delay).
    public var isSpeaking: Bool { current?.hasStarted == true && pausedAt == nil }

    /// Whether speech is paused.
    public var isPaused: Bool { pausedAt != nil }

    /// The utterance at the front of the queue, if any.
    public var currentUtterance: Utterance? { current?.utterance }

    /// The utterances waiting behind the current one, in order.
    public var queuedUtterances: [Utterance] { pending }

    /// When everything queued will have been said, if nothing interrupts; `now` when idle or
    /// paused (paused speech has stopped, so nobody waits for it).
    public var busyUntil: Duration {
        guard pausedAt == nil, let current else { return now }
        let end = pending.reduce(current.end) { end, utterance in
            end + utterance.preUtteranceDelay + speech(of: utterance).duration
        }
        return max(end, now)
    }

    /// Adds `utterance` at virtual time `time`, interrupting or queueing per `mode`.
    ///
    /// The utterance is estimated if it has no ``Utterance/speech``. Returns what happened up
    /// to `time`, including the interruption and the new utterance starting.
    public mutating func speak(_ utterance: Utterance, mode: Precedence, at time: Duration) -> [SpeechEvent] {
        var events = advance(to: time)
        var utterance = utterance
        utterance.speech = speech(of: utterance)
        switch mode {
        case .interrupt:
            events += stopAll()
            makeCurrent(utterance, after: now)
        case .enqueue:
            if current == nil { makeCurrent(utterance, after: now) } else { pending.append(utterance) }
        }
        return events + advance(to: now)
    }

    /// Moves the clock to `time`: utterances finish and the next ones start.
    public mutating func advance(to time: Duration) -> [SpeechEvent] {
        let target = max(time, now)
        var events: [SpeechEvent] = []
        while pausedAt == nil, let front = current {
            if !front.hasStarted {
                guard front.start <= target else { break }
                current?.hasStarted = true
                events.append(.started(front.utterance, at: front.start))
            }
            guard front.end <= target else { break }
            events.append(.finished(front.utterance, at: front.end))
            current = nil
            if !pending.isEmpty { makeCurrent(pending.removeFirst(), after: front.end) }
        }
        now = target
        return events
    }

    /// Pauses speech at `time` (two-finger tap); nothing happens if nothing is queued or it
    /// is already paused.
    public mutating func pause(at time: Duration) -> [SpeechEvent] {
        var events = advance(to: time)
        guard pausedAt == nil, let front = current else { return events }
        pausedAt = now
        if front.hasStarted {
            events.append(.paused(front.utterance, at: now, progress: progress(of: front)))
        }
        return events
    }

    /// Resumes paused speech at `time` from where it stopped; just advances if not paused.
    public mutating func resume(at time: Duration) -> [SpeechEvent] {
        guard let pauseStart = pausedAt, var front = current else { return advance(to: time) }
        let resumeTime = max(time, now)
        var events: [SpeechEvent] = []
        if front.hasStarted {
            events.append(.resumed(front.utterance, at: resumeTime, progress: progress(of: front)))
        }
        front.start += resumeTime - pauseStart
        current = front
        pausedAt = nil
        return events + advance(to: resumeTime)
    }

    /// Interrupts the current utterance and cancels the queued ones, at `now`.
    private mutating func stopAll() -> [SpeechEvent] {
        var events: [SpeechEvent] = []
        if let front = current {
            events.append(
                front.hasStarted
                    ? .interrupted(front.utterance, at: now, progress: progress(of: front))
                    : .cancelled(front.utterance, at: now))
        }
        events += pending.map { .cancelled($0, at: now) }
        current = nil
        pending = []
        pausedAt = nil
        return events
    }

    /// Puts `utterance` at the front, to start its delay after `time`.
    private mutating func makeCurrent(_ utterance: Utterance, after time: Duration) {
        let speech = speech(of: utterance)
        current = Current(
            utterance: utterance, duration: speech.duration, start: time + utterance.preUtteranceDelay)
    }

    /// How far `front` has got at `now` (or when it was paused).
    private func progress(of front: Current) -> SpeechProgress {
        speech(of: front.utterance).progress(after: (pausedAt ?? now) - front.start)
    }

    /// The utterance's speech, estimated if it has none.
    private func speech(of utterance: Utterance) -> SynthesizedSpeech {
        utterance.speech ?? estimator.synthesize(utterance.text, language: utterance.language)
    }
}
