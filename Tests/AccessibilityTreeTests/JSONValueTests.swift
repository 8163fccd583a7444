import Testing
import AccessibilityTree

@Suite("JSON values")
struct JSONValueTests {
    @Test("Whole numbers are written as integers, others as Swift prints them",
          arguments: [(0.0, "0"), (7, "7"), (-7, "-7"), (10, "10"), (390, "390"), (-1_000_000, "-1000000"),
                      (999_999_999_999_999, "999999999999999"), (187.5, "187.5"), (-0.25, "-0.25"), (1e15, "1000000000000000.0"),
                      (.infinity, "null"), (.nan, "null")])
    func numbers(value: Double, text: String) {
        #expect(JSONValue.number(value).serialized == text)
    }

    @Test("Integers are written with every digit and their sign, to the ends of Int",
          arguments: [0, 1, -1, 9, 10, -10, 1234567890, Int.max, Int.min])
    func integers(value: Int) {
        var bytes: [UInt8] = Array("x".utf8)
        JSONValue.appendInteger(value, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "x" + String(value))
    }
}
