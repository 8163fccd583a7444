import Testing
@testable import VoiceCursor

@Suite("Choosing voices for languages")
struct SpeechVoiceCatalogueTests {
    let american = SpeechVoice(identifier: "gmw/en-US", name: "English (America)", languages: [
        .init(tag: "en-us", priority: 2), .init(tag: "en", priority: 3),
    ])
    let british = SpeechVoice(identifier: "gmw/en", name: "English (Great Britain)", languages: [
        .init(tag: "en-gb", priority: 2), .init(tag: "en", priority: 2),
    ])
    let belgian = SpeechVoice(identifier: "roa/fr-BE", name: "French (Belgium)", languages: [
        .init(tag: "fr-be", priority: 5), .init(tag: "fr", priority: 8),
    ])
    let french = SpeechVoice(identifier: "roa/fr", name: "French (France)", languages: [
        .init(tag: "fr-fr", priority: 5), .init(tag: "fr", priority: 5),
    ])

    var catalogue: VoiceCatalogue { VoiceCatalogue(voices: [american, british, belgian, french]) }

    @Test("Candidate tags go from the whole tag to the bare language, with aliases")
    func candidates() {
        #expect(VoiceCatalogue.candidates(for: "fr-CA") == ["fr-ca", "fr"])
        #expect(VoiceCatalogue.candidates(for: "zh_Hant_HK") == ["zh-hant-hk", "yue", "zh-hant", "zh"])
    }

    @Test("The preferred voice for a bare language is the one espeak-ng ranks first")
    func ranking() {
        #expect(catalogue.bestVoice(forLanguage: "fr-CA", preferring: nil) == french)
        #expect(catalogue.bestVoice(forLanguage: "en", preferring: nil) == british)
    }

    @Test("The session voice wins when it speaks the language")
    func sessionVoiceWins() {
        #expect(catalogue.bestVoice(forLanguage: "en-AU", preferring: american) == american)
        #expect(catalogue.bestVoice(forLanguage: "en-GB", preferring: american) == british)
    }

    @Test("A session voice is found by identifier, name or language tag")
    func sessionVoiceLookup() {
        #expect(catalogue.voice(named: "roa/fr-be") == belgian)
        #expect(catalogue.voice(named: "English (America)") == american)
        #expect(catalogue.voice(named: "fr-BE") == belgian)
        #expect(catalogue.voice(named: "tlh") == nil)
    }
}
