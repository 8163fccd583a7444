// The only file in a11ysim that sees the espeak-ng C API. Everything it hands out is Swift.
internal import CEspeak
import Synchronization

/// What espeak-ng reported when it started.
struct EngineInfo: Sendable {
    /// The rate of every sample espeak-ng synthesizes, in Hz.
    let sampleRate: Int
    /// Every installed voice, in espeak_ListVoices order.
    let voices: [SpeechVoice]
}

/// A word or sentence start as espeak-ng reported it, not yet matched to the text.
struct EngineMark: Sendable {
    let kind: SpeechBoundary.Unit
    /// Unicode scalars from the start of the text (espeak-ng counts from 1; this from 0).
    let scalarOffset: Int
    /// Unicode scalars in the word (0 for sentences).
    let scalarLength: Int
    /// Samples from the start of the audio.
    let sample: Int
}

/// The samples and marks one synthesis produced; filled in by the synth callback.
struct EngineSynthesis: Sendable {
    var samples: [Int16] = []
    var marks: [EngineMark] = []
}

/// The espeak-ng functions, found in libespeak-ng when it is opened (CEspeak's shim.h): the library
/// is not linked, so a process that never speaks never loads it.
private struct EspeakFunctions {
    let initialize: @convention(c) (espeak_AUDIO_OUTPUT, Int32, UnsafePointer<CChar>?, Int32) -> Int32
    let setVoiceByName: @convention(c) (UnsafePointer<CChar>?) -> espeak_ERROR
    let setParameter: @convention(c) (espeak_PARAMETER, Int32, Int32) -> espeak_ERROR
    let setSynthCallback: @convention(c) (
        (@convention(c) (UnsafeMutablePointer<Int16>?, Int32, UnsafeMutablePointer<espeak_EVENT>?) -> Int32)?
    ) -> Void
    let synth: @convention(c) (
        UnsafeRawPointer?, Int, UInt32, espeak_POSITION_TYPE, UInt32, UInt32, UnsafeMutablePointer<UInt32>?,
        UnsafeMutableRawPointer?
    ) -> espeak_ERROR
    let info: @convention(c) (UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> UnsafePointer<CChar>?
    let listVoices: @convention(c) (UnsafeMutablePointer<espeak_VOICE>?) -> UnsafeMutablePointer<UnsafePointer<espeak_VOICE>?>?

    /// Opens libespeak-ng; throws ``SpeechError/engineUnavailable(reason:)`` when it is not installed.
    static func open() throws(SpeechError) -> EspeakFunctions {
        var found = cespeak_functions()
        if let failure = cespeak_open(&found) {
            throw .engineUnavailable(reason: String(cString: failure))
        }
        guard let initialize = found.initialize, let setVoiceByName = found.setVoiceByName,
              let setParameter = found.setParameter, let setSynthCallback = found.setSynthCallback,
              let synth = found.synth, let info = found.info, let listVoices = found.listVoices
        else { throw .engineUnavailable(reason: "libespeak-ng lacks a function a11ysim calls") }
        return EspeakFunctions(
            initialize: initialize, setVoiceByName: setVoiceByName, setParameter: setParameter,
            setSynthCallback: setSynthCallback, synth: synth, info: info, listVoices: listVoices)
    }
}

/// The process's one espeak-ng engine: `EspeakEngine.shared`.
///
/// THREAD-SAFETY INVARIANT: espeak-ng keeps its voice, parameters, synth callback and output
/// buffers in process-global C state and is not thread-safe. Every espeak-ng call in this
/// process is made inside `shared.lock.withLock`, so at most one thread is ever inside
/// espeak-ng. This file is the only one that imports CEspeak, and the functions it opens live only
/// in the lock's state, so nothing can call espeak-ng without the lock. libespeak-ng is opened and
/// initialised once, lazily, by the first caller that needs it.
final class EspeakEngine: Sendable {
    /// An engine that started: espeak-ng's functions and what it reported.
    private struct StartedEngine {
        let functions: EspeakFunctions
        let info: EngineInfo
    }

    /// What the lock guards besides espeak-ng itself: whether it started, and what is loaded.
    private struct EngineState {
        /// nil until the first use; then the outcome of starting, kept for good.
        var started: Result<StartedEngine, SpeechError>?
        /// The identifier of the voice espeak-ng has loaded.
        var loadedVoice: String?
        /// The parameters espeak-ng has been given.
        var loadedParameters: SpeechParameters?
        /// The sample buffer the synth callback fills, kept between syntheses so it stays
        /// allocated and warm; each result is copied out of it at its exact size.
        var scratch: [Int16] = []
    }

    // The lock lives in a class instance rather than in a `static let Mutex` of its own:
    // Swift 6.3.1 at -O statically initialises such a global with a wrong value (here a
    // non-nil `started`), so a release build would use an engine that never started.
    static let shared = EspeakEngine()
    private let lock = Mutex(EngineState())

    private init() {}

    /// Starts espeak-ng if no one has yet, and describes it.
    func start() throws(SpeechError) -> EngineInfo {
        try lock.withLock { state throws(SpeechError) in try Self.start(&state).info }
    }

    /// Synthesizes `text` with the voice `voiceIdentifier` and `parameters`, in full.
    func synthesize(
        _ text: String, voiceIdentifier: String, parameters: SpeechParameters
    ) throws(SpeechError) -> EngineSynthesis {
        try lock.withLock { state throws(SpeechError) in
            let espeak = try Self.start(&state).functions
            if state.loadedVoice != voiceIdentifier {
                state.loadedVoice = nil
                let status = espeak.setVoiceByName(voiceIdentifier)
                guard status == EE_OK else { throw .unknownVoice(voiceIdentifier) }
                state.loadedVoice = voiceIdentifier
                state.loadedParameters = nil
            }
            if state.loadedParameters != parameters {
                _ = espeak.setParameter(espeakRATE, Int32(parameters.rate), 0)
                _ = espeak.setParameter(espeakPITCH, Int32(parameters.pitch), 0)
                _ = espeak.setParameter(espeakVOLUME, Int32(parameters.volume), 0)
                state.loadedParameters = parameters
            }
            espeak.setSynthCallback(collectSynthesis)
            var synthesis = EngineSynthesis(samples: state.scratch)
            state.scratch = []  // leave the buffer uniquely referenced, so appends reuse it
            synthesis.samples.removeAll(keepingCapacity: true)
            let status = withUnsafeMutablePointer(to: &synthesis) { context in
                synthesizeUTF8(text, with: espeak, context: UnsafeMutableRawPointer(context))
            }
            state.scratch = synthesis.samples
            guard status == EE_OK else { throw .synthesisFailed(text: text, status: Int(status.rawValue)) }
            synthesis.samples = Self.exactCopy(of: state.scratch)
            return synthesis
        }
    }

    /// Runs `body`, which calls espeak-ng directly, with the lock held and espeak-ng started.
    fileprivate func withStartedEngine<Result>(_ body: (EspeakFunctions) -> Result) throws(SpeechError) -> Result {
        try lock.withLock { state throws(SpeechError) in
            body(try Self.start(&state).functions)
        }
    }

    /// A new array holding `samples`, with no spare capacity (for the cache to keep).
    private static func exactCopy(of samples: [Int16]) -> [Int16] {
        [Int16](unsafeUninitializedCapacity: samples.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: samples)
        }
    }

    /// Starts espeak-ng on first use; later calls return the first outcome. Call with the lock held.
    private static func start(_ state: inout EngineState) throws(SpeechError) -> StartedEngine {
        if let started = state.started { return try started.get() }
        let outcome = Result { () throws(SpeechError) in try initialize() }
        state.started = outcome
        return try outcome.get()
    }

    /// Opens libespeak-ng, then espeak_Initialize in synchronous retrieval mode, the data check and
    /// the voice list. Call with the lock held, once.
    private static func initialize() throws(SpeechError) -> StartedEngine {
        let espeak = try EspeakFunctions.open()
        // espeakINITIALIZE_DONT_EXIT: report missing data instead of calling exit().
        let sampleRate = espeak.initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nil, Int32(espeakINITIALIZE_DONT_EXIT))
        guard sampleRate > 0 else { throw .engineUnavailable(reason: "espeak_Initialize returned \(sampleRate)") }
        var dataPath: UnsafePointer<CChar>?
        _ = espeak.info(&dataPath)
        try EspeakData.validate(directory: dataPath.map { String(cString: $0) } ?? "")
        let info = EngineInfo(sampleRate: Int(sampleRate), voices: listVoices(with: espeak))
        return StartedEngine(functions: espeak, info: info)
    }

    /// Every installed voice, copied out of espeak-ng's own list. Call with the lock held.
    private static func listVoices(with espeak: EspeakFunctions) -> [SpeechVoice] {
        guard let list = espeak.listVoices(nil) else { return [] }
        var voices: [SpeechVoice] = []
        var index = 0
        while let voice = list[index]?.pointee {
            voices.append(SpeechVoice(
                identifier: voice.identifier.map { String(cString: $0) } ?? "",
                name: voice.name.map { String(cString: $0) } ?? "",
                languages: voice.languages.map(languages(in:)) ?? []
            ))
            index += 1
        }
        return voices
    }

    /// Decodes espeak_VOICE.languages: (priority byte, NUL-terminated tag) pairs, ended by a NUL.
    private static func languages(in list: UnsafePointer<CChar>) -> [SpeechVoice.Language] {
        var result: [SpeechVoice.Language] = []
        var cursor = UnsafeRawPointer(list).assumingMemoryBound(to: UInt8.self)
        while cursor.pointee != 0 {
            let priority = Int(cursor.pointee)
            let tag = String(cString: cursor + 1)
            result.append(SpeechVoice.Language(tag: tag, priority: priority))
            cursor += 1 + tag.utf8.count + 1
        }
        return result
    }
}

/// espeak_Synth over the UTF-8 of `text`, with no end pause; `context` reaches the synth callback.
/// Call with the engine lock held.
private func synthesizeUTF8(
    _ text: String, with espeak: EspeakFunctions, context: UnsafeMutableRawPointer?
) -> espeak_ERROR {
    text.withCString { utf8 in
        espeak.synth(
            utf8, text.utf8.count + 1, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, context)
    }
}

/// The synth callback: appends samples and word/sentence marks to the `EngineSynthesis` that
/// espeak_Synth's user_data points at (espeak-ng copies user_data into every event, including
/// the list terminator). Runs on the thread inside espeak_Synth, which holds the engine lock.
private func collectSynthesis(
    _ wav: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?
) -> Int32 {
    guard let events, let context = events.pointee.user_data else { return 0 }
    let synthesis = context.assumingMemoryBound(to: EngineSynthesis.self)
    if let wav, count > 0 {
        synthesis.pointee.samples.append(contentsOf: UnsafeBufferPointer(start: wav, count: Int(count)))
    }
    var event = events
    while event.pointee.type != espeakEVENT_LIST_TERMINATED {
        let kind: SpeechBoundary.Unit? = switch event.pointee.type {
        case espeakEVENT_WORD: .word
        case espeakEVENT_SENTENCE: .sentence
        default: nil
        }
        if let kind {
            synthesis.pointee.marks.append(EngineMark(
                kind: kind,
                scalarOffset: max(Int(event.pointee.text_position) - 1, 0),
                scalarLength: Int(event.pointee.length),
                sample: Int(event.pointee.sample)
            ))
        }
        event += 1
    }
    return 0
}

/// libespeak-ng called directly, for the benchmark's baseline: the a11ysim overhead is the
/// time a11ysim spends beyond this.
@_spi(Benchmarks) public enum EspeakBaseline {
    /// Synthesizes `text` with raw espeak-ng calls and the voice and parameters espeak-ng has
    /// loaded, collecting the samples as any caller must; returns the sample count.
    ///
    /// Holds the engine lock (the thread-safety invariant), but uses none of a11ysim's layers:
    /// no cache, no voice choice, no boundary mapping.
    public static func synthesizeDirectly(_ text: String) throws(SpeechError) -> Int {
        try EspeakEngine.shared.withStartedEngine { espeak in
            espeak.setSynthCallback(collectSamplesOnly)
            var samples: [Int16] = []
            _ = withUnsafeMutablePointer(to: &samples) { context in
                synthesizeUTF8(text, with: espeak, context: UnsafeMutableRawPointer(context))
            }
            return samples.count
        }
    }
}

/// The baseline's synth callback: appends samples to the `[Int16]` at user_data, nothing else.
private func collectSamplesOnly(
    _ wav: UnsafeMutablePointer<Int16>?, _ count: Int32, _ events: UnsafeMutablePointer<espeak_EVENT>?
) -> Int32 {
    guard let wav, count > 0, let context = events?.pointee.user_data else { return 0 }
    context.assumingMemoryBound(to: [Int16].self).pointee
        .append(contentsOf: UnsafeBufferPointer(start: wav, count: Int(count)))
    return 0
}
