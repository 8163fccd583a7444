import Testing
@testable import VoiceCursor

@Suite("espeak-ng synthesis")
struct SpeechSynthesisTests {
    let synthesizer: EspeakSynthesizer

    init() throws {
        synthesizer = try EspeakSynthesizer()
    }

    @Test("A phrase synthesizes to non-silent 16-bit audio at espeak-ng's sample rate")
    func phraseHasAudio() throws {
        let speech = try synthesizer.synthesize("Play, button", language: nil)
        let audio = try #require(speech.audio)
        #expect(audio.sampleRate == 22050)
        #expect(audio.samples.count > 22050 / 4)
        #expect(audio.samples.map { abs(Int($0)) }.max()! > 1000)
        #expect(speech.duration == audio.duration)
        #expect(speech.voice?.identifier == "gmw/en-US")
    }

    @Test("Data shown over a storyboard's sample is said as the sample: the voice says \"Lorem ipsum\", not the marker")
    func sampleTextIsSpokenAsTheSample() throws {
        let marked = "⟨episode.title: “Lorem ipsum”⟩, heading"
        let speech = try synthesizer.synthesize(marked, language: nil)
        #expect(speech.text == "Lorem ipsum, heading")
        let words = speech.boundaries.filter { $0.kind == .word }.map { String(speech.text[$0.range]) }
        #expect(words.first == "Lorem", "\(words)")
        #expect(EstimatedSynthesizer().synthesize(marked, language: nil).text == "Lorem ipsum, heading")
        #expect(EstimatedSynthesizer().synthesize("Download ⟨episode.title⟩", language: nil).text == "Download ⟨episode.title⟩",
                "data without a sample is said as written")
    }

    @Test("A longer phrase takes longer to say")
    func longerPhraseIsLonger() throws {
        let short = try synthesizer.synthesize("Play", language: nil)
        let long = try synthesizer.synthesize("Play the next track in the current playlist, button", language: nil)
        #expect(long.duration > short.duration * 3)
    }

    @Test("A faster rate says the same phrase in less time")
    func fasterRateIsShorter() throws {
        let fast = try EspeakSynthesizer(parameters: SpeechParameters(rate: 400))
        let text = "Settings, back button"
        let normal = try synthesizer.synthesize(text, language: nil).duration
        let quick = try fast.synthesize(text, language: nil).duration
        #expect(quick < normal * 0.7)
    }

    @Test("Word boundaries name the words of the text, in order, with rising audio offsets")
    func wordBoundaries() throws {
        let speech = try synthesizer.synthesize("Wi-Fi switch, on. Héllo wörld.", language: nil)
        let words = speech.boundaries.filter { $0.kind == .word }
        #expect(words.map { String(speech.text[$0.range]) }.contains("wörld"))
        #expect(words.first?.audioOffset == .zero)
        #expect(zip(words, words.dropFirst()).allSatisfy { $0.audioOffset <= $1.audioOffset })
        #expect(speech.boundaries.filter { $0.kind == .sentence }.count == 2)
    }

    @Test("A Korean-language element is spoken with a Korean voice")
    func koreanVoice() throws {
        let speech = try synthesizer.synthesize("안녕하세요 세계", language: "ko")
        #expect(speech.voice?.language == "ko")
        #expect(speech.voice?.name == "Korean")
        let words = speech.boundaries.filter { $0.kind == .word }.map { String(speech.text[$0.range]) }
        #expect(words == ["안녕하세요", "세계"])
    }

    @Test("A regional tag without its own voice uses its language's voice", arguments: [
        ("fr-CA", "roa/fr"), ("en-GB", "gmw/en"), ("en", "gmw/en-US"), ("zh-Hant-HK", "sit/yue"),
        ("pt-BR", "roa/pt-BR"),
    ])
    func regionalFallback(tag: String, identifier: String) {
        #expect(synthesizer.voice(forLanguage: tag).identifier == identifier)
        #expect(synthesizer.takeWarnings().isEmpty)
    }

    @Test("An unknown language falls back to the session voice with one warning naming it")
    func unknownLanguageWarnsOnce() throws {
        let first = try synthesizer.synthesize("nuqneH", language: "tlh")
        _ = try synthesizer.synthesize("Qapla'", language: "tlh")
        #expect(first.voice == synthesizer.voice)
        let warnings = synthesizer.takeWarnings()
        #expect(warnings == [.unsupportedLanguage("tlh", fallbackVoice: "English (America)")])
        #expect(warnings.first?.description.contains("\"tlh\"") == true)
        _ = try synthesizer.synthesize("nuqneH", language: "tlh")
        #expect(synthesizer.takeWarnings().isEmpty)
    }

    @Test("A repeated phrase comes from the cache: identical samples, no second synthesis")
    func cacheHit() throws {
        let first = try synthesizer.synthesize("Volume, 50%, adjustable", language: nil)
        let second = try synthesizer.synthesize("Volume, 50%, adjustable", language: nil)
        #expect(second.audio?.samples == first.audio?.samples)
        #expect(synthesizer.statistics.syntheses == 1)
        #expect(synthesizer.statistics.cacheHits == 1)
    }

    @Test("A cache of capacity 0 synthesizes every time")
    func cacheOff() throws {
        let uncached = try EspeakSynthesizer(cacheCapacity: 0)
        _ = try uncached.synthesize("Done, button", language: nil)
        _ = try uncached.synthesize("Done, button", language: nil)
        #expect(uncached.statistics.syntheses == 2)
        #expect(uncached.statistics.cacheHits == 0)
    }

    @Test("The voice list has English and Korean voices")
    func voiceList() throws {
        let identifiers = try EspeakSynthesizer.availableVoices().map(\.identifier)
        #expect(identifiers.contains("gmw/en-US"))
        #expect(identifiers.contains("ko"))
    }

    @Test("An unknown session voice is a typed error that says what to do")
    func unknownVoice() {
        #expect(throws: SpeechError.unknownVoice("Robby")) { try EspeakSynthesizer(voice: "Robby") }
        #expect(SpeechError.unknownVoice("Robby").description.contains("availableVoices()"))
    }

    @Test("A rate outside espeak-ng's range is a typed error naming the range")
    func rateOutOfRange() {
        let error = SpeechError.parameterOutOfRange(name: "rate", value: 1000, range: 80...450)
        #expect(throws: error) { try EspeakSynthesizer(parameters: SpeechParameters(rate: 1000)) }
        #expect(error.description.contains("80...450"))
    }

    @Test("Missing espeak-ng data is reported with how to install it")
    func missingData() throws {
        let empty = try makeSpeechTestDirectory()
        defer { removeSpeechTestDirectory(empty) }
        #expect(throws: SpeechError.dataNotFound(path: empty.path)) {
            try EspeakData.validate(directory: empty.path)
        }
        #expect(SpeechError.dataNotFound(path: empty.path).description
            .contains("apt-get install -y espeak-ng-data"))
    }
}

@Suite("Speech synthesis cache")
struct SpeechSynthesisCacheTests {
    func key(_ text: String) -> SynthesisKey {
        SynthesisKey(text: text, voiceIdentifier: "gmw/en-US", parameters: SpeechParameters())
    }

    func speech(_ text: String) -> SynthesizedSpeech {
        EstimatedSynthesizer().synthesize(text, language: nil)
    }

    @Test("A full cache evicts the phrase used longest ago")
    func evictsLeastRecentlyUsed() {
        var cache = SynthesisCache(capacity: 2)
        cache.insert(speech("one"), for: key("one"))
        cache.insert(speech("two"), for: key("two"))
        #expect(cache.speech(for: key("one")) == speech("one"))  // "two" is now the oldest
        cache.insert(speech("three"), for: key("three"))
        #expect(cache.count == 2)
        #expect(cache.speech(for: key("two")) == nil)
        #expect(cache.speech(for: key("one")) != nil)
        #expect(cache.speech(for: key("three")) != nil)
    }

    @Test("A different rate, pitch or volume is a different cache entry")
    func parametersAreInTheKey() {
        var cache = SynthesisCache(capacity: 4)
        cache.insert(speech("Play"), for: key("Play"))
        let louder = SynthesisKey(text: "Play", voiceIdentifier: "gmw/en-US", parameters: SpeechParameters(volume: 150))
        #expect(cache.speech(for: louder) == nil)
    }
}
