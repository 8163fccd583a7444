@testable import A11yAudit
@testable import AuditRunner
import AccessibilityTree
import Testing

@Suite("The worker wire form")
struct WireTests {
    /// A value with optionals in every position the wire form codes them.
    struct Sample: Codable, Equatable {
        var list: [String?]
        var nested: Int??
        var element: FindingElement?
        var severities: [Severity]
        var empty: [[Double]]
    }

    @Test("Optionals anywhere in a value, nil or not, come back as they were written",
          arguments: [
              Sample(list: ["a", nil, ""], nested: .some(nil), element: nil, severities: [.note, .error], empty: [[], [1.5]]),
              Sample(list: [], nested: 7, element: FindingElement(number: nil, phrase: "Play", label: nil, identifier: "p",
                                                                   className: "UIButton", frame: Rect(x: 1, y: 2, width: 3, height: 4)),
                     severities: [], empty: []),
              Sample(list: [nil], nested: nil, element: nil, severities: [.warning], empty: [[-0.25]]),
          ])
    func optionals(sample: Sample) throws {
        let frame = ReportWire.frame(sample)
        let count = try #require(ReportWire.payloadCount(header: Array(frame.prefix(ReportWire.headerSize))))
        #expect(count == frame.count - ReportWire.headerSize)
        #expect(try ReportWire.value(Sample.self, from: Array(frame.dropFirst(ReportWire.headerSize))) == sample)
    }

    @Test("A payload cut short or with bytes left over is refused, not misread")
    func truncated() {
        let payload = Array(ReportWire.frame(AuditInput(path: "Main.storyboard")).dropFirst(ReportWire.headerSize))
        #expect(throws: WireError.self) { try ReportWire.value(AuditInput.self, from: Array(payload.dropLast())) }
        #expect(throws: WireError.self) { try ReportWire.value(AuditInput.self, from: payload + [0]) }
        #expect((try? ReportWire.value(AuditInput.self, from: payload)) == AuditInput(path: "Main.storyboard"))
    }
}
