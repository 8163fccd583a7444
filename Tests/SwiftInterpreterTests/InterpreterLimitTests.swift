import Foundation
import Testing
import SwiftCodeReader
import SwiftInterpreter

/// The interpreter's bounds: deep or long code ends in unknown values and notes, never a crash or a
/// hang, and docs/fuzzing.md states the constants the code has.
@Suite("The Swift interpreter's limits")
struct InterpreterLimitTests {
    @Test("A sum of 1,000 terms and a chain of 40 calls end in unknown values and notes; the label after them is still set")
    func deepInput() throws {
        let sum = Array(repeating: "1", count: 1_000).joined(separator: " + ")
        let chain = (1...40).map { "func step\($0)() { step\($0 + 1)() }" }.joined(separator: "\n    ")
        let code = try #require(TestApp.run("""
            final class DeepViewController: UIViewController {
                @IBOutlet var total: UILabel!
                @IBOutlet var done: UILabel!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    total.text = "Total \\(\(sum))"
                    step1()
                    done.text = "Done"
                }
                \(chain)
            }
            """, "DeepViewController"))
        #expect(code.setupTexts.last == "done text = Done")
        #expect(code.setupTexts.first?.hasPrefix("total text = Total ⟨") == true, "\(code.setupTexts)")
        #expect(code.skipped.contains { $0.reason.contains("more than \(InterpreterLimits.maximumCallDepth) calls deep") }, "\(code.skipped)")
    }

    @Test("docs/fuzzing.md's table has every interpreter limit at the value the code has")
    func documented() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let docs = try String(contentsOf: root.appendingPathComponent("docs/fuzzing.md"), encoding: .utf8)
        let limits: [(String, Int)] = [
            ("maximumDepth", InterpreterLimits.maximumDepth), ("maximumCallDepth", InterpreterLimits.maximumCallDepth),
            ("maximumLoopTurns", InterpreterLimits.maximumLoopTurns), ("maximumStatements", InterpreterLimits.maximumStatements),
            ("maximumEvaluations", InterpreterLimits.maximumEvaluations), ("maximumTableRows", InterpreterLimits.maximumTableRows),
            ("maximumTableSections", InterpreterLimits.maximumTableSections), ("maximumDataTableCells", InterpreterLimits.maximumDataTableCells),
            ("maximumVisualFormatLength", InterpreterLimits.maximumVisualFormatLength),
            ("maximumContainerElements", InterpreterLimits.maximumContainerElements),
            ("maximumMenuDepth", InterpreterLimits.maximumMenuDepth),
            ("maximumAttributedSetups", InterpreterLimits.maximumAttributedSetups),
        ]
        // The one table of limits: `| what | value | constant |` (LimitsTableTests reads the same rows).
        for (name, value) in limits {
            #expect(docs.contains("| \(value) | `InterpreterLimits.\(name)` |"), "docs/fuzzing.md should state InterpreterLimits.\(name) = \(value)")
        }
        #expect(docs.contains("| \(StringsTable.maximumDictionaryNesting) | `StringsTable.maximumDictionaryNesting` |"),
                "docs/fuzzing.md should state StringsTable.maximumDictionaryNesting")
    }
}
