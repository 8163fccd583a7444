import Testing
@testable import VoiceCursor

@Suite("WAV encoding and sample time")
struct SpeechWAVEncodingTests {
    @Test("The header is 44 bytes of RIFF/WAVE for 16-bit mono PCM")
    func header() {
        let bytes = WAVEncoding.file(samples: [Int16(1), -2], sampleRate: 22050)
        #expect(bytes.count == 48)
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8))
        #expect(Array(bytes[4..<8]) == [40, 0, 0, 0])
        #expect(Array(bytes[8..<16]) == Array("WAVEfmt ".utf8))
        #expect(Array(bytes[24..<28]) == [0x22, 0x56, 0, 0])  // 22050
        #expect(Array(bytes[36..<44]) == Array("data".utf8) + [4, 0, 0, 0])
        #expect(Array(bytes[44...]) == [1, 0, 0xFE, 0xFF])
    }

    @Test("Sample counts and durations convert both ways without drift")
    func sampleTime() {
        for count in [0, 1, 22049, 22050, 1_000_003] {
            let duration = PCMAudio.duration(ofSamples: count, at: 22050)
            #expect(PCMAudio.sampleCount(in: duration, at: 22050) == count)
        }
    }
}
