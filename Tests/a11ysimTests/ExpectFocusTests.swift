import Testing

/// Issue #27: `expect-focus` in `a11ysim run` means what `vo.expectFocus` means in a test — the
/// focused element answers to the name — so a screen with two elements of one name does not fail it.
@Suite("expect-focus")
struct ExpectFocusTests {
    private let twins = "Tests/VoiceOverTestingTests/Fixtures/same-label.yaml"

    @Test("On the second of two \"Same\" buttons, expect-focus by phrase and by label passes")
    func secondOfTwo() throws {
        let output = try CommandRunner.run(["run", twins, "-c", "next; expect-focus \"Same, button\"; expect-focus Same"])
        #expect(output.status == 0, "\(output.stdout)\(output.stderr)")
        #expect(!output.stdout.contains("expectation failed"))
    }

    @Test("Focus on another element fails with what is focused")
    func otherElement() throws {
        let output = try CommandRunner.run(["run", twins, "-c", "next; expect-focus other"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("-c:1:7: expectation failed: expect-focus other\n  expected: other\n  actual:   Same, button\n"))
    }
}
