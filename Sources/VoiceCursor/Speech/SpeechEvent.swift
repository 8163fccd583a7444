/// What happened to an utterance, and when on the virtual clock.
///
/// Every utterance handed to a ``SpeechQueue`` ends with exactly one `finished`,
/// `interrupted` or `cancelled` event, so a caller can post announcementDidFinish once:
/// `wasSuccessful` is true only for `finished`.
public enum SpeechEvent: Sendable, Equatable {
    /// It began to sound.
    case started(Utterance, at: Duration)
    /// Speech was paused (two-finger tap) partway through it.
    case paused(Utterance, at: Duration, progress: SpeechProgress)
    /// Speech resumed, from where it paused.
    case resumed(Utterance, at: Duration, progress: SpeechProgress)
    /// It played to its end.
    case finished(Utterance, at: Duration)
    /// It stopped partway, because something interrupted it.
    case interrupted(Utterance, at: Duration, progress: SpeechProgress)
    /// It was dropped before it began to sound, because something interrupted the queue.
    case cancelled(Utterance, at: Duration)

    /// The utterance the event is about.
    public var utterance: Utterance {
        switch self {
        case .started(let utterance, _), .paused(let utterance, _, _), .resumed(let utterance, _, _),
            .finished(let utterance, _), .interrupted(let utterance, _, _), .cancelled(let utterance, _):
            utterance
        }
    }

    /// When it happened on the virtual clock.
    public var time: Duration {
        switch self {
        case .started(_, let time), .paused(_, let time, _), .resumed(_, let time, _),
            .finished(_, let time), .interrupted(_, let time, _), .cancelled(_, let time):
            time
        }
    }

    /// For an ending event, whether the utterance was heard in full (announcementDidFinish's
    /// wasSuccessful); nil for other events.
    public var wasSuccessful: Bool? {
        switch self {
        case .finished: true
        case .interrupted, .cancelled: false
        case .started, .paused, .resumed: nil
        }
    }
}
