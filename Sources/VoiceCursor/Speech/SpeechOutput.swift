/// Where speech goes: a sound device, WAV files, or text.
///
/// A ``Speaker`` hands each output the ``SpeechEvent``s its queue produces, in order; the
/// events say what to play and when on the virtual clock (start, stop partway, resume).
/// An output that throws is replaced by text output, with one warning.
public protocol SpeechOutput: Sendable {
    /// Plays, writes or shows what `events` say happened.
    func receive(_ events: [SpeechEvent]) throws(SpeechError)

    /// Ends the session's speech: closes files, waits for live audio to finish. Call once, last.
    func finish() throws(SpeechError)
}

/// Which output a session asks for.
public enum SpeechOutputChoice: Sendable, Hashable {
    /// Live when a sound device works, else text.
    case auto
    /// The sound device; text (with a warning) if none works.
    case live
    /// One WAV file per utterance, in `directory`.
    case wavFiles(directory: String)
    /// One WAV file for the session at `path`, with the pauses between utterances as silence.
    case continuousWAV(path: String)
    /// Text only.
    case text
}
