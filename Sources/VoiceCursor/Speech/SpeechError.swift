/// Why speech could not be synthesized or output, with what to do about it.
///
/// Every message names the cause and a remedy. None of these is fatal to a11ysim: a
/// ``Speaker`` turns them into a ``SpeechWarning`` and carries on with estimated durations
/// or text output.
public enum SpeechError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The espeak-ng data directory (phoneme tables, dictionaries, voices) is missing.
    case dataNotFound(path: String)
    /// libespeak-ng refused to initialise.
    case engineUnavailable(reason: String)
    /// No espeak-ng voice has this name, identifier or language.
    case unknownVoice(String)
    /// A rate, pitch or volume outside what espeak-ng accepts.
    case parameterOutOfRange(name: String, value: Int, range: ClosedRange<Int>)
    /// espeak-ng failed while synthesizing a phrase.
    case synthesisFailed(text: String, status: Int)
    /// No program that can play audio, or no sound device it can open.
    case noSoundDevice(reason: String)
    /// The audio player stopped working during the session.
    case deviceFailed(player: String, reason: String)
    /// A WAV file could not be created or written.
    case fileWriteFailed(path: String, reason: String)
    /// Audio arrived at a sample rate other than the one a WAV file is being written at.
    case sampleRateMismatch(expected: Int, actual: Int)

    /// Whether a WAV file could not be written.
    public var isFileWrite: Bool {
        if case .fileWriteFailed = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .dataNotFound(let path):
            "espeak-ng data not found at \(path): install espeak-ng-data "
                + "(apt-get install -y espeak-ng-data) or set ESPEAK_DATA_PATH to the directory "
                + "that contains espeak-ng-data."
        case .engineUnavailable(let reason):
            "libespeak-ng could not start (\(reason)): check that libespeak-ng1 and espeak-ng-data "
                + "are installed (apt-get install -y libespeak-ng1 espeak-ng-data)."
        case .unknownVoice(let voice):
            "espeak-ng has no voice \"\(voice)\": use a language tag such as \"en-US\", or a voice "
                + "name or identifier from EspeakSynthesizer.availableVoices()."
        case .parameterOutOfRange(let name, let value, let range):
            "speech \(name) \(value) is outside \(range.lowerBound)...\(range.upperBound): "
                + "choose a value in that range."
        case .synthesisFailed(let text, let status):
            "espeak-ng failed to synthesize \"\(text)\" (status \(status)): retry, or turn "
                + "synthesis off to use estimated durations."
        case .noSoundDevice(let reason):
            "no working sound device (\(reason)): install alsa-utils (aplay) or pulseaudio-utils "
                + "(paplay) on a machine with audio, or choose WAV or text speech output."
        case .deviceFailed(let player, let reason):
            "the audio player \(player) failed (\(reason)): check the sound device, or choose "
                + "WAV or text speech output."
        case .fileWriteFailed(let path, let reason):
            "cannot write speech audio to \(path) (\(reason)): check that the directory exists "
                + "and is writable, or choose another path."
        case .sampleRateMismatch(let expected, let actual):
            "speech audio at \(actual) Hz cannot join a WAV file written at \(expected) Hz: "
                + "use one synthesizer per session file."
        }
    }
}
