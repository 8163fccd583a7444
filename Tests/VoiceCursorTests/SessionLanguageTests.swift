import Testing
import AccessibilityTree
import VoiceCursor

/// Spec §4, "Language": the library's session in the user's language.
@MainActor
@Suite("A VoiceOver session in German")
struct SessionLanguageTests {
    @Test("VoiceOver(application:language:) speaks its words, hints and value changes in German")
    func german() {
        let app = makeApp(ScreenController(title: "Ton") { view in
            let slider = Slider(value: 0.5, frame: Rect(x: 20, y: 120, width: 300, height: 44))
            slider.accessibilityLabel = "Lautstärke"
            view.addSubview(slider)
        })
        let vo = VoiceOver(application: app, language: .german)
        #expect(vo.focused?.phrase == "Lautstärke, 50 %, Einstellbar")
        vo.waitForSpeech()
        #expect(vo.transcript.last == "Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen.")
        vo.increment()
        #expect(vo.lastUtterance == "60 %")
    }
}
