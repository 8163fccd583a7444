import Testing
import VoiceCursor

@Suite("Speech queue on the virtual clock")
struct SpeechQueueTests {
    // Estimated at 180 words per minute: each word lasts exactly 1/3 s.
    let threeWords = estimatedSpeechUtterance("Play, button, dimmed")  // 1 s
    let sixWords = estimatedSpeechUtterance("Your download is now complete everywhere", kind: .announcement)  // 2 s

    @Test("An utterance starts at once and finishes when its audio ends")
    func startsAndFinishes() {
        var queue = SpeechQueue()
        #expect(queue.speak(threeWords, mode: .interrupt, at: .zero) == [.started(threeWords, at: .zero)])
        #expect(queue.isSpeaking)
        #expect(queue.busyUntil == .seconds(1))
        #expect(queue.advance(to: .milliseconds(999)).isEmpty)
        #expect(queue.advance(to: .seconds(5)) == [.finished(threeWords, at: .seconds(1))])
        #expect(!queue.isSpeaking)
        #expect(queue.busyUntil == .seconds(5))
    }

    @Test("A queued utterance waits for the current one, then completes")
    func queuedWaits() {
        var queue = SpeechQueue()
        _ = queue.speak(threeWords, mode: .interrupt, at: .zero)
        #expect(queue.speak(sixWords, mode: .enqueue, at: .milliseconds(500)).isEmpty)
        #expect(queue.queuedUtterances == [sixWords])
        #expect(queue.busyUntil == .seconds(3))
        let events = queue.advance(to: .seconds(3))
        #expect(events == [
            .finished(threeWords, at: .seconds(1)), .started(sixWords, at: .seconds(1)),
            .finished(sixWords, at: .seconds(3)),
        ])
        #expect(events.last?.wasSuccessful == true)
    }

    @Test("Interrupting reports how far the utterance got and that it did not finish")
    func interruptionReportsProgress() throws {
        var queue = SpeechQueue()
        _ = queue.speak(sixWords, mode: .interrupt, at: .zero)
        let events = queue.speak(threeWords, mode: .interrupt, at: .milliseconds(1100))
        try #require(events.count == 2)
        guard case .interrupted(let interrupted, let time, let progress) = events[0] else {
            Issue.record("expected an interruption, got \(events[0])")
            return
        }
        #expect(interrupted == sixWords)
        #expect(time == .milliseconds(1100))
        #expect(events[0].wasSuccessful == false)
        #expect(progress.spokenWordCount == 4)  // words start at 0, 1/3, 2/3 and 1 s
        #expect(progress.lastSpokenWord == "now")
        #expect(abs(progress.fraction - 0.55) < 1e-9)
        #expect(events[1] == .started(threeWords, at: .milliseconds(1100)))
    }

    @Test("Interrupting cancels queued utterances that never started")
    func interruptionCancelsQueue() {
        var queue = SpeechQueue()
        _ = queue.speak(threeWords, mode: .interrupt, at: .zero)
        _ = queue.speak(sixWords, mode: .enqueue, at: .zero)
        let focus = estimatedSpeechUtterance("Inbox, heading")
        let events = queue.speak(focus, mode: .interrupt, at: .milliseconds(500))
        #expect(events.count == 3)
        #expect(events[1] == .cancelled(sixWords, at: .milliseconds(500)))
        #expect(events[1].wasSuccessful == false)
        #expect(queue.queuedUtterances.isEmpty)
    }

    @Test("An unsynthesized utterance is estimated at 180 words per minute")
    func estimatesUnsynthesized() {
        var queue = SpeechQueue()
        _ = queue.speak(Utterance("one two three four five six", kind: .announcement), mode: .enqueue, at: .zero)
        #expect(queue.busyUntil == .seconds(2))
        #expect(queue.currentUtterance?.speech?.audio == nil)
    }

    @Test("An estimate counts the words between any white space, in ASCII and other text alike",
          arguments: ["  Play,\tbutton\r\ndimmed  ", "Café ☕ au\u{00A0}lait, bouton", "", " \n ", "一つ 二つ\u{3000}三つ"])
    func estimatedWords(_ text: String) {
        let speech = EstimatedSynthesizer().synthesize(text, language: nil)
        let words = text.split(whereSeparator: \.isWhitespace)
        #expect(speech.boundaries.map { String(text[$0.range]) } == words.map(String.init))
        #expect(speech.duration == .seconds(60) * words.count / 180)
    }

    @Test("A hint starts its pre-utterance delay after the phrase before it ends")
    func hintDelay() {
        var queue = SpeechQueue()
        var hint = estimatedSpeechUtterance("Double tap to edit.", kind: .hint)
        hint.preUtteranceDelay = .seconds(1)
        _ = queue.speak(threeWords, mode: .interrupt, at: .zero)
        _ = queue.speak(hint, mode: .enqueue, at: .zero)
        #expect(queue.busyUntil == .seconds(2) + .seconds(4) / 3)
        let events = queue.advance(to: .milliseconds(1500))
        #expect(events == [.finished(threeWords, at: .seconds(1))])
        #expect(!queue.isSpeaking)
        #expect(queue.advance(to: .seconds(2)) == [.started(hint, at: .seconds(2))])
    }

    @Test("Pausing stops the clock and resuming continues where speech stopped")
    func pauseAndResume() {
        var queue = SpeechQueue()
        _ = queue.speak(sixWords, mode: .interrupt, at: .zero)
        let paused = queue.pause(at: .milliseconds(500))
        #expect(paused.count == 1)
        guard case .paused(_, _, let progress) = paused.first else {
            Issue.record("expected a pause, got \(paused)")
            return
        }
        #expect(progress.elapsed == .milliseconds(500))
        #expect(queue.isPaused && !queue.isSpeaking)
        #expect(queue.busyUntil == .milliseconds(500))
        #expect(queue.advance(to: .seconds(10)).isEmpty)
        let resumed = queue.resume(at: .seconds(10))
        #expect(resumed == [.resumed(sixWords, at: .seconds(10), progress: progress)])
        #expect(queue.busyUntil == .milliseconds(11500))
        #expect(queue.advance(to: .seconds(12)) == [.finished(sixWords, at: .milliseconds(11500))])
    }

    @Test("Pausing an idle queue does nothing")
    func pauseIdle() {
        var queue = SpeechQueue()
        #expect(queue.pause(at: .seconds(1)).isEmpty)
        #expect(!queue.isPaused)
    }

    @Test("A time earlier than one already given counts as the latest time")
    func clockNeverGoesBack() {
        var queue = SpeechQueue()
        _ = queue.advance(to: .seconds(5))
        #expect(queue.speak(threeWords, mode: .enqueue, at: .seconds(1)) == [.started(threeWords, at: .seconds(5))])
    }
}
