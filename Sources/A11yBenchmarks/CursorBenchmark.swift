import AccessibilityTree
import VoiceCursor

/// Measures VoiceOver's cursor: a full swipe traversal of a long screen, for 10k and 100k elements.
///
/// A cursor step reads the derived tree and never re-derives it, so a traversal of 100k elements
/// should cost about 10× one of 10k (target ≤ 12×). Each step includes speaking the phrase on the
/// virtual clock (estimated speech) and waiting for it, as a scripted user does.
@MainActor
func runCursorBenchmark() {
    print("Cursor: full next() traversal of a scrolling list (median of 3 runs)")
    var perStep: [Int: Double] = [:]
    var totals: [Int: Duration] = [:]
    for count in [10_000, 100_000] {
        var samples: [Duration] = []
        for _ in 0..<3 {
            let voiceOver = makeLongList(count: count)
            let clock = ContinuousClock()
            let elapsed = clock.measure {
                for _ in 1..<count { voiceOver.next() }
            }
            precondition(voiceOver.focused?.label == "Item \(count)", "the traversal did not reach the end")
            samples.append(elapsed)
        }
        let median = samples.sorted()[samples.count / 2]
        totals[count] = median
        perStep[count] = microseconds(median) / Double(count - 1)
        print("  \(count) elements: \(format(microseconds(median) / 1000)) ms total, \(format(perStep[count]!)) µs per step")
    }
    if let small = totals[10_000], let large = totals[100_000] {
        print("  100k / 10k traversal cost: \(format(microseconds(large) / microseconds(small)))× (target ≤ 12×)")
    }
}

@MainActor
private func makeLongList(count: Int) -> VoiceOver {
    let root = ViewController(title: "List")
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    for index in 0..<count {
        scroll.addSubview(Label(text: "Item \(index + 1)", frame: Rect(x: 16, y: Double(index) * 44, width: 358, height: 44)))
    }
    scroll.contentSize = Size(width: 390, height: Double(count) * 44)
    root.view.addSubview(scroll)
    let app = Application()
    let window = Window()
    window.rootViewController = root
    app.makeKeyAndVisible(window)
    return VoiceOver(application: app)
}

private func microseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
}

private func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return String(rounded)
}
